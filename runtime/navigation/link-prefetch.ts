/**
 * Fetches the visits of the page's main links before anyone points at them,
 * as Next.js does for links in view: once a page is drawn and the browser is
 * idle, each link marked `data-tf-prefetch="idle"` (prefetch-policy.ts) that
 * is in view is handed to the delegate, one at a time, each in an idle moment
 * of its own, so a click on the site's navigation finds its manifest, feeds
 * and code in hand. A new page load stops the round; the next drawn page
 * starts one of its own. Nothing runs for a visitor saving data, on 2G, or in
 * a hidden tab (until it is shown).
 */
import { createEventStore, type EventStore } from '../util/event-store.js';
import { whenIdle as idle } from '../util/idle.js';
import { decideElementLink } from './link-observer.js';
import { PREFETCH_ATTRIBUTE, prefetchAllowed, prefetchMode, prefetchUrl } from './prefetch-policy.js';

export interface LinkPrefetchOptions {
  document: Document;
  /** Fetches what a visit to `url` needs; settles when the next link may start. */
  prefetch(url: string): Promise<unknown>;
  whenIdle?(fn: () => void, timeoutMs: number): () => void;
}

export interface LinkPrefetch {
  start(): void;
  stop(): void;
  /** A page has drawn: a round starts once the browser is idle. */
  pageDrawn(): void;
  /** A new page load began: the round stops. */
  pageLeft(): void;
}

/** The longest a round waits for the browser to be idle, between links too. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

export function createLinkPrefetch(options: LinkPrefetchOptions): LinkPrefetch {
  const { document } = options;
  const win = document.defaultView;
  const whenIdle = options.whenIdle ?? ((fn: () => void, ms: number) => (win ? idle(fn, ms, win) : () => undefined));
  let started = false;
  /**
   * The current round: links seen in view wait in `queue`; `busy` while one
   * is fetched; `cancel` while it waits for an idle moment. `teardown` ends
   * its idle wait, its observer and its wait for the tab to be shown.
   */
  let round: { teardown: EventStore; queue: string[]; seen: Set<string>; busy: boolean; cancel?: () => void } | undefined;

  function stopRound(): void {
    const ending = round;
    round = undefined;
    ending?.teardown.clear();
  }

  const pageDrawn = () => {
    if (!started) return;
    stopRound();
    const current: NonNullable<typeof round> = { teardown: createEventStore(), queue: [], seen: new Set<string>(), busy: false };
    round = current;
    current.teardown.defer(() => current.cancel?.());
    current.cancel = whenIdle(() => scan(current), IDLE_PREFETCH_TIMEOUT_MS);
  };

  /** Watches the marked links of the drawn page; each is queued once it is in view. */
  function scan(current: NonNullable<typeof round>): void {
    current.cancel = undefined;
    if (round !== current) return;
    if (document.visibilityState === 'hidden') {
      // Once: a change that leaves the tab hidden lands here again and waits on.
      current.teardown.add(document, 'visibilitychange', () => scan(current), { once: true });
      return;
    }
    const links = markedLinks();
    if (links.length === 0 || typeof win?.IntersectionObserver !== 'function') return;
    const observer = new win.IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const url = visitUrl(entry.target);
        if (url === undefined || current.seen.has(url)) continue;
        current.seen.add(url);
        current.queue.push(url);
      }
      next(current);
    });
    current.teardown.defer(() => observer.disconnect());
    for (const link of links) observer.observe(link);
  }

  function next(current: NonNullable<typeof round>): void {
    if (round !== current || current.busy || current.cancel) return;
    const url = current.queue.shift();
    if (url === undefined) return;
    current.busy = true;
    const done = () => {
      current.busy = false;
      if (round === current && current.queue.length > 0) {
        current.cancel = whenIdle(() => {
          current.cancel = undefined;
          next(current);
        }, IDLE_PREFETCH_TIMEOUT_MS);
      }
    };
    // The delegate never rejects on purpose; a throw must not end the round.
    Promise.resolve().then(() => options.prefetch(url)).then(done, done);
  }

  /** Links in or under a `data-tf-prefetch="idle"` element, whose nearest mark says idle. */
  function markedLinks(): Element[] {
    const links = new Set<Element>();
    for (const marked of document.querySelectorAll(`[${PREFETCH_ATTRIBUTE}]`)) {
      for (const link of [marked, ...marked.querySelectorAll('a[href], area[href]')]) {
        if (link.matches('a[href], area[href]') && prefetchMode(link) === 'idle') links.add(link);
      }
    }
    return [...links];
  }

  /** The URL a click on the link would visit in place; never the page on screen. */
  function visitUrl(link: Element): string | undefined {
    return prefetchUrl(link, decideElementLink(link, document), document.location?.href ?? '');
  }

  return {
    start() {
      if (started || !prefetchAllowed(win)) return;
      started = true;
    },
    stop() {
      if (!started) return;
      started = false;
      stopRound();
    },
    pageDrawn,
    pageLeft: stopRound,
  };
}
