import { createStore, del, delMany, entries, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval';
import { FEED_STORE_MAX_AGE_MS, FEED_STORE_MAX_ENTRIES } from '../constants.js';
import { isRecord } from '../util/guards.js';
import { whenIdle as idle } from '../util/idle.js';

/** Where the last good answer of every feed is kept. */
export interface FeedStore {
  /** The feed last saved under `key`, or undefined when there is none young enough to use. */
  get(key: string): Promise<unknown>;
  set(key: string, feed: unknown): Promise<void>;
  /**
   * Forgets the feeds saved under `keys`, written or still waiting to be;
   * resolves to the keys that had one. Every other entry stays.
   */
  delete(keys: readonly string[]): Promise<string[]>;
}

export interface IdbFeedStoreOptions {
  /** Runs `flush` when the page is idle; `requestIdleCallback` (or a timeout) by default. */
  whenIdle?(flush: () => void): void;
  /** Epoch ms, for the age of entries; `Date.now` by default. */
  now?(): number;
  /** The idb-keyval store; TriforceDB/feeds by default. Called on first use. */
  open?(): UseStore;
  /** `FEED_STORE_MAX_ENTRIES` by default. */
  maxEntries?: number;
}

/** What is written: the feed and when it was saved, so its age can be told. */
interface SavedFeed {
  savedAt: number;
  feed: unknown;
}

/** The page may be busy for long; a write waits for idle at most this long. */
const IDLE_TIMEOUT_MS = 2000;
/**
 * A store over its bound is cut to this share of it: finding the oldest means
 * reading every entry, which then happens once per fifty new feeds rather
 * than at every flush of a full store.
 */
const EVICT_TO = 0.75;

/**
 * Feeds kept in IndexedDB database `TriforceDB`, store `feeds`.
 * Writes are gathered and made in one transaction when the page is idle: a
 * page's dozen feeds arrive while it draws, and a transaction each would cost
 * main-thread time right then. Reads see gathered writes at once. An entry
 * older than `FEED_STORE_MAX_AGE_MS`, or written before entries carried their
 * time (a bare feed), is never read and is deleted when met; after a flush the
 * oldest entries beyond `maxEntries` are evicted. Every failure (no IndexedDB,
 * private mode, quota, a database of another shape) reads as "nothing stored"
 * and writes as a no-op.
 */
export function createIdbFeedStore(options: IdbFeedStoreOptions = {}): FeedStore {
  const whenIdle = options.whenIdle ?? ((flush: () => void) => void idle(flush, IDLE_TIMEOUT_MS));
  const now = options.now ?? (() => Date.now());
  const maxEntries = options.maxEntries ?? FEED_STORE_MAX_ENTRIES;
  // Opened on first use: createStore opens the database at once, and throws
  // synchronously where IndexedDB is missing.
  let idb: UseStore | undefined;
  const open = (): UseStore => (idb ??= (options.open ?? (() => createStore('TriforceDB', 'feeds')))());
  let pending = new Map<string, SavedFeed>();
  let written: Promise<void> | undefined;
  // The flush under way: a delete waits for it, or its batch would write a forgotten feed back.
  let flushing: Promise<void> = Promise.resolve();

  /** Saved, and not too old to use. One saved "in the future" (a clock set back) has no known age: not usable either. */
  function usable(value: unknown): value is SavedFeed {
    if (!isRecord(value) || typeof value['savedAt'] !== 'number' || !Object.hasOwn(value, 'feed')) return false;
    const age = now() - value['savedAt'];
    return age >= 0 && age <= FEED_STORE_MAX_AGE_MS;
  }

  async function flush(): Promise<void> {
    const batch = [...pending];
    pending = new Map();
    written = undefined;
    const wrote = await quietly(async () => {
      await setMany(batch, open());
      return true;
    });
    // One value the database refuses fails the whole transaction: the others
    // are written one by one.
    if (!wrote) await Promise.all(batch.map(([key, saved]) => quietly(() => set(key, saved, open()))));
    await quietly(evict);
  }

  async function evict(): Promise<void> {
    const store = open();
    if ((await keys(store)).length <= maxEntries) return;
    const all = await entries<IDBValidKey, unknown>(store);
    const newestFirst = all
      .filter((entry): entry is [IDBValidKey, SavedFeed] => usable(entry[1]))
      .sort(([, a], [, b]) => b.savedAt - a.savedAt);
    const kept = new Set(newestFirst.slice(0, Math.floor(maxEntries * EVICT_TO)).map(([key]) => key));
    await delMany(all.map(([key]) => key).filter((key) => !kept.has(key)), store);
  }

  return {
    async get(key) {
      const saved = pending.get(key) ?? await quietly(() => get<unknown>(key, open()));
      if (saved === undefined) return undefined;
      if (usable(saved)) return saved.feed;
      // Never to be used again: kept, it would only take room from a fresh one.
      if (!pending.has(key)) await quietly(() => del(key, open()));
      return undefined;
    },
    set(key, feed) {
      pending.set(key, { savedAt: now(), feed });
      written ??= new Promise<void>((resolve) => whenIdle(() => {
        flushing = flush();
        void flushing.then(resolve);
      }));
      return written;
    },
    async delete(forgotten) {
      const unique = [...new Set(forgotten)];
      const waiting = unique.filter((key) => pending.delete(key));
      await flushing;
      const found = await quietly(async () => {
        const store = open();
        const saved = await getMany(unique, store);
        const present = unique.filter((_, i) => saved[i] !== undefined);
        await delMany(present, store);
        return present;
      });
      return [...new Set([...waiting, ...(found ?? [])])];
    },
  };
}

/** IndexedDB is a cache here: whatever it throws, at once or later, comes out as undefined. */
async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}
