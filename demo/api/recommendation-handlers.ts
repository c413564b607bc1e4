/**
 * The demo's recommendation service over HTTP (demo/content/recommendations.ts):
 * - `POST /api/recommendations/register` `{visitorId}`: 201 for a new visitor, 200 for a known one;
 * - `POST /api/recommendations/activity` `{visitorId, type: 'view'|'watch', url, itemId?, time}`: 202;
 * - `GET /api/recommendations/results?visitorId=`: `{result: {visitorId, items}}` (none yet: `items: []`);
 * - `GET /api/recommendations/popular`: `{result: {items}}`.
 * A body that is not such JSON, or a visitor id that is not one, is a 400.
 * Node-safe: nothing touches `window`.
 */
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { isRecord } from '../../runtime/util/guards.js';
import { createRecommendationStore, RECOMMENDATION_PATHS, RECOMMENDATIONS_PATH, type RecommendationStore } from '../content/recommendations.js';

export const RECOMMENDATIONS_API_PREFIXES: readonly string[] = [RECOMMENDATIONS_PATH];

const MAX_BODY = 4096;
const VISITOR = /^[\w-]{8,64}$/;

const json = (status: number, body: JsonBodyType) => HttpResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });

async function bodyOf(request: Request): Promise<Record<string, unknown> | undefined> {
  const raw = await request.text();
  if (raw.length > MAX_BODY) return undefined;
  try {
    const body: unknown = JSON.parse(raw);
    return isRecord(body) && typeof body.visitorId === 'string' && VISITOR.test(body.visitorId) ? body : undefined;
  } catch {
    return undefined;
  }
}

export function createRecommendationHandlers(store: RecommendationStore = createRecommendationStore()): RequestHandler[] {
  return [
    http.post(RECOMMENDATION_PATHS.register, async ({ request }) => {
      const body = await bodyOf(request);
      if (!body) return json(400, { error: 'The body must be JSON: {"visitorId"}' });
      const visitorId = body.visitorId as string;
      return json(store.register(visitorId) ? 201 : 200, { visitorId, registered: true });
    }),
    http.post(RECOMMENDATION_PATHS.activity, async ({ request }) => {
      const body = await bodyOf(request);
      const type = body?.type;
      if (!body || (type !== 'view' && type !== 'watch') || typeof body.url !== 'string' || (body.itemId !== undefined && typeof body.itemId !== 'string')) {
        return json(400, { error: 'The body must be JSON: {"visitorId", "type": "view"|"watch", "url", "itemId"?}' });
      }
      const visitorId = body.visitorId as string;
      store.register(visitorId);
      store.record(visitorId, { type, url: body.url, ...(typeof body.itemId === 'string' ? { itemId: body.itemId } : {}), time: typeof body.time === 'string' ? body.time : new Date().toISOString() });
      return json(202, { accepted: true });
    }),
    http.get(RECOMMENDATION_PATHS.results, ({ request }) => {
      const visitorId = new URL(request.url).searchParams.get('visitorId') ?? '';
      if (!VISITOR.test(visitorId)) return json(400, { error: 'visitorId must be the id the visitor registered with' });
      return json(200, store.results(visitorId));
    }),
    http.get(RECOMMENDATION_PATHS.popular, () => json(200, store.popular())),
  ];
}
