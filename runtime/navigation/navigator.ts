import { emit } from '../events.js';
import type { LoadOutcome } from '../assembly/page-loader.js';
import { httpUrl } from '../util/url.js';

export type VisitMode = 'push' | 'replace' | 'restore' | 'reload';

export interface NavigatorDeps {
  window: Window;
  page: HTMLElement;
  load(url: string, how: { initial: boolean; reload?: boolean }): Promise<LoadOutcome>;
  activity?: { start(): void; done(): void };
  scrollToTop(): void;
  /** Scrolls to the anchor; false when it is not (yet) on the page. */
  scrollToAnchor(id: string): boolean;
}

export interface Navigator {
  start(): void;
  stop(): void;
  /** The first load of the document's own URL. */
  initial(): Promise<void>;
  /** Loads another page of the site in place. */
  visit(url: string, mode?: VisitMode): Promise<void>;
  /** An in-page anchor: a history entry for the hash and a smooth scroll. */
  anchor(id: string): void;
  readonly url: string;
}

const withoutHash = (href: string) => href.split('#')[0];

/**
 * Owns the one current visit (Turbo `session.js`): history entries, redirect
 * and unsupported-page answers, back/forward, scrolling and the activity
 * indicator. The newest visit wins: an older one finishing late does nothing.
 */
export function createNavigator(deps: NavigatorDeps): Navigator {
  const win = deps.window;
  let url = win.location.href;
  let visits = 0;
  let started = false;

  const fullNavigation = (href: string) => win.location.assign(href);

  function record(mode: VisitMode, href: string): boolean {
    const state = { triforce: true };
    try {
      if (mode === 'push') win.history.pushState(state, '', href);
      else if (mode === 'replace') win.history.replaceState(state, '', href);
      return true;
    } catch {
      // A history that refuses the entry (sandboxed frames, odd URLs): let the browser go.
      fullNavigation(href);
      return false;
    }
  }

  const toTop = (href: string) => {
    if (emit(deps.page, 'tf:scrolltop', { url: href }, { cancelable: true })) deps.scrollToTop();
  };

  /**
   * Scroll after a new page is placed (spec 000 §4): to the URL's anchor, else
   * to the top unless vetoed. An anchor usually lives inside a zone that has
   * not drawn yet, so it is tried again as modules render, and the top is the
   * fallback if it never appears.
   */
  function scrollFor(href: string, initial: boolean, visit: number) {
    const hash = new URL(href).hash.slice(1);
    if (!hash) {
      if (!initial) toTop(href);
      return;
    }
    const id = decodeURIComponent(hash);
    if (deps.scrollToAnchor(id)) return;
    const retry = (event: Event) => {
      const done = event.type === 'tf:rendercomplete';
      if (visit !== visits) return stopRetrying();
      if (deps.scrollToAnchor(id)) return stopRetrying();
      if (!done) return;
      stopRetrying();
      if (!initial) toTop(href);
    };
    const stopRetrying = () => {
      deps.page.removeEventListener('tf:modulerender', retry);
      deps.page.removeEventListener('tf:rendercomplete', retry);
    };
    deps.page.addEventListener('tf:modulerender', retry);
    deps.page.addEventListener('tf:rendercomplete', retry);
  }

  async function go(href: string, mode: VisitMode | 'initial'): Promise<void> {
    const visit = ++visits;
    const initial = mode === 'initial';
    if (!initial && mode !== 'restore' && mode !== 'reload' && !record(mode, href)) return;
    url = href;
    deps.activity?.start();
    const outcome = await deps.load(href, { initial, reload: mode === 'reload' || (initial && isReloadNavigation(win)) });
    if (visit !== visits) return;
    switch (outcome.kind) {
      case 'placed':
        scrollFor(href, initial, visit);
        return;
      case 'redirect': {
        // Same origin: history now shows the new URL; another origin: the browser goes.
        if (new URL(outcome.url).origin !== win.location.origin) return fullNavigation(outcome.url);
        return go(outcome.url, 'replace');
      }
      case 'unsupported':
        // The first document already is the legacy page; later ones are loaded by the browser.
        deps.activity?.done();
        if (!initial) fullNavigation(href);
        return;
      case 'error':
        deps.activity?.done();
        return;
      case 'aborted':
        return;
    }
  }

  const onPopState = () => {
    const next = win.location.href;
    const previous = url;
    url = next;
    // A hash change on the same page is the browser's to handle, not a new page.
    if (withoutHash(next) === withoutHash(previous)) return;
    void go(next, 'restore');
  };

  const onRenderComplete = () => deps.activity?.done();

  return {
    start() {
      if (started) return;
      started = true;
      win.addEventListener('popstate', onPopState);
      deps.page.addEventListener('tf:rendercomplete', onRenderComplete);
    },
    stop() {
      if (!started) return;
      started = false;
      visits++;
      win.removeEventListener('popstate', onPopState);
      deps.page.removeEventListener('tf:rendercomplete', onRenderComplete);
      deps.activity?.done();
    },
    initial: () => go(win.location.href, 'initial'),
    visit(target, mode = 'push') {
      const resolved = httpUrl(target, win.location.href);
      if (!resolved) return Promise.resolve();
      if (resolved.origin !== win.location.origin) {
        fullNavigation(resolved.href);
        return Promise.resolve();
      }
      return go(resolved.href, mode);
    },
    anchor(id) {
      const href = `${withoutHash(win.location.href)}#${encodeURIComponent(id)}`;
      if (href !== win.location.href && record('push', href)) url = href;
      void deps.scrollToAnchor(id);
    },
    get url() {
      return url;
    },
  };
}

/** Whether the document itself was loaded by the browser's reload. */
function isReloadNavigation(win: Window): boolean {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload';
}
