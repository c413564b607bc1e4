import type { IslandDescriptor } from '../descriptor.js';

export const leaderboard: IslandDescriptor = {
  driver: 'ENT_M086',
  load: () => import('./index.js'),
  server: true,
  // A lower bound: the title, intro, sort control and a first page of
  // entries (each one row on a desktop, two on a phone).
  reserved: [[0, { extra: 1100 }], [764, { extra: 820 }]],
};
