/**
 * Which browsers can play full episodes ("The player throws when
 * playback is unsupported (iOS below 6, iPod, Android other than Chrome at
 * 4.43 or above, Windows Phone, IE below 10)"). Pure: the user agent in, a
 * verdict out; runtime/tve/player.ts throws on it.
 *
 * "Android other than Chrome at 4.43 or above" is read as: on Android, only
 * Chrome plays, and only on Android 4.4.3 or later. "4.43" is the legacy way
 * of writing Android 4.4.3 (the third component glued to the second, as the
 * old code compared versions as decimals: 4.4.2 → 4.42, 4.4.3 → 4.43,
 * 5.0 → 5.0). A Chrome *browser* version 4.43 never existed on Android
 * (Chrome for Android began at 18), so that reading would make the rule
 * empty. Versions are compared component by component, so 4.4 (= 4.4.0) is
 * below the line, 4.4.3 and 4.4.4 are on or above it, and 10 is above it.
 */

/** The first Android release whose Chrome plays. */
export const MIN_ANDROID: readonly number[] = [4, 4, 3];
/** iOS below this major version cannot play. */
export const MIN_IOS = 6;
/** Internet Explorer below this version cannot play. */
export const MIN_IE = 10;

export type PlaybackVerdict =
  | { supported: true }
  | { supported: false; reason: 'windows-phone' | 'ipod' | 'old-ios' | 'android-browser' | 'old-android' | 'old-ie' };

/** `"4.4.3"` or `"4_4_3"` → `[4, 4, 3]`; missing components count as 0 when compared. */
function versionOf(text: string): number[] {
  return text.split(/[._]/).map((part) => Number.parseInt(part, 10)).filter((n) => Number.isFinite(n));
}

/** Component-wise `a >= b`, missing components being 0. */
export function versionAtLeast(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}

/**
 * Chrome itself, not a browser that borrows its token: Samsung Internet,
 * Opera, Edge, and the Android WebView (`; wv)` or the stock browser's
 * `Version/4.0` beside `Chrome/`) all say "Chrome" too.
 */
function isChrome(ua: string): boolean {
  return /\b(?:Chrome|CriOS)\/\d/.test(ua) && !/SamsungBrowser|OPR\/|EdgA?\/|; wv\)|\bVersion\/\d/.test(ua);
}

export function playbackVerdict(userAgent: string): PlaybackVerdict {
  const ua = userAgent;
  // First: Windows Phone agents also claim Android and iPhone.
  if (/Windows Phone|IEMobile/i.test(ua)) return { supported: false, reason: 'windows-phone' };
  if (/\biPod\b/.test(ua)) return { supported: false, reason: 'ipod' };
  const ios = /\b(?:iPhone|iPad)\b.*?\bOS (\d+(?:_\d+)*)/.exec(ua);
  if (ios && !versionAtLeast(versionOf(ios[1]!), [MIN_IOS])) return { supported: false, reason: 'old-ios' };
  const android = /\bAndroid(?:\s+(\d+(?:\.\d+)*))?/.exec(ua);
  if (android) {
    if (!isChrome(ua)) return { supported: false, reason: 'android-browser' };
    // An Android agent without a version (some tablets hide it) cannot be shown to be new enough.
    if (!android[1] || !versionAtLeast(versionOf(android[1]), MIN_ANDROID)) return { supported: false, reason: 'old-android' };
  }
  const ie = /\bMSIE (\d+(?:\.\d+)?)/.exec(ua);
  if (ie && !versionAtLeast(versionOf(ie[1]!), [MIN_IE])) return { supported: false, reason: 'old-ie' };
  return { supported: true };
}

/** Whether a browser with this user agent can play full episodes. */
export function playbackSupported(userAgent: string): boolean {
  return playbackVerdict(userAgent).supported;
}
