/** The carousel's framework-neutral public API: its feel, index math, autoplay machine and the legacy plugin. */
export * from './feel.js';
export * from './index-math.js';
export * from './autoplay.js';
export { createTouchGuard, type TouchGuard } from './touch-guard.js';
export { horizontalLayout, HORIZONTAL_ANIMATION_MS, HORIZONTAL_RIGHT_MARGIN, HORIZONTAL_TABS, type HorizontalLayout } from './horizontal-layout.js';
export { horizontalCarousel, type HorizontalCarousel, type HorizontalCarouselOptions } from './horizontal-carousel.js';
