import type { IslandDescriptor } from '../descriptor.js';

export const recommended: IslandDescriptor = {
  driver: 'ENT_M024',
  load: () => import('./index.js'),
  // Drawn in the browser only: what it shows depends on the visitor.
  server: false,
  // The waiting row's box (recommended.styles.ts) before the chunk: on a
  // phone the slides are 72% of the row wide, so their 16:9 art grows with
  // it; wider, a slide is 220 px until the row passes about 800 px, then
  // grows to 300 px at 1,040.
  reserved: [[0, { ratio: 2.47, extra: 255 }], [592, { extra: 415 }], [1000, { extra: 445 }]],
};
