/**
 * The consent store's log texts, part of `runtimeMessages`
 * (runtime/messages.ts) and apart from it so the standalone elements that
 * carry the store (`<tf-signin>`'s beacons ask it) do not carry the whole
 * runtime's catalogue. The legacy catalogue has no text for a broken platform; consent
 * stays not granted.
 */
export const consentMessages = {
  consentPlatformFailed: 'The consent platform (__tcfapi) failed to answer; consent stays not granted',
  consentListenerFailed: 'A consent listener failed with an error',
} as const;
