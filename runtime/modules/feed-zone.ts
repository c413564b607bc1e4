import type { Zone } from '../types.js';
import { isRecord } from '../util/guards.js';
import { httpUrl } from '../util/url.js';

/** What a zone asks of its feed, and what a feed may tell its zone. */

/**
 * `zone.feed` with `lang=true` when the page has language preferences and
 * `mobile=true` for a `mobile: true` zone on a mobile device, as an absolute
 * URL. A parameter the feed URL already carries is left as the manifest wrote
 * it. Anything but http(s) (javascript:, data:…) gives undefined.
 */
export function feedUrlFor(
  zone: Zone,
  env: { languagePreferences: boolean; mobile: boolean },
  baseUrl: string,
): string | undefined {
  const url = httpUrl(zone.feed, baseUrl);
  if (url === undefined) return undefined;
  const extra: string[] = [];
  if (env.languagePreferences && !url.searchParams.has('lang')) extra.push('lang=true');
  if (env.mobile && zone.mobile === true && !url.searchParams.has('mobile')) extra.push('mobile=true');
  // Appended by hand: rewriting through searchParams would re-encode the
  // manifest's own query (%20 → +) and change the URL the cache is keyed by.
  if (extra.length > 0) url.search = url.search === '' ? `?${extra.join('&')}` : `${url.search}&${extra.join('&')}`;
  return url.href;
}

/** `result.output === false`: the feed asks for its module to be removed. */
export function isOutputFalse(feed: unknown): boolean {
  if (!isRecord(feed)) return false;
  const result = feed['result'];
  return isRecord(result) && result['output'] === false;
}
