import type { IslandDescriptor } from '../descriptor.js';

export const siteFooter: IslandDescriptor = {
  driver: 'ENT_M099',
  load: () => import('./index.js'),
  server: true,
};
