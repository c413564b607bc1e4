import { CAROUSEL_TOUCH_IGNORE_MS } from './feel.js';

/**
 * Browsers follow a tap with emulated mouse events (mouseover, mouseenter,
 * mousedown, click). For 400 ms after a touch mouse
 * input is taken to be that echo: a tap must not count as hovering, which
 * would pause autoplay until the next real mouse move.
 */
export interface TouchGuard {
  /** A touch pointer went down or up at `now`. */
  touched(now: number): void;
  /** Whether a mouse event at `now` is a touch's echo and should be ignored. */
  ignoresMouse(now: number): boolean;
}

export function createTouchGuard(timeoutMs = CAROUSEL_TOUCH_IGNORE_MS): TouchGuard {
  let lastTouch = Number.NEGATIVE_INFINITY;
  return {
    touched(now) {
      lastTouch = now;
    },
    ignoresMouse(now) {
      return now - lastTouch < timeoutMs;
    },
  };
}
