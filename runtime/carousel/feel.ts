import type { EmblaOptionsType } from 'embla-carousel';

/**
 * The carousel's business constants.
 *
 * The site's carousel figures come from a physics carousel (Flickity's model): every
 * 60 fps frame, `velocity += attraction * distance; velocity *= 1 - friction`.
 */
export const CAROUSEL_DRAG_THRESHOLD_PX = 3;
export const CAROUSEL_FRICTION = 0.28;
export const CAROUSEL_FREE_SCROLL_FRICTION = 0.075;
export const CAROUSEL_SELECTED_ATTRACTION = 0.025;
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 150;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_TOUCH_IGNORE_MS = 400;

/** Embla's own friction (its `ScrollBody`), fixed in its engine: it keeps 0.68 of the velocity per frame. */
export const EMBLA_FRICTION = 0.68;

export interface CarouselFeel {
  freeScroll: boolean;
  wrap: boolean;
  reducedMotion: boolean;
  rtl: boolean;
}

/**
 * Maps that physics onto Embla's options. Embla 8 moves with the same
 * kind of integrator, per frame `velocity += distance / duration; velocity *= 0.68`:
 *
 * - selected attraction 0.025 is the pull per pixel of distance, which is
 *   Embla's `1 / duration`: `duration = 1 / 0.025 = 40` (inside Embla's
 *   advised 20–60, a little slower than its default 25);
 * - friction 0.28 keeps `1 - 0.28 = 0.72` of the velocity per frame. Embla
 *   keeps 0.68 and does not expose it, so the glide is about 6 % shorter:
 *   closest available, documented rather than patched into Embla's internals;
 * - free-scroll friction 0.075 (keeps 0.925) only means "glide much further
 *   after a fling and stop anywhere": that is Embla's `dragFree`, whose
 *   release uses a slower duration (43 against 25) and a larger force boost.
 *   The glide ratio of the two frictions, `(0.925 / 0.075) / (0.72 / 0.28)`
 *   ≈ 4.8, is what `freeScrollGlide()` reports for tests and docs;
 * - the drag threshold is Embla's `dragThreshold` (its default is 10 px);
 * - reduced motion: `duration: 0` makes every programmatic move a jump.
 */
export function emblaOptions(feel: CarouselFeel): EmblaOptionsType {
  return {
    align: 'start',
    containScroll: feel.wrap ? false : 'trimSnaps',
    direction: feel.rtl ? 'rtl' : 'ltr',
    dragFree: feel.freeScroll,
    dragThreshold: CAROUSEL_DRAG_THRESHOLD_PX,
    duration: feel.reducedMotion ? 0 : emblaDuration(CAROUSEL_SELECTED_ATTRACTION),
    loop: feel.wrap,
    skipSnaps: feel.freeScroll,
    // The element debounces resizes itself (150 ms) and reinitialises once.
    watchResize: false,
  };
}

/** Embla's `duration` for a physics attraction: both are "velocity gained per pixel of distance". */
export function emblaDuration(attraction: number): number {
  return Math.round(1 / attraction);
}

/**
 * How far a fling travels, in multiples of its first frame's velocity, under a
 * per-frame friction: the geometric series `(1 - f) + (1 - f)² + …`.
 */
export function glide(friction: number): number {
  return (1 - friction) / friction;
}

/** How much further free scroll glides than snapping: ≈ 4.8. */
export function freeScrollGlide(): number {
  return glide(CAROUSEL_FREE_SCROLL_FRICTION) / glide(CAROUSEL_FRICTION);
}
