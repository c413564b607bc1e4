/**
 * The page's main item (a show, an episode, a clip, a comedian) read from
 * its zones' feed answers, and the schema.org JSON-LD that describes it.
 * Pure: the manifest and the feed answers in, plain data out. A feed is
 * untrusted input: every field is checked for its type, every URL must be
 * http(s), and a feed that does not read is as if it had not answered.
 */
import type { Manifest, Zone } from '../runtime/types.js';
import { driverOf } from '../runtime/types.js';
import { isRecord } from '../runtime/util/guards.js';
import { httpUrl } from '../runtime/util/url.js';

export type MainItemKind = 'show' | 'episode' | 'clip' | 'comedian';

/**
 * The islands whose feed describes the page they sit on (islands/show-header,
 * episode-player, clip-viewer): driver → the kind of item its feed holds.
 * The network has no comedian or dictionary page yet; a site that adds one
 * maps its driver to `comedian` through the head's `mainItemDrivers`.
 */
export const MAIN_ITEM_DRIVERS: Readonly<Record<string, MainItemKind>> = {
  ENT_M011: 'show',
  ENT_M015: 'episode',
  ENT_M025: 'clip',
};

export interface MainItem {
  kind: MainItemKind;
  name: string;
  description?: string;
  /** Absolute, http(s). */
  image?: string;
  /** Seconds. */
  duration?: number;
  /** An ISO 8601 date, when the feed gives one. */
  datePublished?: string;
  /** The show an episode or clip belongs to. */
  partOf?: { name: string; url?: string };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const absolute = (value: unknown, base: string): string | undefined => httpUrl(value, base)?.href;
const imageOf = (value: unknown, base: string): string | undefined => (isRecord(value) ? absolute(value.url ?? value.src, base) : undefined);
const seconds = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);
// A date (or date and time) schema.org accepts; the feeds' display dates ("Wed, Oct 1") are left out.
const isoDate = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

/** A feed's payload: its `result`, or the feed itself when it has none (as the islands read it). */
function payloadOf(feed: unknown): Record<string, unknown> | undefined {
  if (!isRecord(feed)) return undefined;
  return feed.result === undefined ? feed : isRecord(feed.result) ? feed.result : undefined;
}

function readItem(kind: MainItemKind, data: Record<string, unknown>, base: string): MainItem | undefined {
  const show = isRecord(data.show) ? { name: text(data.show.title), url: absolute(data.show.url, base) } : undefined;
  const partOf = show?.name === undefined ? undefined : { name: show.name, ...(show.url ? { url: show.url } : {}) };
  // A comedian card (islands/comedian-spotlight) is named; the others are titled.
  const name = kind === 'comedian' ? text(data.name) : text(data.title);
  if (name === undefined) return undefined;
  let item: Omit<MainItem, 'kind'>;
  if (kind === 'show') {
    item = { name, description: text(data.logline) ?? text(data.about), image: imageOf(data.keyArt, base) ?? imageOf(data.banner, base) };
  } else if (kind === 'episode') {
    item = { name, description: text(data.description), image: imageOf(data.poster, base), duration: seconds(data.duration), datePublished: isoDate(data.aired), partOf };
  } else if (kind === 'clip') {
    item = { name, description: text(data.description), image: imageOf(data.image, base), duration: seconds(data.duration), partOf };
  } else {
    item = { name, description: text(data.description) ?? text(data.tagline), image: imageOf(data.image, base) };
  }
  // Only the fields that are there: JSON-LD and the tags leave the rest out.
  return Object.fromEntries(Object.entries({ kind, ...item }).filter(([, value]) => value !== undefined)) as unknown as MainItem;
}

/** Zones in the order they render: ascending priority, zones without one last. */
function byPriority(zones: Manifest['zones']): Zone[] {
  const rank = (zone: Zone) => (typeof zone.priority === 'number' && Number.isFinite(zone.priority) ? zone.priority : Infinity);
  return Object.values(zones).filter(isRecord).sort((a, b) => rank(a) - rank(b));
}

/**
 * The page's main item: the first zone, in render order, whose driver
 * describes one and whose feed (answered, or inline as `feedData`) reads.
 * Image and show URLs resolve against `base` (the site's public address).
 */
export function mainItem(
  manifest: Manifest,
  feeds: ReadonlyMap<string, unknown>,
  { base, drivers = MAIN_ITEM_DRIVERS }: { base: string; drivers?: Readonly<Record<string, MainItemKind>> },
): MainItem | undefined {
  for (const zone of byPriority(manifest.zones)) {
    const driver = driverOf(zone);
    const kind = driver !== undefined && Object.hasOwn(drivers, driver) ? drivers[driver] : undefined;
    if (!kind) continue;
    const payload = payloadOf(feeds.has(zone.zone) ? feeds.get(zone.zone) : zone.feedData);
    const item = payload && readItem(kind, payload, base);
    if (item) return item;
  }
  return undefined;
}

/** Seconds as an ISO 8601 duration: 1322 → `PT22M2S`. */
export function isoDuration(total: number): string {
  const whole = Math.round(total);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || whole === 0 ? `${s}S` : ''}`;
}

const SCHEMA_TYPES: Record<MainItemKind, string> = { show: 'TVSeries', episode: 'TVEpisode', clip: 'VideoObject', comedian: 'Person' };

/**
 * The schema.org description of the page: its main item when it has one,
 * else the page itself as a `WebPage`. `url` is the page's canonical address.
 */
export function structuredData(
  item: MainItem | undefined,
  page: { url?: string; title: string; description: string; siteName: string },
): Record<string, unknown> {
  const context = 'https://schema.org';
  if (!item) {
    return { '@context': context, '@type': 'WebPage', name: page.title, description: page.description, ...(page.url ? { url: page.url } : {}), isPartOf: { '@type': 'WebSite', name: page.siteName } };
  }
  const data: Record<string, unknown> = { '@context': context, '@type': SCHEMA_TYPES[item.kind], name: item.name };
  if (item.description) data.description = item.description;
  if (page.url) data.url = page.url;
  if (item.image) data[item.kind === 'clip' ? 'thumbnailUrl' : 'image'] = item.image;
  if (item.duration !== undefined) data.duration = isoDuration(item.duration);
  if (item.datePublished) data[item.kind === 'clip' ? 'uploadDate' : 'datePublished'] = item.datePublished;
  if (item.partOf) {
    const series = { '@type': 'TVSeries', name: item.partOf.name, ...(item.partOf.url ? { url: item.partOf.url } : {}) };
    data[item.kind === 'episode' ? 'partOfSeries' : 'isPartOf'] = series;
  }
  return data;
}
