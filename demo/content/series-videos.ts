/**
 * Each show's series video list (`/shows/{slug}/videos`, islands/series-videos/,
 * driver ENT_M021): every full episode and clip the catalogue has of the
 * show, each with its season (an episode's from its label, a clip's from
 * the episode it was cut from), and the page that shows it.
 * Node-safe: plain data.
 */
import type { Manifest, Zone } from '../../runtime/types.js';
import { clipItem, episodeItem, result } from './cards.js';
import { CLIP_EPISODES } from './catalogue-feeds.js';
import { SHOW_LIST, clipsOf, episodesOf, findEpisode, seriesVideosUrl, showUrl, type Clip, type Show } from './catalogue.js';

export const SERIES_VIDEOS_DRIVER = 'ENT_M021';
export const seriesVideosFeedPath = (slug: string) => `/feeds/shows/${slug}/videos`;

/** The season of an episode label ("S4 · E1"); a special has none. */
export const seasonOfLabel = (label: string): number | undefined => {
  const match = /^S(\d+)\b/.exec(label);
  return match ? Number(match[1]) : undefined;
};

function clipSeason(clip: Clip): number | undefined {
  const source = findEpisode(CLIP_EPISODES[clip.slug] ?? '');
  return source ? seasonOfLabel(source.label) : undefined;
}

const withSeason = <T extends object>(item: T, season: number | undefined) => (season === undefined ? item : { ...item, season });

function videosFeed(show: Show) {
  return result({
    title: `${show.title}: All Videos`,
    intro: `Every full episode and clip of ${show.title} on the site. Narrow them by season or type, or search by title.`,
    show: { title: `Back to ${show.title}`, url: showUrl(show.slug) },
    videos: [
      ...episodesOf(show.slug).map((e) => withSeason(episodeItem(e), seasonOfLabel(e.label))),
      ...clipsOf(show.slug).map((c) => withSeason(clipItem(c), clipSeason(c))),
    ],
  });
}

export const seriesVideosFeeds: Record<string, unknown> = Object.fromEntries(
  SHOW_LIST.map((show) => [seriesVideosFeedPath(show.slug), videosFeed(show)]),
);

/** The page builder of pages.ts, given so the page looks like the site's others. */
export type PageBuilder = (id: string, title: string, pageClass: string, background: string,
  body: Record<string, Omit<Zone, 'zone'>>, options?: { pageName?: string; parentId?: string }) => Manifest;

/** The list, then the other shows. */
export function seriesVideosPages(page: PageBuilder): Record<string, Manifest> {
  return Object.fromEntries(SHOW_LIST.map((show) => [seriesVideosUrl(show.slug), page('show_videos', `All Videos · ${show.title} · Laugh Track Network`,
    `page-show-videos show-${show.slug}`, '#0f0e14', {
      t1_1c: { driver: SERIES_VIDEOS_DRIVER, feed: seriesVideosFeedPath(show.slug), priority: 1 },
      t2_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 2 },
    }, { pageName: `laughtrack/${show.slug}/videos`, parentId: `ltn-show-${show.slug}` })]));
}
