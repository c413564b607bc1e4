import { GLOBAL_ZONES } from '../constants.js';

/**
 * Where every zone of a manifest goes.
 * Pure: names in, plan out, no DOM. `layout-dom.ts` turns a plan into elements.
 */
export interface LayoutPlan {
  /** Menu and report zones first, then header zones; input order within each. */
  header: string[];
  tiers: TierPlan[];
  /** Global zones other than header, menu, report and footer, in input order. */
  contentGlobals: string[];
  footer: string[];
  /** Names that fit nowhere; the caller warns with `messages.invalidZone`. */
  invalid: string[];
}

export interface TierPlan {
  tier: number;
  columns: ColumnPlan[];
}

export interface ColumnPlan {
  column: number;
  zones: string[];
}

// Digits are spelled [0-9]: `\d` would be the same without the `u` flag, but
// this way nobody has to wonder whether Arabic-Indic digits sneak in.
const COLUMN_ZONE = /^t([0-9]+)_([0-9]+)c$/;
const PROMO_ZONE = /^t([0-9]+)_c([0-9]+)_promo([0-9]+)$/;
const TOP_OF_HEADER = new Set(['menu', 'report']);

interface Placed {
  name: string;
  tier: number;
  column: number;
  /** -1 for the column's own `_{n}c` zone, so it precedes its promos (even a `promo0`); else the promo number. */
  order: number;
  /** Input position: the tiebreak for `t1_1c` beside `t01_1c`. */
  index: number;
}

/**
 * Plans the page. Globals are recognised before the tier patterns, so a
 * configured global named like a tier zone is treated as global. Numbers
 * compare numerically (tier 10 after 9, leading zeros ignored); a number too
 * large to be exact in JavaScript (above 2^53 − 1) makes the name invalid,
 * since it could not be ordered or written into `data-tier` faithfully.
 * Repeated names are planned once. Never throws.
 */
export function planLayout(zoneNames: readonly string[], extraGlobals: readonly string[] = []): LayoutPlan {
  const globals = new Set<string>([...GLOBAL_ZONES, ...extraGlobals]);
  const plan: LayoutPlan = { header: [], tiers: [], contentGlobals: [], footer: [], invalid: [] };
  const topOfHeader: string[] = [];
  const headerZones: string[] = [];
  const placed: Placed[] = [];
  const seen = new Set<string>();

  zoneNames.forEach((name, index) => {
    if (typeof name !== 'string' || seen.has(name)) return;
    seen.add(name);
    if (globals.has(name)) {
      if (TOP_OF_HEADER.has(name)) topOfHeader.push(name);
      else if (name === 'header') headerZones.push(name);
      else if (name === 'footer') plan.footer.push(name);
      else plan.contentGlobals.push(name);
      return;
    }
    const position = positionOf(name);
    if (position) placed.push({ name, index, ...position });
    else plan.invalid.push(name);
  });

  plan.header = [...topOfHeader, ...headerZones];
  plan.tiers = groupIntoTiers(placed);
  return plan;
}

function positionOf(name: string): Omit<Placed, 'name' | 'index'> | undefined {
  const column = COLUMN_ZONE.exec(name);
  const promo = column ? undefined : PROMO_ZONE.exec(name);
  const match = column ?? promo;
  if (!match) return undefined;
  const [tier, col, promoNumber] = match.slice(1).map((digits) => Number(digits));
  if (!isExact(tier) || !isExact(col)) return undefined;
  if (column) return { tier, column: col, order: -1 };
  return isExact(promoNumber) ? { tier, column: col, order: promoNumber } : undefined;
}

function isExact(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value);
}

function groupIntoTiers(placed: Placed[]): TierPlan[] {
  placed.sort((a, b) => a.tier - b.tier || a.column - b.column || a.order - b.order || a.index - b.index);
  const tiers: TierPlan[] = [];
  let tier: TierPlan | undefined;
  let column: ColumnPlan | undefined;
  for (const zone of placed) {
    if (tier?.tier !== zone.tier) {
      tier = { tier: zone.tier, columns: [] };
      tiers.push(tier);
      column = undefined;
    }
    if (column?.column !== zone.column) {
      column = { column: zone.column, zones: [] };
      tier.columns.push(column);
    }
    column.zones.push(zone.name);
  }
  return tiers;
}

/**
 * The class naming a tier's column count: none for one column, then
 * `tf-tier--{n}col` (the class names the count for any tier with more than
 * one column, so 4 columns give `tf-tier--4col` rather than being capped).
 * Counts columns present, not the highest column number.
 */
export function columnCountClass(tier: TierPlan): string | undefined {
  const count = tier.columns.length;
  return count > 1 ? `tf-tier--${count}col` : undefined;
}

/** Tiers of two or more columns sit in a `.tf-tier-wrapper`. */
export function isWrapped(tier: TierPlan): boolean {
  return tier.columns.length > 1;
}
