/**
 * The horizontal carousel's texts (horizontal-carousel.ts, a chunk of its
 * own and a standalone element), from the legacy catalogue. Kept beside it,
 * so neither `tf.js` nor the standalone bundle carries the other's texts.
 */
export const horizontalCarouselMessages = {
  carouselNoList: 'please provide a list',
  carouselNoMask: 'please provide a mask',
} as const;
