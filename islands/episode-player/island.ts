import type { IslandDescriptor } from '../descriptor.js';

export const episodePlayer: IslandDescriptor = {
  driver: 'ENT_M015',
  load: () => import('./index.js'),
  // Screen and details stacked below a 900 px container, else side by side (lower bounds).
  reserved: [[0, { ratio: 16 / 9, extra: 780 }], [933, { extra: 700 }]],
};
