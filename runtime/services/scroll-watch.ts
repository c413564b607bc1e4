import { PAGE_IN_TOUCH_DELAY_MS, PAGE_IN_TOUCH_EVERY, RESIZE_RECHECK_MS, SCROLL_LOAD_DEBOUNCE_MS } from '../constants.js';
import { realClock, type Clock } from '../types.js';
import { createEventStore } from '../util/event-store.js';

export interface ScrollWatchOptions {
  window: Window;
  clock?: Clock;
  /** 50 ms after scrolling stops, and on every 10th scroll event of a burst. */
  onPageInTouch(): void;
  /** The scroll handler, debounced 250 ms. */
  onScrollLoad(): void;
  /** 300 ms after the last resize. */
  onResize(): void;
}

export interface ScrollWatch {
  start(): void;
  stop(): void;
}

/**
 * The scroll and resize timings of the page services (constants.ts). `start`/`stop` are safe to
 * call twice; `stop` removes both listeners and every pending timer.
 */
export function createScrollWatch(opts: ScrollWatchOptions): ScrollWatch {
  const { window: win, clock = realClock, onPageInTouch, onScrollLoad, onResize } = opts;
  let running = false;
  let scrolls = 0;
  let touchTimer: number | undefined;
  let loadTimer: number | undefined;
  let resizeTimer: number | undefined;
  const listeners = createEventStore();

  function cancel(timer: number | undefined): undefined {
    if (timer !== undefined) clock.clearTimeout(timer);
    return undefined;
  }

  /** The pending timers: each is rescheduled by its own events, so the store holds one teardown for all three. */
  function cancelTimers(): void {
    touchTimer = cancel(touchTimer);
    loadTimer = cancel(loadTimer);
    resizeTimer = cancel(resizeTimer);
    scrolls = 0;
  }

  function settled(): void {
    touchTimer = undefined;
    // The count is per burst: a pause starts the next ten again.
    scrolls = 0;
    onPageInTouch();
  }

  function onScroll(): void {
    scrolls += 1;
    touchTimer = cancel(touchTimer);
    loadTimer = cancel(loadTimer);
    touchTimer = clock.setTimeout(settled, PAGE_IN_TOUCH_DELAY_MS);
    loadTimer = clock.setTimeout(() => {
      loadTimer = undefined;
      onScrollLoad();
    }, SCROLL_LOAD_DEBOUNCE_MS);
    // Long scrolls must not wait for the pause: modules below the fold load on the way.
    if (scrolls % PAGE_IN_TOUCH_EVERY === 0) onPageInTouch();
  }

  function onResizeEvent(): void {
    resizeTimer = cancel(resizeTimer);
    resizeTimer = clock.setTimeout(() => {
      resizeTimer = undefined;
      onResize();
    }, RESIZE_RECHECK_MS);
  }

  return {
    start() {
      if (running) return;
      running = true;
      listeners
        .add(win, 'scroll', onScroll, { passive: true })
        .add(win, 'resize', onResizeEvent, { passive: true })
        .defer(cancelTimers);
    },
    stop() {
      if (!running) return;
      running = false;
      listeners.clear();
    },
  };
}
