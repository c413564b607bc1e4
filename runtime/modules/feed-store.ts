import { createStore, get, set, setMany, type UseStore } from 'idb-keyval';
import { whenIdle as idle } from '../util/idle.js';

/** Where the last good answer of every feed is kept (spec 000 §3 "In-browser database"). */
export interface FeedStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

export interface IdbFeedStoreOptions {
  /** Runs `flush` when the page is idle; `requestIdleCallback` (or a timeout) by default. */
  whenIdle?(flush: () => void): void;
}

/** The page may be busy for long; a write waits for idle at most this long. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Feeds kept in IndexedDB database `TriforceDB`, store `feeds` (spec 000 §3).
 * Writes are gathered and made in one transaction when the page is idle: a
 * page's dozen feeds arrive while it draws, and a transaction each would cost
 * main-thread time right then. Reads see gathered writes at once. Every
 * failure (no IndexedDB, private mode, quota, a database of another shape)
 * reads as "nothing stored" and writes as a no-op.
 */
export function createIdbFeedStore(options: IdbFeedStoreOptions = {}): FeedStore {
  const whenIdle = options.whenIdle ?? ((flush: () => void) => void idle(flush, IDLE_TIMEOUT_MS));
  // Opened on first use: createStore opens the database at once, and throws
  // synchronously where IndexedDB is missing.
  let idb: UseStore | undefined;
  const open = (): UseStore => (idb ??= createStore('TriforceDB', 'feeds'));
  let pending = new Map<string, unknown>();
  let written: Promise<void> | undefined;

  function flush(): Promise<void> {
    const entries = [...pending];
    pending = new Map();
    written = undefined;
    return (async () => {
      try {
        await setMany(entries, open());
      } catch {
        // One value the database refuses fails the whole transaction: the
        // others are written one by one, and any failure there is swallowed.
        await Promise.all(entries.map(([key, value]) => set(key, value, open()).catch(() => undefined)))
          .catch(() => undefined);
      }
    })();
  }

  return {
    async get(key) {
      if (pending.has(key)) return pending.get(key);
      try {
        return await get<unknown>(key, open());
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      pending.set(key, value);
      written ??= new Promise<void>((resolve) => whenIdle(() => void flush().then(resolve)));
      return written;
    },
  };
}
