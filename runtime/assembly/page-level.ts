import type { Manifest } from '../types.js';
import { isRecord } from '../util/guards.js';
import { httpUrl } from '../util/url.js';
import { updateCanonicalLink } from './canonical.js';

/**
 * The page-wide parts of a manifest: title, the canonical link, body class
 * and id, the desktop background, and colour custom properties on `<tf-page>`.
 * Every value is a manifest string, so each is validated and written through
 * a typed DOM API or as an escaped CSS string; nothing is parsed as HTML.
 */
export interface PageLevel {
  /** `url`, the page's address, keeps the head's `<link rel="canonical">` pointing at it. */
  apply(manifest: Manifest, url?: string): void;
  /** Undoes everything applied: classes, id, title, canonical link, background, colours. */
  clear(): void;
}

export interface PageLevelOptions {
  document: Document;
  page: HTMLElement;
}

// A CSS identifier, so a class can also be used in a selector.
const CLASS_TOKEN = /^(?:--|-?[_A-Za-z\u00A0-\uFFFF])[-_A-Za-z0-9\u00A0-\uFFFF]*$/;
const COLOR_NAME = /^[A-Za-z0-9_-]+$/;
// Characters any colour syntax needs. CSS.supports accepts `var()` with almost
// any balanced tokens; this keeps quotes, `;`, `{}`, `\` and `<` out of our CSS.
const COLOR_CHARS = /^[-\w\s#(),.%+/]+$/;
const DESKTOP = '(min-width: 1200px)';

export function isColor(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    COLOR_CHARS.test(value) &&
    !value.includes('/*') &&
    CSS.supports('color', value)
  );
}

/** `url("…")` of an http(s) URL, escaped as a CSS string; undefined if it is not one. */
export function cssImageUrl(value: unknown, baseURI: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = httpUrl(value.trim(), baseURI);
  if (url === undefined) return undefined;
  // The URL parser already percent-encodes quotes and drops newlines in most
  // places, but not everywhere (a backslash in a query survives): escape anyway.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
  const escaped = url.href.replace(/["\\\u0000-\u001f\u007f]/g, (ch) =>
    ch === '"' || ch === '\\' ? `\\${ch}` : `\\${ch.charCodeAt(0).toString(16)} `,
  );
  return `url("${escaped}")`;
}

export function createPageLevel({ document: doc, page }: PageLevelOptions): PageLevel {
  let addedClasses: string[] = [];
  let colorProperties = new Set<string>();
  // What the page had before the first manifest, so clear() can put it back.
  let original: { title: string; id: string | null; canonical: string | undefined } | undefined;

  function remember(): void {
    original ??= { title: doc.title, id: doc.body.getAttribute('id'), canonical: canonicalLink()?.href };
  }

  const canonicalLink = () => doc.head?.querySelector<HTMLLinkElement>('link[rel="canonical"]') ?? undefined;

  function applyClasses(pageClass: unknown): void {
    doc.body.classList.remove(...addedClasses);
    const tokens = typeof pageClass === 'string' ? pageClass.split(/\s+/).filter((t) => CLASS_TOKEN.test(t)) : [];
    // Only tokens the body lacked are ours to remove next time: `mobile` or
    // `tve-authenticated` belong to other code even if a manifest repeats them.
    addedClasses = [...new Set(tokens)].filter((token) => !doc.body.classList.contains(token));
    doc.body.classList.add(...addedClasses);
  }

  let background: CSSStyleSheet | undefined;
  function applyBackground(css: unknown): void {
    const image = isRecord(css) ? cssImageUrl(css.pageBackgroundImage, doc.baseURI) : undefined;
    const color = isRecord(css) && isColor(css.pageBackgroundColor) ? css.pageBackgroundColor : undefined;
    const declarations = [
      image && `background-image: ${image};`,
      color && `background-color: ${color};`,
    ].filter(Boolean);
    // An adopted sheet, not a <style> element, which the CSP's style-src 'self' refuses.
    if (declarations.length === 0) {
      if (background) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== background);
      return;
    }
    // A sheet is adopted only by the document whose window made it; a
    // document without a window is never drawn and needs no background.
    const view = doc.defaultView;
    if (!view) return;
    background ??= new view.CSSStyleSheet();
    background.replaceSync(`@media ${DESKTOP} { body { ${declarations.join(' ')} } }`);
    if (!doc.adoptedStyleSheets.includes(background)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, background];
  }

  function applyColors(supplemental: unknown): void {
    const colors = isRecord(supplemental) && isRecord(supplemental.colors) ? supplemental.colors.colors : undefined;
    const next = new Set<string>();
    if (isRecord(colors)) {
      for (const [name, value] of Object.entries(colors)) {
        if (!COLOR_NAME.test(name) || !isColor(value)) continue;
        const property = `--tf-color-${name}`;
        page.style.setProperty(property, value);
        next.add(property);
      }
    }
    for (const property of colorProperties) if (!next.has(property)) page.style.removeProperty(property);
    colorProperties = next;
  }

  return {
    apply(manifest, url) {
      remember();
      if (url !== undefined) updateCanonicalLink(doc, url);
      const source: unknown = manifest;
      if (!isRecord(source)) return;
      if (typeof source.title === 'string') doc.title = source.title;
      applyClasses(source.pageClass);
      // An HTML id is any non-empty text without whitespace.
      if (typeof source.id === 'string' && /^\S+$/.test(source.id)) doc.body.id = source.id;
      else doc.body.removeAttribute('id');
      applyBackground(source.css);
      applyColors(source.supplemental);
    },
    clear() {
      applyClasses(undefined);
      applyBackground(undefined);
      applyColors(undefined);
      if (!original) return;
      doc.title = original.title;
      const link = canonicalLink();
      if (link && original.canonical !== undefined) link.href = original.canonical;
      if (original.id === null) doc.body.removeAttribute('id');
      else doc.body.id = original.id;
      original = undefined;
    },
  };
}
