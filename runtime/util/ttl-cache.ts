/**
 * A small map whose entries expire `ttlMs` after they were set and which
 * holds at most `max` of them (the oldest goes first). For prefetched answers
 * a click may soon want; `take` hands an entry over exactly once.
 */
export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** The fresh entry, removed from the cache. */
  take(key: string): V | undefined;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<V>(options: { ttlMs: number; max: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, { value: V; expires: number }>();

  function fresh(key: string) {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) entries.delete(key);
    return entry && entry.expires > now() ? entry : undefined;
  }

  return {
    get: (key) => fresh(key)?.value,
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + options.ttlMs });
      // Maps iterate in insertion order: the first keys are the oldest.
      for (const old of entries.keys()) {
        if (entries.size <= options.max) break;
        entries.delete(old);
      }
    },
    take(key) {
      const entry = fresh(key);
      entries.delete(key);
      return entry?.value;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
