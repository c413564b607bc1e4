import { readStorageItem, storageKey, type SiteStorage } from '../../runtime/util/storage.js';
import { siteStorageOf } from '../shared/site-storage.js';

export { siteStorageOf };

/**
 * The visitor's favourite shows, a JSON array of show slugs kept through site
 * storage: host-keyed, and in a cookie where local storage
 * refuses (Safari's private mode, a full quota), so the choice still lasts.
 * Junk (another format, another script's value) reads as no favourites.
 */
export const FAVOURITES_KEY = 'favourite-shows';

/**
 * Where favourites were kept before: a raw local storage key. A value found
 * there is moved to site storage once, on the first read that finds no
 * favourites under the new key: a returning visitor keeps the shows they
 * chose, and the raw key is removed so the move never happens twice. It was
 * never host-keyed, so it goes to whichever site on the origin reads it
 * first, as it was already shared by them.
 */
export const LEGACY_FAVOURITES_KEY = 'ltn:favourite-shows';

/** The local storage key the favourites live under on `host`, to tell their `storage` events. */
export const favouritesStorageKey = (host: string): string => storageKey(FAVOURITES_KEY, host);

/** The slugs of a stored value; undefined when it is not a JSON array. */
function parseSlugs(raw: string | null | undefined): string[] | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string') : undefined;
  } catch {
    return undefined;
  }
}

/** Moves a list left under the raw key into site storage; the list, or none. */
function migrate(site: SiteStorage, legacy: Pick<Storage, 'getItem' | 'removeItem'> | undefined): string[] {
  const slugs = parseSlugs(readStorageItem(legacy, LEGACY_FAVOURITES_KEY));
  if (!slugs) return [];
  // Removed only once the list is safe elsewhere; otherwise the next read tries again.
  if (site.set(FAVOURITES_KEY, JSON.stringify(slugs)) !== false) {
    try {
      legacy?.removeItem(LEGACY_FAVOURITES_KEY);
    } catch {
      // Left behind: harmless, the site key is read first from now on.
    }
  }
  return slugs;
}

/** The stored favourites; `legacy` is the local storage that may still hold the raw key. */
export function readFavourites(site: SiteStorage, legacy?: Pick<Storage, 'getItem' | 'removeItem'>): string[] {
  const stored = site.get(FAVOURITES_KEY);
  return stored === undefined ? migrate(site, legacy) : (parseSlugs(stored) ?? []);
}

/** The list with `slug` added or removed, written back through site storage. */
export function toggleFavourite(site: SiteStorage, current: readonly string[], slug: string): string[] {
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug];
  // Refused by storage and cookies alike: the in-memory list is still right for this visit.
  site.set(FAVOURITES_KEY, JSON.stringify(next));
  return next;
}
