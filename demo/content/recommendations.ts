/**
 * The demo's recommendation service: what each visitor watched and viewed,
 * kept in memory, and the picks made from it. A visitor's results are the
 * clips of the shows they watched that they have not seen, newest first;
 * a visitor with no watches has none (the row shows the popular list). The
 * popular list ranks every clip by watches across visitors, the catalogue's
 * order breaking ties. Answers are `{result: {items}}` with the items the
 * site's video rows read (cards.ts), so the row draws them like any other.
 */
import { clipItem } from './cards.js';
import { CLIP_LIST, clipUrl, type Clip } from './catalogue.js';

export const RECOMMENDATIONS_PATH = '/api/recommendations';
export const RECOMMENDATION_PATHS = {
  results: `${RECOMMENDATIONS_PATH}/results`,
  register: `${RECOMMENDATIONS_PATH}/register`,
  activity: `${RECOMMENDATIONS_PATH}/activity`,
  popular: `${RECOMMENDATIONS_PATH}/popular`,
} as const;

/** How many items a row gets. */
export const ROW_SIZE = 8;

export interface ActivityRecord {
  type: 'view' | 'watch';
  url: string;
  itemId?: string;
  time: string;
}

/** The clip a watch names: by its page path or the content URI's last part (`mgid:…:{slug}`). */
function clipOf(activity: ActivityRecord): Clip | undefined {
  const slug = activity.itemId?.split(':').pop();
  return CLIP_LIST.find((c) => c.slug === slug || clipUrl(c.slug) === activity.url);
}

const newestFirst = (a: Clip, b: Clip) => (b.published ?? '').localeCompare(a.published ?? '');

export function createRecommendationStore() {
  const visitors = new Map<string, ActivityRecord[]>();
  const watches = new Map<string, number>();
  return {
    register(visitorId: string): boolean {
      const known = visitors.has(visitorId);
      if (!known) visitors.set(visitorId, []);
      return !known;
    },
    isKnown: (visitorId: string) => visitors.has(visitorId),
    record(visitorId: string, activity: ActivityRecord): void {
      const list = visitors.get(visitorId) ?? [];
      list.push(activity);
      visitors.set(visitorId, list.slice(-200));
      const clip = activity.type === 'watch' ? clipOf(activity) : undefined;
      if (clip) watches.set(clip.slug, (watches.get(clip.slug) ?? 0) + 1);
    },
    results(visitorId: string) {
      const watched = (visitors.get(visitorId) ?? []).flatMap((a) => (a.type === 'watch' ? [clipOf(a)].filter((c): c is Clip => c !== undefined) : []));
      const seen = new Set(watched.map((c) => c.slug));
      const shows = new Set(watched.map((c) => c.show));
      if (watched.length === 0) return { result: { visitorId, items: [] } };
      // The watched shows' other clips first, then the newest of the rest; never what was watched.
      const rank = (c: Clip) => (shows.has(c.show) ? 0 : 1);
      const picks = CLIP_LIST.filter((c) => !seen.has(c.slug)).sort((a, b) => rank(a) - rank(b) || newestFirst(a, b)).slice(0, ROW_SIZE);
      return { result: { visitorId, items: picks.map(clipItem) } };
    },
    popular() {
      const ranked = CLIP_LIST.map((clip, order) => ({ clip, order, count: watches.get(clip.slug) ?? 0 }))
        .sort((a, b) => b.count - a.count || a.order - b.order).slice(0, ROW_SIZE);
      return { result: { items: ranked.map(({ clip }) => clipItem(clip)) } };
    },
  };
}

export type RecommendationStore = ReturnType<typeof createRecommendationStore>;
