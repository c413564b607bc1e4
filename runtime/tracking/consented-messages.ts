/**
 * The log texts of what only consent lets run (consented.ts, a chunk of its
 * own: the analytics library and the other tags). Kept beside the chunk, so
 * `tf.js` carries none of them.
 */
export const consentedMessages = {
  /** The legacy catalogue's text for the Coda tag that never appeared. */
  codaGaveUp: 'gave up waiting for coda',
  /** The legacy catalogue has no text for a tag whose own API throws. */
  tagFailed: (tag: string) => `The ${tag} tag failed with an error`,
  analyticsFailed: (src: string) => `The analytics library failed to load from ${src}; it is tried again on the next call`,
  analyticsCallFailed: (type: string) => `The analytics library failed on a ${type} call`,
} as const;
