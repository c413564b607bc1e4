import type { IslandDescriptor } from '../descriptor.js';

export const comedianSpotlight: IslandDescriptor = {
  driver: 'ENT_M045',
  load: () => import('./index.js'),
  server: true,
};
