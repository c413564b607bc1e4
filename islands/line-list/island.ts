import type { IslandDescriptor } from '../descriptor.js';

export const lineList: IslandDescriptor = {
  driver: 'ENT_M023',
  load: () => import('./index.js'),
  server: true,
  // A lower bound: the title, intro, filter and a first page of lines (one
  // column on a phone, two from a 760 px zone).
  reserved: [[0, { extra: 1500 }], [764, { extra: 900 }]],
};
