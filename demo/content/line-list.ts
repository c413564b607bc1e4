/**
 * The quotable-lines page's feeds (`/lines`, the ENT_M023 island): the zone
 * feed carries the filter's choices and the first page of every line, so the
 * page is drawn from it alone; the lines under each filter are a paged feed,
 * `/feeds/lines/page?filter={show:slug|comic:slug}&page={n}`, `next` naming
 * the page after. Node-safe: plain data.
 */
import { COMEDIAN_LIST, SHOW_LIST, clipUrl, comedianUrl, episodeUrl, findClip, findEpisode, showTitle, showUrl } from './catalogue.js';
import { result } from './cards.js';
import { LINES, type Line } from './lines.js';

export const LINES_PATH = '/lines';
export const LINE_LIST_FEED_PATH = '/feeds/lines';
export const LINE_PAGES_PATH = '/feeds/lines/page';
/** Lines per page. */
export const LINES_PAGE_SIZE = 8;

const filterOf = (line: Line) => (line.comedian ? `comic:${line.comedian}` : `show:${line.show}`);

/** The filter's choices, in two groups: shows, then comedians, only those with lines. */
const FILTER_GROUPS = [
  { label: 'Shows', options: SHOW_LIST.map((s) => ({ value: `show:${s.slug}`, label: s.title })) },
  { label: 'Comedians', options: COMEDIAN_LIST.map((c) => ({ value: `comic:${c.slug}`, label: c.name })) },
].map((group) => ({ ...group, options: group.options.filter((o) => LINES.some((line) => filterOf(line) === o.value)) }));
const isFilter = (value: string) => value === '' || FILTER_GROUPS.some((g) => g.options.some((o) => o.value === value));

function source(line: Line) {
  const comic = line.comedian ? COMEDIAN_LIST.find((c) => c.slug === line.comedian) : undefined;
  if (line.comedian && !comic) throw new Error(`No comedian ${line.comedian} in the catalogue`);
  return comic ? { title: comic.name, url: comedianUrl(comic.slug) } : { title: showTitle(line.show!), url: showUrl(line.show!) };
}

function from(line: Line) {
  if (line.clip) {
    const clip = findClip(line.clip);
    if (!clip) throw new Error(`No clip ${line.clip} in the catalogue`);
    return { from: { title: clip.title, url: clipUrl(clip.slug) } };
  }
  if (line.episode) {
    const episode = findEpisode(line.episode);
    if (!episode) throw new Error(`No episode ${line.episode} in the catalogue`);
    return { from: { title: `${episode.label}: ${episode.title}`, url: episodeUrl(episode.slug) } };
  }
  return {};
}

const lineItem = (line: Line) => ({ id: `ltn-line-${line.slug}`, text: line.text, speaker: line.speaker, source: source(line), ...from(line) });

/** One page (from 1) of the lines under `filter` ('' for all), with the next page's address when there is one. */
export function linePage(filter: string, page: number) {
  const all = filter === '' ? LINES : LINES.filter((line) => filterOf(line) === filter);
  const start = (page - 1) * LINES_PAGE_SIZE;
  const more = start + LINES_PAGE_SIZE < all.length;
  const query = filter === '' ? '' : `filter=${encodeURIComponent(filter)}&`;
  return {
    filter,
    total: all.length,
    lines: all.slice(start, start + LINES_PAGE_SIZE).map(lineItem),
    ...(more ? { next: `${LINE_PAGES_PATH}?${query}page=${page + 1}` } : {}),
  };
}

export const lineListFeeds: Record<string, unknown> = {
  [LINE_LIST_FEED_PATH]: result({
    title: 'Quotable Lines',
    intro: 'The lines people keep quoting at dinner, from our shows and stand-up sets. Pick a show or a comedian, then go find the clip.',
    linesUrl: LINE_PAGES_PATH,
    filterGroups: FILTER_GROUPS,
    initial: linePage('', 1),
  }),
  [LINE_PAGES_PATH]: (url: URL) => {
    const asked = url.searchParams.get('filter') ?? '';
    const filter = isFilter(asked) ? asked : '';
    const page = Number(url.searchParams.get('page') ?? '1');
    const all = linePage(filter, 1);
    const pages = Math.max(1, Math.ceil(all.total / LINES_PAGE_SIZE));
    // An unknown filter is read as none; a page past the end answers no lines, never an error.
    return result(Number.isInteger(page) && page >= 1 && page <= pages ? linePage(filter, page) : { filter, total: all.total, lines: [] });
  },
};
