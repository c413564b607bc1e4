/**
 * The page's main item (a show, an episode, a clip, a playlist, an
 * interview, a comedian) read from
 * its zones' feed answers, and the schema.org JSON-LD that describes it.
 * Pure: the manifest and the feed answers in, plain data out. A feed is
 * untrusted input: every field is checked for its type, every URL must be
 * http(s), and a feed that does not read is as if it had not answered.
 */
import type { Manifest, Zone } from '../runtime/types.js';
import { driverOf } from '../runtime/types.js';
import { isRecord } from '../runtime/util/guards.js';
import { httpUrl } from '../runtime/util/url.js';
import { buildShareUrl, embedUrl, sitePageUrl } from '../islands/shared/share-links.js';

export type MainItemKind = 'show' | 'episode' | 'clip' | 'playlist' | 'interview' | 'comedian' | 'termSet';

/**
 * The islands whose feed describes the page they sit on (islands/show-header,
 * episode-player, clip-viewer, playlist-player, interview-player,
 * dictionary, comedian-page): driver → the kind of item its feed holds.
 */
export const MAIN_ITEM_DRIVERS: Readonly<Record<string, MainItemKind>> = {
  ENT_M011: 'show',
  ENT_M015: 'episode',
  ENT_M025: 'clip',
  ENT_M026: 'playlist',
  ENT_M027: 'interview',
  ENT_M077: 'termSet',
  ENT_M047: 'comedian',
};

/** An interview's question: where its answer starts and ends, in seconds. */
export interface Chapter {
  name: string;
  start: number;
  /** The next chapter's start, or the interview's end; unknown when the interview's length is. */
  end?: number;
}

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
  /** The item's own page, absolute (each video of a playlist). */
  url?: string;
  /** A playlist's videos, in playing order (each of kind `clip`). */
  items?: MainItem[];
  /** An interview's chapters, in order. */
  chapters?: Chapter[];
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

/**
 * An interview's chapters when every one reads (a title, a start inside the
 * interview, after the one before, the first at 0); none otherwise, as a
 * list of seek points that contradicts itself is no use to a search engine.
 */
function readChapters(value: unknown, duration: number | undefined): Chapter[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const read = value.map((entry) => (isRecord(entry) ? { name: text(entry.title), start: entry.start } : undefined));
  const chapters: Chapter[] = [];
  for (const [i, entry] of read.entries()) {
    const start = entry?.start;
    if (!entry?.name || typeof start !== 'number' || !Number.isFinite(start) || start < 0) return undefined;
    if (i === 0 ? start !== 0 : start <= chapters[i - 1]!.start) return undefined;
    if (duration !== undefined && start >= duration) return undefined;
    chapters.push({ name: entry.name, start });
  }
  return chapters.map((chapter, i) => {
    const end = chapters[i + 1]?.start ?? duration;
    return end === undefined ? chapter : { ...chapter, end };
  });
}

/** A playlist's videos that read, in order; the rest are left out. */
function readVideos(value: unknown, base: string): MainItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const video = isRecord(entry) ? readItem('clip', entry, base) : undefined;
    if (!video || !isRecord(entry)) return [];
    const url = absolute(entry.url, base);
    return [url ? { ...video, url } : video];
  });
}

function readItem(kind: MainItemKind, data: Record<string, unknown>, base: string): MainItem | undefined {
  // A show is a link ({title, url}), or only its title (a playlist's videos).
  const show = isRecord(data.show) ? { name: text(data.show.title), url: absolute(data.show.url, base) } : { name: text(data.show) };
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
    item = { name, description: text(data.description), image: imageOf(data.image, base), duration: seconds(data.duration), datePublished: isoDate(data.published), partOf };
  } else if (kind === 'interview') {
    const duration = seconds(data.duration);
    item = { name, description: text(data.description), image: imageOf(data.image, base), duration, datePublished: isoDate(data.published), chapters: readChapters(data.chapters, duration) };
  } else if (kind === 'playlist') {
    const items = readVideos(data.items, base);
    // A playlist's picture is its first video's, as its cards show it.
    item = { name, description: text(data.description), image: items[0]?.image, items: items.length ? items : undefined };
  } else if (kind === 'termSet') {
    // The dictionary: its title and introduction (each term has its own block, drawn by the island).
    item = { name, description: text(data.intro) };
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

const SCHEMA_TYPES: Record<MainItemKind, string> = {
  show: 'TVSeries', episode: 'TVEpisode', clip: 'VideoObject', playlist: 'ItemList', interview: 'VideoObject', comedian: 'Person', termSet: 'DefinedTermSet',
};
const CONTEXT = 'https://schema.org';

/**
 * The player page the site serves for other sites' frames, for a page of
 * the site (or an embed page itself): `/embed/{kind}/{slug}`. None for a
 * page that is not a player's.
 */
function embedOf(pageUrl: string | undefined): string | undefined {
  const site = pageUrl === undefined ? undefined : httpUrl(sitePageUrl(pageUrl));
  const [kind, slug, ...rest] = site?.pathname.split('/').filter(Boolean) ?? [];
  return site && kind && slug && rest.length === 0 ? embedUrl(site.href, kind, slug) : undefined;
}

/**
 * An item's own fields, under the names its schema.org type gives them: a
 * video's picture is its `thumbnailUrl` and its date its `uploadDate`.
 */
function describe(item: MainItem, url: string | undefined): Record<string, unknown> {
  const video = SCHEMA_TYPES[item.kind] === 'VideoObject';
  const data: Record<string, unknown> = { '@type': SCHEMA_TYPES[item.kind], name: item.name };
  if (item.description) data.description = item.description;
  if (url) data.url = url;
  if (item.image) data[video ? 'thumbnailUrl' : 'image'] = item.image;
  if (item.datePublished) data[video ? 'uploadDate' : 'datePublished'] = item.datePublished;
  if (item.duration !== undefined) data.duration = isoDuration(item.duration);
  const embed = video ? embedOf(url) : undefined;
  if (embed) data.embedUrl = embed;
  if (item.partOf) {
    const series = { '@type': 'TVSeries', name: item.partOf.name, ...(item.partOf.url ? { url: item.partOf.url } : {}) };
    data[item.kind === 'episode' ? 'partOfSeries' : 'isPartOf'] = series;
  }
  if (item.chapters && url) {
    // Search engines' "key moments": each chapter a Clip of the video, linked at its second.
    data.hasPart = item.chapters.map((chapter) => ({
      '@type': 'Clip', name: chapter.name, startOffset: chapter.start,
      ...(chapter.end === undefined ? {} : { endOffset: chapter.end }),
      url: buildShareUrl(url, { startAt: chapter.start, marked: false }),
    }));
  }
  if (item.items) {
    data.numberOfItems = item.items.length;
    data.itemListElement = item.items.map((video, i) => ({ '@type': 'ListItem', position: i + 1, item: describe(video, video.url) }));
  }
  return data;
}

/**
 * The schema.org description of the page: its main item when it has one,
 * else the page itself as a `WebPage`. `url` is the page's canonical address.
 */
export function structuredData(
  item: MainItem | undefined,
  page: { url?: string; title: string; description: string; siteName: string },
): Record<string, unknown> {
  if (!item) {
    return { '@context': CONTEXT, '@type': 'WebPage', name: page.title, description: page.description, ...(page.url ? { url: page.url } : {}), isPartOf: { '@type': 'WebSite', name: page.siteName } };
  }
  return { '@context': CONTEXT, ...describe(item, page.url) };
}
