import { AD_PLACEMENTS, boxHeight } from './ad-slot/placements.js';
import { adoptStyles } from './shared/adopt-styles.js';

/**
 * The box a zone holds while its island loads (issue 13: no layout shift at
 * 412 px or 1280 px). It must be known before the island's chunk is, so it
 * lives here, beside `index.ts`, and reaches the page as one stylesheet keyed
 * on `tf-zone[driver]` that applies only while `state="loading"`: once drawn
 * (or removed, for an output-false or failed module) the zone has the height
 * of what it drew, with nothing left to release.
 *
 * Height = zone width ÷ `ratio` + `extra` px. Media (a hero's art) keep their
 * shape through `ratio`; text blocks take `extra`. Each entry lists boxes by
 * the viewport's minimum width, matching the island's own breakpoints (a
 * container query at width W is the viewport at W + 32 px: the page's side
 * padding). Heights were measured on the demo's pages at 412 px and 1280 px;
 * where copy length varies, the island holds a matching minimum (see
 * `HERO_COPY_NARROW_PX`) or the box is the smallest drawn one that still
 * reaches below the fold, so what follows never moves while on screen.
 */
export interface ReservedBox {
  ratio?: number;
  extra?: number;
}

/** [viewport min-width in px, box], ascending. */
export type ReservedBoxes = readonly (readonly [number, ReservedBox])[];

/**
 * The narrow hero's copy under its art (4:3), beyond the art's height: the
 * island holds its copy at least this tall, so the drawn hero is exactly the
 * reserved one whatever the length of its text (hero-promo.styles.ts).
 */
export const HERO_COPY_NARROW_PX = 342;

export const reservedBoxes: Record<string, ReservedBoxes> = {
  // Site header: below the island's 900 px breakpoint its bar wraps (at about 560 px its buttons
  // go under the logo); above it, two rows (logo, account and search; the navigation).
  ENT_M001: [[0, { extra: 152.6 }], [561, { extra: 119 }], [901, { extra: 116.5 }]],
  // Trending bar: one row.
  ENT_M002: [[0, { extra: 45 }]],
  // Hero: art 4:3 with the copy under it below a 760 px container, else the
  // copy over art of the feed's 16:7.
  ENT_M010: [[0, { ratio: 4 / 3, extra: HERO_COPY_NARROW_PX }], [793, { ratio: 16 / 7 }]],
  // Show header: stacked below a 700 px container (the shortest drawn one), else its poster sets the height.
  ENT_M011: [[0, { extra: 760 }], [733, { extra: 524.3 }]],
  // Clip grid: a lower bound (its rows depend on the feed); enough to keep
  // what follows it below the fold until it draws.
  ENT_M020: [[0, { extra: 300 }]],
  // Comedian search (full width on /stand-up): its tools wrap to two rows
  // below a 646 px zone, and its cards fill one, two, then three columns (the
  // grid's 340 px minimum: a 732 and a 1084 px zone). Each is the shortest
  // drawn height of its range (taglines wrap more on narrower screens).
  ENT_M046: [[0, { extra: 1190 }], [678, { extra: 1108 }], [764, { extra: 724 }], [1116, { extra: 611 }]],
  // Tonight's schedule: its drawn height in the home page's side column.
  ENT_M048: [[0, { extra: 553.5 }]],
  // Episode player: screen and details stacked below a 900 px container, else side by side (lower bounds).
  ENT_M015: [[0, { ratio: 16 / 9, extra: 780 }], [933, { extra: 700 }]],
  // Ad placements: their fixed boxes (ad-slot/placements.ts), filled, empty or late alike.
  ...Object.fromEntries(Object.entries(AD_PLACEMENTS).map(([driver, { sizes }]) =>
    [driver, sizes.map(([minWidth, size]) => [minWidth, { extra: boxHeight(size) }] as const)])),
};

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
