/**
 * When a comedian search is tracked: 3000 ms after a
 * successful answer, 1000 ms after a failed one, and never once a link has
 * been clicked meanwhile. The wait lets a visitor who goes on to a result be
 * counted by that link's own call instead of twice.
 *
 * Decisions the spec leaves open, taken here:
 * - A newer search replaces the pending one, answered or not: only the last
 *   search the visitor settled on is tracked.
 * - A link clicked while a search is still waiting for its answer cancels it
 *   too: the visitor has moved on, whatever the answer says.
 * - Any link on the page counts (`a[href]`, `area[href]`, also inside shadow
 *   roots), heard in the capture phase so a link that stops its click's
 *   propagation still cancels; what the click then does does not matter.
 * - `stop()` (the island unmounting: the visitor left the page) cancels and
 *   ends the listener; every later call is a no-op.
 */
export const SEARCH_TRACK_SUCCESS_DELAY_MS = 3000;
export const SEARCH_TRACK_FAILURE_DELAY_MS = 1000;

/** One search, from the moment it is sent; its answer decides the delay. */
export interface SearchTicket {
  /** Schedules `track` for this search, unless a newer search, a link click or `stop()` came first. */
  answered(succeeded: boolean, track: () => void): void;
}

export interface SearchTrackTimer {
  /** A new search: the pending one, answered or not, is dropped. */
  begin(): SearchTicket;
  /** Drops the pending search without a new one. */
  cancel(): void;
  stop(): void;
}

export interface SearchTrackTimerOptions {
  /** Where link clicks are heard. */
  doc?: Document;
  /** Read at call time, so tests' fake timers apply. */
  setTimer?: (fn: () => void, ms: number) => number;
  clearTimer?: (id: number) => void;
}

const isLink = (target: EventTarget): boolean =>
  (target instanceof HTMLAnchorElement || target instanceof HTMLAreaElement) && target.hasAttribute('href');

export function createSearchTrackTimer(options: SearchTrackTimerOptions = {}): SearchTrackTimer {
  const doc = options.doc ?? document;
  const setTimer = options.setTimer ?? ((fn, ms) => window.setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((id) => window.clearTimeout(id));
  // Each search has a generation; a ticket acts only while it is the current one.
  let generation = 0;
  let timer: number | undefined;
  let stopped = false;

  const cancel = () => {
    generation += 1;
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };
  const onClick = (event: Event) => {
    if (event.composedPath().some(isLink)) cancel();
  };
  doc.addEventListener('click', onClick, true);

  return {
    begin() {
      cancel();
      const mine = generation;
      return {
        answered(succeeded, track) {
          if (stopped || mine !== generation) return;
          timer = setTimer(() => {
            timer = undefined;
            if (!stopped && mine === generation) track();
          }, succeeded ? SEARCH_TRACK_SUCCESS_DELAY_MS : SEARCH_TRACK_FAILURE_DELAY_MS);
        },
      };
    },
    cancel,
    stop() {
      if (stopped) return;
      stopped = true;
      cancel();
      doc.removeEventListener('click', onClick, true);
    },
  };
}
