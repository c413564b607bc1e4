/**
 * The house ads' pages (demo/ads/creative.ts), under the `/ads/` prefix the
 * site repository's handlers already claim (REPOSITORY_API_PREFIXES):
 * `GET /ads/creative.html?size=&show=&ad=&unit=` the creative the GPT
 * stand-in frames, `GET /ads/creative.css` its stylesheet. A query the
 * inventory does not serve is a 404: a creative is never drawn from
 * arbitrary text. Node-safe: nothing touches `window`.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { creativeHtml, CREATIVE_CSS, readCreativeAsk } from '../ads/creative.js';
import { CREATIVE_PATH, CREATIVE_STYLES_PATH } from '../ads/inventory.js';

export function createAdCreativeHandlers(): RequestHandler[] {
  return [
    http.get(CREATIVE_PATH, ({ request }) => {
      const ask = readCreativeAsk(new URL(request.url).searchParams);
      if (!ask) return new HttpResponse('No such creative', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
      // A function of the URL alone: cacheable for a minute, like the repository.
      return new HttpResponse(creativeHtml(ask), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' } });
    }),
    http.get(CREATIVE_STYLES_PATH, () =>
      new HttpResponse(CREATIVE_CSS, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=60' } })),
  ];
}
