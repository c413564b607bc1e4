import type { IslandDescriptor } from '../descriptor.js';

export const siteHeader: IslandDescriptor = {
  driver: 'ENT_M001',
  load: () => import('./index.js'),
  server: true,
  // Below the island's 900 px breakpoint its bar wraps (at about 560 px its buttons go under
  // the logo); above it, two rows (logo, account and search; the navigation).
  reserved: [[0, { extra: 152.6 }], [561, { extra: 119 }], [901, { extra: 116.5 }]],
};
