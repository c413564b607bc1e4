import { toEpochMs } from '../../runtime/util/dates.js';
import { feedPayload, reader, type FeedImage, type Obj, type Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

/**
 * A link inside a post's text, as the network's feed marks it: the
 * characters from `start` to `end` (Unicode code points, as social feeds
 * count them, so an emoji is one) link to `url`. The text itself is plain:
 * nothing in it is ever read as markup.
 */
export interface LinkEntity {
  start: number;
  end: number;
  url: string;
}

export interface SocialPost {
  id: string;
  text: string;
  links: LinkEntity[];
  /** When it was posted, an instant the dates utility reads. */
  time: string;
  /** The post on the network, when it has its own page. */
  url?: string;
  image?: FeedImage;
}

export interface SocialFeed {
  title: string;
  account: { name: string; handle: string; url?: string };
  /** The feed's clock when it was made (epoch ms): relative times count from it until the browser's clock takes over. */
  now?: number;
  posts: SocialPost[];
}

function links(r: Reader, value: unknown, path: string, text: string): LinkEntity[] {
  if (value === undefined || value === null) return [];
  const length = Array.from(text).length;
  let last = 0;
  return r.list(value, path, (item, at) => {
    const o: Obj = r.obj(item, at);
    const start = r.num(o.start, `${at}.start`);
    const end = r.num(o.end, `${at}.end`);
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < last || end <= start || end > length) {
      r.fail(at, `must mark characters of the text in order, without overlapping (0 to ${length})`);
    }
    last = end;
    return { start, end, url: safeHref(o.url) ?? r.fail(`${at}.url`, 'must be an http(s) or relative URL') };
  });
}

function post(r: Reader) {
  return (value: unknown, path: string): SocialPost => {
    const o: Obj = r.obj(value, path);
    const text = r.str(o.text, `${path}.text`);
    const time = r.str(o.time, `${path}.time`);
    if (toEpochMs(time) === undefined) r.fail(`${path}.time`, 'must be a date');
    const url = o.url === undefined || o.url === null ? undefined : safeHref(o.url) ?? r.fail(`${path}.url`, 'must be an http(s) or relative URL');
    return {
      id: r.str(o.id, `${path}.id`),
      text,
      links: links(r, o.entities, `${path}.entities`, text),
      time,
      ...(url ? { url } : {}),
      ...(o.image !== undefined && o.image !== null ? { image: r.image(o.image, `${path}.image`) } : {}),
    };
  };
}

export function parseSocialFeed(feed: unknown, driver: string): SocialFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const account = r.obj(data.account, 'account');
  const now = r.optNum(data.now, 'now');
  return {
    title: r.str(data.title, 'title'),
    account: { name: r.str(account.name, 'account.name'), handle: r.str(account.handle, 'account.handle'), url: safeHref(account.url) },
    ...(now !== undefined ? { now } : {}),
    posts: r.list(data.posts, 'posts', post(r)),
  };
}

/** A post's text cut at its links: plain runs and linked runs, in order. */
export function segments(post: Pick<SocialPost, 'text' | 'links'>): { text: string; url?: string }[] {
  const chars = Array.from(post.text);
  const out: { text: string; url?: string }[] = [];
  let at = 0;
  for (const link of post.links) {
    if (link.start > at) out.push({ text: chars.slice(at, link.start).join('') });
    out.push({ text: chars.slice(link.start, link.end).join(''), url: link.url });
    at = link.end;
  }
  if (at < chars.length) out.push({ text: chars.slice(at).join('') });
  return out;
}
