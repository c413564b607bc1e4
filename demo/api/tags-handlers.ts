/**
 * The demo's stand-ins for the third-party tags' servers:
 * - `GET /media/module/ENT_Reporting` answers the reporting
 *   module, a small classic script (cache on) that starts and announces
 *   itself as `window.ENT_Reporting` and a `ent-reporting:started` event;
 *   `ENT_Reporting.setProperties({channel, franchise})` takes the page's
 *   reporting properties (runtime/tve/wrapper.ts), merged, each change an
 *   `ent-reporting:properties` event, read back by `getProperties()`;
 * - `GET /fb/tr?id=&ev=&dl=` is the social pixel's collector, where the Meta
 *   pixel stand-in (demo/public/vendor/fbevents.js) sends its events: a 1×1
 *   GIF, one line of `log` per event, the last 200 listed at `GET /fb/recent`.
 * Node-safe: nothing touches `window`.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

export const TAGS_API_PREFIXES: readonly string[] = ['/media/', '/fb/'];
export const REPORTING_MODULE_PATH = '/media/module/ENT_Reporting';
const KEEP = 200;

/** The smallest transparent GIF (also the TV-everywhere provider cookie ping's answer). */
export const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

/** The reporting module: started once per document however often it runs. */
export const REPORTING_MODULE_SCRIPT = `(function () {
  'use strict';
  if (window.ENT_Reporting) return;
  var properties = {};
  window.ENT_Reporting = {
    version: '1.0.0-ltn',
    startedAt: Date.now(),
    // The page's reporting properties (the TVE wrapper's channel and franchise), merged and announced.
    setProperties: function (values) {
      for (var key in values) if (Object.prototype.hasOwnProperty.call(values, key)) properties[key] = String(values[key]);
      document.dispatchEvent(new CustomEvent('ent-reporting:properties', { detail: Object.assign({}, properties) }));
    },
    getProperties: function () { return Object.assign({}, properties); }
  };
  document.dispatchEvent(new CustomEvent('ent-reporting:started', { detail: { version: window.ENT_Reporting.version } }));
})();
`;

export interface SocialEvent {
  pixelId: string;
  event: string;
  url: string;
  at: number;
}

export function createTagsHandlers(options: { log?(line: string): void; now?(): number } = {}): RequestHandler[] {
  const recent: SocialEvent[] = [];
  const now = options.now ?? (() => Date.now());
  return [
    http.get(REPORTING_MODULE_PATH, () =>
      new HttpResponse(REPORTING_MODULE_SCRIPT, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' },
      })),
    http.get('/fb/tr', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const event: SocialEvent = { pixelId: query.get('id') ?? '', event: query.get('ev') ?? '', url: query.get('dl') ?? '', at: now() };
      if (event.pixelId !== '' && event.event !== '') {
        recent.push(event);
        if (recent.length > KEEP) recent.splice(0, recent.length - KEEP);
        options.log?.(`social pixel ${event.pixelId} ${event.event} ${event.url}`);
      }
      return new HttpResponse(PIXEL, { headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' } });
    }),
    http.get('/fb/recent', () => HttpResponse.json({ events: recent }, { headers: { 'cache-control': 'no-store' } })),
  ];
}
