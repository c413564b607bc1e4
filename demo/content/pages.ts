/**
 * The site's page manifests, keyed by URL pathname. Zones name the built-in
 * islands (islands/index.ts) by driver, plus the two classic-script modules
 * of demo/scripts (ENT_M050 now-on-TV, ENT_M060 V3 fan poll). Show, episode
 * and clip pages are made from the catalogue; search and clip pages are
 * functions of the page URL (demo/api/create-handlers.ts `PageSource`).
 *
 * Node-safe: plain data.
 */
import type { PageSource } from '../api/create-handlers.js';
import type { Manifest } from '../../runtime/types.js';
import { zoneScripts } from '../scripts/index.js';
import { clipFeedPath, playerFeedPath, showFeedPath, showHas } from './catalogue-feeds.js';
import { COMEDIAN_LIST, EPISODES, SHOW_LIST, comedianUrl, findClip, showTitle, type Comedian, type Episode, type Show } from './catalogue.js';
import { comedianClipsPath, comedianFeedPath, hasVideos } from './comedians.js';
import { DICTIONARY_FEED_PATH } from './dictionary.js';
import { embedPage } from './embed-pages.js';
import { HELP_FEED_PATH, HELP_OVERLAY_FEED_PATH } from './help.js';
import { LEADERBOARD_FEED_PATH } from './leaderboard.js';
import { GUEST_LIST_FEED_PATH } from './guest-list.js';
import { GUEST_SHOW } from './guests.js';
import { LINE_LIST_FEED_PATH, LINES_PATH } from './line-list.js';
import { INTERVIEWS, INTERVIEWS_ROW_PATH, PLAYLISTS, PLAYLISTS_ROW_PATH, interviewFeedPath, playlistFeedPath, type Interview, type Playlist } from './playlists.js';
import { SCHEDULE_WEEK_PATH } from './schedule.js';
import { SOCIAL_FEED_PATH } from './social.js';
import { seriesVideosPages } from './series-videos.js';
import { MAX_KEYWORDS } from './search.js';
import { MATURE_NOTICE_ZONE, MATURE_SHOW } from './roadblock.js';
import { page, rectangle, ROADBLOCK } from './page-frame.js';

export const home: Manifest = page('home', 'Laugh Track Network · Comedy shows, clips & stand-up', 'page-home', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/home/hero', priority: 1 },

  t2_c1_promo1: { driver: 'ENT_M020', feed: '/feeds/home/latest-clips', priority: 2 },
  t2_c2_promo1: { driver: 'ENT_M048', feed: '/feeds/home/tonight', priority: 2 },
  t2_c2_promo2: { ...zoneScripts.nowOnTvZone(), priority: 2 },
  t2_c2_promo3: rectangle(3),

  t3_1c: { driver: 'ENT_M030', feed: '/feeds/home/shows', priority: 2 },

  t4_c1_promo1: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk', priority: 3 },
  t4_c2_promo1: { ...zoneScripts.fanPollZone(), priority: 3 },
  t4_c3_promo1: { driver: 'ENT_M040', feed: '/feeds/home/newsletter', priority: 3 },

  t5_1c: { driver: 'ENT_M020', feed: '/feeds/home/full-episodes', priority: 3 },
  t6_1c: { driver: 'ENT_M045', feed: '/feeds/home/comedians' },
  // The network's posts (islands/social-feed/).
  t8_1c: { driver: 'ENT_M110', feed: SOCIAL_FEED_PATH },
  t9_1c: { driver: 'ENT_M030', feed: '/feeds/home/specials' },
  // Tier 10 must come after tier 9: zone order is numeric, not textual.
  t10_1c: { driver: 'ENT_M020', feed: '/feeds/home/most-watched' },
  // Picked for the visitor by the recommendation service (islands/recommended/), drawn in the browser.
  t11_1c: { driver: 'ENT_M024', feed: '/feeds/home/recommended' },
  ...ROADBLOCK,
});

const shows = page('shows', 'Shows · Laugh Track Network', 'page-shows', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/shows/hero', priority: 1 },
  t2_1c: { driver: 'ENT_M030', feed: '/feeds/shows/new', priority: 2 },
  t3_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 2 },
  t4_c1_promo1: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk', priority: 3 },
  t4_c2_promo1: { driver: 'ENT_M040', feed: '/feeds/home/newsletter', priority: 3 },
  t5_1c: { driver: 'ENT_M020', feed: PLAYLISTS_ROW_PATH, priority: 3 },
  // Classic-script modules (demo/scripts/archive.ts): the archive list and the staff picks.
  t6_c1_promo1: { ...zoneScripts.archiveListZone(), priority: 3 },
  t6_c2_promo1: { ...zoneScripts.archivePicksZone(), priority: 3 },
});

const fullEpisodes = page('full-episodes', 'Full Episodes · Laugh Track Network', 'page-full-episodes', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/full-episodes/hero', priority: 1 },
  t2_1c: { driver: 'ENT_M020', feed: '/feeds/full-episodes/latest', priority: 2 },
  t3_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 3 },
});

const standUp = page('stand-up', 'Stand-Up · Laugh Track Network', 'page-stand-up', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/stand-up/hero', priority: 1 },
  t2_1c: { driver: 'ENT_M045', feed: '/feeds/stand-up/comedians', priority: 2 },
  t3_c1_promo1: { driver: 'ENT_M020', feed: '/feeds/stand-up/clips', priority: 3 },
  t3_c2_promo1: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk', priority: 3 },
  t4_1c: { driver: 'ENT_M030', feed: '/feeds/home/specials' },
  // The searchable directory, below the fold.
  t5_1c: { driver: 'ENT_M046', feed: '/feeds/stand-up/directory', priority: 3 },
  t6_1c: { driver: 'ENT_M020', feed: INTERVIEWS_ROW_PATH, priority: 3 },
}, { pageStyle: 'standup' });

const schedule = page('schedule', 'Schedule · Laugh Track Network', 'page-schedule', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/schedule/hero', priority: 1 },
  // The week, one tab per day (islands/schedule/).
  t2_c1_promo1: { driver: 'ENT_M049', feed: SCHEDULE_WEEK_PATH, priority: 2 },
  t2_c2_promo1: { ...zoneScripts.nowOnTvZone(), priority: 2 },
  t2_c2_promo2: rectangle(3),
  t3_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 3 },
}, { pageStyle: 'schedule' });

const about = page('about', 'About · Laugh Track Network', 'page-about', '#0f0e14', {
  t1_1c: { driver: 'ENT_M040', feed: '/feeds/about/intro', priority: 1 },
  t2_c1_promo1: { driver: 'ENT_M040', feed: '/feeds/about/tv-provider', priority: 2 },
  t2_c2_promo1: { driver: 'ENT_M040', feed: '/feeds/home/newsletter', priority: 2 },
  t3_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 3 },
});

/** The comedy dictionary (islands/dictionary/): one tab per letter, drawn by the server from its feed's first page. */
const dictionary = page('dictionary', 'The Laugh Track Dictionary · Laugh Track Network', 'page-dictionary', '#0f0e14', {
  t1_1c: { driver: 'ENT_M077', feed: DICTIONARY_FEED_PATH, priority: 1 },
});

/** The fans' leaderboard (islands/leaderboard/): drawn by the server from its feed's first page. */
const leaderboard = page('leaderboard', 'The Fan Leaderboard · Laugh Track Network', 'page-leaderboard', '#0f0e14', {
  t1_1c: { driver: 'ENT_M086', feed: LEADERBOARD_FEED_PATH, priority: 1 },
});

/** Quotable lines from every show and comedian (islands/line-list/), linked from the footer. */
const lines = page('lines', 'Quotable Lines · Laugh Track Network', 'page-lines', '#0f0e14', { t1_1c: { driver: 'ENT_M023', feed: LINE_LIST_FEED_PATH, priority: 1 } });

/** Help and the questions asked most (islands/help-faq/). */
const help = page('help', 'Help & FAQ · Laugh Track Network', 'page-help', '#0f0e14', {
  t1_1c: { driver: 'ENT_M087', feed: HELP_FEED_PATH, priority: 1 },
  t2_1c: { driver: 'ENT_M100', feed: HELP_OVERLAY_FEED_PATH, priority: 2 },
});
/** A comedian's own page (islands/comedian-page/): bio and portrait, their clips when they have some, then the specials. */
function comedianPage(c: Comedian): Manifest {
  return page('comedian', `${c.name} · Stand-Up · Laugh Track Network`, 'page-comedian', '#0f0e14', {
    t1_1c: { driver: 'ENT_M047', feed: comedianFeedPath(c.slug), priority: 1 },
    ...(hasVideos(c.slug) ? { t2_1c: { driver: 'ENT_M020', feed: comedianClipsPath(c.slug), priority: 2 } } : {}),
    t3_1c: { driver: 'ENT_M030', feed: '/feeds/home/specials', priority: 3 },
  }, { pageName: 'laughtrack/stand-up/comedian', pageStyle: 'standup' });
}

/** One builder for every show page: header, its episodes and clips, then the other shows. */
function showPage(show: Show): Manifest {
  const has = showHas(show.slug);
  return page('show', `${show.title} · Laugh Track Network`, `page-show show-${show.slug}`, '#0f0e14', {
    t1_1c: { driver: 'ENT_M011', feed: showFeedPath(show.slug, 'header'), priority: 1 },
    ...(has.episodes ? { t2_1c: { driver: 'ENT_M020', feed: showFeedPath(show.slug, 'episodes'), priority: 2 } } : {}),
    ...(has.clips ? { t3_1c: { driver: 'ENT_M020', feed: showFeedPath(show.slug, 'clips'), priority: 2 } } : {}),
    t4_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 3 },
    // The talk show's guest list (islands/guest-list/), below the shows row.
    ...(show.slug === GUEST_SHOW ? { t5_1c: { driver: 'ENT_M022', feed: GUEST_LIST_FEED_PATH, priority: 3 } } : {}),
    ...ROADBLOCK,
    ...(show.slug === MATURE_SHOW ? MATURE_NOTICE_ZONE : {}),
  }, { pageName: `laughtrack/${show.slug}/show`, type: 'ENT_P006', parentId: `ltn-show-${show.slug}` });
}

/** A full episode's player page; the body id marks it for the episode lock. */
function playerPage(episode: Episode): Manifest {
  return page('full_episode_player', `${episode.title} · ${showTitle(episode.show)} · Laugh Track Network`, 'page-player', '#0b0a0f', {
    t1_1c: { driver: 'ENT_M015', feed: playerFeedPath(episode.slug), priority: 1 },
    t2_1c: { driver: 'ENT_M020', feed: '/feeds/full-episodes/latest', priority: 2 },
    t3_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 3 },
  }, { pageName: `laughtrack/${episode.show}/full-episode`, type: 'ENT_P008', parentId: 'ltn-full-episodes' });
}

/**
 * The search page reads `?keywords=`, and so does its results feed: a new
 * search is a new feed on the same zone, which refreshes in place.
 */
export function searchPage(url: URL): Manifest {
  const keywords = (url.searchParams.get('keywords') ?? '').trim().slice(0, MAX_KEYWORDS);
  return page('search', keywords ? `“${keywords}” · Search · Laugh Track Network` : 'Search · Laugh Track Network', 'page-search', '#0f0e14', {
    t1_1c: { driver: 'ENT_M070', feed: `/feeds/search?keywords=${encodeURIComponent(keywords)}`, priority: 1 },
    t2_1c: { driver: 'ENT_M030', feed: '/feeds/home/shows', priority: 2 },
  });
}

/** A clip opens as a modal page over the page it was clicked on. */
export function clipPage(url: URL): Manifest | false {
  const slug = /^\/clips\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  const clip = slug === undefined ? undefined : findClip(slug);
  if (!clip) return false;
  return {
    ...page('clip', `${clip.title} · Laugh Track Network`, 'page-clip', '#0f0e14', {
      t1_1c: { driver: 'ENT_M025', feed: clipFeedPath(clip.slug), priority: 1 },
      t2_1c: { driver: 'ENT_M020', feed: '/feeds/home/most-watched', priority: 2 },
    }, { pageName: `laughtrack/${clip.show}/clip`, leaderboard: false }),
    isModalable: 'true',
  };
}

/** A playlist's player page: its clips beside the player, then the shows. */
function playlistPage(playlist: Playlist): Manifest {
  return page('playlist', `${playlist.title} · Playlists · Laugh Track Network`, 'page-playlist', '#0f0e14', {
    t1_1c: { driver: 'ENT_M026', feed: playlistFeedPath(playlist.slug), priority: 1 },
    t2_1c: { driver: 'ENT_M020', feed: PLAYLISTS_ROW_PATH, priority: 2 },
    t3_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 3 },
  }, { pageName: `laughtrack/playlists/${playlist.slug}` });
}

/** An interview's player page: its chapters beside the player, then the other interviews. */
function interviewPage(interview: Interview): Manifest {
  return page('interview', `${interview.title} · Laugh Track Network`, 'page-interview', '#0f0e14', {
    t1_1c: { driver: 'ENT_M027', feed: interviewFeedPath(interview.slug), priority: 1 },
    t2_1c: { driver: 'ENT_M020', feed: INTERVIEWS_ROW_PATH, priority: 2 },
  }, { pageName: 'laughtrack/stand-up/interview' });
}

/** The not-found island (islands/not-found/). */
export const NOT_FOUND_DRIVER = 'ENT_M080';

/**
 * What the server shows, with status 404, at a URL the content server has no
 * page for: the site's header, menu and footer as on every page, and one
 * zone saying so, with the URL asked for (as text) and the ways back in. Its
 * feed is inline: a not-found page makes no feed request of its own.
 */
export function notFoundPage(url: URL): Manifest {
  return page('not-found', 'Page not found · Laugh Track Network', 'page-not-found', '#0f0e14', {
    t1_1c: {
      driver: NOT_FOUND_DRIVER,
      priority: 1,
      feedData: {
        result: {
          headline: 'Page not found',
          message: 'We looked everywhere, even behind the couch cushions. There is no page at this address:',
          url: url.pathname + url.search,
          links: [
            { title: 'Home', url: '/' },
            { title: 'Shows', url: '/shows' },
            { title: 'Full episodes', url: '/full-episodes' },
            { title: 'Schedule', url: '/schedule' },
            { title: 'Search', url: '/search' },
          ],
        },
      },
    },
  }, { pageName: 'laughtrack/not-found', leaderboard: false });
}

export const pages: Record<string, PageSource> = {
  '/': home,
  '/shows': shows,
  '/full-episodes': fullEpisodes,
  '/stand-up': standUp,
  '/schedule': schedule,
  '/about': about,
  '/dictionary': dictionary,
  '/leaderboard': leaderboard,
  [LINES_PATH]: lines,
  '/help': help,
  '/search': searchPage,
  '/clips/*': clipPage,
  '/embed/*': embedPage,
  ...Object.fromEntries(SHOW_LIST.map((show) => [`/shows/${show.slug}`, showPage(show)])),
  ...seriesVideosPages(page),
  ...Object.fromEntries(EPISODES.map((episode) => [`/full-episodes/${episode.slug}`, playerPage(episode)])),
  ...Object.fromEntries(PLAYLISTS.map((playlist) => [`/playlists/${playlist.slug}`, playlistPage(playlist)])),
  ...Object.fromEntries(COMEDIAN_LIST.map((comedian) => [comedianUrl(comedian.slug), comedianPage(comedian)])),
  ...Object.fromEntries(INTERVIEWS.map((interview) => [`/interviews/${interview.slug}`, interviewPage(interview)])),
  // Redirects: same origin as a string and as `{ url }`, and one to another origin.
  // The now-on-TV module still links to the old '/standup' spelling.
  '/standup': { type: 'redirect', newLocation: '/stand-up', zones: {} },
  '/tonight': { type: 'redirect', newLocation: { url: '/schedule' }, zones: {} },
  '/store': { type: 'redirect', newLocation: 'https://shop.laughtrack.example/', zones: {} },
  // Legacy static pages (demo/public/legal/): no manifest, the browser loads them itself.
  '/legal/terms.html': false,
  '/legal/*': false,
};
