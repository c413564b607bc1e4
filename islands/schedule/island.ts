import type { IslandDescriptor } from '../descriptor.js';

export const schedule: IslandDescriptor = {
  driver: 'ENT_M049',
  load: () => import('./index.js'),
  server: true,
  // A lower bound: the heading, the day tabs and a day's first slots.
  reserved: [[0, { extra: 760 }], [764, { extra: 620 }]],
};
