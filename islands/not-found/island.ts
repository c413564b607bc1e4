import type { IslandDescriptor } from '../descriptor.js';

export const notFound: IslandDescriptor = {
  driver: 'ENT_M080',
  load: () => import('./index.js'),
  server: true,
};
