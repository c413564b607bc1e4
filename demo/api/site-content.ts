/**
 * The real site content behind the demo API: the content team's pages, feeds
 * and art, plus the script modules and their feeds. Node-safe: content
 * modules must not touch `window`/`document` at import time.
 */
import { renderArt } from '../content/art.js';
import { feeds } from '../content/feeds.js';
import { helpFeeds } from '../content/help.js';
import { leaderboardFeeds } from '../content/leaderboard.js';
import { guestListFeeds } from '../content/guest-list.js';
import { lineListFeeds } from '../content/line-list.js';
import { pages } from '../content/pages.js';
import { socialFeeds } from '../content/social.js';
import { seriesVideosFeeds } from '../content/series-videos.js';
import { scriptFeeds } from '../scripts/feeds.js';
import { scripts } from '../scripts/index.js';
import type { SiteContent } from './create-handlers.js';

export const siteContent: SiteContent = {
  pages,
  // Script module feeds are ours; the site's own feeds win on a clash.
  // Pages added since feeds.ts grew full bring their own feed modules.
  feeds: { ...scriptFeeds, ...feeds, ...leaderboardFeeds, ...helpFeeds, ...socialFeeds, ...seriesVideosFeeds, ...guestListFeeds, ...lineListFeeds },
  scripts,
  renderArt,
};
