/**
 * The content server's staff endpoints for the debug bar as msw handlers,
 * merged into the demo API in handlers.ts:
 * `/debugbar`, the manifest list and the preview manifests it offers,
 * page-clear, the module debug view and the SME tool script.
 *
 * Staff are whoever holds the demo's authorization cookie (the demo's
 * "Staff view" toggle sets it). Node-safe: nothing touches `window`.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { DEBUG_ENDPOINTS, DEFAULT_AUTH_COOKIE, moduleNameOf } from '../../runtime/debug/debug-api.js';
import { isRecord } from '../../runtime/util/guards.js';
import { alternativeManifests } from '../content/debug-manifests.js';
import { MANIFEST_PATH, parseManifestQuery, type SiteContent } from './create-handlers.js';
import { moduleDebugPage } from './module-debug-page.js';
import { PAGE_CLEAR_SCRIPT, SME_SCRIPT } from './debug-scripts.js';
import { DEMO_STAFF_TOKEN } from './staff-token.js';

// The value the demo's staff toggle writes; any other value is denied.
export { DEMO_STAFF_TOKEN };
export const SME_SCRIPT_PATH = '/__crabapple_admin/sme.js';

/** Path prefixes these handlers own (added to the server plugin's list). */
export const DEBUG_API_PREFIXES: readonly string[] = [DEBUG_ENDPOINTS.access, '/__crabapple_admin/', '/triforce/'];

const isStaff = (cookies: Record<string, string>) => cookies[DEFAULT_AUTH_COOKIE] === DEMO_STAFF_TOKEN;
// Staff answers depend on the cookie: never cached, never shared.
const PRIVATE = { 'cache-control': 'no-store', vary: 'cookie' };
const forbidden = () => HttpResponse.json({ error: 'Staff only' }, { status: 403, headers: PRIVATE });
const script = (source: string, status = 200) =>
  new HttpResponse(source, { status, headers: { 'content-type': 'text/javascript; charset=utf-8', ...PRIVATE } });

export function createDebugHandlers(content: SiteContent): RequestHandler[] {
  return [
    http.get(DEBUG_ENDPOINTS.access, ({ cookies }) => HttpResponse.json({ access: isStaff(cookies) }, { headers: PRIVATE })),

    http.get(DEBUG_ENDPOINTS.manifestList, ({ cookies }) => {
      if (!isStaff(cookies)) return forbidden();
      return HttpResponse.json({ result: alternativeManifests.map(({ id, name }) => ({ id, name })) }, { headers: PRIVATE });
    }),

    // A preview manifest answers only its own page and only for staff; every
    // other manifest request falls through (undefined) to the site's handler.
    http.get(MANIFEST_PATH, ({ request, cookies }) => {
      const query = parseManifestQuery(request);
      const preview = alternativeManifests.find((m) => m.id === query?.currentManifest && m.path === query?.path);
      if (!preview || !isStaff(cookies)) return undefined;
      return HttpResponse.json({ manifest: preview.manifest }, { headers: PRIVATE });
    }),

    http.get(DEBUG_ENDPOINTS.pageClear, ({ cookies }) => (isStaff(cookies) ? script(PAGE_CLEAR_SCRIPT) : script('', 403))),

    http.get(SME_SCRIPT_PATH, ({ cookies }) => (isStaff(cookies) ? script(SME_SCRIPT) : script('', 403))),

    http.get(`${DEBUG_ENDPOINTS.moduleDebug}:moduleName`, ({ request, params, cookies }) => {
      if (!isStaff(cookies)) return forbidden();
      const url = new URL(request.url);
      const moduleName = String(params.moduleName);
      const page = moduleDebugPage({
        moduleName,
        feedUrl: url.searchParams.get('feedUrl'),
        showErrors: url.searchParams.get('crabappleErrors') === 'true',
        usedOn: zonesUsing(content, moduleName),
        readFeed: (feedUrl) => readFeed(content, feedUrl, url.origin),
      });
      return new HttpResponse(page, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          ...PRIVATE,
        },
      });
    }),
  ];
}

/** `page (zone)` for every fixed page whose manifest names this module. */
function zonesUsing(content: SiteContent, moduleName: string): string[] {
  const out: string[] = [];
  for (const [path, source] of Object.entries(content.pages)) {
    if (!isRecord(source) || !isRecord(source.zones)) continue;
    for (const [name, zone] of Object.entries(source.zones)) {
      if (isRecord(zone) && moduleNameOf(zone) === moduleName) out.push(`${path} (${name})`);
    }
  }
  return out;
}

export type FeedReading = { ok: true; body: unknown } | { ok: false; error: string };

/** A feed of this site by URL, the way the feed handler would answer it. */
function readFeed(content: SiteContent, feedUrl: string, origin: string): FeedReading {
  let url: URL;
  try {
    url = new URL(feedUrl, origin);
  } catch {
    return { ok: false, error: `feedUrl ${feedUrl} is not a URL` };
  }
  if (url.origin !== origin) return { ok: false, error: `feedUrl ${feedUrl} is not a feed of this site` };
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (!Object.hasOwn(content.feeds, path)) return { ok: false, error: `No feed at ${path}` };
  const source = content.feeds[path];
  try {
    return { ok: true, body: typeof source === 'function' ? (source as (u: URL) => unknown)(url) : source };
  } catch (error) {
    return { ok: false, error: `Feed ${path} failed: ${String(error)}` };
  }
}
