/**
 * The few debug-bar facts `<tf-page>` needs on every page, kept in their own
 * tiny module: `dist/tf.js` carries this file and nothing else of the bar.
 * 
 */
import { readCookie, type CookieSource } from '../util/cookies.js';

/** The content tool's authorization cookie, unless `auth-cookie` names another. */
export const DEFAULT_AUTH_COOKIE = 'crabappleAuth';

/** The cookie to look for: a blank or missing attribute means the default. */
export function authCookieName(attribute: string | null | undefined): string {
  const name = attribute?.trim();
  return name ? name : DEFAULT_AUTH_COOKIE;
}

/** Without the cookie nobody is asked, so visitors send no request. */
export function hasAuthCookie(name: string, doc: CookieSource = document): boolean {
  return readCookie(name, doc) !== undefined;
}

/** The page events the bar's panels fold, recorded until the bar has loaded (tracking's too: a page call comes early). */
export const MONITOR_EVENTS = ['tf:pagestartload', 'tf:pageready', 'tf:modulerender', 'tf:moduleremove',
  'tf:rendercomplete', 'tf:complete', 'tf:message', 'tf:consent', 'tf:track', 'tf:tracksent', 'tf:pixel'] as const;

/**
 * Debug mode is on when the debug cookie exists, an override is
 * set, or the site configuration says so.
 */
export function isDebugMode(input: { cookie: boolean; override: boolean; config: boolean }): boolean {
  return input.cookie || input.override || input.config;
}

/**
 * The override: `tfDebug` in the page's query (`?tfDebug` or `?tfDebug=true`),
 * so staff can turn debug mode on for one URL without the bar.
 */
export function debugOverride(search: string): boolean {
  const value = new URLSearchParams(search).get('tfDebug');
  return value === '' || value === 'true' || value === '1';
}
