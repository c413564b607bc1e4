import type { IslandDescriptor } from '../descriptor.js';

export const dictionary: IslandDescriptor = {
  driver: 'ENT_M077',
  load: () => import('./index.js'),
  server: true,
  // A lower bound (a letter's terms vary): the title, intro, letter tabs and
  // a first term keep what follows below the fold until it draws.
  reserved: [[0, { extra: 900 }], [764, { extra: 700 }]],
};
