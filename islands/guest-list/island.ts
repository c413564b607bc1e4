import type { IslandDescriptor } from '../descriptor.js';

export const guestList: IslandDescriptor = {
  driver: 'ENT_M022',
  load: () => import('./index.js'),
  server: true,
  // A lower bound: the title, intro, tools and every guest of the feed
  // (one column on a phone, two from a 760 px zone).
  reserved: [[0, { extra: 2400 }], [764, { extra: 1400 }]],
};
