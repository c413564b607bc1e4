import type { IslandDescriptor } from '../descriptor.js';

/** The narrowest window whose show header (a 700 px container) sets its poster beside the copy. */
export const SHOW_WIDE_FROM_PX = 733;
/** The banner's height behind a stacked header, and at most beside a poster (show-header.styles.ts). */
export const BANNER_HEIGHT_PX = { stacked: 300, wide: 520 } as const;
/** The page's side padding (1rem each side): the header's box is the window less this. */
export const PAGE_SIDE_PADDING_PX = 32;

export const showHeader: IslandDescriptor = {
  driver: 'ENT_M011',
  load: () => import('./index.js'),
  server: true,
  // Stacked below a 700 px container (the shortest drawn one, its share button and gap, 54 px, included), else its poster sets the height.
  reserved: [[0, { extra: 814 }], [SHOW_WIDE_FROM_PX, { extra: 524.3 }]],
};
