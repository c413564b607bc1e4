import type { IslandDescriptor } from '../descriptor.js';

/** Browser only: its first render shows the gate or not by the visitor's TV sign-in (the body's mark). */
export const episodePlayer: IslandDescriptor = {
  driver: 'ENT_M015',
  load: () => import('./index.js'),
  // Screen and details stacked below a 900 px container, else side by side (lower bounds; the details' share button is 42 px of each).
  reserved: [[0, { ratio: 16 / 9, extra: 822 }], [933, { extra: 742 }]],
};
