import { readCookie, removeCookie, writeSharedCookie, type CookieSource } from './cookies.js';

/**
 * Local storage that never throws. Reading
 * `window.localStorage` throws in sandboxed frames, `setItem` throws in
 * Safari's private mode and when the quota is full: every such failure falls
 * back to a shared cookie under the same key, so the value still lasts.
 */

/** `window.localStorage`, or undefined where reading the property itself throws. */
export function localStorageOf(win: Pick<Window, 'localStorage'>): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/** `storage.getItem(key)`, or null when there is no storage or it throws. */
export function readStorageItem(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** `storage.setItem(key, value)`; false when there is no storage or it refuses. */
export function writeStorageItem(storage: Pick<Storage, 'setItem'> | undefined, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The stored key of `key` on `host`: prefixed and suffixed with the host,
 * so sites sharing an origin's storage or a parent domain's
 * cookies never read each other's values.
 */
export function storageKey(key: string, host: string): string {
  return `${host}_${key}_${host}`;
}

export interface SiteStorageOptions {
  /** From `localStorageOf(window)`; undefined when the page has none. */
  storage: Storage | undefined;
  cookies?: CookieSource;
  /** The site's host name (`location.hostname`: cookies do not see ports). */
  host: string;
  /** Epoch ms, for the fallback cookie's expiry. */
  now?: () => number;
}

export interface SiteStorage {
  /** The value under `key`, from storage or else its fallback cookie. */
  get(key: string): string | undefined;
  /**
   * Stores `value`. Where it landed: `'local'`, or `'cookie'` when storage
   * threw; the cookie lasts `expiryMinutes` (none: the shared cookie's 1000
   * days). `false` when neither could hold it.
   */
  set(key: string, value: string, expiryMinutes?: number): 'local' | 'cookie' | false;
  remove(key: string): void;
}

export function createSiteStorage(options: SiteStorageOptions): SiteStorage {
  const { storage, host } = options;
  const cookies = options.cookies ?? document;
  const now = options.now ?? Date.now;
  const full = (key: string) => storageKey(key, host);
  // Keys and hosts may hold characters a cookie name may not (`:`, spaces,
  // parentheses); percent-encoding keeps the fallback name a valid token.
  const cookieName = (key: string) => encodeURIComponent(full(key)).replace(/\(/g, '%28').replace(/\)/g, '%29');

  return {
    get(key) {
      // A null from storage may mean the value was written to the cookie when storage refused it.
      return readStorageItem(storage, full(key)) ?? readCookie(cookieName(key), cookies);
    },
    set(key, value, expiryMinutes) {
      const name = cookieName(key);
      if (writeStorageItem(storage, full(key), value)) {
        // A value left in the fallback cookie by an earlier failure is stale now.
        if (readCookie(name, cookies) !== undefined) removeCookie(name, cookies);
        return 'local';
      }
      writeSharedCookie(name, { value, expiry: expiryMinutes }, cookies, now());
      // Read back: cookies may be disabled too, and then nothing holds the value.
      return readCookie(name, cookies) === value ? 'cookie' : false;
    },
    remove(key) {
      try {
        storage?.removeItem(full(key));
      } catch {
        // Nothing stored there to remove, then.
      }
      const name = cookieName(key);
      if (readCookie(name, cookies) !== undefined) removeCookie(name, cookies);
    },
  };
}
