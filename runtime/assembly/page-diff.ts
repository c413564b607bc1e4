/**
 * What becomes of each zone when a new page arrives: pure, so the rules are tested without a DOM. The
 * one question only a module can answer, whether it takes a new feed in
 * place, comes in as the `accepts` predicate, so the decision itself stays here.
 */

/** A feed key that equals nothing, itself included: inline data that cannot be serialised. */
export const UNCOMPARABLE: unique symbol = Symbol('uncomparable feed');

export type FeedKey = string | undefined | typeof UNCOMPARABLE;

/** What identifies a module's output. */
export interface ModuleIdentity {
  zone: string;
  driver: string;
  language: string;
  /** The feed URL as requested, or a key of its inline feedData. */
  feedKey: FeedKey;
}

/** A mounted module: its identity, and how far its drawing got. */
export interface MountedIdentity extends ModuleIdentity {
  /** Its element shows a module's output (it rendered once, or is refreshing). */
  drawn: boolean;
  /** Its last render finished; false while it still loads (a visit left before it was done). */
  settled: boolean;
}

export interface PageDiff {
  /** Same driver, language and feed, drawn and settled: left exactly as it is. */
  keep: string[];
  /** Another feed for a drawn module that accepts it: redrawn in place. */
  refresh: string[];
  /**
   * Kept by the next page before it finished drawing (its visit was left
   * mid-load): loaded and drawn again on the same element, with the new
   * page's feed. Neither destroyed nor counted as new.
   */
  rerun: string[];
  /** Gone from the page, drawn by another driver or in another language, or refusing a new feed. */
  destroy: string[];
  /** New zones, including the replacements of destroyed ones. */
  create: string[];
}

/**
 * A feed URL's identity ignores its #fragment and its `hash` query parameter
 * (a cache-busting token): two pages may link the same feed with different ones.
 */
export function feedIdentity(feedUrl: string | undefined): string | undefined {
  if (feedUrl === undefined) return undefined;
  try {
    const url = new URL(feedUrl, 'http://feed.invalid/');
    url.hash = '';
    url.searchParams.delete('hash');
    return url.href;
  } catch {
    return feedUrl;
  }
}

/** The key for a zone's feed: its URL's identity, or its inline data. */
export function feedKeyOf(feedUrl: string | undefined, hasFeedData: boolean, feedData: unknown): FeedKey {
  if (!hasFeedData) return feedIdentity(feedUrl);
  try {
    return `data:${JSON.stringify(feedData)}`;
  } catch {
    // Cyclic or BigInt data can never be proven equal: it is always new.
    return UNCOMPARABLE;
  }
}

const sameFeed = (a: FeedKey, b: FeedKey) => a === b && a !== UNCOMPARABLE;

export function diffPage(
  mounted: readonly MountedIdentity[],
  next: readonly ModuleIdentity[],
  accepts: (zone: string) => boolean,
): PageDiff {
  const incoming = new Map(next.map((identity) => [identity.zone, identity]));
  const diff: PageDiff = { keep: [], refresh: [], rerun: [], destroy: [], create: [] };
  const placed = new Set<string>();

  for (const current of mounted) {
    const candidate = incoming.get(current.zone);
    const same = candidate !== undefined && candidate.driver !== '' && candidate.driver === current.driver
      && candidate.language === current.language;
    if (!same) {
      diff.destroy.push(current.zone);
      continue;
    }
    const feedUnchanged = sameFeed(candidate.feedKey, current.feedKey);
    if (feedUnchanged && current.settled) diff.keep.push(current.zone);
    // Nothing drawn yet: no module output to keep or refresh, just finish loading with this page's feed.
    else if (feedUnchanged || !current.drawn) diff.rerun.push(current.zone);
    else if (accepts(current.zone)) diff.refresh.push(current.zone);
    else {
      diff.destroy.push(current.zone);
      continue;
    }
    placed.add(current.zone);
  }
  for (const identity of next) if (!placed.has(identity.zone)) diff.create.push(identity.zone);
  return diff;
}
