import type { ReservedBox, ReservedBoxes } from './descriptor.js';
import { islandDescriptors } from './descriptors.js';
import { adoptStyles } from './shared/adopt-styles.js';

/**
 * The box a zone holds while its island loads (issue 13: no layout shift at
 * 412 px or 1280 px). It must be known before the island's chunk is, so it
 * is declared in the island's descriptor (`island.ts`) and reaches the page
 * as one stylesheet keyed on `tf-zone[driver]` that applies only while `state="loading"`: once drawn
 * (or removed, for an output-false or failed module) the zone has the height
 * of what it drew, with nothing left to release.
 *
 * Height = zone width ÷ `ratio` + `extra` px. Media (a hero's art) keep their
 * shape through `ratio`; text blocks take `extra`. Each entry lists boxes by
 * the viewport's minimum width, matching the island's own breakpoints (a
 * container query at width W is the viewport at W + 32 px: the page's side
 * padding). Heights were measured on the demo's pages at 412 px and 1280 px;
 * where copy length varies, the island holds a matching minimum (see
 * `HERO_COPY_NARROW_PX` in hero-promo/island.ts) or the box is the smallest
 * drawn one that still reaches below the fold, so what follows never moves while on screen.
 *
 * Driver → its boxes, read from the islands' descriptors.
 */
export const reservedBoxes: Record<string, ReservedBoxes> = Object.fromEntries(
  islandDescriptors.flatMap(({ driver, reserved }) => (reserved ? [[driver, reserved] as const] : [])));

function boxCss(box: ReservedBox): string {
  const parts = [box.ratio ? `${(100 / box.ratio).toFixed(4)}%` : '', box.extra ? `${box.extra}px` : ''].filter(Boolean);
  // An empty zone's percent padding is a share of its own width (the column's): a ratio spacer.
  return parts.length ? `calc(${parts.join(' + ')})` : '0px';
}

/** The reservation rules of `boxes`, one per driver and breakpoint. */
export function reservationCss(boxes: Record<string, ReservedBoxes> = reservedBoxes): string {
  const rules: string[] = [];
  for (const [driver, list] of Object.entries(boxes)) {
    if (!/^[\w-]+$/.test(driver)) continue;
    for (const [minWidth, box] of list) {
      const rule = `tf-zone[driver="${driver}"][state="loading"]:empty { padding-bottom: ${boxCss(box)}; }`;
      rules.push(minWidth > 0 ? `@media (min-width: ${minWidth}px) { ${rule} }` : rule);
    }
  }
  return rules.join('\n');
}

/** Puts the reservations into the document, once: before any zone is placed. */
export function adoptReservations(): void {
  adoptStyles('tf-zone-reservations', reservationCss());
}
