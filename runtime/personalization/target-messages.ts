/**
 * The at.js adapter's texts (personalization errors are only
 * logged). They live beside the adapter, not in runtime/messages.ts, so
 * `tf.js` carries none of them: only the adapter's chunk logs them.
 */
export const targetMessages = {
  personalizationGaveUp: 'gave up waiting for adobe.target',
  offerFailed: (mbox: string, reason: string) => `Personalization offer ${mbox} failed: ${reason}`,
  offerTimedOut: (mbox: string) => `Personalization offer ${mbox} timed out`,
  offerOutsideZones: (mbox: string) => `Personalization offer ${mbox}: an action targeting no zone was not applied`,
} as const;
