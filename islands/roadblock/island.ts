import type { IslandDescriptor } from '../descriptor.js';

/**
 * The roadblock: continue watching, watch now and the roadblock ad.
 * Browser only: what it continues is the visitor's own (site storage),
 * and its ad is never drawn by a server.
 */
export const roadblock: IslandDescriptor = {
  driver: 'ENT_M121',
  load: () => import('./index.js'),
  // A lower bound: the heading and the watch-now row, and the ad's box
  // (300x250 under 1024 px, 970x250 from there; placements.ts).
  reserved: [[0, { extra: 760 }], [1024, { extra: 620 }]],
};
