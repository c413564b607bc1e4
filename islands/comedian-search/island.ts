import type { IslandDescriptor } from '../descriptor.js';

export const comedianSearch: IslandDescriptor = {
  driver: 'ENT_M046',
  load: () => import('./index.js'),
  server: true,
  // Full width on /stand-up: its tools wrap to two rows below a 646 px zone,
  // and its cards fill one, two, then three columns (the grid's 340 px
  // minimum: a 732 and a 1084 px zone). Each is the shortest drawn height of
  // its range (taglines wrap more on narrower screens).
  reserved: [[0, { extra: 1190 }], [678, { extra: 1108 }], [764, { extra: 724 }], [1116, { extra: 611 }]],
};
