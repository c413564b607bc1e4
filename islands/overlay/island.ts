import type { IslandDescriptor } from '../descriptor.js';

export const overlay: IslandDescriptor = {
  driver: 'ENT_M100',
  load: () => import('./index.js'),
  // Browser-only: it is drawn through the page's template pool, whose templates are DOM <template> elements cloned in the document.
  // A lower bound: the notification line, headline, description, copy and button (wrapping more on a phone).
  reserved: [[0, { extra: 400 }], [764, { extra: 300 }]],
};
