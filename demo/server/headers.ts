/**
 * What the production server says about every answer: the security headers
 * and the caching of each kind of path. Pure data and rules,
 * so the CDN notes (demo/docs/deploying.md) and the tests read the same values.
 */

/** No inline script or style anywhere in the site. */
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
