/**
 * The leaderboard page's feeds (`/leaderboard`, the ENT_M086 island): the
 * zone feed carries the first page by votes, so the page is drawn from it
 * alone; the whole list in each order is a paged feed,
 * `/feeds/leaderboard/entries?sort={votes|newest|title}&page={n}`, `next`
 * naming the page after. Node-safe: plain data.
 */
import { clipUrl, findClip, showTitle, showUrl } from './catalogue.js';
import { result } from './cards.js';
import { SKETCHES, type Sketch } from './leaderboard-sketches.js';

export const LEADERBOARD_PATH = '/leaderboard';
export const LEADERBOARD_FEED_PATH = '/feeds/leaderboard';
export const LEADERBOARD_ENTRIES_PATH = '/feeds/leaderboard/entries';
/** Sketches per page. */
export const LEADERBOARD_PAGE_SIZE = 10;

type Sort = 'votes' | 'newest' | 'title';
const ORDERS: Record<Sort, (a: Sketch, b: Sketch) => number> = {
  votes: (a, b) => b.votes - a.votes,
  newest: (a, b) => b.aired.localeCompare(a.aired) || b.votes - a.votes,
  title: (a, b) => a.title.localeCompare(b.title, 'en'),
};
const isSort = (value: string): value is Sort => Object.hasOwn(ORDERS, value);

const byVotes = [...SKETCHES].sort(ORDERS.votes);
const rankOf = new Map(byVotes.map((s, i) => [s.slug, i + 1]));

function entry(sketch: Sketch) {
  if (sketch.clip && !findClip(sketch.clip)) throw new Error(`No clip ${sketch.clip} in the catalogue`);
  return {
    id: `ltn-sketch-${sketch.slug}`,
    rank: rankOf.get(sketch.slug)!,
    title: sketch.title,
    show: showTitle(sketch.show),
    votes: sketch.votes,
    aired: sketch.aired,
    url: sketch.clip ? clipUrl(sketch.clip) : showUrl(sketch.show),
  };
}

/** One page (from 1) of the list in `sort`, with the next page's address when there is one. */
export function leaderboardPage(sort: Sort, page: number) {
  const all = [...SKETCHES].sort(ORDERS[sort]);
  const start = (page - 1) * LEADERBOARD_PAGE_SIZE;
  const more = start + LEADERBOARD_PAGE_SIZE < all.length;
  return {
    sort,
    total: all.length,
    entries: all.slice(start, start + LEADERBOARD_PAGE_SIZE).map(entry),
    ...(more ? { next: `${LEADERBOARD_ENTRIES_PATH}?sort=${sort}&page=${page + 1}` } : {}),
  };
}

export const leaderboardFeeds: Record<string, unknown> = {
  [LEADERBOARD_FEED_PATH]: result({
    title: 'The Fan Leaderboard',
    intro: 'The sketches you could not stop sending to the group chat, ranked by your votes. Sort them, settle arguments, start new ones.',
    entriesUrl: LEADERBOARD_ENTRIES_PATH,
    initial: leaderboardPage('votes', 1),
  }),
  [LEADERBOARD_ENTRIES_PATH]: (url: URL) => {
    const sort = url.searchParams.get('sort') ?? 'votes';
    const page = Number(url.searchParams.get('page') ?? '1');
    const order: Sort = isSort(sort) ? sort : 'votes';
    const pages = Math.ceil(SKETCHES.length / LEADERBOARD_PAGE_SIZE);
    // An unknown order is read as votes; a page past the end answers no sketches, never an error.
    return result(Number.isInteger(page) && page >= 1 && page <= pages
      ? leaderboardPage(order, page)
      : { sort: order, total: SKETCHES.length, entries: [] });
  },
};
