import { isRecord } from './guards.js';

/** Anything with a cookie string: `document`, or a plain object in tests. */
export type CookieSource = Pick<Document, 'cookie'>;

/** The state the debug bar persists in cookie `tf_debug`. */
export interface DebugState {
  modes: Record<string, unknown>;
  configuration: Record<string, unknown>;
}

export const DEBUG_COOKIE = 'tf_debug';

/**
 * The decoded value of cookie `name`, or undefined when it is not set.
 * A value with a broken %-escape is returned raw: cookies are written by
 * other code and other sites' scripts, and a bad one must not break the page.
 */
export function readCookie(name: string, doc: CookieSource = document): string | undefined {
  for (const pair of doc.cookie.split(';')) {
    const eq = pair.indexOf('=');
    const key = (eq < 0 ? pair : pair.slice(0, eq)).trim();
    if (key !== name) continue;
    return decode(unquote(eq < 0 ? '' : pair.slice(eq + 1).trim()));
  }
  return undefined;
}

/**
 * The debug bar's state, or undefined when the cookie is absent or is not
 * the JSON object it should be. Missing halves read as empty objects so
 * callers can write `readDebugCookie()?.modes.manifest`.
 */
export function readDebugCookie(doc: CookieSource = document): DebugState | undefined {
  const value = readCookie(DEBUG_COOKIE, doc);
  if (value === undefined) return undefined;
  let state: unknown;
  try {
    state = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!isRecord(state)) return undefined;
  return {
    modes: isRecord(state.modes) ? state.modes : {},
    configuration: isRecord(state.configuration) ? state.configuration : {},
  };
}

/**
 * The shared cookie object: a value and its lifetime in
 * minutes. No expiry means 1000 days; zero or less deletes the cookie.
 */
export interface SharedCookie {
  value: string;
  expiry?: number;
}

/** A shared cookie without an expiry lasts 1000 days. */
export const SHARED_COOKIE_DEFAULT_MINUTES = 1000 * 24 * 60;

// RFC 6265 cookie-name token: no separators, spaces or controls. A name
// outside it would be split or dropped by the browser, so it is refused.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The `document.cookie` assignment that writes `cookie` under `name` for the
 * whole site (path `/`), expiring `expiry` minutes after `now`
 * (epoch ms); undefined for a name that is not a valid cookie name. The value
 * is URI-encoded, as `readCookie` decodes it.
 */
export function sharedCookieString(name: string, cookie: SharedCookie, now: number): string | undefined {
  if (!COOKIE_NAME.test(name)) return undefined;
  const { expiry } = cookie;
  const minutes = typeof expiry === 'number' && !Number.isNaN(expiry) ? expiry : SHARED_COOKIE_DEFAULT_MINUTES;
  // Clamped so a huge expiry still makes a valid date (Date's range ends at 8.64e15 ms).
  const expires = minutes <= 0 ? 0 : Math.min(now + minutes * 60_000, 8.64e15);
  return `${name}=${encodeURIComponent(String(cookie.value))}; expires=${new Date(expires).toUTCString()}; path=/`;
}

/** Writes a shared cookie; false when `name` is not a valid cookie name. */
export function writeSharedCookie(name: string, cookie: SharedCookie, doc: CookieSource = document, now: number = Date.now()): boolean {
  const text = sharedCookieString(name, cookie, now);
  if (text === undefined) return false;
  doc.cookie = text;
  return true;
}

/** Deletes the site-wide (path `/`) cookie `name`. */
export function removeCookie(name: string, doc: CookieSource = document): void {
  writeSharedCookie(name, { value: '', expiry: 0 }, doc, 0);
}

// RFC 6265 allows a value wrapped in double quotes; the quotes are not part of it.
function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Persists the debug bar's state as a shared cookie. The value is exactly
 * `encodeURIComponent(JSON.stringify(state))`: the content
 * server decodes it the same way.
 */
export function writeDebugCookie(state: DebugState, doc: CookieSource = document): void {
  writeSharedCookie(DEBUG_COOKIE, { value: JSON.stringify({ modes: state.modes, configuration: state.configuration }) }, doc);
}
