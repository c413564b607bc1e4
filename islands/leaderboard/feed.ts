import { feedPayload, reader, type Obj, type Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import type { ListPage } from '../shared/use-paged-list.js';

/** The orders the list can be shown in, as the sort control offers them. */
export const SORTS = [
  { value: 'votes', label: 'Most votes' },
  { value: 'newest', label: 'Newest' },
  { value: 'title', label: 'Title (A to Z)' },
] as const;

export type SortValue = (typeof SORTS)[number]['value'];

export const sortOf = (value: string) => SORTS.find((s) => s.value === value) ?? SORTS[0];

/** One fan-ranked sketch. */
export interface Entry {
  id: string;
  /** Its place by fans' votes, whatever order the list is shown in. */
  rank: number;
  title: string;
  show: string;
  votes: number;
  /** When it aired, an ISO 8601 date. */
  aired: string;
  /** Where it is watched. */
  url: string;
}

/** One page of the list in one order: its view is the sort. */
export type EntryPage = ListPage<Entry> & { view: SortValue };

export interface LeaderboardFeed {
  title: string;
  intro?: string;
  /** Where the list is asked in another order (`?sort=` is added): a path of this site. */
  entriesUrl: string;
  /** The first page, in the feed's own order, drawn without a request. */
  initial: EntryPage;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A same-origin path from the feed, or a failure: the island asks these with the page's cookies. */
function sitePath(r: Reader, value: unknown, path: string): string {
  const href = safeHref(value);
  return href?.startsWith('/') ? href : r.fail(path, 'must be a path of this site');
}

function count(r: Reader, value: unknown, path: string): number {
  const n = r.num(value, path);
  return Number.isInteger(n) && n >= 0 ? n : r.fail(path, 'must be a whole number, 0 or more');
}

function entry(r: Reader) {
  return (value: unknown, path: string): Entry => {
    const o: Obj = r.obj(value, path);
    const rank = count(r, o.rank, `${path}.rank`);
    if (rank < 1) r.fail(`${path}.rank`, 'must be 1 or more');
    const aired = r.str(o.aired, `${path}.aired`);
    if (!ISO_DATE.test(aired) || Number.isNaN(Date.parse(aired))) r.fail(`${path}.aired`, 'must be a date (YYYY-MM-DD)');
    return {
      id: r.str(o.id, `${path}.id`),
      rank,
      title: r.str(o.title, `${path}.title`),
      show: r.str(o.show, `${path}.show`),
      votes: count(r, o.votes, `${path}.votes`),
      aired,
      url: safeHref(o.url) ?? r.fail(`${path}.url`, 'must be an http(s) or relative URL'),
    };
  };
}

function entryPage(r: Reader, data: Obj, path: string): EntryPage {
  const sort = r.str(data.sort, `${path}.sort`);
  if (!SORTS.some((s) => s.value === sort)) r.fail(`${path}.sort`, `must be one of ${SORTS.map((s) => s.value).join(', ')}`);
  return {
    view: sort as SortValue,
    items: r.list(data.entries, `${path}.entries`, entry(r)),
    total: count(r, data.total, `${path}.total`),
    ...(data.next !== undefined && data.next !== null ? { next: sitePath(r, data.next, `${path}.next`) } : {}),
  };
}

export function parseLeaderboardFeed(feed: unknown, driver: string): LeaderboardFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  return {
    title: r.str(data.title, 'title'),
    intro: r.optStr(data.intro, 'intro'),
    entriesUrl: sitePath(r, data.entriesUrl, 'entriesUrl'),
    initial: entryPage(r, r.obj(data.initial, 'initial'), 'initial'),
  };
}

/** Reads one page of the list; throws (a failed load, offered again) when it is malformed or in another order. */
export function parseEntryPage(body: unknown, driver: string, sort: SortValue): EntryPage {
  const r = reader(`${driver} page`);
  const page = entryPage(r, feedPayload(r.driver, body), 'result');
  if (page.view !== sort) r.fail('result.sort', `is not ${sort}`);
  return page;
}

/** The address of the list's first page in `sort`. */
export function sortedUrl(entriesUrl: string, sort: SortValue, base: string): string {
  const url = new URL(entriesUrl, base);
  url.searchParams.set('sort', sort);
  return url.href;
}
