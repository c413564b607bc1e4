import { feedPayload, reader, type FeedImage, type Obj, type Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

export interface DirectoryComedian {
  name: string;
  /** The comedian's anchor on the page, or their page. */
  href?: string;
  image: FeedImage;
  tagline: string;
  tour?: string;
  special?: string;
}

export interface ComedianSearchFeed {
  title: string;
  intro?: string;
  /** Where the search form asks (`?q=` is added): a same-origin path. */
  searchUrl: string;
  comedians: DirectoryComedian[];
}

/** The search's answer: the query as the server read it and the comedians matching it. */
export interface ComedianSearchAnswer {
  query: string;
  comedians: DirectoryComedian[];
}

function comedian(r: Reader) {
  return (value: unknown, path: string): DirectoryComedian => {
    const o: Obj = r.obj(value, path);
    return {
      name: r.str(o.name, `${path}.name`),
      href: safeHref(o.url),
      image: r.image(o.image, `${path}.image`),
      tagline: r.str(o.tagline, `${path}.tagline`),
      tour: r.optStr(o.tour, `${path}.tour`),
      special: r.optStr(o.special, `${path}.special`),
    };
  };
}

export function parseComedianSearchFeed(feed: unknown, driver: string): ComedianSearchFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  // The search is asked with the page's cookies: only a path of this site, never another host.
  const href = safeHref(data.searchUrl);
  const searchUrl = href?.startsWith('/') ? href : r.fail('searchUrl', 'must be a path of this site');
  return {
    title: r.str(data.title, 'title'),
    intro: r.optStr(data.intro, 'intro'),
    searchUrl,
    comedians: r.list(data.comedians, 'comedians', comedian(r), 1),
  };
}

/** Reads a search answer; throws (a failed search) when it is malformed, as for an HTTP error. */
export function parseSearchAnswer(body: unknown, driver: string): ComedianSearchAnswer {
  const r = reader(`${driver} search`);
  const data = feedPayload(r.driver, body);
  const comedians = r.list(data.comedians, 'comedians', comedian(r));
  if (data.total !== undefined && r.num(data.total, 'total') !== comedians.length) r.fail('total', `is not the ${comedians.length} comedians listed`);
  return { query: typeof data.query === 'string' ? data.query : '', comedians };
}

/** The search request's URL for `term`. */
export function searchRequestUrl(searchUrl: string, term: string, base: string): string {
  const url = new URL(searchUrl, base);
  url.searchParams.set('q', term);
  return url.href;
}

export const FILTERS = [
  { value: 'all', label: 'All comedians', keep: () => true, phrase: '' },
  { value: 'tour', label: 'On tour', keep: (c: DirectoryComedian) => Boolean(c.tour), phrase: 'on tour' },
  { value: 'special', label: 'New specials', keep: (c: DirectoryComedian) => Boolean(c.special), phrase: 'with a new special' },
] as const;

export type FilterValue = (typeof FILTERS)[number]['value'];

export const filterOf = (value: string) => FILTERS.find((f) => f.value === value) ?? FILTERS[0];
