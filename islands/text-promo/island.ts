import type { IslandDescriptor } from '../descriptor.js';

export const textPromo: IslandDescriptor = {
  driver: 'ENT_M040',
  load: () => import('./index.js'),
  server: true,
};
