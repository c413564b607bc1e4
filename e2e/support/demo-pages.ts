/**
 * The demo's pages as the page-wide specs visit them (axe, overflow): one
 * list, so a page added to the site is checked by all of them at once.
 */

/** Pages assembled by <tf-page>, each drawn to `tf:complete` before it is checked. */
export const SITE_PAGES: readonly (readonly [name: string, path: string])[] = [
  ['home', '/'],
  ['the shows', '/shows'],
  ['a show page', '/shows/desk-jockeys'],
  ['the full episodes', '/full-episodes'],
  ['a full-episode player', '/full-episodes/desk-jockeys-s4e1'],
  ['stand-up and its comedians', '/stand-up'],
  ['the schedule', '/schedule'],
  ['about', '/about'],
  ['a search with results', '/search?keywords=desk'],
  ['a clip page opened directly', '/clips/the-printer-has-unionized'],
];

/** An address the site does not know: answered 404 with the site's not-found page. */
export const NOT_FOUND_PATH = '/full-episodes/desk-jockeys';

/** Static pages the browser loads itself (manifest false), not assembled by <tf-page>; the staff scenario switch among them. */
export const STATIC_PAGES: readonly string[] = [
  '/legacy/gallery.html', '/legacy/signin.html', '/legal/terms.html', '/legal/privacy.html', '/legal/press.html', '/legal/ad-block-help.html', '/tve-scenarios',
];
