/**
 * The comedians' own pages (`/comedians/{slug}`): each one's bio feed
 * (ENT_M047, islands/comedian-page/) and, for a comedian with videos in the
 * catalogue, the row of their clips (ENT_M020, the clip grid). Every comedian
 * of the catalogue, so every card of the directory leads to a page.
 * Node-safe: plain data.
 */
import { clipItem, episodeItem, portrait, result } from './cards.js';
import { COMEDIAN_LIST, findClip, findEpisode, type Comedian } from './catalogue.js';

export const comedianFeedPath = (slug: string) => `/feeds/comedians/${slug}`;
export const comedianClipsPath = (slug: string) => `/feeds/comedians/${slug}/clips`;

const BIOS: Record<string, [string, ...string[]]> = {
  'marnie-okafor': ['Marnie Okafor taught middle-school science as a substitute for six years, which she describes as “crowd work with a bell schedule”.',
    'Her special Overthinking It follows one restaurant exchange for a full hour. She is on tour in fourteen cities, most of them on purpose.'],
  'milo-brandt': ['Milo Brandt grew up above his father’s grill, and the grill has been in his act ever since, usually as the hero.',
    'Medium Rare, his first hour, was recorded in a steakhouse during the dinner rush. Nobody was asked.'],
  'priya-castellanos': ['Priya Castellanos does crowd work so kind that audiences have tried to book her for therapy sessions.',
    'She is touring this spring, asking every front row how they are really doing.'],
  'theo-lindqvist': ['Theo Lindqvist moved from Gothenburg to Ohio and has been apologising for it, deadpan, ever since.'],
  'june-matsuda': ['June Matsuda has twice been voted the funniest person at her own book club, a title she defends at every meeting.',
    'Her special Small Talk, Big Deal is an hour on elevators, weather and the terror of being asked what you do.'],
  'raf-moreno': ['Raf Moreno tells one story per set. It takes twenty minutes, it has three endings, and it is always worth it.',
    'He is touring the West Coast with a new story that he says is “mostly true”.'],
};

/** What each comedian has in the catalogue: clip slugs and full-episode (special) slugs. */
const VIDEOS: Record<string, { clips?: string[]; episodes?: string[] }> = {
  'marnie-okafor': { clips: ['marnie-okafor-you-too'] },
  'milo-brandt': { clips: ['milo-brandt-medium-nervous'] },
  'june-matsuda': { episodes: ['june-matsuda-small-talk-big-deal'] },
};

/**
 * The network's own touring show, which the site's configuration names as its
 * default tour (`defaultTourId` in demo/index.html): a comedian on it shows
 * its dates first, whatever else they are touring.
 */
export const NETWORK_TOUR_ID = 'laugh-track-live-2027';

/** 8 pm Eastern (01:00 UTC the next day) on a date, in epoch seconds, as the ticketing feed sends it. */
const evening = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day + 1, 1, 0) / 1000;

const NETWORK_TOUR = { id: NETWORK_TOUR_ID, title: 'Laugh Track Live: Winter 2027' };

/** Each comedian's tours, in the order their own feed lists them. */
const TOURS: Record<string, { id: string; title: string; dates: { at: number; city: string; venue: string }[] }[]> = {
  'marnie-okafor': [
    { id: 'overthinking-it-tour', title: 'Overthinking It Tour', dates: [
      { at: evening(2027, 2, 5), city: 'Chicago, IL', venue: 'The Vic Theatre' },
      { at: evening(2027, 2, 12), city: 'Minneapolis, MN', venue: 'Pantages Theatre' },
      { at: evening(2027, 2, 20), city: 'Denver, CO', venue: 'Paramount Theatre' },
    ] },
    { ...NETWORK_TOUR, dates: [
      { at: evening(2027, 1, 15), city: 'New York, NY', venue: 'Beacon Theatre' },
      { at: evening(2027, 1, 22), city: 'Boston, MA', venue: 'Wilbur Theatre' },
    ] },
  ],
  'raf-moreno': [
    { id: 'west-coast-story-tour', title: 'West Coast Story Tour', dates: [
      { at: evening(2027, 3, 4), city: 'Seattle, WA', venue: 'Moore Theatre' },
      { at: evening(2027, 3, 11), city: 'Portland, OR', venue: 'Aladdin Theater' },
    ] },
    { ...NETWORK_TOUR, dates: [
      { at: evening(2027, 1, 16), city: 'Philadelphia, PA', venue: 'Keswick Theatre' },
      { at: evening(2027, 1, 29), city: 'Atlanta, GA', venue: 'Tabernacle' },
    ] },
  ],
  'priya-castellanos': [
    { id: 'priya-spring-2027', title: 'Spring Dates 2027', dates: [
      { at: evening(2027, 4, 2), city: 'Austin, TX', venue: 'Paramount Theatre' },
      { at: evening(2027, 4, 9), city: 'Nashville, TN', venue: 'Ryman Auditorium' },
    ] },
  ],
};

function videosOf(slug: string) {
  const { clips = [], episodes = [] } = VIDEOS[slug] ?? {};
  return [
    ...clips.map((s) => clipItem(findClip(s) ?? missing('clip', s))),
    ...episodes.map((s) => episodeItem(findEpisode(s) ?? missing('episode', s))),
  ];
}

function missing(kind: string, slug: string): never {
  throw new Error(`No ${kind} ${slug} in the catalogue`);
}

export const hasVideos = (slug: string) => videosOf(slug).length > 0;

function pageFeed(c: Comedian) {
  const [description, ...more] = BIOS[c.slug] ?? missing('bio for', c.slug);
  return result({
    name: c.name,
    tagline: c.tagline,
    description,
    ...(more.length ? { more } : {}),
    image: portrait(c.slug, c.name),
    ...(c.tour ? { tour: c.tour } : {}),
    ...(c.special ? { special: c.special } : {}),
    directory: { title: 'All comedians', url: '/stand-up' },
    ...(TOURS[c.slug] ? { tours: TOURS[c.slug] } : {}),
  });
}

export const comedianFeeds: Record<string, unknown> = Object.fromEntries(COMEDIAN_LIST.flatMap((c) => [
  [comedianFeedPath(c.slug), pageFeed(c)],
  ...(hasVideos(c.slug) ? [[comedianClipsPath(c.slug), result({ title: `${c.name}: Clips`, layout: 'grid', items: videosOf(c.slug) })]] : []),
]));
