import type { IslandDescriptor } from '../descriptor.js';

export const seriesVideos: IslandDescriptor = {
  driver: 'ENT_M021',
  load: () => import('./index.js'),
  server: true,
  // A lower bound: the heading, the search and filter form and a first row of cards.
  reserved: [[0, { extra: 900 }], [764, { extra: 620 }]],
};
