import { adSlots } from './ad-slot/island.js';
import { clipGrid } from './clip-grid/island.js';
import { clipViewer } from './clip-viewer/island.js';
import { comedianPage } from './comedian-page/island.js';
import { comedianSearch } from './comedian-search/island.js';
import { comedianSpotlight } from './comedian-spotlight/island.js';
import type { IslandDescriptor } from './descriptor.js';
import { dictionary } from './dictionary/island.js';
import { guestList } from './guest-list/island.js';
import { helpFaq } from './help-faq/island.js';
import { leaderboard } from './leaderboard/island.js';
import { lineList } from './line-list/island.js';
import { episodePlayer } from './episode-player/island.js';
import { interviewPlayer } from './interview-player/island.js';
import { heroPromo } from './hero-promo/island.js';
import { notFound } from './not-found/island.js';
import { overlay } from './overlay/island.js';
import { playlistPlayer } from './playlist-player/island.js';
import { recommended } from './recommended/island.js';
import { roadblock } from './roadblock/island.js';
import { interstitial } from './interstitial/island.js';
import { schedule } from './schedule/island.js';
import { scheduleTeaser } from './schedule-teaser/island.js';
import { searchResults } from './search-results/island.js';
import { seriesVideos } from './series-videos/island.js';
import { showHeader } from './show-header/island.js';
import { showRow } from './show-row/island.js';
import { siteFooter } from './site-footer/island.js';
import { siteHeader } from './site-header/island.js';
import { socialFeed } from './social-feed/island.js';
import { sponsorStrip } from './sponsor-strip/island.js';
import { textPromo } from './text-promo/island.js';
import { trendingBar } from './trending-bar/island.js';

/**
 * Every built-in island, by its descriptor: the island table (index.ts) and
 * the reserved boxes (reservations.ts) are both read from here. No side
 * effects and nothing but data and lazy imports, because the core bundle and
 * the production server's build (demo/server/build.mjs) both evaluate it.
 */
export const islandDescriptors: readonly IslandDescriptor[] = [
  siteHeader, trendingBar, heroPromo, showHeader, episodePlayer, clipGrid, clipViewer, playlistPlayer, interviewPlayer, showRow, textPromo,
  comedianSpotlight, comedianSearch, comedianPage, dictionary, leaderboard, helpFaq, scheduleTeaser, schedule, searchResults, notFound, sponsorStrip,
  socialFeed, recommended,
  seriesVideos,
  guestList, lineList, overlay,
  ...adSlots, siteFooter,
  roadblock, interstitial,
];
