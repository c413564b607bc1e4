/**
 * The analytics collection server of the demo: the
 * AppMeasurement stand-in (demo/public/vendor/appmeasurement.js) sends its
 * beacons to `/b/ss/{report suite}/1/{version}/s{n}?…`, answered with a 1×1
 * GIF, read back into `{suite, kind, pageName, linkType, linkName, url,
 * contextData}` and kept (the last 200) for `GET /b/recent`, which e2e tests
 * and curious staff read. `/px/{file}` stands in for the pixels' servers. `log` receives one line per beacon (the production
 * server prints them). Node-safe: nothing touches `window`.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

export const ANALYTICS_API_PREFIXES: readonly string[] = ['/b/', '/px/'];
const KEEP = 200;

/** The smallest transparent GIF. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

export interface Beacon {
  suite: string;
  kind: 'page' | 'link';
  pageName: string;
  channel: string;
  linkType?: string;
  linkName?: string;
  linkUrl?: string;
  url: string;
  contextData: Record<string, string>;
  at: number;
}

/** AppMeasurement's nested `c.` … `.c` section back to flat dotted keys. */
export function readContextData(query: string): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix: string[] = [];
  let inside = false;
  for (const part of query.split('&')) {
    if (!inside) {
      inside = part === 'c.';
      continue;
    }
    if (part.includes('=')) {
      const at = part.indexOf('=');
      if (at > 0) out[[...prefix, decodeURIComponent(part.slice(0, at))].join('.')] = decodeURIComponent(part.slice(at + 1));
    } else if (part.endsWith('.')) {
      // A nested key opens (`c.` inside the section is a key named c).
      prefix.push(decodeURIComponent(part.slice(0, -1)));
    } else if (part.startsWith('.')) {
      // The section's own `.c` closes it when no nested key is open.
      if (prefix.length === 0) inside = false;
      else prefix.pop();
    }
  }
  return out;
}

export function createAnalyticsHandlers(options: { log?(line: string): void; now?(): number } = {}): RequestHandler[] {
  const recent: Beacon[] = [];
  const now = options.now ?? (() => Date.now());
  return [
    http.get('/b/ss/:suite/*', ({ request, params }) => {
      const url = new URL(request.url);
      const q = url.searchParams;
      const pe = q.get('pe') ?? '';
      const beacon: Beacon = {
        suite: String(params.suite),
        kind: pe.startsWith('lnk_') ? 'link' : 'page',
        pageName: q.get('pageName') ?? '',
        channel: q.get('ch') ?? '',
        url: q.get('g') ?? '',
        contextData: readContextData(url.search.slice(1)),
        at: now(),
      };
      if (beacon.kind === 'link') Object.assign(beacon, { linkType: pe.slice(4), linkName: q.get('pev2') ?? '', linkUrl: q.get('pev1') ?? '' });
      recent.push(beacon);
      if (recent.length > KEEP) recent.shift();
      options.log?.(`[analytics] ${beacon.suite} ${beacon.kind}${beacon.kind === 'link' ? ` ${beacon.linkType} "${beacon.linkName}"` : ''} ${beacon.pageName || beacon.url}`);
      return new HttpResponse(PIXEL, { headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' } });
    }),
    http.get('/b/recent', () => HttpResponse.json({ beacons: recent }, { headers: { 'cache-control': 'no-store' } })),

    // The pixels' own servers (the manifest's and the repository's): a 1×1 GIF, or for
    // the tag-manager script a script that counts itself, so a test can see it ran, or
    // for a frame tag (`.html`) an empty page.
    http.get('/px/:file', ({ request, params }) => {
      const file = String(params.file);
      options.log?.(`[pixel] ${file}${new URL(request.url).search}`);
      if (file.endsWith('.js')) {
        return new HttpResponse('window.tfPixelRuns = (window.tfPixelRuns || 0) + 1;', { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } });
      }
      if (file.endsWith('.html')) {
        return new HttpResponse('<!doctype html><html lang="en"><title>pixel</title></html>', { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
      }
      return new HttpResponse(PIXEL, { headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' } });
    }),
  ];
}
