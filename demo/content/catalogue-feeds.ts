/**
 * Feeds made from the catalogue, one set per show, episode and clip: the show
 * header and its episode and clip grids, the episode player, the clip viewer.
 * Their paths come from the `*FeedPath` helpers, which pages.ts uses too.
 *
 * Node-safe: plain data.
 */
import { commentItem, commentsRef } from './comments.js';
import { bannerArt, clipItem, episodeDistribution, episodeItem, keyArt, phoneBannerArt, playable, result, thumb } from './cards.js';
import {
  CLIP_LIST,
  EPISODES,
  SHOW_LIST,
  clipUrl,
  clipsOf,
  episodeUrl,
  episodesOf,
  seriesVideosUrl,
  showTitle,
  showUrl,
  type Clip,
  type Episode,
  type Show,
} from './catalogue.js';

export const showFeedPath = (slug: string, part: 'header' | 'episodes' | 'clips') => `/feeds/shows/${slug}/${part}`;
export const playerFeedPath = (slug: string) => `/feeds/full-episodes/${slug}/player`;
export const clipFeedPath = (slug: string) => `/feeds/clips/${slug}`;

const showRef = (slug: string) => ({ title: showTitle(slug), url: showUrl(slug) });

function showFeeds(show: Show): Record<string, unknown> {
  const episodes = episodesOf(show.slug);
  const clips = clipsOf(show.slug);
  const latest = episodes[0];
  const feeds: Record<string, unknown> = {
    [showFeedPath(show.slug, 'header')]: result({
      slug: show.slug,
      title: show.title,
      logline: show.logline,
      about: show.about,
      tuneIn: show.tuneIn,
      ...(show.badge ? { badge: show.badge } : {}),
      keyArt: keyArt(show.slug, show.title),
      banner: bannerArt(show.slug, show.title),
      phoneBanner: phoneBannerArt(show.slug, show.title),
      // Same-page anchors to the grids below, plus one page away.
      menu: [
        ...(episodes.length ? [{ title: 'Full episodes', url: '#episodes' }] : []),
        ...(clips.length ? [{ title: 'Clips', url: '#clips' }] : []),
        { title: 'All videos', url: seriesVideosUrl(show.slug) },
        { title: 'Schedule', url: '/schedule#lineup' },
        { title: 'All shows', url: '/shows' },
      ],
      watch: latest
        ? { title: `Watch ${latest.label}`, url: episodeUrl(latest.slug) }
        : { title: 'Watch a clip', url: clipUrl(clips[0]!.slug) },
    }),
  };
  if (episodes.length) {
    feeds[showFeedPath(show.slug, 'episodes')] = result({ title: 'Full Episodes', anchor: 'episodes', layout: 'grid', items: episodes.map(episodeItem) });
  }
  if (clips.length) {
    feeds[showFeedPath(show.slug, 'clips')] = result({ title: 'Clips', anchor: 'clips', layout: 'grid', items: clips.map(clipItem) });
  }
  return feeds;
}

/** The episodes to offer after `episode`: its own show's first, then the newest others. */
function upNext(episode: Episode): Episode[] {
  const others = EPISODES.filter((e) => e.slug !== episode.slug);
  return [...others.filter((e) => e.show === episode.show), ...others.filter((e) => e.show !== episode.show)].slice(0, 4);
}

function playerFeed(episode: Episode) {
  return result({
    title: episode.title,
    ...episodeDistribution(episode),
    contentUri: playable('episode', episode.slug).contentUri,
    show: showRef(episode.show),
    label: episode.label,
    duration: episode.duration,
    aired: episode.aired,
    rating: 'TV-14',
    description: episode.description,
    poster: thumb(episode),
    gate: {
      message: 'Sign in with your TV provider to watch',
      detail: 'Full episodes come with your TV subscription. Clips are free for everyone.',
      help: { title: 'How signing in works', url: '/about#tv-provider' },
    },
    upNext: upNext(episode).map((e) => ({
      title: e.title,
      show: showTitle(e.show),
      label: e.label,
      duration: e.duration,
      url: episodeUrl(e.slug),
      image: thumb(e),
    })),
    comments: commentsRef(commentItem('episode', episode.slug)),
  });
}

/** The full episode each clip was cut from, where the site has that episode. */
export const CLIP_EPISODES: Readonly<Record<string, string>> = {
  'the-printer-has-unionized': 'desk-jockeys-s4e1',
  'our-host-tries-intermittent-fasting': 'late-late-laugh-s4e12',
};

/** The clip the clip player offers when one ends: the next of the clip list, round to the first. */
const nextClip = (clip: Clip) => CLIP_LIST[(CLIP_LIST.indexOf(clip) + 1) % CLIP_LIST.length]!;

function clipFeed(clip: Clip) {
  const related = CLIP_LIST.filter((c) => c.slug !== clip.slug && c.show === clip.show)
    .concat(CLIP_LIST.filter((c) => c.show !== clip.show))
    .slice(0, 3);
  const episode = EPISODES.find((e) => e.slug === CLIP_EPISODES[clip.slug]);
  const next = nextClip(clip);
  return result({
    title: clip.title,
    contentUri: `mgid:arc:video:laughtrack.example:${clip.slug}`,
    show: showRef(clip.show),
    duration: clip.duration,
    ...(clip.published ? { published: clip.published } : {}),
    description: clip.description,
    image: thumb(clip),
    upNext: { title: next.title, url: clipUrl(next.slug) },
    ...(episode ? { episode: { title: episode.title, url: episodeUrl(episode.slug) } } : {}),
    related: related.map((c) => ({ title: c.title, url: clipUrl(c.slug), duration: c.duration, image: thumb(c) })),
    more: { title: `More from ${showTitle(clip.show)}`, url: showUrl(clip.show) },
    comments: commentsRef(commentItem('clip', clip.slug)),
  });
}

export const catalogueFeeds: Record<string, unknown> = Object.assign(
  {},
  ...SHOW_LIST.map(showFeeds),
  ...EPISODES.map((e) => ({ [playerFeedPath(e.slug)]: playerFeed(e) })),
  ...CLIP_LIST.map((c) => ({ [clipFeedPath(c.slug)]: clipFeed(c) })),
);

/** For pages.ts: which grids a show page has. */
export const showHas = (slug: string) => ({ episodes: episodesOf(slug).length > 0, clips: clipsOf(slug).length > 0 });
