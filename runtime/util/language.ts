import { DEFAULT_LANGUAGE } from '../constants.js';
import { readCookie, type CookieSource } from './cookies.js';

export const LANGUAGE_COOKIE = 'languagePreferences';

// Language codes like `eng`, `en-US`, `pt_BR`; anything else is noise or an
// attempt to smuggle text into feed URLs and is dropped.
const LANGUAGE_CODE = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

/**
 * The visitor's preferred languages, best first, from the URL-encoded,
 * comma-separated `languagePreferences` cookie. Empty when the
 * cookie is absent or holds nothing usable. Repeated codes appear once.
 */
export function languagePreferences(doc: CookieSource = document): string[] {
  const value = readCookie(LANGUAGE_COOKIE, doc);
  if (!value) return [];
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter((code) => LANGUAGE_CODE.test(code));
  return [...new Set(codes)];
}

/** The first preference, else the page's default, else `eng`. */
export function resolveLanguage(defaultLanguage: string, doc: CookieSource = document): string {
  return languagePreferences(doc)[0] ?? (defaultLanguage || DEFAULT_LANGUAGE);
}
