import { feedPayload, reader, type FeedImage, type Obj, type Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

/** One "Watch now" link: a featured full episode. */
export interface WatchNowItem {
  title: string;
  /** The show it belongs to. */
  show?: string;
  url: string;
  image: FeedImage;
}

export interface RoadblockFeed {
  /** The module's heading. */
  title: string;
  /** The ad's repository `adUnits` key, when not the placement's own. */
  adPosition?: string;
  watchNow: WatchNowItem[];
}

/** As many watch-now links as the row shows: more would be read and never seen. */
export const MAX_WATCH_NOW = 4;

function watchNowItem(r: Reader) {
  return (value: unknown, path: string): WatchNowItem => {
    const o: Obj = r.obj(value, path);
    const show = r.optStr(o.show, `${path}.show`);
    return {
      title: r.str(o.title, `${path}.title`),
      ...(show ? { show } : {}),
      url: safeHref(o.url) ?? r.fail(`${path}.url`, 'must be an http(s) or relative URL'),
      image: r.image(o.image, `${path}.image`),
    };
  };
}

/**
 * The roadblock's feed: its heading, the featured full episodes it offers
 * to watch now (at least one), and optionally the ad's `position`, named
 * as the ad slots' inline feeds name it.
 */
export function parseRoadblockFeed(feed: unknown, driver: string): RoadblockFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const position = r.optStr(data.position, 'position');
  if (position !== undefined && !/^[\w-]{1,64}$/.test(position)) r.fail('position', 'must be an ad unit key (letters, digits, - and _)');
  return {
    title: r.str(data.title, 'title'),
    ...(position ? { adPosition: position } : {}),
    watchNow: r.list(data.watchNow, 'watchNow', watchNowItem(r), 1).slice(0, MAX_WATCH_NOW),
  };
}
