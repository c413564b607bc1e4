import type { IslandDescriptor } from '../descriptor.js';

export const showHeader: IslandDescriptor = {
  driver: 'ENT_M011',
  load: () => import('./index.js'),
  // Stacked below a 700 px container (the shortest drawn one), else its poster sets the height.
  reserved: [[0, { extra: 760 }], [733, { extra: 524.3 }]],
};
