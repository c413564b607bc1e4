import { matchesWords } from '../../runtime/util/word-match.js';
import type { ClipItem } from '../clip-grid/clip-card.js';

/**
 * The series video list's filter: a season, a type and typed words, kept in
 * the page's query (`?season=4&type=clip&q=printer`) so a shared link or a
 * return to the page shows the same list. Pure.
 */

/** A video of the show: a row item, with the season it belongs to when it has one. */
export interface SeriesVideo extends ClipItem {
  season?: number;
}

/** The types the filter offers, in its order; `all` is no filter. */
export const TYPES = [
  { value: 'all', label: 'All types', phrase: '' },
  { value: 'episode', label: 'Full episodes', phrase: 'full episodes' },
  { value: 'clip', label: 'Clips', phrase: 'clips' },
] as const;

export type TypeValue = (typeof TYPES)[number]['value'];

export interface VideoFilter {
  /** A season number, or `all`. */
  season: number | 'all';
  type: TypeValue;
  /** The words typed, as typed. */
  q: string;
}

export const NO_FILTER: VideoFilter = { season: 'all', type: 'all', q: '' };

/** The query parameters the filter is written into. */
export const PARAMS = { season: 'season', type: 'type', q: 'q' } as const;

/** Longest search text read from a URL: a pasted novel is not a search. */
const MAX_QUERY = 100;

export const typeOf = (value: string) => TYPES.find((t) => t.value === value) ?? TYPES[0];

/** The seasons the videos have, newest first. */
export function seasonsOf(videos: readonly SeriesVideo[]): number[] {
  return [...new Set(videos.flatMap((v) => (v.season === undefined ? [] : [v.season])))].sort((a, b) => b - a);
}

/**
 * The filter a page address asks for. A season the list does not have, or a
 * type it does not know, is no filter: an old or hand-edited link still shows
 * videos instead of an empty list.
 */
export function filterFromUrl(href: string, seasons: readonly number[]): VideoFilter {
  let params: URLSearchParams;
  try {
    params = new URL(href).searchParams;
  } catch {
    return NO_FILTER;
  }
  const season = Number(params.get(PARAMS.season));
  return {
    season: /^\d+$/.test(params.get(PARAMS.season) ?? '') && seasons.includes(season) ? season : 'all',
    type: typeOf(params.get(PARAMS.type) ?? '').value,
    q: (params.get(PARAMS.q) ?? '').slice(0, MAX_QUERY),
  };
}

/** `href` with `filter` written into its query (other parameters and the fragment kept); no filter, no parameter. */
export function urlWithFilter(href: string, filter: VideoFilter): string {
  const url = new URL(href);
  const set = (name: string, value: string) => (value === '' ? url.searchParams.delete(name) : url.searchParams.set(name, value));
  set(PARAMS.season, filter.season === 'all' ? '' : String(filter.season));
  set(PARAMS.type, filter.type === 'all' ? '' : filter.type);
  set(PARAMS.q, filter.q.trim() === '' ? '' : filter.q);
  return url.href;
}

/**
 * The words a video is found by: its title, episode label and description,
 * with brackets, quotes and colons taken as spaces (a title's "(Cold Open)"
 * or “Medium Nervous” is found by its words).
 */
const searchTextOf = (video: SeriesVideo) =>
  [video.title, video.episode ?? '', video.description ?? ''].join(' ').replace(/[()[\]{}"“”‘’«»:]/g, ' ');

/** The videos `filter` keeps, in their order: season, type and every typed word (the site's word-prefix rule). */
export function applyFilter<V extends SeriesVideo>(videos: readonly V[], filter: VideoFilter): V[] {
  return videos.filter((video) => (filter.season === 'all' || video.season === filter.season)
    && (filter.type === 'all' || video.kind === filter.type)
    && matchesWords(searchTextOf(video), filter.q));
}

export const isFiltered = (filter: VideoFilter) => filter.season !== 'all' || filter.type !== 'all' || filter.q.trim() !== '';

const plural = (n: number) => `${n} ${n === 1 ? 'video' : 'videos'}`;

/** What narrows the list, in words: "in season 4, clips, matching “printer”". */
function narrowing(filter: VideoFilter): string {
  const parts = [
    ...(filter.season === 'all' ? [] : [`in season ${filter.season}`]),
    ...(filter.type === 'all' ? [] : [typeOf(filter.type).phrase]),
    ...(filter.q.trim() === '' ? [] : [`matching “${filter.q.trim()}”`]),
  ];
  return parts.join(', ');
}

/** The count as the live region says it: "2 videos", "1 video: in season 4, clips". */
export function countText(shown: number, filter: VideoFilter): string {
  const how = narrowing(filter);
  return how === '' ? plural(shown) : `${plural(shown)}: ${how}`;
}

/** The empty state's sentence. */
export function noMatchText(filter: VideoFilter): string {
  const how = narrowing(filter);
  return how === '' ? 'This show has no videos yet.' : `No videos match: ${how}.`;
}
