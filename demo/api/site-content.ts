/**
 * The real site content behind the demo API: the content team's pages, feeds
 * and art, plus the script modules and their feeds. Node-safe: content
 * modules must not touch `window`/`document` at import time.
 */
import { renderArt } from '../content/art.js';
import { feeds } from '../content/feeds.js';
import { pages } from '../content/pages.js';
import { scriptFeeds } from '../scripts/feeds.js';
import { scripts } from '../scripts/index.js';
import type { SiteContent } from './create-handlers.js';

export const siteContent: SiteContent = {
  pages,
  // Script module feeds are ours; the site's own feeds win on a clash.
  feeds: { ...scriptFeeds, ...feeds },
  scripts,
  renderArt,
};
