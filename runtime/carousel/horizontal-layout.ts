/**
 * The legacy list-and-mask carousel's geometry, without DOM: the mask shows `tabs` items side by side, each
 * followed by `rightMargin` px, and a step moves one page of `tabs` items.
 */
export const HORIZONTAL_ANIMATION_MS = 500;
export const HORIZONTAL_RIGHT_MARGIN = 10;
export const HORIZONTAL_TABS = 4;

export interface HorizontalLayout {
  /** Width of one item, so `tabs` of them and their margins fill the mask. */
  itemWidth: number;
  /** Width of the whole list. */
  listWidth: number;
  pages: number;
  /** The list's offset (px, to the left) showing `page`, clamped to the pages there are. */
  offset(page: number): number;
  /** Indexes of the items `page` shows. */
  visible(page: number): number[];
}

export function horizontalLayout(maskWidth: number, count: number, tabs = HORIZONTAL_TABS, rightMargin = HORIZONTAL_RIGHT_MARGIN): HorizontalLayout {
  const perPage = Math.max(1, Math.floor(tabs));
  const margin = Math.max(0, rightMargin);
  // The last item's margin falls outside the mask, as it did in the plugin.
  const itemWidth = Math.max(0, (Math.max(0, maskWidth) + margin) / perPage - margin);
  const step = itemWidth + margin;
  const pages = Math.max(1, Math.ceil(count / perPage));
  const clampPage = (page: number) => Math.min(Math.max(Number.isFinite(page) ? Math.trunc(page) : 0, 0), pages - 1);
  return {
    itemWidth,
    listWidth: count * step,
    pages,
    offset: (page) => clampPage(page) * perPage * step,
    visible: (page) => {
      const first = clampPage(page) * perPage;
      return Array.from({ length: Math.min(perPage, count - first) }, (_, i) => first + i);
    },
  };
}
