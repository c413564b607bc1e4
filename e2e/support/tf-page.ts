/**
 * Helpers shared by the navigation e2e specs: a recorder of every `tf:*`
 * event (installed before the runtime boots, so the initial load is seen
 * too), counters to wait on, and the window marker that tells an in-page
 * visit (same document) from a full navigation (a new document).
 * Fixture content stays in each spec.
 */
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { expect } from '@playwright/test';
import { scriptSafeJson } from '../../server/page-html.js';

export interface Recorded {
  type: string;
  detail: Record<string, unknown>;
  at: number;
}

export const TF_EVENTS = [
  'tf:pagestartload', 'tf:pageready', 'tf:modulerender', 'tf:moduleremove', 'tf:rendercomplete', 'tf:complete',
  'tf:message', 'tf:pageerror', 'tf:scrolltop', 'tf:modalopen', 'tf:modalclose',
];

export const MANIFEST_PATH = '/feeds/triforce/manifest/v2';

interface Recorder {
  __tfEvents: Recorded[];
  __scrolls: { y: number; at: number }[];
  __marker?: number;
}

/**
 * Records every tf:* event on the document and every scroll position, from
 * the first script of each new document on.
 */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript((types: string[]) => {
    const win = window as unknown as Recorder;
    win.__tfEvents = [];
    win.__scrolls = [];
    for (const type of types) {
      document.addEventListener(type, (event) =>
        win.__tfEvents.push({ type, detail: (event as CustomEvent<Record<string, unknown>>).detail, at: performance.now() }));
    }
    addEventListener('scroll', () => win.__scrolls.push({ y: scrollY, at: performance.now() }), { passive: true });
  }, TF_EVENTS);
}

export function events(page: Page, type?: string): Promise<Recorded[]> {
  return page.evaluate((only) => {
    const all = (window as unknown as Recorder).__tfEvents;
    // Details can hold elements or manifests: keep the JSON-safe part.
    return JSON.parse(JSON.stringify(only ? all.filter((e) => e.type === only) : all)) as Recorded[];
  }, type);
}

export function countEvents(page: Page, type: string): Promise<number> {
  return page.evaluate((only) => (window as unknown as Recorder).__tfEvents.filter((e) => e.type === only).length, type);
}

/** Waits until `count` events of `type` have been recorded in the current document. */
export async function waitForEvents(page: Page, type: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ({ only, n }) => ((window as unknown as Partial<Recorder>).__tfEvents ?? []).filter((e) => e.type === only).length >= n,
    { only: type, n: count },
  );
}

/** Opens a page of the site and waits until its first render is complete. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForEvents(page, 'tf:complete');
}

/**
 * Waits until the runtime runs in `page` (`<tf-page>` is defined, so its
 * clicks are in-page visits). A page the server drew starts it only once its
 * lead picture has painted: until then its links are ordinary links.
 */
export async function runtimeStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => customElements.get('tf-page') !== undefined);
}

/** Waits until the server-drawn `zone` of `page` is hydrated: its controls answer, its links are in-page visits. */
export async function zoneHydrated(page: Page, zone: string): Promise<void> {
  await expect(page.locator(`tf-zone[zone="${zone}"]`)).not.toHaveAttribute('server-rendered');
}

export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Recorder).__marker = 1;
  });
}

/** 1 while the document the marker was set in is still the one shown. */
export function marker(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as Recorder).__marker);
}

/** Document loads of the current document: always 1 when nothing reloaded it. */
export function navigationEntries(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByType('navigation').length);
}

/** The page URL (path and query) a manifest request asks for, or undefined for other requests. */
export function manifestTarget(request: Request | URL | string): string | undefined {
  const url = new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url());
  if (url.pathname !== MANIFEST_PATH) return undefined;
  const page = url.searchParams.get('url');
  if (!page) return undefined;
  const target = new URL(page);
  return target.pathname + target.search;
}

/**
 * Every manifest request the page makes, as the path it asks for, in order.
 * A visit that finds its manifest prefetched (the link was pressed) makes no
 * request of its own: the prefetch is its request.
 */
export function trackManifestRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const target = manifestTarget(request);
    if (target !== undefined) seen.push(target);
  });
  return seen;
}

/**
 * Answers manifest requests for page paths starting with `prefix` with the
 * manifests given (by path, query included), in every page of the context.
 */
export async function routeFixtureManifests(
  context: BrowserContext,
  prefix: string,
  manifests: (path: string) => unknown,
  before?: (path: string) => Promise<void>,
): Promise<void> {
  // Opened directly, a fixture page's first load reads its manifest from the HTML.
  await inlineFixtureManifests(context, (path) => (path.startsWith(prefix) ? manifests(path) : undefined));
  await context.route(
    (url) => (manifestTarget(url) ?? '').startsWith(prefix),
    async (route: Route) => {
      const path = manifestTarget(route.request().url())!;
      await before?.(path);
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'cache-control': 'no-store' },
        body: JSON.stringify({ manifest: manifests(path) }),
      });
    },
  );
}

/**
 * Makes the page a visitor's who asked to save data (`navigator.connection
 * .saveData`), from the first script of each new document on: the runtime
 * then fetches nothing ahead, neither the idle round over the main
 * navigation nor on intent. Specs that count a visit's requests use it,
 * since when an idle round reaches a link is the browser's choice;
 * prefetch.spec.ts covers prefetching itself.
 */
export async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
  });
}

/** The inline first-page manifest the server writes into `<tf-page>`. */
const INLINE_MANIFEST = /<script type="application\/json" data-tf-manifest>[\s\S]*?<\/script>\s*/;

/** Rewrites the document answer of the navigations `replace` claims (undefined leaves them alone). */
async function rewriteDocuments(
  target: Page | BrowserContext,
  replace: (path: string) => ((html: string) => string) | undefined,
  status?: number,
): Promise<void> {
  await target.route((url) => replace(url.pathname + url.search) !== undefined, async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const url = new URL(route.request().url());
    const response = await route.fetch();
    const html = await response.text();
    if (!INLINE_MANIFEST.test(html)) throw new Error(`${url.pathname} was served without an inline manifest`);
    // The body is sent decoded and changed: drop the headers that described the original one.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: status ?? response.status(), headers, body: replace(url.pathname + url.search)!(html) });
  });
}

/**
 * Serves `path`'s document as a server that does not inline the manifest
 * would: the same HTML without its `data-tf-manifest` block, so the first
 * load requests the manifest itself.
 */
export function withoutInlineManifest(page: Page, path: string): Promise<void> {
  return rewriteDocuments(page, (at) => (at === path ? (html) => html.replace(INLINE_MANIFEST, '') : undefined));
}

/**
 * Serves `path`'s document as the server sends a page one of whose islands it
 * does not draw (as it leaves the episode player to the browser): `zone` is
 * an empty loading `<tf-zone>` and its feed answer is not inline, so the first
 * load requests that feed and draws the zone itself.
 */
export function withZoneLeftToBrowser(page: Page, path: string, zone: string): Promise<void> {
  const drawn = new RegExp(`<tf-zone zone="${zone}" driver="([^"]+)" state="rendered" server-rendered>[\\s\\S]*?</tf-zone>`);
  return rewriteDocuments(page, (at) => (at !== path ? undefined : (html) => {
    if (!drawn.test(html)) throw new Error(`${path} was served without zone ${zone} drawn`);
    const block = INLINE_MANIFEST.exec(html)![0];
    const inline = JSON.parse(block.replace(/^<script[^>]*>/, '').replace(/<\/script>\s*$/, '')) as {
      manifest: { zones: Record<string, { feedData?: unknown }> };
    };
    delete inline.manifest.zones[zone]!.feedData;
    const json = scriptSafeJson(inline);
    return html
      .replace(drawn, (_all, driver: string) => `<tf-zone zone="${zone}" driver="${driver}" state="loading"></tf-zone>`)
      .replace(INLINE_MANIFEST, () => `<script type="application/json" data-tf-manifest>${json}</script>\n`);
  }));
}

/**
 * Fixture pages opened directly: the demo server answers them with its
 * not-found page; this serves them as it serves a real page, status 200 with
 * the fixture's manifest inline, escaped by the server's own function.
 */
export function inlineFixtureManifests(target: Page | BrowserContext, manifestFor: (path: string) => unknown): Promise<void> {
  return rewriteDocuments(target, (path) => {
    const manifest = manifestFor(path);
    if (manifest === undefined) return undefined;
    const json = scriptSafeJson({ manifest });
    return (html) => html.replace(INLINE_MANIFEST, () => `<script type="application/json" data-tf-manifest>${json}</script>\n`);
  }, 200);
}
