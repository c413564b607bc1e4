import { isRecord } from './guards.js';

/** Anything with a cookie string: `document`, or a plain object in tests. */
export type CookieSource = Pick<Document, 'cookie'>;

/** The state the debug bar persists in cookie `tf_debug` (CONTRACT §5). */
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
