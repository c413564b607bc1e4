/**
 * The queue engine's log texts (queues.ts, a chunk of its own). Kept beside
 * the chunk, so `tf.js` carries none of them: only the engine logs them.
 * The checks `tf.js` makes on what scripts pass in log from runtime/messages.ts.
 */
export const queuesMessages = {
  queueProcessFailed: (queue: string) => `Queue ${queue}: processFunction failed for an item`,
  queueLoadFailed: (queue: string) => `Queue ${queue}: loadFunction failed, its items are dropped`,
} as const;
