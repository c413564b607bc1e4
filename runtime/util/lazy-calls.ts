import { abortError } from './abort.js';

/**
 * Calls into code that is a chunk of its own, made before it has arrived:
 * the first call (or `warm()`) loads it, every call is made in order once it
 * is there, and later calls are made at once. A chunk that fails is reported
 * once through `failed`, however many calls were waiting; those calls are
 * dropped (an `ask` settles with its `otherwise`), and the next call loads
 * again. This is the one way `tf.js` reaches its lazy chunks, so that every
 * front keeps the same order and failure rules.
 */
export interface LazyCalls<T> {
  run(call: (loaded: T) => void): void;
  /**
   * `run` with an answer: what `use` returns once the chunk is there, or,
   * when the chunk failed or the call was dropped, what `otherwise` makes of
   * the reason. Never throws synchronously.
   */
  ask<R>(use: (loaded: T) => R | PromiseLike<R>, otherwise: (reason: unknown) => R | PromiseLike<R>): Promise<R>;
  /** Loads the chunk ahead of the first call; nothing when it is loaded or on its way. */
  warm(): void;
  /** The chunk's value once it has arrived. */
  readonly loaded: T | undefined;
  /** Nothing loaded and nothing waiting: no call was made since the last drop or failure. */
  readonly idle: boolean;
  /** Forgets the calls still waiting (a new page); a chunk that arrives for them is not used. */
  drop(): void;
}

interface Waiting<T> {
  calls: ((loaded: T) => void)[];
  /** What the waiting `ask`s do when their chunk never comes. */
  lost: ((reason: unknown) => void)[];
}

export function createLazyCalls<T>(load: () => Promise<T>, failed: (error: unknown) => void): LazyCalls<T> {
  let loaded: T | undefined;
  let waiting: Waiting<T> | undefined;

  function run(call: (loaded: T) => void, lost?: (reason: unknown) => void): void {
    if (loaded !== undefined) return call(loaded);
    if (waiting) {
      waiting.calls.push(call);
      if (lost) waiting.lost.push(lost);
      return;
    }
    const these: Waiting<T> = (waiting = { calls: [call], lost: lost ? [lost] : [] });
    load().then(
      (value) => {
        if (waiting !== these) return;
        waiting = undefined;
        loaded = value;
        for (const queued of these.calls) queued(value);
      },
      (error: unknown) => {
        if (waiting !== these) return;
        waiting = undefined;
        failed(error);
        for (const settle of these.lost) settle(error);
      },
    );
  }

  function drop(): void {
    const dropped = waiting;
    waiting = undefined;
    for (const settle of dropped?.lost ?? []) settle(abortError());
  }

  return {
    run: (call) => run(call),
    ask<R>(use: (loaded: T) => R | PromiseLike<R>, otherwise: (reason: unknown) => R | PromiseLike<R>) {
      return new Promise<R>((resolve, reject) => {
        const settle = (answer: () => R | PromiseLike<R>) => {
          try {
            resolve(answer());
          } catch (error) {
            reject(error);
          }
        };
        run((value) => settle(() => use(value)), (reason) => settle(() => otherwise(reason)));
      });
    },
    warm() {
      if (loaded === undefined && waiting === undefined) run(() => {});
    },
    get loaded() {
      return loaded;
    },
    get idle() {
      return loaded === undefined && waiting === undefined;
    },
    drop,
  };
}
