import { messages, runtimeMessages } from '../messages.js';
import type { Log } from '../types.js';

/**
 * The checks on what classic scripts hand `window.Triforce.queues`, shared by
 * the queue engine (queues.ts) and the front `tf.js` carries (lazy-queues.ts),
 * which must answer `create` and `add` before the engine has arrived.
 */

export interface QueueSpec {
  name: string;
  type: string;
  load: () => unknown;
  process: (item: unknown) => unknown;
}

export const DEFAULT_QUEUE = 'default';

export const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
export const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** `{ queueName, loadFunction, processFunction, type? }`, or undefined (logged) when invalid. */
export function readQueueSpec(spec: unknown, log: Log): QueueSpec | undefined {
  const { queueName, loadFunction, processFunction, type } = record(spec) ?? {};
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
}

/** `{ queueName, item }`, or undefined (logged) when invalid. */
export function readQueueItem(entry: unknown, log: Log): { queueName: string; item: unknown } | undefined {
  const fields = record(entry);
  const queueName = fields?.queueName;
  if (!isName(queueName) || fields?.item === undefined) {
    log('error', messages.queueItem);
    return undefined;
  }
  return { queueName, item: fields.item };
}

/** The second `create` of a name: refused and logged. */
export function refuseExisting(name: string, log: Log): false {
  log('warn', runtimeMessages.queueExists(name));
  return false;
}
