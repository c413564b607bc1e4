/**
 * Notices when the visitor is about to follow a link (a pointer moved onto it
 * and resting there for `PREFETCH_HOVER_MS`, a touch, a mouse button going down, keyboard
 * focus) and hands its URL to a delegate that prefetches the visit. Only links
 * the click rules would take over count, and never the page already shown.
 * Skipped entirely when the visitor asked to save data or the connection is
 * 2G, and for links marked `data-tf-prefetch="none"` (prefetch-policy.ts).
 */
import { PREFETCH_HOVER_MS } from '../constants.js';
import { realClock, type Clock } from '../types.js';
import { createEventStore } from '../util/event-store.js';
import { decideElementLink, decideEventLink, isLink, PLAIN_PRESS, type Press } from './link-observer.js';
import { prefetchAllowed, prefetchUrl } from './prefetch-policy.js';

export interface LinkIntentOptions {
  document: Document;
  intent(url: string): void;
  clock?: Clock;
}

export interface LinkIntent {
  start(): void;
  stop(): void;
  /**
   * An intent seen before these listeners ran (prefetch-loader.ts): the
   * pointer resting on `link`, or `link` pressed, touched or focused.
   */
  notice(link: Element, how: 'rest' | 'press'): void;
}

export function createLinkIntent(options: LinkIntentOptions): LinkIntent {
  const { document } = options;
  const clock = options.clock ?? realClock;
  let started = false;
  /** The link under the pointer; `timer` while its rest is being timed, gone once done or called off. */
  let hover: { link: Element; timer?: number } | undefined;

  /**
   * The URL a click on the event's link would visit, if any: a plain
   * primary click for a hover, touch or focus; a press as it is made.
   */
  function visitOf(event: Event): { link: Element; url: string } | undefined {
    const found = decideEventLink(event, document, pressOf(event));
    if (!found) return undefined;
    const url = prefetchUrl(found.link, found.decision, document.location?.href ?? '');
    return url === undefined ? undefined : { link: found.link, url };
  }

  /** Stops timing the rest; the link stays known, so moving on within it starts nothing new. */
  function settle(): void {
    if (hover?.timer !== undefined) clock.clearTimeout(hover.timer);
    if (hover) hover.timer = undefined;
  }

  function cancelHover(): void {
    settle();
    hover = undefined;
  }

  // Real pointer movement, not mouseover: content sliding under a still
  // pointer (a new page drawing, a scroll) sends mouseover but is no intent.
  const onMove = (event: Event) => {
    const link = event.composedPath().find(isLink) as Element | undefined;
    if (link !== undefined && link === hover?.link) return;
    cancelHover();
    if (link) restOn(link, visitOf(event)?.url);
  };

  /** Times the pointer's rest on `link`; one that visits nothing is only remembered. */
  function restOn(link: Element, url: string | undefined): void {
    const rest: { link: Element; timer?: number } = { link };
    if (url !== undefined) {
      rest.timer = clock.setTimeout(() => {
        rest.timer = undefined;
        options.intent(url);
      }, PREFETCH_HOVER_MS);
    }
    hover = rest;
  }

  const onOut = (event: Event) => {
    const to = (event as MouseEvent).relatedTarget;
    // Moving within the link (onto its image or text) is still resting on it.
    if (hover && !(to instanceof Node && hover.link.contains(to))) cancelHover();
  };

  const now = (event: Event) => {
    // Focus from a press is the press's to judge; only keyboard focus is an intent of its own.
    if (event.type === 'focusin' && !focusVisible(event.target)) return;
    const found = visitOf(event);
    // A press the click rules leave to the browser (a new tab, a download…)
    // also ends a hover's wait: that visit will not happen here.
    if (event.type === 'mousedown' || found?.link === hover?.link) settle();
    if (found) options.intent(found.url);
  };

  const listeners = createEventStore();

  return {
    start() {
      if (started || !prefetchAllowed(document.defaultView)) return;
      started = true;
      const early = { capture: true, passive: true };
      listeners
        .defer(cancelHover)
        .add(document, 'mousemove', onMove, early)
        .add(document, 'mouseout', onOut, early)
        .add(document, 'mousedown', now, early)
        .add(document, 'touchstart', now, early)
        .add(document, 'focusin', now, early);
    },
    stop() {
      if (!started) return;
      started = false;
      listeners.clear();
    },
    notice(link, how) {
      if (!started || link === hover?.link) return;
      const url = prefetchUrl(link, decideElementLink(link, document), document.location?.href ?? '');
      if (how === 'press') {
        if (url !== undefined) options.intent(url);
        return;
      }
      cancelHover();
      restOn(link, url);
    },
  };
}

/** The button and modifier keys of a press; any other intent reads as a plain primary click. */
function pressOf(event: Event): Press {
  return event.type === 'mousedown' ? (event as MouseEvent) : PLAIN_PRESS;
}

function focusVisible(target: EventTarget | null): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: count every focus.
    return true;
  }
}
