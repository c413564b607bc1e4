import { localStorageOf, writeStorageItem } from '../../runtime/util/storage.js';

/**
 * The visitor's favourite shows, kept in local storage as a JSON array of
 * show slugs. Storage may be missing, full or hold junk (private browsing,
 * an older format): reads then give an empty list and writes are dropped,
 * so the toggle still works for the visit.
 */
export const FAVOURITES_KEY = 'ltn:favourite-shows';

export function readFavourites(storage: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string') : [];
  } catch {
    return [];
  }
}

/** The list with `slug` added or removed; written back when storage allows. */
export function toggleFavourite(storage: Storage | undefined, current: readonly string[], slug: string): string[] {
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug];
  // Refused (quota, privacy mode): the in-memory list is still right for this visit.
  writeStorageItem(storage, FAVOURITES_KEY, JSON.stringify(next));
  return next;
}

/** `localStorage`, or undefined where reading the property itself throws (sandboxed frames). */
export const localStore: (win: Window) => Storage | undefined = localStorageOf;
