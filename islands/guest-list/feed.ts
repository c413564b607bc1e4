import { feedPayload, reader, type FeedImage, type FeedLink, type Obj, type Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

/** One choice of the filter dropdown: guests whose `type` is `value`. */
export interface GuestFilter {
  value: string;
  label: string;
}

/** One appearance on the show. */
export interface Guest {
  id: string;
  name: string;
  /** One of the feed's filter values. */
  type: string;
  /** What they are known for. */
  credit: string;
  season: number;
  /** When the episode aired, an ISO 8601 date. */
  aired: string;
  image: FeedImage;
  /** Their own page on the site, when it has one. */
  url?: string;
  /** The episode they were on; `href` only when the site has it. */
  episode: FeedLink & { label: string };
}

export interface GuestListFeed {
  title: string;
  intro?: string;
  /** The filter dropdown's label ("Guest type"). */
  filterLabel: string;
  filters: GuestFilter[];
  guests: Guest[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function guest(r: Reader, types: ReadonlySet<string>) {
  return (value: unknown, path: string): Guest => {
    const o: Obj = r.obj(value, path);
    const type = r.str(o.type, `${path}.type`);
    if (!types.has(type)) r.fail(`${path}.type`, 'must be one of the filters’ values');
    const season = r.num(o.season, `${path}.season`);
    if (!Number.isInteger(season) || season < 1) r.fail(`${path}.season`, 'must be a whole number, 1 or more');
    const aired = r.str(o.aired, `${path}.aired`);
    if (!ISO_DATE.test(aired) || Number.isNaN(Date.parse(aired))) r.fail(`${path}.aired`, 'must be a date (YYYY-MM-DD)');
    const episode = r.obj(o.episode, `${path}.episode`);
    const url = o.url === undefined || o.url === null ? undefined : safeHref(o.url) ?? r.fail(`${path}.url`, 'must be an http(s) or relative URL');
    return {
      id: r.str(o.id, `${path}.id`),
      name: r.str(o.name, `${path}.name`),
      type,
      credit: r.str(o.credit, `${path}.credit`),
      season,
      aired,
      image: r.image(o.image, `${path}.image`),
      ...(url ? { url } : {}),
      episode: { ...r.link(episode, `${path}.episode`), label: r.str(episode.label, `${path}.episode.label`) },
    };
  };
}

export function parseGuestListFeed(feed: unknown, driver: string): GuestListFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const filters = r.list(data.filters, 'filters', (value, path) => {
    const o = r.obj(value, path);
    return { value: r.str(o.value, `${path}.value`), label: r.str(o.label, `${path}.label`) };
  }, 1);
  const types = new Set(filters.map((f) => f.value));
  if (types.size !== filters.length || types.has('')) r.fail('filters', 'must have distinct, non-empty values');
  return {
    title: r.str(data.title, 'title'),
    intro: r.optStr(data.intro, 'intro'),
    filterLabel: r.str(data.filterLabel, 'filterLabel'),
    filters,
    guests: r.list(data.guests, 'guests', guest(r, types)),
  };
}
