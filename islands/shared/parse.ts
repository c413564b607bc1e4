import { isRecord } from '../../runtime/util/guards.js';
import { safeHref } from './safe-href.js';

/**
 * Small feed validators shared by the islands' `parseFeed`s. Each throws a
 * FeedError naming the driver and the offending path, so the runtime's log
 * says exactly what was wrong with a feed; nothing malformed reaches React.
 */
export class FeedError extends Error {
  constructor(driver: string, path: string, problem: string) {
    super(`${driver} feed: ${path} ${problem}`);
    this.name = 'FeedError';
  }
}

export type Obj = Record<string, unknown>;

/** A field reader bound to one driver, so error messages name it. */
export interface Reader {
  driver: string;
  obj(value: unknown, path: string): Obj;
  str(value: unknown, path: string): string;
  optStr(value: unknown, path: string): string | undefined;
  num(value: unknown, path: string): number;
  optNum(value: unknown, path: string): number | undefined;
  bool(value: unknown, path: string): boolean;
  list<T>(value: unknown, path: string, item: (value: unknown, path: string) => T, min?: number): T[];
  image(value: unknown, path: string): FeedImage;
  link(value: unknown, path: string): FeedLink;
  optLink(value: unknown, path: string): FeedLink | undefined;
  /** An element id for in-page links (`#lineup`): letters, digits, '-' and '_', starting with a letter. */
  optAnchor(value: unknown, path: string): string | undefined;
  /** A content URI the network's player plays (`mgid:…`), when given. */
  optContentUri(value: unknown, path: string): string | undefined;
  /** A playable item's `contentUri` and `videoId` (`o` at `path`): both or neither. */
  playable(o: Obj, path: string): Playable | undefined;
  fail(path: string, problem: string): never;
}

/** What a player needs to play an item, drawn on its card as `data-contenturi` and `data-videoid`. */
export interface Playable {
  contentUri: string;
  videoId: string;
}

/** The network's content URIs: `mgid:` and colon-separated parts (`mgid:arc:video:site.example:id`). */
const CONTENT_URI = /^mgid(?::[\w.-]+){2,}$/;
/** A video id: letters, digits, '-', '_' and '.', as the player's ids are. */
const VIDEO_ID = /^[A-Za-z0-9][\w.-]*$/;

/** A feed image: `url` (or `src`), alt, the original size, and optional `ratio`, `isRaw`, `animated`. */
export interface FeedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Width ÷ height, when the feed gives it. */
  ratio?: number;
  /** Served as is, never resized. */
  isRaw?: boolean;
  animated?: boolean;
}

/** A link whose href has been checked; `href` is undefined when the feed's URL was unsafe. */
export interface FeedLink {
  title: string;
  href?: string;
}

/**
 * Feed responses carry their payload in `result` (the feed
 * response shape); inline `feedData` may be the payload itself. Accept both.
 */
export function feedPayload(driver: string, feed: unknown): Obj {
  if (!isRecord(feed)) throw new FeedError(driver, 'feed', 'must be an object');
  const result = feed.result;
  if (result === undefined) return feed;
  if (!isRecord(result)) throw new FeedError(driver, 'result', 'must be an object');
  return result;
}

export function reader(driver: string): Reader {
  const r: Reader = {
    driver,
    fail(path, problem) {
      throw new FeedError(driver, path, problem);
    },
    obj(value, path) {
      return isRecord(value) ? value : r.fail(path, 'must be an object');
    },
    str(value, path) {
      return typeof value === 'string' && value.trim() !== '' ? value : r.fail(path, 'must be a non-empty string');
    },
    optStr(value, path) {
      return value === undefined || value === null || value === '' ? undefined : r.str(value, path);
    },
    num(value, path) {
      return typeof value === 'number' && Number.isFinite(value) ? value : r.fail(path, 'must be a finite number');
    },
    optNum(value, path) {
      return value === undefined || value === null ? undefined : r.num(value, path);
    },
    bool(value, path) {
      if (value === undefined || value === null) return false;
      return typeof value === 'boolean' ? value : r.fail(path, 'must be a boolean');
    },
    list(value, path, item, min = 0) {
      if (!Array.isArray(value)) return r.fail(path, 'must be an array');
      if (value.length < min) return r.fail(path, `must have at least ${min} item${min === 1 ? '' : 's'}`);
      return value.map((entry, i) => item(entry, `${path}[${i}]`));
    },
    image(value, path) {
      const o = r.obj(value, path);
      const src = safeHref(o.url ?? o.src);
      if (!src) return r.fail(`${path}.url`, 'must be an http(s) or relative URL');
      const width = r.num(o.width, `${path}.width`);
      const height = r.num(o.height, `${path}.height`);
      if (width <= 0 || height <= 0) return r.fail(path, 'must have a positive width and height');
      // Alt may be empty only when the feed says so explicitly (decorative).
      if (typeof o.alt !== 'string') return r.fail(`${path}.alt`, 'must be a string');
      const ratio = r.optNum(o.ratio, `${path}.ratio`);
      if (ratio !== undefined && ratio <= 0) return r.fail(`${path}.ratio`, 'must be positive');
      return {
        src, alt: o.alt, width, height,
        ...(ratio !== undefined ? { ratio } : {}),
        ...(r.bool(o.isRaw, `${path}.isRaw`) ? { isRaw: true } : {}),
        ...(o.animated !== undefined && o.animated !== null ? { animated: r.bool(o.animated, `${path}.animated`) } : {}),
      };
    },
    link(value, path) {
      const o = r.obj(value, path);
      return { title: r.str(o.title, `${path}.title`), href: safeHref(o.url) };
    },
    optLink(value, path) {
      return value === undefined || value === null ? undefined : r.link(value, path);
    },
    optContentUri(value, path) {
      const uri = r.optStr(value, path);
      if (uri !== undefined && !CONTENT_URI.test(uri)) r.fail(path, "must be a content URI ('mgid:' and colon-separated parts)");
      return uri;
    },
    playable(o, path) {
      const contentUri = r.optContentUri(o.contentUri, `${path}.contentUri`);
      const videoId = r.optStr(o.videoId, `${path}.videoId`);
      if (videoId !== undefined && !VIDEO_ID.test(videoId)) r.fail(`${path}.videoId`, 'must be letters, digits, -, _ or .');
      if (contentUri === undefined && videoId === undefined) return undefined;
      if (contentUri === undefined) return r.fail(`${path}.contentUri`, 'must be given with videoId');
      if (videoId === undefined) return r.fail(`${path}.videoId`, 'must be given with contentUri');
      return { contentUri, videoId };
    },
    optAnchor(value, path) {
      const anchor = r.optStr(value, path);
      if (anchor !== undefined && !/^[A-Za-z][\w-]*$/.test(anchor)) r.fail(path, 'must be a letter followed by letters, digits, - or _');
      return anchor;
    },
  };
  return r;
}
