import type { IslandDescriptor } from '../descriptor.js';

export const clipViewer: IslandDescriptor = {
  driver: 'ENT_M025',
  load: () => import('./index.js'),
  server: true,
};
