import type { IslandDescriptor } from '../descriptor.js';

/** Must match `.tf-rec--loading`'s height (recommended.styles.ts): the box held before the island's chunk, then by the island until its answer. */
export const RECOMMENDED_HOLD = { narrow: 330, wide: 340 } as const;

export const recommended: IslandDescriptor = {
  driver: 'ENT_M024',
  load: () => import('./index.js'),
  // Drawn in the browser only: what it shows depends on the visitor.
  server: false,
  reserved: [[0, { extra: RECOMMENDED_HOLD.narrow }], [700, { extra: RECOMMENDED_HOLD.wide }]],
};
