/**
 * What becomes of each zone when a new page arrives (spec 000 §4 "Module
 * lifecycle", CONTRACT §3): pure, so the rules are tested without a DOM.
 */

/** What identifies a mounted module's output. */
export interface ModuleIdentity {
  zone: string;
  driver: string;
  language: string;
  /** The feed URL as requested, or a key of its inline feedData. */
  feedKey: string | undefined;
}

export interface PageDiff {
  /** Same driver, language and feed: left exactly as it is. */
  keep: string[];
  /** Same driver and language, another feed: refreshed if its controller accepts. */
  refresh: string[];
  /** Gone from the page, or drawn by another driver or in another language. */
  destroy: string[];
  /** New zones (including the replacements of destroyed ones). */
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
export function feedKeyOf(feedUrl: string | undefined, hasFeedData: boolean, feedData: unknown): string | undefined {
  if (hasFeedData) {
    try {
      return `data:${JSON.stringify(feedData)}`;
    } catch {
      // Unserialisable inline data can never be proven equal: treat it as new.
      return `data:${Math.random()}`;
    }
  }
  return feedIdentity(feedUrl);
}

export function diffPage(mounted: readonly ModuleIdentity[], next: readonly ModuleIdentity[]): PageDiff {
  const incoming = new Map(next.map((identity) => [identity.zone, identity]));
  const diff: PageDiff = { keep: [], refresh: [], destroy: [], create: [] };
  const placed = new Set<string>();

  for (const current of mounted) {
    const candidate = incoming.get(current.zone);
    if (!candidate || candidate.driver !== current.driver || candidate.language !== current.language || !candidate.driver) {
      diff.destroy.push(current.zone);
      continue;
    }
    placed.add(current.zone);
    if (candidate.feedKey === current.feedKey) diff.keep.push(current.zone);
    else diff.refresh.push(current.zone);
  }
  for (const identity of next) if (!placed.has(identity.zone)) diff.create.push(identity.zone);
  return diff;
}
