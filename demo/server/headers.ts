/**
 * What the production server says about every answer: the security headers
 * and the caching of each kind of path. Pure data and rules,
 * so the CDN notes (demo/docs/deploying.md) and the tests read the same values.
 */
import { DEBUG_COOKIE, readCookie } from '../../runtime/util/cookies.js';
import { DEVICE_COOKIE, isMobile } from '../../runtime/util/device.js';
import { LANGUAGE_COOKIE } from '../../runtime/util/language.js';

/**
 * No inline script or style anywhere in the site. The policy names no
 * `frame-ancestors` (which `default-src` does not stand in for) and no
 * answer carries X-Frame-Options, so other sites may frame any page: the
 * embed pages (`/embed/{kind}/{slug}`, the player alone) are made for that,
 * and share this one policy with every other page.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Hashed build output: a new build writes new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but asked again (ETag / Last-Modified) before every use. */
export const REVALIDATE = 'no-cache';
/**
 * A page for everyone but staff: a CDN keeps it a minute and may answer
 * from a stale copy for five more while it asks again in the background;
 * a browser revalidates it on every use (ETag, so usually a 304).
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A page made for one visitor (a staff preview, a sign-in scenario): kept by nobody. */
export const PRIVATE = 'private, no-store';
/** robots.txt: crawlers read it rarely, and an hour is short enough for a change. */
export const ROBOTS_CACHE = 'public, max-age=3600';

/** The hashed files of the demo build (Vite's `assets/`). */
export const HASHED_PREFIX = '/assets/';

/**
 * Cache-Control of a static file of the built site: year-long for hashed
 * assets; every other file (standalone elements, stylesheets, legacy and
 * legal pages) keeps its name across builds, so it is revalidated.
 */
export function staticCacheControl(path: string): string {
  return path.startsWith(HASHED_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/**
 * The headers every static file of the build is sent with besides its
 * caching. A legacy page on another origin loads the standalone elements as
 * module scripts, which browsers always fetch in CORS mode, and their fonts
 * and stylesheets the same way: without this header they would not run
 * there. The files are public and the same for every visitor, so any origin
 * may read them; pages and the API keep the same-origin default.
 */
export const STATIC_CROSS_ORIGIN: Readonly<Record<string, string>> = { 'access-control-allow-origin': '*' };

/**
 * Whether a path names a file rather than a page: a last segment with an
 * extension other than `.html`. A missing file gets a plain 404, not the
 * site's designed not-found page.
 */
export function isFilePath(path: string): boolean {
  if (path.startsWith(HASHED_PREFIX)) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 && !/^\.html?$/i.test(last.slice(dot));
}

/**
 * What a page's HTML depends on besides its URL: the staff debug cookie (its
 * presence makes the page private), the `languagePreferences` cookie (feeds
 * asked with `lang=true`) and the device class (`mobile=true` feeds: the
 * `device` cookie, else the user agent), read by the runtime's own rules.
 */
export interface PageVariant {
  staff: boolean;
  /** The `languagePreferences` cookie's value, '' without one. */
  language: string;
  device: 'mobile' | 'desktop';
}

export function pageVariant(headers: { cookie?: string; 'user-agent'?: string }): PageVariant {
  const cookies = { cookie: headers.cookie ?? '' };
  return {
    staff: readCookie(DEBUG_COOKIE, cookies) !== undefined,
    language: readCookie(LANGUAGE_COOKIE, cookies) ?? '',
    device: isMobile({ deviceCookie: readCookie(DEVICE_COOKIE, cookies), userAgent: headers['user-agent'] ?? '' }) ? 'mobile' : 'desktop',
  };
}

/**
 * Request headers a CDN in front sets on every page request it forwards
 * (overwriting any the visitor sent): the device class (`mobile` or
 * `desktop`, by the rule above) and the `languagePreferences` cookie's
 * value ('' without one). HTTP's `Vary` cannot name one cookie, and a page
 * that says `Vary: Cookie, User-Agent` is one copy per visitor; these two
 * headers say exactly what the page varies by.
 */
export const DEVICE_HEADER = 'tf-device';
export const LANGUAGE_HEADER = 'tf-language';
/** The page's Vary when the CDN normalised the request; `Vary` names request headers case-insensitively. */
export const NORMALISED_VARY = 'TF-Device, TF-Language';
/** The page's Vary otherwise: every byte of the cookies and the user agent may matter. */
export const RAW_VARY = 'Cookie, User-Agent';

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The page's `Vary`. The narrow one only when the request carries both
 * normalised headers and they say what the server itself read from the
 * cookies and user agent, so a copy stored under them is right for every
 * request the CDN gives the same two values. Any other request (no CDN, or
 * one that normalised differently) gets the broad one, which no cache can
 * misapply: a cache matches a stored copy by the Vary stored with it.
 */
export function pageVary(headers: Record<string, string | string[] | undefined>, variant: PageVariant): string {
  const device = headers[DEVICE_HEADER];
  const language = headers[LANGUAGE_HEADER];
  // The cookie's value as sent or URL-decoded: a CDN copies it either way.
  return device === variant.device && typeof language === 'string' && decoded(language) === variant.language ? NORMALISED_VARY : RAW_VARY;
}
