import { clipItemReader } from '../clip-grid/item.js';
import { feedPayload, reader, type FeedLink, type Obj } from '../shared/parse.js';
import type { SeriesVideo } from './filter.js';

export interface SeriesVideosFeed {
  /** The list's heading, e.g. "Desk Jockeys: All Videos". */
  title: string;
  intro?: string;
  /** Back to the show's page. */
  show?: FeedLink;
  /** Every video of the show, newest first; none is a show with nothing online yet. */
  videos: SeriesVideo[];
}

/** The series video list's feed; a malformed one fails the zone with the catalogue's message. */
export function parseSeriesVideosFeed(feed: unknown, driver: string): SeriesVideosFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const item = clipItemReader(r);
  const video = (value: unknown, path: string): SeriesVideo => {
    const season = r.optNum((value as Obj | null)?.season, `${path}.season`);
    if (season !== undefined && (!Number.isInteger(season) || season < 1)) r.fail(`${path}.season`, 'must be a whole number, 1 or more');
    const parsed = item(value, path);
    return season === undefined ? parsed : { ...parsed, season };
  };
  return {
    title: r.str(data.title, 'title'),
    intro: r.optStr(data.intro, 'intro'),
    show: r.optLink(data.show, 'show'),
    videos: r.list(data.videos, 'videos', video),
  };
}
