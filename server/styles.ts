/**
 * The islands' stylesheet in the first page's `<head>`. The server draws
 * the first page's islands into the HTML, and under `style-src 'self'` no
 * inline `<style>` may style them: the build writes every island's CSS (the
 * same strings the islands adopt by script) into one content-hashed site
 * sheet (scripts/island-styles.mjs), and a page with island zones links it,
 * marked with the ids it holds so the runtime's `adoptStyles` skips them
 * (runtime/util/adopt-styles.ts). One sheet for the site rather than one per
 * island: every island's rules gzip to about as much as the ten or so
 * per-island files a first page would block on, and the one file, cached a
 * year, serves every later page. Pure.
 */
import type { ZonePlan } from '../runtime/assembly/zone-plan.js';
import { driverOf } from '../runtime/types.js';
import { isRecord } from '../runtime/util/guards.js';
import { ISLAND_STYLES_ATTRIBUTE } from '../runtime/util/adopt-styles.js';
import { escapeHtml } from './escape-html.js';

/** What the build wrote (`.vite/island-styles.json`). */
export interface IslandStyleFacts {
  /** The site sheet's root-relative address. */
  href: string;
  /** The `adoptStyles` ids whose rules the sheet holds. */
  ids: string[];
  /** Island driver → the ids its module adopts. */
  drivers: Record<string, string[]>;
}

const STYLE_ID = /^[\w-]+$/;
/** Root-relative, no scheme-relative `//host`, no characters that would need escaping in a URL. */
const SHEET_HREF = /^\/(?!\/)[\w\-./]+\.css$/;

const idList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' && STYLE_ID.test(id)) ? (value as string[]) : undefined;

/** The build's facts, or undefined when they are missing or malformed: the page then styles its islands by script, as before. */
export function parseIslandStyleFacts(json: unknown): IslandStyleFacts | undefined {
  if (!isRecord(json) || typeof json.href !== 'string' || !SHEET_HREF.test(json.href) || !isRecord(json.drivers)) return undefined;
  const ids = idList(json.ids);
  if (!ids) return undefined;
  const drivers: Record<string, string[]> = {};
  for (const [driver, list] of Object.entries(json.drivers)) {
    const driverIds = idList(list);
    if (!driverIds) return undefined;
    drivers[driver] = driverIds;
  }
  return { href: json.href, ids, drivers };
}

/**
 * The `<link rel="stylesheet">` for the page's `<head>`: the site sheet
 * when a zone of the page is drawn by an island with styles of the sheet,
 * else ''. Every id the sheet holds is named on the link (in-page visits'
 * islands find their rules there too).
 */
export function islandStyleLinks(plan: Pick<ZonePlan, 'zones'>, facts: IslandStyleFacts | undefined): string {
  if (!facts) return '';
  const held = new Set(facts.ids);
  const styled = plan.zones.some(({ zone }) => {
    const driver = driverOf(zone);
    return driver !== undefined && Object.hasOwn(facts.drivers, driver) && facts.drivers[driver]!.some((id) => held.has(id));
  });
  if (!styled) return '';
  return `    <link rel="stylesheet" ${ISLAND_STYLES_ATTRIBUTE}="${escapeHtml(facts.ids.join(' '))}" href="${escapeHtml(facts.href)}">\n`;
}
