import type { IslandDescriptor } from '../descriptor.js';

export const comedianPage: IslandDescriptor = {
  driver: 'ENT_M047',
  load: () => import('./index.js'),
  server: true,
  // The portrait beside (or, on a phone, above) the name and bio.
  reserved: [[0, { ratio: 1, extra: 260 }], [764, { extra: 420 }]],
};
