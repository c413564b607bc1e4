import type { IslandDescriptor } from '../descriptor.js';

export const trendingBar: IslandDescriptor = {
  driver: 'ENT_M002',
  load: () => import('./index.js'),
  server: true,
  // One row.
  reserved: [[0, { extra: 45 }]],
};
