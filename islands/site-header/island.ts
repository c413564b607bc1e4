import type { IslandDescriptor } from '../descriptor.js';

export const siteHeader: IslandDescriptor = {
  driver: 'ENT_M001',
  load: () => import('./index.js'),
  server: true,
  // Up to the island's 900 px breakpoint one row of fixed height; above it, two (logo,
  // account and search; the navigation). Every box in them has a fixed height.
  reserved: [[0, { extra: 64 }], [901, { extra: 114 }]],
};
