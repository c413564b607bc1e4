import { feedPayload, reader, type FeedLink, type Obj, type Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import type { ListPage } from '../shared/use-paged-list.js';

/** One quotable line. */
export interface Line {
  id: string;
  text: string;
  /** Who says it. */
  speaker: string;
  /** The show or comedian it comes from. */
  source: FeedLink;
  /** The episode or clip it is in, when named. */
  from?: FeedLink;
}

export interface FilterGroup {
  label: string;
  options: { value: string; label: string }[];
}

export interface LineListFeed {
  title: string;
  intro?: string;
  /** Where the lines are asked (`?filter=` and `page` are added by `next`): a path of this site. */
  linesUrl: string;
  filterGroups: FilterGroup[];
  /** The first page of every line, drawn without a request. */
  initial: ListPage<Line>;
}

/** A same-origin path from the feed, or a failure: the island asks these with the page's cookies. */
function sitePath(r: Reader, value: unknown, path: string): string {
  const href = safeHref(value);
  return href?.startsWith('/') ? href : r.fail(path, 'must be a path of this site');
}

function line(r: Reader) {
  return (value: unknown, path: string): Line => {
    const o: Obj = r.obj(value, path);
    const from = r.optLink(o.from, `${path}.from`);
    return {
      id: r.str(o.id, `${path}.id`),
      text: r.str(o.text, `${path}.text`),
      speaker: r.str(o.speaker, `${path}.speaker`),
      source: r.link(o.source, `${path}.source`),
      ...(from ? { from } : {}),
    };
  };
}

function linePage(r: Reader, data: Obj, path: string, filters: ReadonlySet<string>): ListPage<Line> {
  const filter = data.filter === undefined || data.filter === null ? '' : data.filter;
  if (typeof filter !== 'string' || !filters.has(filter)) r.fail(`${path}.filter`, 'must be one of the filter’s values');
  const total = r.num(data.total, `${path}.total`);
  if (!Number.isInteger(total) || total < 0) r.fail(`${path}.total`, 'must be a whole number, 0 or more');
  return {
    view: filter,
    items: r.list(data.lines, `${path}.lines`, line(r)),
    total,
    ...(data.next !== undefined && data.next !== null ? { next: sitePath(r, data.next, `${path}.next`) } : {}),
  };
}

const filterValues = (groups: FilterGroup[]) => new Set(['', ...groups.flatMap((g) => g.options.map((o) => o.value))]);

export function parseLineListFeed(feed: unknown, driver: string): LineListFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const filterGroups = r.list(data.filterGroups, 'filterGroups', (value, path) => {
    const g = r.obj(value, path);
    return {
      label: r.str(g.label, `${path}.label`),
      options: r.list(g.options, `${path}.options`, (option, at) => {
        const o = r.obj(option, at);
        return { value: r.str(o.value, `${at}.value`), label: r.str(o.label, `${at}.label`) };
      }, 1),
    };
  });
  return {
    title: r.str(data.title, 'title'),
    intro: r.optStr(data.intro, 'intro'),
    linesUrl: sitePath(r, data.linesUrl, 'linesUrl'),
    filterGroups,
    initial: linePage(r, r.obj(data.initial, 'initial'), 'initial', filterValues(filterGroups)),
  };
}

/** Reads one page of lines; throws (a failed load, offered again) when it is malformed or under another filter. */
export function parseLinePage(body: unknown, driver: string, filter: string, groups: FilterGroup[]): ListPage<Line> {
  const r = reader(`${driver} page`);
  const page = linePage(r, feedPayload(r.driver, body), 'result', filterValues(groups));
  if (page.view !== filter) r.fail('result.filter', `is not ${filter || 'none'}`);
  return page;
}

/** The address of the first page of lines under `filter` ('' for all). */
export function filteredUrl(linesUrl: string, filter: string, base: string): string {
  const url = new URL(linesUrl, base);
  if (filter === '') url.searchParams.delete('filter');
  else url.searchParams.set('filter', filter);
  return url.pathname + url.search;
}
