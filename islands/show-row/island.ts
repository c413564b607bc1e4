import type { IslandDescriptor } from '../descriptor.js';

export const showRow: IslandDescriptor = {
  driver: 'ENT_M030',
  load: () => import('./index.js'),
  server: true,
};
