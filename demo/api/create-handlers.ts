/**
 * The demo content API as msw request handlers, written once and
 * answered both by the msw browser worker (unit tests) and, through
 * `getResponse`, by the Vite dev/preview server (see vite-plugin.ts).
 *
 * Paths are relative on purpose: msw resolves them against `location` in the
 * browser and against `getResponse`'s `baseUrl` in Node.
 *
 * This file must stay importable in Node: nothing here may touch `window` or
 * `document` at import time.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Manifest } from '../../runtime/types.js';
import { hashString } from '../../runtime/util/hash.js';
import { httpUrl } from '../../runtime/util/url.js';

/** A feed is JSON, or a function of the request URL for feeds that depend on `lang=true` / `mobile=true`. */
export type FeedSource = unknown | ((url: URL) => unknown);

/**
 * A page is a manifest, `false` (an unsupported page: the browser loads it
 * itself), or a function of the page URL for pages that read their query
 * (search) or stand for a whole family of URLs (every clip).
 */
export type PageSource = Manifest | false | ((url: URL) => Manifest | false);

export interface SiteContent {
  /**
   * Keyed by URL pathname ('/' or '/shows/x', no trailing slash). A key ending
   * in '/*' ('/clips/*') answers every deeper path without an entry of its own.
   */
  pages: Record<string, PageSource>;
  /** Keyed by feed pathname ('/feeds/home/hero'). */
  feeds: Record<string, FeedSource>;
  /** Classic scripts for the concatenator, keyed by script name. */
  scripts: Record<string, string>;
  renderArt?(name: string): string | undefined;
}

/** Path prefixes the content API owns; the server plugin never lets them fall through to the SPA. */
export const API_PREFIXES: readonly string[] = ['/feeds/', '/modules/', '/art/'];

export const MANIFEST_PATH = '/feeds/triforce/manifest/v2';

/** What a manifest request asks for. */
export interface ManifestQuery {
  /** Lookup key: pathname of the page URL, trailing slash stripped except for the root. */
  path: string;
  /** The page URL itself, fragment dropped, for pages that depend on their query. */
  url: URL;
  /** Debug bar manifest override; not interpreted yet. */
  currentManifest?: string;
}

/**
 * Turns the `url` query value into the lookup key. Origin, query and fragment are
 * ignored; a relative URL is read against `base`. Returns undefined when the
 * value is missing or not an http(s) URL.
 */
export function pagePathOf(raw: string | null, base: string): string | undefined {
  const url = httpUrl(raw, base);
  return url === undefined ? undefined : stripTrailingSlash(url.pathname);
}

export function parseManifestQuery(request: Request): ManifestQuery | undefined {
  const url = new URL(request.url);
  const page = httpUrl(url.searchParams.get('url'), url.origin);
  if (page === undefined) return undefined;
  page.hash = '';
  const path = stripTrailingSlash(page.pathname);
  const currentManifest = url.searchParams.get('currentManifest') ?? undefined;
  return currentManifest ? { path, url: page, currentManifest } : { path, url: page };
}

/**
 * The page entry for a pathname: its own key, else the nearest '/*' key of a
 * parent ('/clips/a/b' tries '/clips/a/*', '/clips/*', '/*').
 */
export function findPage(pages: Record<string, PageSource>, path: string): PageSource | undefined {
  const own = lookup(pages, path);
  if (own !== undefined) return own;
  for (let end = path.lastIndexOf('/'); end >= 0; end = path.lastIndexOf('/', end - 1)) {
    const family = lookup(pages, `${path.slice(0, end)}/*`);
    if (family !== undefined) return family;
    if (end === 0) break;
  }
  return undefined;
}

/** The manifest answering a query: `false` for unknown or unsupported pages. A page function may throw. */
export function selectManifest(content: SiteContent, query: ManifestQuery): Manifest | false {
  const source = findPage(content.pages, query.path);
  if (source === undefined) return false;
  return typeof source === 'function' ? source(query.url) : source;
}

/**
 * What the network's CDN sends for content that only changes when editors
 * publish: a minute fresh, then served stale while it revalidates.
 */
const CDN_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Fixed feeds: reused across page loads for half a minute, then asked again
 * (across loads a feed is reused only as its headers allow). No
 * stale-while-revalidate: served stale, a tab left open would draw each
 * publish one load late.
 */
const FEED_CACHE = 'public, max-age=30';

export function createHandlers(content: SiteContent): RequestHandler[] {
  const hashes = new Map<string, string>();
  // Keyed by source, so a script edited in place is hashed again.
  const hashOf = (source: string): string => {
    let hash = hashes.get(source);
    if (hash === undefined) hashes.set(source, (hash = hashString(source)));
    return hash;
  };

  return [
    http.get(MANIFEST_PATH, ({ request }) => {
      const query = parseManifestQuery(request);
      if (!query) return jsonError(400, 'The url query parameter is missing or is not an http(s) URL');
      let manifest: Manifest | false;
      try {
        manifest = selectManifest(content, query);
      } catch (error) {
        return jsonError(500, `Page ${query.path} failed: ${String(error)}`);
      }
      return HttpResponse.json({ manifest }, { headers: { 'cache-control': CDN_CACHE } });
    }),

    // Any other feed. Registered after the manifest so the manifest path wins.
    http.get('/feeds/*', ({ request }) => {
      const url = new URL(request.url);
      const source = lookup(content.feeds, stripTrailingSlash(url.pathname));
      let body: unknown;
      try {
        body = typeof source === 'function' ? (source as (url: URL) => unknown)(url) : source;
      } catch (error) {
        return jsonError(500, `Feed ${url.pathname} failed: ${String(error)}`);
      }
      if (body === undefined) return jsonError(404, `No feed at ${url.pathname}`);
      // Feeds computed per request (the schedule's clock, search, the poll's
      // votes) are asked again on every load.
      const cacheControl = typeof source === 'function' ? 'no-cache' : FEED_CACHE;
      return HttpResponse.json(body, { headers: { 'cache-control': cacheControl } });
    }),

    // Script concatenator: /modules/a,b?hash=ha,hb.
    http.get('/modules/:names', ({ request, params }) => {
      const names = String(params.names).split(',').map((name) => name.trim());
      const hashParam = new URL(request.url).searchParams.get('hash');
      const hashes = hashParam === null ? undefined : hashParam.split(',').map((hash) => hash.trim());
      if (names.some((name) => name === '')) return scriptError('Empty script name');
      if (hashes && hashes.length !== names.length) {
        return scriptError(`${names.length} scripts but ${hashes.length} hashes`);
      }
      const sources: string[] = [];
      for (const [i, name] of names.entries()) {
        const source = lookup(content.scripts, name);
        if (source === undefined) return scriptError(`Unknown script ${name}`);
        if (hashes && hashes[i] !== hashOf(source)) return scriptError(`Wrong hash for script ${name}`);
        sources.push(source);
      }
      return new HttpResponse(sources.join('\n;\n'), {
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          // A hashed URL names one exact source; an unhashed one may change under it.
          'cache-control': hashes ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
      });
    }),

    http.get('/art/:file', ({ params }) => {
      const file = String(params.file);
      const svg = file.endsWith('.svg') ? content.renderArt?.(file.slice(0, -'.svg'.length)) : undefined;
      if (svg === undefined) return jsonError(404, `No art named ${file}`);
      return new HttpResponse(svg, {
        headers: {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
          // Opened directly, an SVG is a document: let it style itself, nothing more.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          'x-content-type-options': 'nosniff',
        },
      });
    }),
  ];
}

function stripTrailingSlash(pathname: string): string {
  const stripped = pathname.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/** Own keys only, so '/constructor' or '__proto__' never hit Object.prototype. */
function lookup<T>(record: Record<string, T>, key: string): T | undefined {
  if (Object.hasOwn(record, key)) return record[key];
  let decoded: string;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    return undefined;
  }
  return decoded !== key && Object.hasOwn(record, decoded) ? record[decoded] : undefined;
}

function jsonError(status: number, error: string): Response {
  return HttpResponse.json({ error }, { status, headers: { 'cache-control': 'no-store' } });
}

function scriptError(message: string): Response {
  return new HttpResponse(message, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
