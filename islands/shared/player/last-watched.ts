import type { SiteStorage } from '../../../runtime/util/storage.js';
import { safeHref } from '../safe-href.js';
import { readStoredJson } from '../site-storage.js';
import { SHARE_MARK_PARAM, SHARE_TIME_PARAM, sitePageUrl } from '../share-links.js';

/**
 * The last video the visitor watched, kept in site storage by the players
 * (`usePlayback`) as playback starts and moves, and read by the roadblock's
 * "Continue watching". One record, the newest item; a stored value of
 * another shape (an older format, another script's) reads as nothing.
 */
export const LAST_WATCHED_KEY = 'last-watched';

/** How far the playhead moves before the record is written again: storage is not written every second. */
export const RECORD_STEP_S = 5;

/** A position this close to the end counts as watched to the end: the resume link starts it over. */
export const END_MARGIN_S = 10;

export interface LastWatched {
  title: string;
  /** The item's page on this site: a path, with its query but no start time or share mark. */
  url: string;
  /** The poster's address (the image service's, resized when shown) and whether it is served as is. */
  poster: { src: string; isRaw?: boolean };
  /** Whole seconds reached. */
  position: number;
  /** The item's length in seconds. */
  duration: number;
  /** When it was last watched, epoch ms. */
  time: number;
}

/** What a player knows of its item; position and time are added as it plays. */
export type WatchedItem = Omit<LastWatched, 'position' | 'time'>;

const PLACEHOLDER_ORIGIN = 'https://site.invalid';
const MAX_TITLE = 300;

/** A path of this site (`/…`, never `//host`), or undefined. */
function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.length > 2000) return undefined;
  return safeHref(value) === value ? value : undefined;
}

const wholeSeconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** The stored record, checked field by field; undefined when anything is off. */
export function parseLastWatched(value: unknown): LastWatched | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  const poster = typeof o.poster === 'object' && o.poster !== null ? (o.poster as Record<string, unknown>) : undefined;
  const title = typeof o.title === 'string' ? o.title.trim() : '';
  const url = sitePath(o.url);
  const src = safeHref(poster?.src);
  const position = wholeSeconds(o.position);
  const duration = typeof o.duration === 'number' && Number.isFinite(o.duration) && o.duration > 0 ? o.duration : undefined;
  const time = typeof o.time === 'number' && Number.isFinite(o.time) && o.time > 0 ? o.time : undefined;
  if (!title || title.length > MAX_TITLE || !url || !src || position === undefined || !duration || !time) return undefined;
  return { title, url, poster: { src, ...(poster?.isRaw === true ? { isRaw: true } : {}) }, position: Math.min(position, Math.floor(duration)), duration, time };
}

export function readLastWatched(site: SiteStorage): LastWatched | undefined {
  return parseLastWatched(readStoredJson(site, LAST_WATCHED_KEY));
}

/** Stores the record; a refusal leaves what was stored before as it was. */
export function writeLastWatched(site: SiteStorage, record: LastWatched): boolean {
  return site.set(LAST_WATCHED_KEY, JSON.stringify(record)) !== false;
}

/**
 * The page an item is watched on, as the record keeps it: the site page of
 * an embed page, its path and query without the start time or share mark
 * (those are the resume link's to write). Undefined off http(s).
 */
export function watchedPath(pageUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(sitePageUrl(pageUrl));
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.searchParams.delete(SHARE_TIME_PARAM);
  url.searchParams.delete(SHARE_MARK_PARAM);
  return url.pathname + url.search;
}

/** Where "Continue watching" leads: the page at the position reached (`?t=`), or from the start once watched to the end. */
export function resumeHref(record: Pick<LastWatched, 'url' | 'position' | 'duration'>): string {
  const url = new URL(record.url, PLACEHOLDER_ORIGIN);
  url.searchParams.delete(SHARE_TIME_PARAM);
  if (record.position > 0 && record.position < record.duration - END_MARGIN_S) url.searchParams.set(SHARE_TIME_PARAM, String(record.position));
  return url.pathname + url.search;
}

export interface WatchRecorder {
  /** The playhead is at `seconds`: written when it moved `RECORD_STEP_S` or more since the last write, or when `force`d. */
  at(seconds: number, force?: boolean): void;
}

/** Writes `item`'s record as it plays, through `write`, stamped with `now()`. */
export function watchRecorder(item: WatchedItem, write: (record: LastWatched) => void, now: () => number): WatchRecorder {
  let written: number | undefined;
  return {
    at(seconds, force = false) {
      if (!Number.isFinite(seconds)) return;
      const position = Math.min(Math.max(0, Math.floor(seconds)), Math.floor(item.duration));
      if (!force && written !== undefined && Math.abs(position - written) < RECORD_STEP_S) return;
      written = position;
      write({ ...item, position, time: now() });
    },
  };
}
