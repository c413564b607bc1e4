/**
 * The demo's comments service data (demo/api/comments-handlers.ts): which
 * items take comments (every clip, full episode, playlist and interview, by
 * `{kind}-{slug}`, each offered by its feed), the comments written for some of them, and the store
 * that keeps what visitors post, bounded so a public demo's memory is too.
 * Node-safe: plain data.
 */
import { commentProblems, hasProblems, type CommentDraft, type CommentProblems, type PostedComment } from '../../islands/shared/comments/comment-rules.js';

export const COMMENTS_PATH = '/api/comments';
/** Visitors' comments kept per item; the oldest go first. */
export const KEPT_PER_ITEM = 50;

/** The service's id of an item: its kind and slug. */
export const commentItem = (kind: 'clip' | 'episode' | 'playlist' | 'interview', slug: string) => `${kind}-${slug}`;

/**
 * The items that take comments: those whose feeds offer them (`commentsRef`).
 * Filled as the feed modules load, which the content API does before it
 * answers anything; this module imports none of them, so no import cycle
 * can leave a feed half made.
 */
const ITEMS = new Set<string>();
const knownItems = () => ITEMS;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Written for the demo: [name, text, how long before the service started]. */
const SEED: Readonly<Record<string, readonly (readonly [string, string, number])[]>> = {
  [commentItem('clip', 'the-printer-has-unionized')]: [
    ['Dana from Accounts', 'Our printer saw this and now it wants dental.', 12 * MINUTE],
    ['PaperJamPete', 'The bit where it jams on purpose during the vote. I had to pause it.', 3 * HOUR],
    ['Ms. Okonkwo', 'Showed this to my office. The printer has been suspiciously quiet since.', 2 * DAY],
  ],
  [commentItem('clip', 'our-host-tries-intermittent-fasting')]: [
    ['breadstick_truther', 'Day two negotiating with a breadstick is my entire personality now.', 40 * MINUTE],
    ['Lou', '“I am not hungry, I am *curious*.” Same, host. Same.', 26 * HOUR],
  ],
  [commentItem('clip', 'grandma-roasts-the-wedding-party')]: [
    ['Groom’s Barber', 'I would like to formally apologise for the haircut.', 5 * HOUR],
  ],
  [commentItem('episode', 'desk-jockeys-s4e1')]: [
    ['Kim R.', 'Season four started with a union drive. I cannot wait for the strike episode.', 6 * HOUR],
    ['facilities_mgr', 'As someone who manages three printers: this is a documentary.', 4 * DAY],
  ],
  [commentItem('playlist', 'office-hours')]: [
    ['Sam', 'Watched the whole playlist on my lunch break. Lunch ran long.', 90 * MINUTE],
  ],
  [commentItem('interview', 'marnie-okafor-on-overthinking')]: [
    ['Overthinkers Anonymous', 'The question about her first open mic had me crying.', 8 * HOUR],
    ['Theo', 'Best interview of the season, and I say that as her former roommate.', 9 * DAY],
  ],
};

export const isCommentItem = (item: string) => knownItems().has(item);

/** The comments an item starts with: what its feed counts. */
export const seededCount = (item: string) => (Object.hasOwn(SEED, item) ? SEED[item]!.length : 0);

/** A player feed's `comments`: the service, the item's id there and its comments' count as the feed is made. */
export function commentsRef(item: string) {
  ITEMS.add(item);
  return { url: COMMENTS_PATH, item, count: seededCount(item) };
}

export type PostResult = { ok: true; comment: PostedComment; total: number } | { ok: false; problems: CommentProblems };

export interface CommentStore {
  /** An item's comments, newest first; undefined for an item that takes none. */
  list(item: string): PostedComment[] | undefined;
  /** Checks and keeps a comment (undefined for an item that takes none). */
  post(item: string, draft: CommentDraft): PostResult | undefined;
}

/** A store of its own, the seeded comments dated from `now` (epoch ms). */
export function createCommentStore(now: () => number = Date.now): CommentStore {
  const started = now();
  let serial = 0;
  const seeded = new Map(Object.entries(SEED).map(([item, rows]) => [item, rows.map(([name, text, ago], i): PostedComment => ({
    id: `${item}-seed-${i + 1}`, name, text, time: new Date(started - ago).toISOString(),
  }))]));
  const posted = new Map<string, PostedComment[]>();
  return {
    list(item) {
      if (!knownItems().has(item)) return undefined;
      return [...(posted.get(item) ?? []), ...(seeded.get(item) ?? [])];
    },
    post(item, draft) {
      if (!knownItems().has(item)) return undefined;
      const problems = commentProblems(draft);
      if (hasProblems(problems)) return { ok: false, problems };
      const comment: PostedComment = { id: `${item}-${++serial}`, name: draft.name.trim(), text: draft.text.trim(), time: new Date(now()).toISOString() };
      const mine = [comment, ...(posted.get(item) ?? [])].slice(0, KEPT_PER_ITEM);
      posted.set(item, mine);
      return { ok: true, comment, total: mine.length + (seeded.get(item)?.length ?? 0) };
    },
  };
}
