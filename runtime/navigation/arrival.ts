import { createEventStore } from '../util/event-store.js';
import type { Visit } from '../visit.js';

/** The class of the page's live region, a child of `<tf-page>`. */
export const ANNOUNCER_CLASS = 'tf-announcer';

/**
 * The live region's attributes. A server drawing the first page writes the
 * region with them (server/render-islands.tsx), and the page adopts it, so
 * nothing is inserted into a drawn page when its script starts.
 */
export const ANNOUNCER_ATTRIBUTES: Readonly<Record<string, string>> = { class: ANNOUNCER_CLASS, role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' };

/**
 * What a visitor who cannot see the page change is told once an in-page
 * visit is placed, the way a browser tells them of a new document:
 *
 * - a polite live region inside the page (`role="status"`) reads the new
 *   `document.title`. It exists from the start, empty: a region added
 *   together with its text is not announced by every screen reader. The
 *   first load says nothing (the browser announces the document itself), and
 *   the same title twice is still read (a no-break space toggles at its end).
 * - focus leaves the link that was followed (often gone with its page) for
 *   the new page's first `h1` inside `.tf-content`, made focusable with
 *   `tabindex="-1"`; its zone may draw after placement, so each drawn module
 *   is a new chance, and `.tf-content` itself takes focus when the render ends
 *   without one. Focus moves with `preventScroll`, since the scroll position
 *   is the navigator's (top, anchor or restored). If the visitor moves focus
 *   or presses a key meanwhile, theirs wins and nothing moves. When the
 *   viewport is not at the top (a restored position, a kept one, an
 *   anchor), focus waits for the render to end: Chromium anchors scrolling
 *   on the focused element, so a heading focused above the viewport would
 *   drag the position along while zones above it draw.
 *
 * The first load moves nothing either: the browser starts a document at its top.
 */
export interface Arrival {
  /** Creates the live region (once the page is connected). */
  start(): void;
  stop(): void;
  placed(visit: Visit): void;
  moduleRendered(visit: Visit): void;
  completed(visit: Visit): void;
  /** A newer visit started, or the page stops: a pending focus is dropped. */
  cancel(): void;
}

export function createArrival(opts: { page: HTMLElement; document: Document }): Arrival {
  const { page, document: doc } = opts;
  const waiting = createEventStore();
  let region: HTMLElement | undefined;
  let pending: Visit | undefined;
  /** The pending focus waits for the end of the render, not for a heading. */
  let untilComplete = false;

  function liveRegion(): HTMLElement {
    if (region?.parentNode === page) return region;
    region = page.querySelector<HTMLElement>(`:scope > .${ANNOUNCER_CLASS}`) ?? doc.createElement('div');
    for (const [name, value] of Object.entries(ANNOUNCER_ATTRIBUTES)) region.setAttribute(name, value);
    if (region.parentNode !== page) page.append(region);
    return region;
  }

  function announce(): void {
    const el = liveRegion();
    const title = doc.title.trim();
    if (!title) return;
    el.textContent = el.textContent === title ? `${title}\u00a0` : title;
  }

  const content = () => page.querySelector<HTMLElement>(':scope > .tf-content');

  function focus(target: HTMLElement): void {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }

  /** Focuses the first heading if it is there, or the content on the `last` try. True when done. */
  function tryFocus(last: boolean): boolean {
    const main = content();
    const heading = main?.querySelector<HTMLElement>('h1');
    if (heading) focus(heading);
    else if (last && main) focus(main);
    else if (!last) return false;
    return true;
  }

  function drop(): void {
    pending = undefined;
    waiting.clear();
  }

  return {
    start() {
      liveRegion();
    },
    stop() {
      drop();
      region?.remove();
      region = undefined;
    },
    placed(visit) {
      drop();
      announce();
      untilComplete = (doc.defaultView?.scrollY ?? 0) > 0;
      if (!untilComplete && tryFocus(visit.state === 'complete')) return;
      if (untilComplete && visit.state === 'complete') return void tryFocus(true);
      pending = visit;
      // The visitor's own move wins over a focus still waiting for its heading.
      for (const type of ['focusin', 'keydown', 'pointerdown'] as const) waiting.add(doc, type, drop, { capture: true });
    },
    moduleRendered(visit) {
      if (pending === visit && !untilComplete && tryFocus(false)) drop();
    },
    completed(visit) {
      if (pending !== visit) return;
      drop();
      tryFocus(true);
    },
    cancel: drop,
  };
}
