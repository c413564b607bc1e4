import type { IslandDescriptor } from '../descriptor.js';

export const socialFeed: IslandDescriptor = {
  driver: 'ENT_M110',
  load: () => import('./index.js'),
  server: true,
  // A lower bound: the heading and a column of posts on a phone, rows of
  // three on a desktop (text, an image on some, the time).
  reserved: [[0, { extra: 1400 }], [764, { extra: 900 }]],
};
