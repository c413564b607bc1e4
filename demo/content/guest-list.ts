/**
 * The Late Late Laugh's guest list feed (the ENT_M022 island on its show
 * page), from the guests of guests.ts. A guest on an episode the catalogue
 * has links to its player page; a comedian of the catalogue links to their
 * own page. Each guest's picture is
 * a portrait of the art catalogue (`comic-{slug}` for the comedians,
 * `guest-{slug}` for everyone else). Node-safe: plain data.
 */
import { comedianUrl, episodeUrl, findEpisode } from './catalogue.js';
import { art, result } from './cards.js';
import { GUESTS, GUEST_SHOW, GUEST_TYPES, comedianSlugs, type Guest } from './guests.js';

export const GUEST_LIST_FEED_PATH = `/feeds/shows/${GUEST_SHOW}/guests`;

const label = (g: Guest) => `S${g.season} · E${g.episode}`;
/** The catalogue's episode of this appearance, when it has one. */
const episodeSlug = (g: Guest) => `${GUEST_SHOW}-s${g.season}e${g.episode}`;

function guestItem(g: Guest) {
  const isComedian = comedianSlugs.has(g.slug);
  const episode = findEpisode(episodeSlug(g));
  return {
    id: `ltn-guest-${g.slug}-s${g.season}e${g.episode}`,
    name: g.name,
    type: g.type,
    credit: g.credit,
    season: g.season,
    aired: g.aired,
    image: art(isComedian ? `comic-${g.slug}` : `guest-${g.slug}`, `${g.name}, a portrait`),
    ...(isComedian ? { url: comedianUrl(g.slug) } : {}),
    episode: { label: label(g), title: g.title, ...(episode ? { url: episodeUrl(episode.slug) } : {}) },
  };
}

export const guestListFeeds: Record<string, unknown> = {
  [GUEST_LIST_FEED_PATH]: result({
    title: 'Who’s Been on the Couch',
    intro: 'Every guest of the last two seasons, newest first. Filter by who they are, or search by name or what they are known for.',
    filterLabel: 'Guest type',
    filters: GUEST_TYPES.filter((t) => GUESTS.some((g) => g.type === t.value)),
    guests: [...GUESTS].sort((a, b) => b.aired.localeCompare(a.aired)).map(guestItem),
  }),
};
