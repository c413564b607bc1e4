import type { IslandDescriptor } from '../descriptor.js';

export const sponsorStrip: IslandDescriptor = {
  driver: 'ENT_M090',
  load: () => import('./index.js'),
  server: true,
};
