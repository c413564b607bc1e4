import type { IslandDescriptor } from '../descriptor.js';

export const playlistPlayer: IslandDescriptor = {
  driver: 'ENT_M026',
  load: () => import('./index.js'),
  server: true,
  // Lower bounds, from the demo's drawn heights: stacked while the article's content box is at most 760 px (a zone up to
  // 800 px), the player, its title block and the list's first clips; wider, side by side, the player's column and title block.
  reserved: [[0, { ratio: 16 / 9, extra: 530 }], [833, { ratio: 2.71, extra: 238 }]],
};
