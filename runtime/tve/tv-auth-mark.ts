import { isRecord } from '../util/guards.js';
import { readStorageItem } from '../util/storage.js';

/**
 * The TV-auth mark,
 * declared once: the sign-in wrapper's stored record, the one rule reading it,
 * and the body class the runtime sets from that rule. The runtime's body
 * marks write the class; islands only follow it.
 */

/**
 * The sign-in wrapper's local storage key. Read as is, not
 * host-wrapped like the site's own keys (`util/storage.ts`): the wrapper
 * writes it and pages read it as `localStorage.tveStorage`.
 */
export const TVE_STORAGE_KEY = 'tveStorage';

/** The body class saying the viewer is TV-authenticated. */
export const TVE_AUTHENTICATED_CLASS = 'tve-authenticated';

/** The wrapper's storage key, tveStorage, expires after 3600 s. */
export const TVE_TTL_MS = 3600 * 1000;

/**
 * Whether a stored `tveStorage` value says the viewer is TV-authenticated:
 * `{"authorized": true, "expires": <epoch ms after now>}`, nothing looser.
 */
export function isTveAuthorized(raw: string | null | undefined, now: number): boolean {
  if (typeof raw !== 'string') return false;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return false;
  }
  return isRecord(value) && value.authorized === true && typeof value.expires === 'number' && value.expires > now;
}

/** The `tveStorage` value of a sign-in at `now`, which `isTveAuthorized` accepts until it expires. */
export function tveAuthorizedValue(now: number): string {
  return JSON.stringify({ authorized: true, expires: now + TVE_TTL_MS });
}

/**
 * Sets or removes the body's TV-auth mark from the stored record: the runtime
 * after each render, and the sign-in wrapper the moment the
 * status changes, so a page's locked episodes follow a sign-in at once.
 */
export function applyTveMark(body: HTMLElement, storage: Pick<Storage, 'getItem'> | undefined, now: number): void {
  body.classList.toggle(TVE_AUTHENTICATED_CLASS, isTveAuthorized(readStorageItem(storage, TVE_STORAGE_KEY), now));
}
