import type { IslandDescriptor } from '../descriptor.js';

export const scheduleTeaser: IslandDescriptor = {
  driver: 'ENT_M048',
  load: () => import('./index.js'),
  server: true,
  // Its drawn height in the home page's side column.
  reserved: [[0, { extra: 553.5 }]],
};
