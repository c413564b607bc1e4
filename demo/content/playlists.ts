/**
 * The network's playlists (clips of the catalogue, played one after another)
 * and interviews (a comedian's conversation in chapters, one question each),
 * their page URLs and their players' feeds. Everything is fictional.
 *
 * Node-safe: plain data.
 */
import { art, playable, result, thumb } from './cards.js';
import { CLIP_LIST, EPISODES, clipUrl, comedianUrl, episodeUrl, findClip, showTitle, type Clip } from './catalogue.js';
import { CLIP_EPISODES } from './catalogue-feeds.js';
import { commentItem, commentsRef } from './comments.js';

export interface Playlist {
  slug: string;
  title: string;
  description: string;
  /** Clip slugs, in playing order. */
  clips: readonly string[];
  /** The playlist offered when this one ends. */
  next: string;
}

export interface Interview {
  slug: string;
  title: string;
  /** A comedian's slug (catalogue.ts). */
  guest: string;
  guestName: string;
  description: string;
  /** Seconds. */
  duration: number;
  /** The day it went online, an ISO 8601 date. */
  published: string;
  art: string;
  alt: string;
  /** The questions, each with the second its answer starts; the first at 0. */
  chapters: readonly { title: string; start: number }[];
  /** The full episode it belongs to, when the site has it. */
  episode?: string;
  next: string;
}

export const PLAYLISTS: readonly Playlist[] = [
  {
    slug: 'office-hours', title: 'Office Hours', next: 'stand-up-starter-pack',
    description: 'Five clips about work, paperwork and the people who refuse to do either. Best watched on a lunch break that runs long.',
    clips: ['the-printer-has-unionized', 'local-man-reads-terms-and-conditions', 'the-hoa-meeting-goes-supernatural', 'the-pizza-that-never-came', 'showdown-at-the-roundabout'],
  },
  {
    slug: 'stand-up-starter-pack', title: 'Stand-Up Starter Pack', next: 'late-night-leftovers',
    description: 'New to the network’s comics? Start here: restaurant panic, steak indecision and a host who lost a fight with a breadstick.',
    clips: ['marnie-okafor-you-too', 'milo-brandt-medium-nervous', 'our-host-tries-intermittent-fasting'],
  },
  {
    slug: 'late-night-leftovers', title: 'Late-Night Leftovers', next: 'office-hours',
    description: 'The bits people sent their group chats at 1 a.m.: a monologue, a roast, a headline and a prank call.',
    clips: ['our-host-tries-intermittent-fasting', 'grandma-roasts-the-wedding-party', 'local-man-reads-terms-and-conditions', 'the-pizza-that-never-came'],
  },
];

export const INTERVIEWS: readonly Interview[] = [
  {
    slug: 'marnie-okafor-on-overthinking', published: '2026-09-29', title: 'Marnie Okafor on Overthinking Everything', guest: 'marnie-okafor', guestName: 'Marnie Okafor',
    description: 'Marnie talks substitute teaching, the “you too” incident and why her new special took four years and one waiter.',
    duration: 540, art: 'clip-standup-okafor', alt: 'Marnie Okafor on stage in the spotlight', next: 'milo-brandt-on-the-grill',
    chapters: [
      { title: 'Where did the “you too” bit come from?', start: 0 },
      { title: 'What did substitute teaching teach you about crowds?', start: 96 },
      { title: 'How do you know a joke is finished?', start: 214 },
      { title: 'What is the worst thing to say to a waiter?', start: 338 },
      { title: 'What comes after Overthinking It?', start: 461 },
    ],
  },
  {
    slug: 'milo-brandt-on-the-grill', published: '2026-09-13', title: 'Milo Brandt on His Dad’s Grill', guest: 'milo-brandt', guestName: 'Milo Brandt',
    description: 'The grill bit has a fan club. Milo explains how, and why his dad still has not seen it.',
    duration: 432, art: 'clip-standup-brandt', alt: 'Milo Brandt at the mic in a golden spotlight', next: 'june-matsuda-on-small-talk',
    chapters: [
      { title: 'Has your dad seen the grill bit?', start: 0 },
      { title: 'Why “medium nervous”?', start: 88 },
      { title: 'What is a fan club for a bit, exactly?', start: 190 },
      { title: 'What would you never joke about?', start: 305 },
    ],
  },
  {
    slug: 'june-matsuda-on-small-talk', published: '2026-10-03', title: 'June Matsuda on the Terror of Small Talk', guest: 'june-matsuda', guestName: 'June Matsuda',
    description: 'Before her special premieres, June answers the question she fears most, and five easier ones.',
    duration: 618, art: 'clip-standup-matsuda', alt: 'June Matsuda on stage between red curtains', next: 'marnie-okafor-on-overthinking',
    episode: 'june-matsuda-small-talk-big-deal',
    chapters: [
      { title: 'So, what do you do?', start: 0 },
      { title: 'Why elevators?', start: 72 },
      { title: 'How do you win at your book club?', start: 165 },
      { title: 'What is the weather really for?', start: 290 },
      { title: 'How did the special come together?', start: 402 },
      { title: 'What should people say instead?', start: 530 },
    ],
  },
];

export const playlistUrl = (slug: string) => `/playlists/${slug}`;
export const interviewUrl = (slug: string) => `/interviews/${slug}`;
export const playlistFeedPath = (slug: string) => `/feeds/playlists/${slug}`;
export const interviewFeedPath = (slug: string) => `/feeds/interviews/${slug}`;
export const findPlaylist = (slug: string) => PLAYLISTS.find((p) => p.slug === slug);
export const findInterview = (slug: string) => INTERVIEWS.find((i) => i.slug === slug);

const clipsOfPlaylist = (p: Playlist): Clip[] => p.clips.map((slug) => findClip(slug)).filter((c): c is Clip => c !== undefined);
const episodeLink = (slug: string | undefined) => {
  const episode = EPISODES.find((e) => e.slug === slug);
  return episode ? { episode: { title: episode.title, url: episodeUrl(episode.slug) } } : {};
};

function playlistFeed(p: Playlist) {
  const next = findPlaylist(p.next);
  return result({
    id: `ltn-playlist-${p.slug}`,
    title: p.title,
    description: p.description,
    visible: 4,
    items: clipsOfPlaylist(p).map((c) => ({
      title: c.title,
      url: clipUrl(c.slug),
      ...(c.published ? { published: c.published } : {}),
      show: showTitle(c.show),
      duration: c.duration,
      description: c.description,
      ...playable('video', c.slug),
      image: thumb(c),
      ...episodeLink(CLIP_EPISODES[c.slug]),
    })),
    ...(next ? { upNext: { title: next.title, url: playlistUrl(next.slug) } } : {}),
    comments: commentsRef(commentItem('playlist', p.slug)),
  });
}

function interviewFeed(i: Interview) {
  const next = findInterview(i.next);
  return result({
    id: `ltn-interview-${i.slug}`,
    title: i.title,
    guest: { title: i.guestName, url: comedianUrl(i.guest) },
    description: i.description,
    ...playable('video', i.slug),
    duration: i.duration,
    published: i.published,
    image: art(i.art, i.alt),
    chapters: i.chapters,
    ...episodeLink(i.episode),
    ...(next ? { upNext: { title: next.title, url: interviewUrl(next.slug) } } : {}),
    comments: commentsRef(commentItem('interview', i.slug)),
  });
}

/** A row card (ENT_M020) opening a playlist: its length, its first clip's picture. */
const playlistCard = (p: Playlist) => {
  const clips = clipsOfPlaylist(p);
  return {
    title: p.title,
    show: `Playlist · ${clips.length} clips`,
    url: playlistUrl(p.slug),
    duration: clips.reduce((sum, c) => sum + c.duration, 0),
    description: p.description,
    image: thumb(clips[0] ?? CLIP_LIST[0]!),
  };
};

/** A row card (ENT_M020) opening an interview. */
const interviewCard = (i: Interview) => ({
  title: i.title,
  show: `Interview · ${i.guestName}`,
  url: interviewUrl(i.slug),
  duration: i.duration,
  description: i.description,
  ...playable('video', i.slug),
  image: art(i.art, i.alt),
});

export const PLAYLISTS_ROW_PATH = '/feeds/shows/playlists';
export const INTERVIEWS_ROW_PATH = '/feeds/stand-up/interviews';

export const playlistFeeds: Record<string, unknown> = Object.assign(
  {},
  ...PLAYLISTS.map((p) => ({ [playlistFeedPath(p.slug)]: playlistFeed(p) })),
  ...INTERVIEWS.map((i) => ({ [interviewFeedPath(i.slug)]: interviewFeed(i) })),
  {
    [PLAYLISTS_ROW_PATH]: result({ title: 'Playlists', anchor: 'playlists', layout: 'grid', items: PLAYLISTS.map(playlistCard) }),
    [INTERVIEWS_ROW_PATH]: result({ title: 'Interviews', anchor: 'interviews', layout: 'grid', items: INTERVIEWS.map(interviewCard) }),
  },
);

