import { feedPayload, reader, type FeedLink, type Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

/** A navigation entry: a link, or a menu of links (a disclosure button and its list). */
export type NavEntry = { title: string; href?: string; links?: undefined } | { title: string; href?: undefined; links: FeedLink[] };

export interface SiteHeaderFeed {
  brand: { name: string; tagline?: string; href: string };
  nav: NavEntry[];
  search: { label: string; placeholder: string };
  cta?: FeedLink;
}

/**
 * One `nav` entry: `{ title, url }` is a link; `{ title, links: [...] }` a
 * menu, whose links are read like any feed link (unsafe URLs dropped, so a
 * menu left empty is dropped with them).
 */
function navEntry(r: Reader, value: unknown, path: string): NavEntry {
  const o = r.obj(value, path);
  if (o.links === undefined) return r.link(o, path);
  return { title: r.str(o.title, `${path}.title`), links: r.list(o.links, `${path}.links`, r.link, 1).filter((link) => link.href) };
}

export function parseSiteHeaderFeed(feed: unknown, driver: string): SiteHeaderFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const brand = r.obj(data.brand, 'brand');
  const search = data.search === undefined ? {} : r.obj(data.search, 'search');
  return {
    brand: {
      name: r.str(brand.name, 'brand.name'),
      tagline: r.optStr(brand.tagline, 'brand.tagline'),
      href: safeHref(brand.url) ?? '/',
    },
    nav: r.list(data.nav, 'nav', (value, path) => navEntry(r, value, path), 1).filter((entry) => (entry.links ? entry.links.length > 0 : entry.href)),
    search: {
      label: r.optStr(search.label, 'search.label') ?? 'Search the site',
      placeholder: r.optStr(search.placeholder, 'search.placeholder') ?? 'Search',
    },
    cta: r.optLink(data.cta, 'cta'),
  };
}
