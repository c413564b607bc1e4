import type { SiteStorage } from '../../runtime/util/storage.js';
import { readStoredJson } from '../shared/site-storage.js';

/**
 * The notices the visitor accepted, a JSON array of notice ids in site
 * storage. A stored value of another shape reads as none accepted (the
 * notice shows again: the safe side), and ids of other notices are kept
 * on every write.
 */
export const ACCEPTED_NOTICES_KEY = 'accepted-notices';

/** At most this many ids are kept, the newest last: a bound on what one key holds. */
export const MAX_ACCEPTED = 50;

export function acceptedNotices(site: SiteStorage): string[] {
  const value = readStoredJson(site, ACCEPTED_NOTICES_KEY);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id.length <= 64) : [];
}

/** Adds `id` to the accepted notices; false when storage and its cookie both refused (what was stored stays as it was). */
export function acceptNotice(site: SiteStorage, id: string): boolean {
  const ids = [...acceptedNotices(site).filter((other) => other !== id), id].slice(-MAX_ACCEPTED);
  return site.set(ACCEPTED_NOTICES_KEY, JSON.stringify(ids)) !== false;
}

/**
 * Where "Take me back" goes. Back, when the entry before this one is a page
 * of this site: the visitor came here by an in-page visit (the document
 * first loaded another address), or followed a link of this site to it.
 * Otherwise (a link from elsewhere, a new tab) to `fallback`, never off the site.
 */
export function declineTarget(at: { href: string; firstHref?: string; referrer: string; historyLength: number }, fallback: string): 'back' | string {
  if (at.historyLength < 2) return fallback;
  const here = new URL(at.href);
  const strip = (url: URL) => url.origin + url.pathname + url.search;
  if (at.firstHref) {
    try {
      if (strip(new URL(at.firstHref)) !== strip(here)) return 'back';
    } catch {
      // Not an address: nothing learned from it.
    }
  }
  try {
    const from = new URL(at.referrer);
    if (from.origin === here.origin && strip(from) !== strip(here)) return 'back';
  } catch {
    // No referrer (typed, bookmarked, stripped by policy).
  }
  return fallback;
}
