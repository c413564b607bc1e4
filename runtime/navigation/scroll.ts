/**
 * Scrolling for in-page navigation: the smooth anchor scroll
 * (50 px offset, 300 ms) and the jump to the top of a new page. History
 * is the caller's business; these only move the viewport.
 */
import { ANCHOR_OFFSET_PX, ANCHOR_SCROLL_MS } from '../constants.js';
import { createEventStore } from '../util/event-store.js';
import { findAnchorTop, maxScrollTop } from './scroll-anchor.js';

/** Frame timing, injected so tests can step an animation frame by frame. */
export interface FrameClock {
  now(): number;
  requestFrame(cb: (t: number) => void): number;
  cancelFrame(id: number): void;
}

/**
 * The animation running in a document: a new scroll of that document cancels
 * it, whichever page session started it (the document scope keeps the one slot).
 */
export interface ScrollAnimation {
  current?: ScrollHandle | undefined;
}

export interface AnchorScrollOptions {
  window: Window;
  document: Document;
  animation: ScrollAnimation;
  clock?: FrameClock;
  offset?: number;
  duration?: number;
}

export interface ScrollHandle {
  cancel(): void;
}

/** Input that means the visitor scrolls by hand: the animation gives way to it. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart'] as const;

/** The root's `scroll-padding-top` in px: 0 when none or not a length. */
function scrollPaddingTop(win: Window, document: Document): number {
  const value = parseFloat(win.getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Scrolls so the anchor's top lands `offset` px below the viewport top, or
 * below the root's scroll padding (the part a sticky header covers). The
 * anchor is the element with that id, else the first `<a name>` of that name;
 * as in HTML, `''` and an otherwise unmatched `'top'` mean the document top.
 * Returns undefined, and leaves the viewport alone, when there is no anchor.
 */
export function scrollToAnchor(id: string, opts: AnchorScrollOptions): ScrollHandle | undefined {
  const { window: win, document, animation } = opts;
  const anchorTop = findAnchorTop(id, win, document);
  if (anchorTop === undefined) return undefined;
  animation.current?.cancel();

  // Measured from under whatever the page keeps over the viewport's top (a
  // sticky header declares its height as the root's scroll-padding-top).
  const offset = finiteOr(opts.offset, ANCHOR_OFFSET_PX) + scrollPaddingTop(win, document);
  const duration = finiteOr(opts.duration, ANCHOR_SCROLL_MS);
  // Clamped to what the page can scroll, so the curve never stalls at the end.
  const to = Math.min(Math.max(0, anchorTop - offset), maxScrollTop(win, document));
  const from = win.scrollY;
  if (duration <= 0 || from === to || prefersReducedMotion(win)) {
    jump(win, to);
    return { cancel() {} };
  }

  const clock = opts.clock ?? frameClockOf(win);
  const startedAt = clock.now();
  let frame: number | undefined;
  let done = false;
  const teardown = createEventStore().defer(() => {
    if (frame !== undefined) clock.cancelFrame(frame);
  });

  const handle: ScrollHandle = {
    cancel() {
      if (done) return;
      done = true;
      teardown.clear();
      if (animation.current === handle) animation.current = undefined;
    },
  };
  const step = () => {
    frame = undefined;
    const progress = Math.min(1, Math.max(0, (clock.now() - startedAt) / duration));
    jump(win, from + (to - from) * easeInOut(progress));
    if (progress < 1) frame = clock.requestFrame(step);
    else handle.cancel();
  };

  animation.current = handle;
  for (const type of USER_SCROLL_EVENTS) teardown.add(win, type, handle.cancel, { passive: true });
  frame = clock.requestFrame(step);
  return handle;
}

/** The jump to the top of a newly loaded page; it also stops a running anchor scroll. */
export function scrollToTop(win: Window, animation: ScrollAnimation): void {
  animation.current?.cancel();
  win.scrollTo({ left: 0, top: 0, behavior: 'instant' });
}

/** Cubic ease-in-out over progress 0…1. */
export function easeInOut(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** 'instant' overrides a page's `scroll-behavior: smooth`, which would fight the per-frame steps. */
function jump(win: Window, top: number): void {
  win.scrollTo({ left: win.scrollX, top, behavior: 'instant' });
}

function frameClockOf(win: Window): FrameClock {
  return {
    now: () => win.performance.now(),
    requestFrame: (cb) => win.requestAnimationFrame(cb),
    cancelFrame: (id) => win.cancelAnimationFrame(id),
  };
}

function finiteOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
