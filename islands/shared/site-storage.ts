import { createSiteStorage, localStorageOf, type SiteStorage } from '../../runtime/util/storage.js';

/**
 * The window's site storage: local storage keyed by its host, with the
 * shared-cookie fallback where local storage refuses (Safari's private
 * mode, a full quota), so what a visitor chose still lasts.
 */
export function siteStorageOf(win: Window): SiteStorage {
  return createSiteStorage({ storage: localStorageOf(win), cookies: win.document, host: win.location.hostname });
}

/** A stored JSON value, or undefined when it is absent or not JSON (another format, another script's value). */
export function readStoredJson(site: SiteStorage, key: string): unknown {
  const raw = site.get(key);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
