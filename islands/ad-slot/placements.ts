/**
 * Where the demo's pages place ad slots and at which sizes (issue 17): a
 * leaderboard under the header, a rectangle beside the schedule and the
 * roadblock zone, each an ad-slot island drawing one `<tf-ad>`.
 * One driver per placement, because a zone's reserved box is
 * keyed by its driver (reservations.ts) and must be known before the
 * island's chunk: this table is both the island's sizes and that box, so
 * the two can never disagree. A box is fixed: the ad's height, room for the
 * element's "Advertisement" label and padding, whatever the ad answers
 * (filled, empty, late), so nothing around it ever moves. Pure data.
 */

/** [viewport min-width in px, the slot's `size`], ascending: the reservations' breakpoints. */
export type PlacementSizes = readonly (readonly [minWidth: number, size: string])[];

export interface AdPlacement {
  /** The `<tf-ad position>`: the repository's `adUnits` key. */
  position: string;
  sizes: PlacementSizes;
}

/** Above and below the ad: the element's label row and the box's padding. */
export const AD_LABEL_PX = 28;
export const AD_PADDING_PX = 12;

export const AD_PLACEMENTS: Readonly<Record<string, AdPlacement>> = {
  // The leaderboard under the header: 320x50 on phones, 728x90 from a 768 px viewport (736 px of content).
  ENT_M091: { position: 'leaderboard', sizes: [[0, '320x50'], [768, '728x90']] },
  // The medium rectangle beside the schedule.
  ENT_M092: { position: 'rectangle', sizes: [[0, '300x250']] },
  // The roadblock: a billboard from a 1024 px viewport, else a rectangle.
  ENT_M093: { position: 'roadblock', sizes: [[0, '300x250'], [1024, '970x250']] },
};

/** The height of a placement's box at one size. */
export function boxHeight(size: string): number {
  return Number(size.split('x')[1]) + AD_LABEL_PX + 2 * AD_PADDING_PX;
}
