import { emit } from '../events.js';
import { createEventStore } from '../util/event-store.js';
import type { Visit } from '../visit.js';
import type { ScrollPosition } from './scroll-memory.js';

export interface PlacedScrollDeps {
  window: Window;
  page: HTMLElement;
  scrollToTop(): void;
  /** Scrolls to the anchor; false when it is not (yet) on the page. */
  scrollToAnchor(id: string): boolean;
  /** Scrolls as near to `position` as the page allows now; true when it got there. */
  scrollToPosition?(position: ScrollPosition): boolean;
}

/** Where a placed page scrolls to, tried again as its zones draw. */
export interface PlacedScroll {
  /** The visit's page is placed: its anchor, else the restored position, else the top. */
  placed(visit: Visit, restoreTo: ScrollPosition | undefined): void;
  moduleRendered(visit: Visit): void;
  /** The visit's render ended: the last try. */
  completed(visit: Visit): void;
  /** Drops whatever is still pending (a new visit started, or the navigator stopped). */
  cancel(): void;
}

/**
 * The three ways a placed page scrolls: to the top (unless a `tf:scrolltop`
 * listener vetoes it), to the URL's anchor, or, for a restore visit, back to
 * where its entry was left. Anchors and restored positions usually lie below
 * zones that have not drawn yet, so each is tried again as modules render,
 * and settled when the render completes.
 */
export function createPlacedScroll(deps: PlacedScrollDeps): PlacedScroll {
  const win = deps.window;
  /** An anchor the placed page did not have yet. */
  let pendingAnchor: { visit: Visit; id: string } | undefined;
  /** A restore visit's position, applied once the page can scroll that far. */
  let pendingRestore: { visit: Visit; position: ScrollPosition } | undefined;
  /** The visitor's own scrolling ends the wait for a restore position. */
  const restoreListeners = createEventStore();

  const topOf = (visit: Visit) => {
    if (visit.initial) return;
    if (emit(deps.page, 'tf:scrolltop', { url: visit.url }, { cancelable: true })) deps.scrollToTop();
  };

  /** Scrolls to the visit's pending anchor if it is on the page now; on the `last` try, to the top instead. */
  function tryAnchor(visit: Visit, last: boolean) {
    if (pendingAnchor?.visit !== visit) return;
    const found = deps.scrollToAnchor(pendingAnchor.id);
    if (!found && !last) return;
    pendingAnchor = undefined;
    if (!found) topOf(visit);
  }

  /**
   * A restore visit returns to where its entry was left. The layout is placed
   * but most zones have yet to draw (each holds its reserved box meanwhile), so
   * the page may not reach that far yet: it goes as near as it can now and on
   * each module drawn, until it gets there, the render ends, or the visitor
   * scrolls by hand.
   */
  function restore(visit: Visit, position: ScrollPosition) {
    pendingRestore = { visit, position };
    const giveUp = () => endRestore();
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) restoreListeners.add(win, type, giveUp, { passive: true });
    tryRestore(visit, visit.state === 'complete');
  }

  function endRestore() {
    pendingRestore = undefined;
    restoreListeners.clear();
  }

  function tryRestore(visit: Visit, last: boolean) {
    if (pendingRestore?.visit !== visit) return;
    if (deps.scrollToPosition!(pendingRestore.position) || last) endRestore();
  }

  return {
    placed(visit, restoreTo) {
      if (restoreTo && deps.scrollToPosition) return restore(visit, restoreTo);
      const hash = new URL(visit.url).hash.slice(1);
      if (!hash) return topOf(visit);
      pendingAnchor = { visit, id: decodeURIComponent(hash) };
      // A run with nothing to draw (every zone kept) completes on a microtask
      // queued while placing, before the load's promise settles: then this is
      // already the last chance.
      tryAnchor(visit, visit.state === 'complete');
    },
    moduleRendered(visit) {
      tryRestore(visit, false);
      tryAnchor(visit, false);
    },
    completed(visit) {
      tryRestore(visit, true);
      tryAnchor(visit, true);
    },
    cancel() {
      pendingAnchor = undefined;
      endRestore();
    },
  };
}
