import type { Log, Zone } from '../types.js';
import { hashString } from '../util/hash.js';
import { abortError, isAbortError } from '../util/abort.js';
import { httpUrl } from '../util/url.js';
import { createTtlCache } from '../util/ttl-cache.js';
import { PREFETCH_TTL_MS, PURPOSE_HEADER } from '../constants.js';

/**
 * Zone feeds (CONTRACT §3 "Feeds", spec 000 §7): the URL a zone asks for, one
 * request per URL per page session, and the IndexedDB copy used when the
 * network fails.
 */

import type { FeedStore } from './feed-store.js';

export { createIdbFeedStore, type FeedStore } from './feed-store.js';

export interface FeedClient {
  load(url: string, signal?: AbortSignal): Promise<unknown>;
  /**
   * Requests a feed ahead of a likely visit; a `load` of it within
   * `PREFETCH_TTL_MS`, in this page session or the next, takes the answer.
   */
  prefetch(url: string): void;
  /** Starts a new page session: later loads request their URLs again. */
  clear(): void;
}

// Not in the spec's catalogue, which says nothing about failing feeds.
export const feedMessages = {
  failed: (url: string) => `Feed failed to load at ${url}`,
  fromStore: (url: string) => `Feed failed to load at ${url}; using the stored copy`,
} as const;

/**
 * `zone.feed` with `lang=true` when the page has language preferences and
 * `mobile=true` for a `mobile: true` zone on a mobile device, as an absolute
 * URL. A parameter the feed URL already carries is left as the manifest wrote
 * it. Anything but http(s) (javascript:, data:…) gives undefined.
 */
export function feedUrlFor(
  zone: Zone,
  env: { languagePreferences: boolean; mobile: boolean },
  baseUrl: string,
): string | undefined {
  const url = httpUrl(zone.feed, baseUrl);
  if (url === undefined) return undefined;
  const extra: string[] = [];
  if (env.languagePreferences && !url.searchParams.has('lang')) extra.push('lang=true');
  if (env.mobile && zone.mobile === true && !url.searchParams.has('mobile')) extra.push('mobile=true');
  // Appended by hand: rewriting through searchParams would re-encode the
  // manifest's own query (%20 → +) and change the URL the cache is keyed by.
  if (extra.length > 0) url.search = url.search === '' ? `?${extra.join('&')}` : `${url.search}&${extra.join('&')}`;
  return url.href;
}

/** `result.output === false`: the feed asks for its module to be removed (spec 000 §3). */
export function isOutputFalse(feed: unknown): boolean {
  if (!isRecord(feed)) return false;
  const result = feed['result'];
  return isRecord(result) && result['output'] === false;
}

interface Request {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers still waiting; the request is aborted only when all of them gave up. */
  waiting: number;
  settled: boolean;
}

export function createFeedClient(
  opts: { fetch?: typeof fetch; store?: FeedStore; log?: Log; now?: () => number } = {},
): FeedClient {
  const fetchFeed = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const { store, log } = opts;
  let requests = new Map<string, Request>();
  // Prefetched requests nobody waits for yet: Infinity waiters, so no caller's abort cancels them.
  // Room for the feeds of a whole main navigation (half a dozen pages of up
  // to a dozen zones) prefetched while idle, so the first links' are not
  // pushed out by the last ones'.
  const prefetched = createTtlCache<Request>({ ttlMs: PREFETCH_TTL_MS, max: 64, now: opts.now });
  const keyOf = (url: string) => url.split('#')[0] ?? url;

  function prefetch(url: string): void {
    const key = keyOf(url);
    if (requests.has(key) || prefetched.get(key)) return;
    const request = start(url, key, 'prefetch');
    request.waiting = Infinity;
    request.promise.catch(() => prefetched.delete(key));
    prefetched.set(key, request);
  }

  function start(url: string, key: string, purpose?: 'prefetch'): Request {
    const controller = new AbortController();
    const storeKey = hashString(key);
    const request: Request = { promise: Promise.resolve(), controller, waiting: 0, settled: false };
    request.promise = (async () => {
      let feed: unknown;
      try {
        const response = await fetchFeed(key, purpose
          ? { signal: controller.signal, headers: { [PURPOSE_HEADER]: purpose } }
          : { signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        feed = await response.json();
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) throw abortError();
        // Network down, server error or broken JSON: the last good answer beats none.
        const stored = await storeGet(storeKey);
        if (stored === undefined) throw new Error(feedMessages.failed(url), { cause: error });
        log?.('warn', feedMessages.fromStore(url));
        return stored;
      }
      // Not awaited: a slow or failing store must never delay or lose the answer.
      void storeSet(storeKey, feed);
      return feed;
    })();
    const settle = () => { request.settled = true; };
    request.promise.then(settle, settle);
    return request;
  }

  function load(url: string, signal?: AbortSignal): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(abortError());
    // The fragment never reaches the server, so URLs differing only there share one request.
    const key = keyOf(url);
    const session = requests;
    let request = session.get(key);
    if (!request) {
      const started = prefetched.take(key) ?? start(url, key);
      // Only answers are kept for the session; a failure or abort may be retried.
      started.promise.catch(() => { if (session.get(key) === started) session.delete(key); });
      session.set(key, started);
      request = started;
    }
    return wait(request, signal, () => {
      if (session.get(key) === request) session.delete(key);
    });
  }

  function wait(request: Request, signal: AbortSignal | undefined, forget: () => void): Promise<unknown> {
    if (!signal) {
      request.waiting = Infinity;
      return request.promise;
    }
    request.waiting += 1;
    return new Promise<unknown>((resolve, reject) => {
      const abort = () => {
        request.waiting -= 1;
        // The last interested caller left: stop the network work and let a later load retry.
        if (request.waiting === 0 && !request.settled) {
          forget();
          request.controller.abort();
        }
        reject(abortError());
      };
      signal.addEventListener('abort', abort, { once: true });
      request.promise.then(
        (feed) => { signal.removeEventListener('abort', abort); resolve(feed); },
        (error: unknown) => { signal.removeEventListener('abort', abort); reject(error); },
      );
    });
  }

  // A store is a cache: whatever it throws, synchronously or not, is ignored.
  async function storeGet(key: string): Promise<unknown> {
    try {
      return await store?.get(key);
    } catch {
      return undefined;
    }
  }

  async function storeSet(key: string, value: unknown): Promise<void> {
    try {
      await store?.set(key, value);
    } catch {
      // Quota or private mode: the page keeps working from the network.
    }
  }

  return {
    load,
    prefetch,
    // In-flight requests still answer their callers; they just stop being shared.
    clear: () => { requests = new Map(); },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
