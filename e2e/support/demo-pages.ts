/**
 * The demo's pages as the page-wide specs visit them (axe, overflow): one
 * list, so a page added to the site is checked by all of them at once.
 */
import { readdirSync } from 'node:fs';

/** Pages assembled by <tf-page>, each drawn to `tf:complete` before it is checked. */
export const SITE_PAGES: readonly (readonly [name: string, path: string])[] = [
  ['home', '/'],
  ['the shows', '/shows'],
  ['a show page', '/shows/desk-jockeys'],
  ['a show’s video list, filtered', '/shows/desk-jockeys/videos?season=4'],
  ['the full episodes', '/full-episodes'],
  ['a full-episode player', '/full-episodes/desk-jockeys-s4e1'],
  ['stand-up and its comedians', '/stand-up'],
  ['a comedian’s page', '/comedians/marnie-okafor'],
  ['the schedule', '/schedule'],
  ['about', '/about'],
  ['the comedy dictionary', '/dictionary'],
  ['the fan leaderboard', '/leaderboard'],
  ['the quotable lines', '/lines'],
  ['a talk show with its guest list', '/shows/late-late-laugh'],
  ['help and its questions', '/help'],
  ['a search with results', '/search?keywords=desk'],
  ['a clip page opened directly', '/clips/the-printer-has-unionized'],
  ['an embedded clip player', '/embed/clips/the-printer-has-unionized'],
  ['an embedded full-episode player', '/embed/full-episodes/desk-jockeys-s4e1'],
  ['a playlist player', '/playlists/office-hours'],
  ['an interview player', '/interviews/june-matsuda-on-small-talk'],
  ['an embedded playlist player', '/embed/playlists/stand-up-starter-pack'],
  ['an embedded interview player', '/embed/interviews/marnie-okafor-on-overthinking'],
  ['a late-night show behind its mature-content notice', '/shows/daily-grind'],
];

/** An address the site does not know: answered 404 with the site's not-found page. */
export const NOT_FOUND_PATH = '/full-episodes/desk-jockeys';

/** The element gallery's pages: the index and one per element. */
const ELEMENT_TAGS = readdirSync('elements').filter((name) => name.startsWith('tf-')).sort();

/** Every guide of demo/docs/ as the site serves it: `/docs/` its README, `/docs/{name}` each other page. */
const GUIDES = readdirSync('demo/docs').filter((file) => file.endsWith('.md')).sort()
  .map((file) => (file === 'README.md' ? '/docs/' : `/docs/${file.slice(0, -3)}`));

/** The developers' pages the server writes (the element gallery, the guides), every one of them. */
export const DEVELOPER_PAGES: readonly string[] = ['/elements/', ...ELEMENT_TAGS.map((tag) => `/elements/${tag}`), ...GUIDES];

/** Static pages the browser loads itself (manifest false), not assembled by <tf-page>; the staff scenario switch among them. */
export const STATIC_PAGES: readonly string[] = [
  '/legacy/gallery.html', '/legacy/signin.html', '/legal/terms.html', '/legal/privacy.html', '/legal/press.html', '/legal/ad-block-help.html', '/tve-scenarios',
  ...DEVELOPER_PAGES,
];
