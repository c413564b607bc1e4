/**
 * The production server of the demo (`npm start`), on
 * Fastify: the content API from the same msw handlers as `vite` and the
 * browser tests, images through the sharp service, the built site's files
 * (precompressed twins, ETag/Last-Modified, year-long caching for hashed
 * assets), pages with their manifest inline, the developers' pages (the
 * element gallery and the guides, demo/developers/), /robots.txt, and the security
 * headers on every answer. Dynamic answers get a weak ETag (so revalidation
 * yields 304) and brotli or gzip on the fly.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestHandler } from 'msw';
import { answerFromHandlers, noRouteAnswer, nodeHeaders, toFetchRequest } from '../api/fetch-bridge.js';
import { API_PREFIXES, handlers as siteHandlers } from '../api/handlers.js';
import { createImageService, IMAGE_PATH } from '../api/image-service.js';
import { isFilePath, PAGE_CACHE, pageVariant, pageVary, PRIVATE, RAW_VARY, REVALIDATE, ROBOTS_CACHE, SECURITY_HEADERS, STATIC_CROSS_ORIGIN, staticCacheControl } from './headers.js';
import { parseShell } from '../../server/page-html.js';
import { siteFactsOf } from '../../server/head.js';
import { errorPageHtml, isPageRoute, SITE_ICON } from './error-page.js';
import { createPageRenderer } from './pages.js';
import { bootModule, type ViteManifest } from '../../server/preloads.js';
import { parseIslandStyleFacts } from '../../server/styles.js';
import { loggedUrl, requestLogLine } from './request-log.js';
import { robotsTxt } from './robots.js';
import { createDeveloperPages, type DeveloperSources } from '../developers/developer-pages.js';
import { standaloneElements } from '../../scripts/standalone-elements.js';

/** Derived from islands/index.ts when demo/server/build.mjs bundles this file. */
declare const __TF_ISLAND_SOURCES__: Record<string, string> | undefined;
/** Gathered by demo/server/build.mjs (`developerSources`) when it bundles this file. */
declare const __TF_DEVELOPER_SOURCES__: DeveloperSources | undefined;

export interface ServerOptions {
  /** The built site (dist/demo): index.html, its files and `.vite/manifest.json`. */
  root: string;
  /** The content API's handlers; the real site's by default. */
  handlers?: RequestHandler[];
  /** Driver → island source as Vite's manifest keys it; the bundle's own table by default. */
  islandSources?: Record<string, string>;
  /** What the element gallery and the guides are made from; the bundle's own by default, none outside it. */
  developerSources?: DeveloperSources;
  /** Trust X-Forwarded-Proto/Host (behind a CDN or proxy that sets them). */
  trustProxy?: boolean;
  logger?: boolean;
  /** Where one line per answered request goes (request-log.ts); no request log without it. */
  requestLog?: (line: string) => void;
}

/** A JSON file's value, or undefined when it is missing or not JSON. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Headers a fetch answer carries that the server computes itself for the body it really sends. */
const FRAMING = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const handlers = options.handlers ?? siteHandlers;
  const islandSources = options.islandSources ?? (typeof __TF_ISLAND_SOURCES__ === 'undefined' ? undefined : __TF_ISLAND_SOURCES__);
  if (!islandSources) throw new Error('createServer needs islandSources outside the bundle built by demo/server/build.mjs');
  const shellHtml = readFileSync(join(options.root, 'index.html'), 'utf8');
  const viteManifest = JSON.parse(readFileSync(join(options.root, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const boot = bootModule(viteManifest);
  const shell = { ...parseShell(shellHtml), ...(boot ? { boot } : {}) };
  // The islands' sheet the build wrote (scripts/island-styles.mjs); missing or unreadable, islands are styled by script.
  const islandStyles = parseIslandStyleFacts(readJson(join(options.root, '.vite', 'island-styles.json')));
  const pages = createPageRenderer({ handlers, shell, build: { islandSources, viteManifest }, site: (origin) => siteFactsOf(shellHtml, origin), islandStyles, log: (message) => app.log.warn(message) });
  // A request without a quality gets the site's configured one (`imageQuality`; the origin plays no part in it).
  const images = createImageService({ defaultQuality: siteFactsOf(shellHtml, 'http://localhost/').config?.imageQuality });
  const developerSources = options.developerSources ?? (typeof __TF_DEVELOPER_SOURCES__ === 'undefined' ? undefined : __TF_DEVELOPER_SOURCES__);
  // Elements without a standalone file are defined on the gallery's pages by the site's own entry; its stylesheet is the site's.
  const siteEntry = viteManifest['index.html'];
  const siteStylesheet = siteEntry?.css?.[0];
  const developers = developerSources && createDeveloperPages(developerSources, {
    standalone: Object.keys(standaloneElements),
    ...(siteEntry ? { runtimeScript: `/${siteEntry.file}` } : {}),
    ...(siteStylesheet ? { siteStylesheet: `/${siteStylesheet}` } : {}),
  });

  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  const { requestLog } = options;
  if (requestLog) app.addHook('onResponse', async (request, reply) => requestLog(requestLogLine(request, reply.statusCode, reply.elapsedTime)));
  // Before compression (a route-level hook, so it runs after this one): the
  // tag names the content, and is weak because each encoding of it shares it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || reply.hasHeader('etag') || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    if (/no-store/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2) || tag.trim() === '*')) {
      reply.code(304);
      return '';
    }
    return payload;
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) console.error(`[server] ${request.method} ${loggedUrl(request.url)} failed:`, error);
    reply.code(status).header('cache-control', 'no-store');
    // A browser asked for a page: it gets one to read, not the API's JSON.
    if (isPageRoute(request)) return void reply.type('text/html; charset=utf-8').send(errorPageHtml(status >= 400 ? status : 500, siteStylesheet && `/${siteStylesheet}`));
    void reply.send({ error: status >= 500 ? 'Server error' : error.message });
  });

  // Dynamic answers compressed on the fly; precompressed files are sent as they are.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(async (api) => {
    // Any body reaches the handlers as sent: they, not Fastify, read it.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
      const fetchRequest = toFetchRequest({ method: request.method, path: request.url, headers: request.headers, body }, originOf(request));
      const response = (await answerFromHandlers(handlers, fetchRequest)) ?? noRouteAnswer(request.method, request.url);
      const headers = Object.entries(nodeHeaders(response)).filter(([name]) => !FRAMING.has(name));
      reply.code(response.status).headers(Object.fromEntries(headers));
      return Buffer.from(await response.arrayBuffer());
    };
    for (const prefix of API_PREFIXES) {
      // '/feeds/' claims '/feeds/*'; '/debugbar' claims itself and what is under it.
      if (!prefix.endsWith('/')) api.all(prefix, answer);
      api.all(prefix.endsWith('/') ? `${prefix}*` : `${prefix}/*`, answer);
    }
  });

  app.all(`${IMAGE_PATH}*`, async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').header('cache-control', 'no-store').send({ error: `${request.method} is not allowed on images` });
    }
    const { status, headers, body } = await images.answer(new URL(request.url, originOf(request)), request.headers.accept);
    return reply.code(status).headers(headers).send(body);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE).send(robotsTxt()));

  // Pages that name no icon (the staff and stand-in pages) make the browser
  // ask for /favicon.ico: the site's icon is its SVG logo.
  app.get('/favicon.ico', async (_request, reply) => reply.header('cache-control', REVALIDATE).redirect(SITE_ICON, 301));

  await app.register(fastifyStatic, {
    root: options.root,
    // One route per file of the build, made at startup: every other path is
    // a page (or a missing file) for the `/*` route below. index.html is only
    // ever sent as a page, with its manifest.
    wildcard: false,
    index: false,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders: (reply) => reply.headers(STATIC_CROSS_ORIGIN).header('cache-control', staticCacheControl(reply.request.url.split('?', 1)[0]!)),
  });

  // Every other GET/HEAD: a page, or a file the build does not have. A route
  // (not the not-found handler) so compression and the hooks apply to it.
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (isFilePath(path)) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(`Not found: ${path}`);
    // The developers' pages are the same for every visitor of a host; an unknown tag or guide falls through to the not-found page.
    const developer = developers?.answer(path, originOf(request));
    if (developer?.kind === 'redirect') return reply.header('cache-control', REVALIDATE).redirect(developer.location, 301);
    if (developer) return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(developer.html);
    const page = await pages.answer({ path: request.url, origin: originOf(request), headers: request.headers });
    if (page.kind === 'redirect') return reply.header('cache-control', REVALIDATE).redirect(page.location, 302);
    // The page follows the staff debug cookie, the language cookie and the
    // device class, and nothing else of the visitor's (headers.ts).
    reply.type('text/html; charset=utf-8');
    // A shell whose manifest could not be had is answered again next time.
    if (page.kind === 'shell') return reply.header('vary', RAW_VARY).header('cache-control', REVALIDATE).send(page.html);
    const variant = pageVariant(request.headers);
    const personal = page.personal || variant.staff;
    reply.header('vary', personal ? RAW_VARY : pageVary(request.headers, variant));
    return reply.code(page.status).header('cache-control', personal ? PRIVATE : PAGE_CACHE).send(page.html);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(405).header('allow', 'GET, HEAD').header('cache-control', 'no-store').send({ error: `${request.method} is not allowed on ${request.url.split('?', 1)[0]}` }));

  return app;
}
