import type { IslandDescriptor } from '../descriptor.js';

export const clipGrid: IslandDescriptor = {
  driver: 'ENT_M020',
  load: () => import('./index.js'),
  server: true,
  // A lower bound (its rows depend on the feed): enough to keep what follows
  // it below the fold until it draws.
  reserved: [[0, { extra: 300 }]],
};
