import { readCookie, removeCookie, writeSharedCookie, type CookieSource } from '../../util/cookies.js';
import { localStorageOf, readStorageItem, writeStorageItem } from '../../util/storage.js';

/**
 * The sign-in's local keys, each stored under
 * `tveComponent_{key}`. Not the site's host-wrapped storage
 * (`util/storage.ts` `createSiteStorage`): these names are fixed by the
 * contract so other pages of the network read the same ones.
 *
 * Where local storage is unavailable (reading it throws, or a probe write
 * fails: Safari's private mode, a full quota, a sandboxed frame) `available`
 * is false, the core raises TVEErrorLocalStorage, and values live in memory
 * for the page session; AUTH_DATA alone falls back to a cookie (5 days by
 * default) so a sign-in still outlasts the page.
 */

export const STORAGE_PREFIX = 'tveComponent_';

export type SigninStorageKey =
  | 'MVPD_ID' | 'CURRENT_PROVIDER_ID' | 'CURRENT_PROVIDER_NAME' | 'LAST_PROVIDER_ID' | 'LAST_PROVIDER_NAME'
  | 'AUTH_DATA' | 'MVPD_LIST' | 'providers_update'
  | 'signedInWith' | 'isFPexpired' | 'FP_EXPIRATION_DATE' | 'UUID'
  | `ELVIS_${string}` | 'HBA_DATA' | 'HBA_UUID' | 'HBA_DISABLED' | 'SESSION_ID';

/** The cookie fallback of the auth token lasts 5 days by default. */
export const AUTH_COOKIE_DAYS = 5;

const COOKIE_KEYS: ReadonlySet<SigninStorageKey> = new Set(['AUTH_DATA']);

export interface SigninStorage {
  /** False when local storage cannot be used; values then last the page session (AUTH_DATA: a cookie). */
  readonly available: boolean;
  get(key: SigninStorageKey): string | undefined;
  /** Parsed JSON, or undefined when absent or corrupt (a corrupt value never throws). */
  getJSON(key: SigninStorageKey): unknown;
  set(key: SigninStorageKey, value: string): void;
  setJSON(key: SigninStorageKey, value: unknown): void;
  remove(key: SigninStorageKey): void;
}

export interface SigninStorageOptions {
  window?: Pick<Window, 'localStorage'>;
  cookies?: CookieSource;
  now?: () => number;
  /** Days the AUTH_DATA cookie lasts; default 5. */
  cookieDays?: number;
}

/** Whether `storage` really takes a write: some browsers expose it and then refuse every `setItem`. */
function probe(storage: Storage | undefined): boolean {
  const key = `${STORAGE_PREFIX}probe`;
  if (!writeStorageItem(storage, key, '1')) return false;
  try {
    storage?.removeItem(key);
  } catch {
    // It took the write; a failed clean-up leaves one harmless key.
  }
  return true;
}

export function createSigninStorage(options: SigninStorageOptions = {}): SigninStorage {
  const local = localStorageOf(options.window ?? window);
  const cookies = options.cookies ?? document;
  const now = options.now ?? Date.now;
  const cookieMinutes = (options.cookieDays ?? AUTH_COOKIE_DAYS) * 24 * 60;
  const available = probe(local);
  const memory = new Map<string, string>();
  const full = (key: SigninStorageKey) => `${STORAGE_PREFIX}${key}`;

  const store: SigninStorage = {
    available,
    get(key) {
      const name = full(key);
      if (available) {
        const value = readStorageItem(local, name);
        if (value !== null) return value;
      }
      if (memory.has(name)) return memory.get(name);
      return COOKIE_KEYS.has(key) ? readCookie(name, cookies) : undefined;
    },
    getJSON(key) {
      const raw = store.get(key);
      if (raw === undefined) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      const name = full(key);
      if (available && writeStorageItem(local, name, value)) {
        memory.delete(name);
        return;
      }
      // Storage refused (now or from the start): keep it for this page, and the auth token beyond it.
      memory.set(name, value);
      if (COOKIE_KEYS.has(key)) writeSharedCookie(name, { value, expiry: cookieMinutes }, cookies, now());
    },
    setJSON(key, value) {
      store.set(key, JSON.stringify(value));
    },
    remove(key) {
      const name = full(key);
      memory.delete(name);
      if (available) {
        try {
          local?.removeItem(name);
        } catch {
          // Nothing removable there.
        }
      }
      if (COOKIE_KEYS.has(key) && readCookie(name, cookies) !== undefined) removeCookie(name, cookies);
    },
  };
  return store;
}
