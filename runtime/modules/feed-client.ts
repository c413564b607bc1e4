import { runtimeMessages } from '../messages.js';
import type { Log } from '../types.js';
import { hashString } from '../util/hash.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import { abortError, isAbortError, untilAborted } from '../util/abort.js';
import { createTtlCache } from '../util/ttl-cache.js';
import { withoutFragment } from '../util/url.js';
import { PREFETCH_TTL_MS, PURPOSE_HEADER } from '../constants.js';
import type { FeedStore } from './feed-store.js';

export type { FeedStore, IdbFeedStoreOptions } from './feed-store.js';
export { feedUrlFor, isOutputFalse } from './feed-zone.js';

/**
 * The IndexedDB store of feed-store.ts (with idb-keyval) from a chunk of its
 * own: reads (only when the network failed) import it at once; a write is
 * first handed to `later` (the page session runs it once the page is drawn
 * and the browser idle), so the first page never waits for the store nor
 * shares its network and main thread with it while it draws. A failed
 * import reads as "nothing stored" and writes nothing; the next use tries again.
 */
export function createLazyFeedStore(
  load: () => Promise<FeedStore> = () => import('./feed-store.js').then((m) => m.createIdbFeedStore()),
  later: (write: () => void) => void = (write) => write(),
): FeedStore {
  // A store that cannot open reads as nothing stored and is not logged: the feed client reports the feed that failed.
  const store = createLazyCalls(load, () => {});
  // The newest write of each key still waiting for `later`: a delete drops it, so it is never made.
  const queued = new Map<string, object>();
  return {
    get: (key) => store.ask((s) => s.get(key), () => undefined),
    set: (key, feed) => {
      const write = {};
      queued.set(key, write);
      return new Promise<void>((resolve) => later(() => {
        // A newer write of the key comes later, and a forgotten one never.
        if (queued.get(key) !== write) return resolve();
        queued.delete(key);
        resolve(store.ask((s) => s.set(key, feed), () => undefined));
      }));
    },
    async delete(keys) {
      const waiting = keys.filter((key) => queued.delete(key));
      const stored = await store.ask((s) => s.delete(keys), () => []);
      return [...new Set([...waiting, ...stored])];
    },
  };
}

/**
 * Zone feeds: the URL a zone asks for, one
 * request per URL per page load, and the IndexedDB copy used when the network
 * fails. Across page loads nothing is kept here but prefetched answers: an
 * answer is reused only as its HTTP caching headers let the browser's cache.
 */
export interface FeedClient {
  /**
   * One page load's feeds: a URL is requested once within it and its zones
   * share the answer. `signal` is the load's: once it aborts, every wait
   * rejects with an AbortError and the load's requests are aborted. Nothing
   * is shared with another load's view.
   */
  forLoad(signal: AbortSignal): FeedLoad;
  /**
   * Requests a feed ahead of a likely visit (marked `X-Sec-Purpose:
   * prefetch`); the next page load asking for it within `PREFETCH_TTL_MS`
   * takes the answer, unless the response said `Cache-Control: no-store`.
   */
  prefetch(url: string): void;
  /**
   * Forgets what is kept of these feeds: their IndexedDB copies and any
   * prefetched answer not yet taken (a prefetch under way is aborted, so it
   * stores nothing). Resolves to how many stored copies there were.
   */
  forget(urls: readonly string[]): Promise<number>;
}

export interface FeedLoad {
  /** The feed at `url`: the network's answer, else the stored copy, else a rejection. */
  load(url: string): Promise<unknown>;
}


/** A network answer, and whether another page load may take it. */
interface Answer {
  feed: unknown;
  reusable: boolean;
}

/** A prefetch nobody has taken yet; only the load that takes it may abort it. */
interface Prefetch {
  answer: Promise<Answer>;
  controller: AbortController;
}

const NO_STORE = /(?:^|,)\s*no-store\s*(?:,|$)/i;

export function createFeedClient(
  opts: { fetch?: typeof fetch; store?: FeedStore; log?: Log; now?: () => number } = {},
): FeedClient {
  const fetchFeed = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const { store, log } = opts;
  // Room for the feeds of a whole main navigation (half a dozen pages of up
  // to a dozen zones) prefetched while idle, so the first links' are not
  // pushed out by the last ones'.
  const prefetched = createTtlCache<Prefetch>({ ttlMs: PREFETCH_TTL_MS, max: 64, now: opts.now });
  // The fragment never reaches the server, so URLs differing only there share one request.
  const keyOf = withoutFragment;

  function forLoad(signal: AbortSignal): FeedLoad {
    // Lives as long as the load's view: no answer outlives its page load here.
    const requests = new Map<string, Promise<unknown>>();
    return {
      load(url) {
        if (signal.aborted) return Promise.reject(abortError());
        const key = keyOf(url);
        let feed = requests.get(key);
        if (!feed) {
          const started = answer(url, key, signal);
          // Only answers are shared; after a failure a later ask tries again.
          started.catch(() => { if (requests.get(key) === started) requests.delete(key); });
          requests.set(key, started);
          feed = started;
        }
        // Zones of one load share its signal: when it aborts, every waiter
        // of the request has given up and the request itself is aborted.
        return untilAborted(feed, signal);
      },
    };
  }

  function prefetch(url: string): void {
    const key = keyOf(url);
    if (prefetched.get(key)) return;
    const controller = new AbortController();
    const entry: Prefetch = { answer: request(key, controller.signal, 'prefetch'), controller };
    const forget = () => { if (prefetched.get(key) === entry) prefetched.delete(key); };
    entry.answer.then(({ reusable }) => { if (!reusable) forget(); }, forget);
    prefetched.set(key, entry);
  }

  async function answer(url: string, key: string, signal: AbortSignal): Promise<unknown> {
    const taken = prefetched.take(key);
    try {
      return (await (taken ? fromPrefetch(taken, key, signal) : request(key, signal))).feed;
    } catch (error) {
      if (signal.aborted || isAbortError(error)) throw abortError();
      // Network down, server error or broken JSON: the last good answer beats none.
      const stored = await storeGet(hashString(key));
      if (stored === undefined) throw new Error(runtimeMessages.feedFailed(url), { cause: error });
      log?.('warn', runtimeMessages.feedFromStore(url));
      return stored;
    }
  }

  /** The prefetched answer, unless it may not be reused or failed: then the load asks itself. */
  async function fromPrefetch(taken: Prefetch, key: string, signal: AbortSignal): Promise<Answer> {
    // Taken out of the cache, the prefetch is this load's alone to give up.
    const abort = () => taken.controller.abort();
    signal.addEventListener('abort', abort, { once: true });
    try {
      const prefetchedAnswer = await taken.answer;
      if (prefetchedAnswer.reusable) return prefetchedAnswer;
    } catch {
      // A failed prefetch is no verdict on the feed.
      if (signal.aborted) throw abortError();
    } finally {
      signal.removeEventListener('abort', abort);
    }
    return request(key, signal);
  }

  async function request(key: string, signal: AbortSignal, purpose?: 'prefetch'): Promise<Answer> {
    // The default cache mode: across page loads the browser's HTTP cache
    // answers as the response's headers allow.
    const response = await fetchFeed(key, purpose ? { signal, headers: { [PURPOSE_HEADER]: purpose } } : { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const feed: unknown = await response.json();
    // Not awaited: a slow or failing store must never delay or lose the answer.
    void storeSet(hashString(key), feed);
    return { feed, reusable: !NO_STORE.test(response.headers.get('cache-control') ?? '') };
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

  async function forget(urls: readonly string[]): Promise<number> {
    const keys = urls.map(keyOf);
    for (const key of keys) prefetched.take(key)?.controller.abort();
    try {
      return (await store?.delete(keys.map(hashString)))?.length ?? 0;
    } catch {
      return 0;
    }
  }

  return { forLoad, prefetch, forget };
}
