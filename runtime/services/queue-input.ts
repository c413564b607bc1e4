import { messages, runtimeMessages } from '../messages.js';
import type { Log } from '../types.js';

/**
 * The checks on what classic scripts hand `window.Triforce.queues`. The
 * front `tf.js` carries (lazy-queues.ts) must answer `create` and `add`
 * before the queue engine (queues.ts) has arrived, so it owns them and
 * passes them to the engine: the engine's chunk then shares no module with
 * `tf.js` that `tf.js` would have to load as a chunk of its own.
 */
export interface QueueSpec {
  name: string;
  type: string;
  load: () => unknown;
  process: (item: unknown) => unknown;
}

export interface QueueInput {
  /** `{ queueName, loadFunction, processFunction, type? }`, or undefined (logged) when invalid. */
  spec(input: unknown): QueueSpec | undefined;
  /** `{ queueName, item }`, or undefined (logged) when invalid. */
  item(entry: unknown): { queueName: string; item: unknown } | undefined;
  /** The answer to a second `create` of `name`: false, logged. */
  exists(name: string): false;
}

export const DEFAULT_QUEUE = 'default';

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function createQueueInput(log: Log): QueueInput {
  return {
    spec(input) {
      const { queueName, loadFunction, processFunction, type } = record(input) ?? {};
      if (!isName(queueName) || typeof loadFunction !== 'function' || typeof processFunction !== 'function') {
        log('error', messages.queueCreate);
        return undefined;
      }
      return {
        name: queueName,
        type: isName(type) ? type : DEFAULT_QUEUE,
        load: () => loadFunction(),
        process: (item) => processFunction(item),
      };
    },
    item(entry) {
      const fields = record(entry);
      const queueName = fields?.queueName;
      if (!isName(queueName) || fields?.item === undefined) {
        log('error', messages.queueItem);
        return undefined;
      }
      return { queueName, item: fields.item };
    },
    exists(name) {
      log('warn', runtimeMessages.queueExists(name));
      return false;
    },
  };
}
