/**
 * Answers a page path: asks the content API's manifest handler in process
 * (the very request the runtime would make, debug-bar override and cookies
 * included), then the page's feeds, and answers the shell with the page's
 * island zones drawn (server/render-islands.tsx), that manifest inline with
 * the drawn zones' feeds, and the first priority group preloaded. A redirect manifest becomes an HTTP redirect; a
 * page the content server does not know is a 404 carrying the site's
 * designed not-found page; when the manifest cannot be had the plain shell
 * is answered and the runtime asks (and reports) itself, as before.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'msw';
import { manifestUrl, parseManifestAnswer } from '../../runtime/assembly/manifest-client.js';
import { redirectTarget } from '../../runtime/assembly/page-loader.js';
import type { ZonePlan } from '../../runtime/assembly/zone-plan.js';
import { readDebugCookie } from '../../runtime/util/cookies.js';
import { MANIFEST_PATH } from '../api/create-handlers.js';
import { answerFromHandlers, toFetchRequest } from '../api/fetch-bridge.js';
import { notFoundPage } from '../content/pages.js';
import { renderPage, type Shell } from '../../server/page-html.js';
import { firstGroupPreloads, planForVisitor, shellChunks, type BuildFacts } from '../../server/preloads.js';
import { fetchFeeds, withFeedData, type FeedFetcher } from '../../server/feeds.js';
import { pageHead, type SiteFacts } from '../../server/head.js';
import { loadServerIslands, renderLayout } from '../../server/render-islands.js';
import { islandDescriptors } from '../../islands/descriptors.js';
import { resolveLanguage } from '../../runtime/util/language.js';
import { islandStyleLinks, type IslandStyleFacts } from '../../server/styles.js';
import { scenarioOf } from '../tve/scenario.js';

export type PageAnswer =
  | { kind: 'page'; status: 200 | 404; html: string; personal: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'shell'; html: string };

/**
 * The TV sign-in's staff scenario "local storage unavailable"
 * (demo/tve/storage-scenario.ts) must run before anything reads storage:
 * only a page asked for under it carries the script, first in its head, so
 * every other page makes no request for it.
 */
function withStorageScenario(html: string): string {
  return html.replace(/<head>/i, '<head>\n    <script src="/tve/storage-scenario.js"></script>');
}

/**
 * Asks the content API's handlers in process for a feed, carrying the
 * visitor's cookies and user agent as the runtime's own request would:
 * the JSON answer, or undefined for an error or a feed the handlers do not
 * serve (another host's), which the browser then asks for itself.
 */
export function feedFetcher(handlers: RequestHandler[], origin: string, headers: IncomingHttpHeaders): FeedFetcher {
  return async (url) => {
    const request = toFetchRequest({ path: url, headers: { accept: 'application/json', cookie: headers.cookie ?? '', 'user-agent': headers['user-agent'] } }, origin);
    if (new URL(request.url).origin !== origin) return undefined;
    const response = await answerFromHandlers(handlers, request);
    return response?.ok ? response.json() : undefined;
  };
}

export interface PageRenderer {
  answer(request: { path: string; origin: string; headers: IncomingHttpHeaders }): Promise<PageAnswer>;
}

export function createPageRenderer(deps: {
  handlers: RequestHandler[];
  shell: Shell;
  build: BuildFacts;
  /** The island sheet the build wrote, linked from pages whose zones need it; none, islands are styled by script. */
  islandStyles?: IslandStyleFacts;
  /** The site's name, default description and public address, for each page's head; by the request's origin. */
  site: (origin: string) => SiteFacts;
  log?: (message: string) => void;
}): PageRenderer {
  const { handlers, shell, build } = deps;
  /** The shell with the island sheet in its head when the page's zones need it (server/styles.ts). */
  const styledShell = (plan: ZonePlan): Shell => {
    const links = islandStyleLinks(plan, deps.islandStyles);
    return links === '' ? shell : { ...shell, head: shell.head + links };
  };
  const skip = shellChunks(build.viteManifest);
  const plainShell = shell.head + '  ' + shell.body + shell.rest;
  // Loaded once, at the first page: the islands the server may draw.
  const islands = loadServerIslands(islandDescriptors, (driver, error) => deps.log?.(`island ${driver} cannot draw on the server: ${String(error)}`));

  /** The manifest handler's answer for `pageUrl`, or undefined when it failed. */
  async function manifestFor(pageUrl: string, origin: string, headers: IncomingHttpHeaders) {
    const cookie = headers.cookie ?? '';
    const path = manifestUrl(MANIFEST_PATH, pageUrl, readDebugCookie({ cookie })?.modes.manifest);
    // Cookies and user agent travel as the runtime's own request would carry them.
    const request = toFetchRequest({ path, headers: { accept: 'application/json', cookie, 'user-agent': headers['user-agent'] } }, origin);
    const response = await answerFromHandlers(handlers, request);
    if (!response?.ok) {
      deps.log?.(`manifest for ${pageUrl}: HTTP ${response?.status ?? 'no route'}`);
      return undefined;
    }
    // A staff preview manifest is private (no-store): so is the page carrying it.
    const personal = /no-store|private/.test(response.headers.get('cache-control') ?? '');
    return { answer: parseManifestAnswer(await response.json()), personal };
  }

  return {
    async answer(request) {
      const answer = await answerPage(request);
      if (answer.kind === 'redirect' || scenarioOf(request.headers.cookie ?? '') !== 'local-storage-unavailable') return answer;
      // A page made for one visitor's scenario is theirs alone.
      return { ...answer, html: withStorageScenario(answer.html), ...(answer.kind === 'page' ? { personal: true } : {}) };
    },
  };

  async function answerPage({ path, origin, headers }: { path: string; origin: string; headers: IncomingHttpHeaders }): Promise<PageAnswer> {
    const pageUrl = new URL(path, origin).href;
    const found = await manifestFor(pageUrl, origin, headers);
    if (!found || found.answer.manifest === null) return { kind: 'shell', html: plainShell };
    const visitor = { pageUrl, cookie: headers.cookie ?? '', userAgent: headers['user-agent'] ?? '', globalZones: shell.globalZones };
    const { manifest } = found.answer;
    if (manifest === false) {
      // No preloads: a wrong address is not worth racing for, and its zones
      // are the site's own, likely cached from the page the visitor came from.
      const notFound = notFoundPage(new URL(pageUrl));
      const head = pageHead(notFound, new Map(), { ...deps.site(origin), pageUrl, notFound: true });
      const html = renderPage(styledShell(planForVisitor(notFound, visitor)), { manifest: notFound }, { feeds: [], modules: [] }, { head });
      return { kind: 'page', status: 404, html, personal: found.personal };
    }
    if (manifest.type === 'redirect') {
      const target = redirectTarget(manifest, pageUrl);
      // A redirect to nowhere usable is the runtime's to report.
      if (target === undefined) return { kind: 'shell', html: plainShell };
      const url = new URL(target);
      return { kind: 'redirect', location: url.origin === origin ? url.pathname + url.search + url.hash : url.href };
    }
    const plan = planForVisitor(manifest, visitor);
    const feeds = await fetchFeeds(plan.zones, feedFetcher(handlers, origin, headers));
    const site = deps.site(origin);
    const drawn = renderLayout(plan, feeds, await islands, resolveLanguage('', { cookie: visitor.cookie }), pageUrl, site.config);
    // The drawn zones' feeds travel inline, so neither a preload nor the runtime asks for them again.
    const page = { manifest: withFeedData(manifest, drawn.feeds) };
    const head = pageHead(manifest, feeds, { ...site, pageUrl });
    const html = renderPage(styledShell(plan), page, firstGroupPreloads(page.manifest, visitor, build, skip), { head, layout: drawn.html, preloads: drawn.preloads });
    return { kind: 'page', status: 200, html, personal: found.personal };
  }
}
