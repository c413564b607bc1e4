import type { IslandDescriptor } from '../descriptor.js';
import { AD_PLACEMENTS, boxHeight } from './placements.js';

/**
 * One island for every placement of placements.ts, each its own driver: a
 * zone's reserved box is keyed by its driver, so the placement's fixed box,
 * filled, empty or late alike, is the one its zone holds.
 * Browser only: ads are never drawn by a server, and a slot picks its size by matchMedia as it renders.
 */
export const adSlots: readonly IslandDescriptor[] = Object.entries(AD_PLACEMENTS).map(([driver, { sizes }]) => ({
  driver,
  load: () => import('./index.js'),
  reserved: sizes.map(([minWidth, size]) => [minWidth, { extra: boxHeight(size) }] as const),
}));
