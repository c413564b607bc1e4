import type { IslandDescriptor } from '../descriptor.js';

export const searchResults: IslandDescriptor = {
  driver: 'ENT_M070',
  load: () => import('./index.js'),
  server: true,
};
