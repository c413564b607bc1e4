import { runtimeMessages } from '../messages.js';
import type { Log } from '../types.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import { createQueueInput, DEFAULT_QUEUE, type QueueInput } from './queue-input.js';
import type { Queues } from './queues.js';

/**
 * `window.Triforce.queues` as `tf.js` carries it: the checks and answers of
 * `create` and `add`, while the queue engine (queues.ts) is a chunk loaded
 * by the first valid `create` or `add`, since only classic-script modules
 * use queues. Calls made before it arrives are made on it in order;
 * releases made before any queue was used are remembered for it. A chunk
 * that fails is logged, its calls dropped, and the next use tries again.
 */
export function createLazyQueues(opts: { log: Log; load: (input: QueueInput) => Promise<Queues> }): Queues {
  const { log } = opts;
  const check = createQueueInput(log);
  // Names created since the last clear: `create` answers for them at once.
  const names = new Set<string>();
  // Types released while no queue was used: nothing to load for, yet.
  const released = new Set<string>();
  const engine = createLazyCalls(() => opts.load(check), () => {
    names.clear();
    log('error', runtimeMessages.queuesFailed);
  });

  function withEngine(call: (queues: Queues) => void): void {
    if (engine.idle) {
      engine.run((queues) => {
        for (const type of released) queues.release(type);
        released.clear();
      });
    }
    engine.run(call);
  }

  return {
    create(input) {
      const spec = check.spec(input);
      if (!spec) return false;
      if (names.has(spec.name)) return check.exists(spec.name);
      names.add(spec.name);
      withEngine((queues) => queues.create(input));
      return true;
    },
    add(entry) {
      if (!check.item(entry)) return false;
      withEngine((queues) => queues.add(entry));
      return true;
    },
    release(type = DEFAULT_QUEUE) {
      if (engine.idle) released.add(type);
      else engine.run((queues) => queues.release(type));
    },
    clear() {
      names.clear();
      released.clear();
      // Calls still waiting belong to the page that made them.
      engine.drop();
      engine.loaded?.clear();
    },
  };
}
