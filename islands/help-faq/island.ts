import type { IslandDescriptor } from '../descriptor.js';

/** The page area the FAQ's controls and its contact form are tracked under. */
export const TRACK_AREA = 'FAQ';

export const helpFaq: IslandDescriptor = {
  driver: 'ENT_M087',
  load: () => import('./index.js'),
  server: true,
  // A lower bound: the title, the category links and the first category's questions (closed).
  reserved: [[0, { extra: 1200 }], [764, { extra: 900 }]],
};
