/**
 * The ad visibility checks ("Ad visibility checks every 500 ms,
 * then every 750 ms"): the first check 500 ms after the first slot starts
 * being watched, then one every 750 ms, one timer for all the page's slots
 * (a slot added later joins the running rhythm), and none while no slot is
 * watched. Polling rather than an IntersectionObserver
 * because the checks also count in-view time for refreshing; a page has a
 * handful of slots, each check one `getBoundingClientRect` per slot.
 *
 * A check per slot: a slot not yet requested is requested once it is in
 * view (`threshold`, ad-settings.ts); the small sizes (ad-size.ts) wait
 * while the slot has no visible box ("skipped when hidden"). A requested
 * slot with a reload time is requested again once that much time has passed
 * (only in-view time with `byVisibility`); nothing counts while the tab is
 * hidden.
 */
import type { VisibilitySettings } from './ad-settings.js';

export const FIRST_CHECK_MS = 500;
export const CHECK_MS = 750;

export interface Measure {
  /** The share (0 to 1) of the box inside the viewport. */
  inView: number;
  /** It has a visible box (no hidden ancestor, not `display: none`). */
  shown: boolean;
}

export interface WatchedSlot {
  element: Element;
  /** One of the small sizes: skipped while hidden. */
  small: boolean;
  /** The first request, then each reload. */
  request(): void;
}

export interface VisibilityClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface VisibilityOptions {
  settings(): VisibilitySettings;
  clock?: VisibilityClock;
  measure?(element: Element): Measure;
  /** Whether the tab is visible. */
  pageVisible?(): boolean;
}

export interface VisibilityWatch {
  watch(slot: WatchedSlot): () => void;
  stop(): void;
}

/** The real measure: the box against the viewport, `checkVisibility()` for hidden ancestors. */
export function measureElement(element: Element): Measure {
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  const width = view?.innerWidth ?? 0;
  const height = view?.innerHeight ?? 0;
  const shown = typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : rect.width > 0 || rect.height > 0;
  const area = rect.width * rect.height;
  const visibleW = Math.max(0, Math.min(rect.right, width) - Math.max(rect.left, 0));
  const visibleH = Math.max(0, Math.min(rect.bottom, height) - Math.max(rect.top, 0));
  // A box with no area (a hidden ancestor) is in view where it sits, if that is on screen.
  const onScreen = rect.bottom >= 0 && rect.top <= height && rect.right >= 0 && rect.left <= width;
  return { inView: area > 0 ? (visibleW * visibleH) / area : onScreen ? 1 : 0, shown };
}

interface State {
  slot: WatchedSlot;
  requested: boolean;
  counted: number;
}

export function createVisibilityWatch(options: VisibilityOptions): VisibilityWatch {
  const clock: VisibilityClock = options.clock ?? { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (id) => clearTimeout(id as number) };
  const measure = options.measure ?? measureElement;
  const pageVisible = options.pageVisible ?? (() => document.visibilityState !== 'hidden');
  const slots = new Set<State>();
  let timer: unknown;

  function inView(m: Measure, threshold: number): boolean {
    return threshold > 0 ? m.inView >= threshold : m.inView > 0;
  }

  function check(elapsed: number): void {
    const settings = options.settings();
    const visible = pageVisible();
    for (const state of [...slots]) {
      if (!slots.has(state)) continue;
      const m = measure(state.slot.element);
      const seen = inView(m, settings.threshold) && (m.shown || !state.slot.small);
      if (!state.requested) {
        if (!visible || !seen) continue;
        state.requested = true;
        state.counted = 0;
        state.slot.request();
        continue;
      }
      if (settings.reloadMs === undefined || !visible || (settings.byVisibility && !seen)) continue;
      state.counted += elapsed;
      if (state.counted >= settings.reloadMs) {
        state.counted = 0;
        state.slot.request();
      }
    }
  }

  function schedule(ms: number): void {
    timer = clock.setTimeout(() => {
      timer = undefined;
      check(ms);
      if (slots.size > 0) schedule(CHECK_MS);
    }, ms);
  }

  function stop(): void {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    slots.clear();
  }

  return {
    watch(slot) {
      const state: State = { slot, requested: false, counted: 0 };
      slots.add(state);
      if (timer === undefined) schedule(FIRST_CHECK_MS);
      return () => {
        slots.delete(state);
        if (slots.size === 0 && timer !== undefined) {
          clock.clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    stop,
  };
}
