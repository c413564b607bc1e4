/**
 * The feeds of a page's zones, asked on the server the way the runtime asks
 * them in the browser, so the answers can travel in the page's inline
 * manifest (`feedData`) and the browser needs no request for them. Pure
 * apart from the `fetchFeed` it is given: the caller's server decides how a
 * feed is fetched (in process, over HTTP, from a cache).
 */
import type { PlannedZone } from '../runtime/assembly/zone-plan.js';
import type { Manifest } from '../runtime/types.js';

/** One feed's JSON answer, or undefined when it could not be had. Never rejects on purpose, but a rejection counts as undefined. */
export type FeedFetcher = (url: string) => Promise<unknown>;

/**
 * How long the page waits for its feeds. A feed slower than this is left
 * to the browser, which asks for it and reports a failure itself: one slow
 * feed must not hold back the whole page's first byte.
 */
export const SERVER_FEED_TIMEOUT_MS = 1500;

/**
 * The answers of `zones`' feeds, zone name → answer, all asked at once and
 * each URL once. A zone whose feed is inline already, fails, answers
 * undefined or is later than `timeoutMs` is left out.
 */
export async function fetchFeeds(
  zones: readonly PlannedZone[],
  fetchFeed: FeedFetcher,
  { timeoutMs = SERVER_FEED_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<Map<string, unknown>> {
  const byUrl = new Map<string, Promise<unknown>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, timeoutMs, undefined)));
  const asked = zones.filter((planned) => !planned.inline && planned.feedUrl !== undefined).map(async (planned) => {
    const url = planned.feedUrl!;
    let answer = byUrl.get(url);
    if (!answer) {
      answer = Promise.resolve().then(() => fetchFeed(url)).catch(() => undefined);
      byUrl.set(url, answer);
    }
    return [planned.zone.zone, await Promise.race([answer, late])] as const;
  });
  try {
    const answered = await Promise.all(asked);
    return new Map(answered.filter(([, answer]) => answer !== undefined));
  } finally {
    clearTimeout(timer);
  }
}

/** `manifest` with each answered zone's feed inline as its `feedData`; other zones untouched. */
export function withFeedData(manifest: Manifest, feeds: ReadonlyMap<string, unknown>): Manifest {
  const zones: Manifest['zones'] = { ...manifest.zones };
  for (const [name, feed] of feeds) {
    const zone = zones[name];
    if (zone) zones[name] = { ...zone, feedData: feed };
  }
  return { ...manifest, zones };
}
