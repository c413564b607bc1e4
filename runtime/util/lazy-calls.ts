/**
 * Calls into code that is a chunk of its own, made before it has arrived:
 * the first call loads it, every call is made in order once it is there,
 * and later calls are made at once. A chunk that fails drops the calls
 * waiting for it and calls `failed`; the next call loads again.
 */
export interface LazyCalls<T> {
  run(call: (loaded: T) => void): void;
  /** The chunk's value once it has arrived. */
  readonly loaded: T | undefined;
  /** Nothing loaded and nothing waiting: no call was made since the last drop. */
  readonly idle: boolean;
  /** Forgets the calls still waiting (a new page); a chunk that arrives for them is not used. */
  drop(): void;
}

export function createLazyCalls<T>(load: () => Promise<T>, failed: () => void): LazyCalls<T> {
  let loaded: T | undefined;
  let waiting: ((loaded: T) => void)[] | undefined;
  return {
    run(call) {
      if (loaded !== undefined) return call(loaded);
      if (waiting) return void waiting.push(call);
      const calls = (waiting = [call]);
      load().then(
        (value) => {
          if (waiting !== calls) return;
          waiting = undefined;
          loaded = value;
          for (const queued of calls) queued(value);
        },
        () => {
          if (waiting !== calls) return;
          waiting = undefined;
          failed();
        },
      );
    },
    get loaded() {
      return loaded;
    },
    get idle() {
      return loaded === undefined && waiting === undefined;
    },
    drop() {
      waiting = undefined;
    },
  };
}
