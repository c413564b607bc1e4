import type { IslandDescriptor } from '../descriptor.js';

/**
 * The narrow hero's copy under its art (4:3), beyond the art's height: the
 * island holds its copy at least this tall, so the drawn hero is exactly the
 * reserved one whatever the length of its text (hero-promo.styles.ts).
 */
export const HERO_COPY_NARROW_PX = 342;

/** The narrowest window whose hero (a 760 px container) lays its copy over the art. */
export const HERO_WIDE_FROM_PX = 793;

export const heroPromo: IslandDescriptor = {
  driver: 'ENT_M010',
  load: () => import('./index.js'),
  server: true,
  // Art 4:3 with the copy under it below a 760 px container, else the copy
  // over art of the feed's 16:7.
  reserved: [[0, { ratio: 4 / 3, extra: HERO_COPY_NARROW_PX }], [HERO_WIDE_FROM_PX, { ratio: 16 / 7 }]],
};
