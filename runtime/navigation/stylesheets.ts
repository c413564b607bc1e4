import { createEventStore } from '../util/event-store.js';
import { httpUrl } from '../util/url.js';
import { siteLinks as linksOf, STYLE_ATTRIBUTE, styleNameOf, TRANSITION_ATTRIBUTE } from '../util/style-links.js';

export { DEFAULT_STYLE, STYLE_ATTRIBUTE, styleNameOf, TRANSITION_ATTRIBUTE } from '../util/style-links.js';

/**
 * Per-page stylesheets: each site
 * stylesheet is a `<link rel="stylesheet" data-tf-style="{name}"
 * href="{style-base}{name}.css">` in the head, and exactly one of them is
 * enabled: the page's `supplemental.pageStyle`, else the one named `default`.
 *
 * A sheet that is not ready (absent, or disabled: Chromium drops a disabled
 * link's sheet and fetches it again when re-enabled) is marked in transition
 * and loads while the current one stays on, so the page is never unstyled;
 * only when it has loaded are the others disabled. If the page changed
 * meanwhile, the late sheet is disabled on arrival instead.
 */
export interface Stylesheets {
  /** Settles once the wanted sheet is on, turned out stale, or failed. Never rejects. */
  apply(pageStyle: unknown): Promise<void>;
  destroy(): void;
}

export interface StylesheetsOptions {
  document: Document;
  /** The page's current `style-base`. */
  styleBase: () => string;
}

export function createStylesheets({ document: doc, styleBase }: StylesheetsOptions): Stylesheets {
  let wanted: string | undefined;
  let destroyed = false;
  const listeners = createEventStore();
  // Links we are waiting on, with the apply() calls waiting for them.
  const waiting = new Map<HTMLLinkElement, Array<() => void>>();
  // A link is listened to once for the page's life: a sheet switched back on
  // loads again, and fresh listeners each time would pile up on it.
  const listened = new WeakSet<HTMLLinkElement>();

  const siteLinks = () => linksOf(doc);
  // Compared as an attribute, not put into a selector: nothing to escape.
  const linkNamed = (name: string) => siteLinks().find((link) => link.getAttribute(STYLE_ATTRIBUTE) === name);

  function switchTo(target: HTMLLinkElement): void {
    target.disabled = false;
    for (const link of siteLinks()) {
      // A link still loading settles by itself: disabling it now could cancel its load.
      if (link !== target && !link.hasAttribute(TRANSITION_ATTRIBUTE)) link.disabled = true;
    }
  }

  function settle(link: HTMLLinkElement, loaded: boolean): void {
    if (!link.hasAttribute(TRANSITION_ATTRIBUTE)) return;
    link.removeAttribute(TRANSITION_ATTRIBUTE);
    // A failed sheet goes; the current ones stay on.
    if (!loaded) link.remove();
    else if (link.getAttribute(STYLE_ATTRIBUTE) === wanted) switchTo(link);
    else link.disabled = true;
    const resolvers = waiting.get(link) ?? [];
    waiting.delete(link);
    for (const resolve of resolvers) resolve();
  }

  function watch(link: HTMLLinkElement): Promise<void> {
    if (!waiting.has(link)) waiting.set(link, []);
    if (!listened.has(link)) {
      listened.add(link);
      listeners
        .add(link, 'load', () => settle(link, true))
        .add(link, 'error', () => settle(link, false));
    }
    return new Promise((resolve) => waiting.get(link)?.push(resolve));
  }

  function add(name: string): HTMLLinkElement | undefined {
    // `{style-base}{name}.css`, as pages name their stylesheets; only an http(s) address is accepted.
    const href = `${styleBase()}${name}.css`;
    if (!httpUrl(href, doc.baseURI)) return undefined;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute(STYLE_ATTRIBUTE, name);
    link.setAttribute(TRANSITION_ATTRIBUTE, '');
    link.setAttribute('href', href);
    return link;
  }

  return {
    apply(pageStyle) {
      if (destroyed) return Promise.resolve();
      const name = styleNameOf(pageStyle);
      wanted = name;
      const existing = linkNamed(name);
      if (existing?.hasAttribute(TRANSITION_ATTRIBUTE)) return watch(existing);
      // An enabled link is taken as loaded (a parser-inserted one still loading
      // simply applies when it arrives; waiting on a failed one would never end).
      if (existing && !existing.disabled) {
        switchTo(existing);
        return Promise.resolve();
      }
      if (existing) {
        existing.setAttribute(TRANSITION_ATTRIBUTE, '');
        const done = watch(existing);
        existing.disabled = false;
        return done;
      }
      const link = add(name);
      if (!link) return Promise.resolve();
      const done = watch(link);
      doc.head.append(link);
      return done;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      listeners.clear();
      for (const [link, resolvers] of waiting) {
        // A sheet still loading must not switch the page's style after we left;
        // disabled (not removed), a later instance can still reuse it.
        link.removeAttribute(TRANSITION_ATTRIBUTE);
        link.disabled = true;
        for (const resolve of resolvers) resolve();
      }
      waiting.clear();
    },
  };
}
