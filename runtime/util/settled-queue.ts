import { whenIdle } from './idle.js';

/**
 * Work no page needs in order to draw (warming the chunks of a later visit,
 * the feed store's writes), held until the current page is drawn and then
 * run in one idle callback. On a first visit it then no longer shares the
 * network and the main thread with the page's own paint (its requests were
 * landing before the LCP image was drawn). A page left before it is drawn
 * holds the work for the next one.
 */
export interface SettledQueue {
  /** Runs `fn` at the next idle moment after a page is drawn (at once-ish if one is and nothing is leaving). */
  run(fn: () => void): void;
  /** A visit started: hold the work until its page is drawn. */
  pageLeft(): void;
  /** The page is drawn: the work held runs once the browser is idle. */
  pageDrawn(): void;
  destroy(): void;
}

export function createSettledQueue(options: { window?: Window; timeoutMs: number; idle?: typeof whenIdle }): SettledQueue {
  const idle = options.idle ?? whenIdle;
  let pending: (() => void)[] = [];
  let drawn = false;
  let cancel: (() => void) | undefined;

  function schedule(): void {
    if (!drawn || cancel || pending.length === 0) return;
    cancel = idle(() => {
      cancel = undefined;
      const runs = pending;
      pending = [];
      for (const fn of runs) fn();
    }, options.timeoutMs, options.window);
  }

  return {
    run(fn) {
      pending.push(fn);
      schedule();
    },
    pageLeft() {
      drawn = false;
      cancel?.();
      cancel = undefined;
    },
    pageDrawn() {
      drawn = true;
      schedule();
    },
    destroy() {
      cancel?.();
      cancel = undefined;
      pending = [];
      drawn = false;
    },
  };
}
