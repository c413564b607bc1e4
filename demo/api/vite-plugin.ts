/**
 * Serves the demo content API from the Vite dev server (`vite`) by answering
 * API paths with the same msw handlers the browser tests use, through the
 * shared Node bridge (fetch-bridge.ts), and images through the sharp
 * service. The built site is served by the production server (demo/server/),
 * which uses the same bridge. Runs in Node.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'msw';
import type { Connect, Plugin } from 'vite';
import { answerFromHandlers, isApiPath, jsonAnswer, noRouteAnswer, originOf, readBody, toFetchRequest, writeResponse } from './fetch-bridge.js';
import { API_PREFIXES, handlers as siteHandlers } from './handlers.js';
import { createImageService } from './image-service.js';
import { siteFactsOf } from '../../server/head.js';

export interface ContentApiOptions {
  /** Handlers to answer with; the real site's by default. */
  handlers?: RequestHandler[];
  /** Path prefixes to claim; `API_PREFIXES` by default. */
  prefixes?: readonly string[];
}

export function contentApi(options: ContentApiOptions = {}): Plugin {
  const middleware = createApiMiddleware(options.handlers ?? siteHandlers, options.prefixes ?? API_PREFIXES);
  return {
    name: 'triforce:content-api',
    // Added directly (not in a returned post hook) so API paths are answered
    // before Vite's own middlewares and its SPA fallback ever see them.
    configureServer(server) {
      // /images/ is answered with sharp, which only Node has: not an msw
      // handler. A request without a quality gets the site's `imageQuality`.
      const shell = readFileSync(join(server.config.root, 'index.html'), 'utf8');
      const images = createImageService({ defaultQuality: siteFactsOf(shell, 'http://localhost/').config?.imageQuality });
      server.middlewares.use(images.middleware);
      server.middlewares.use(middleware);
    },
  };
}

export function createApiMiddleware(handlers: RequestHandler[], prefixes: readonly string[]): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?', 1)[0]!;
    if (!isApiPath(path, prefixes)) return next();
    const answer = async () => {
      const request = toFetchRequest({ method: req.method, path: req.url ?? '/', headers: req.headers, body: await readBody(req) }, originOf(req));
      // An API path no handler claims is a 404, never the SPA's index.html.
      const response = (await answerFromHandlers(handlers, request)) ?? noRouteAnswer(req.method, req.url);
      await writeResponse(res, response, req.method === 'HEAD');
    };
    answer().catch((error: unknown) => {
      console.error(`[content-api] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) void writeResponse(res, jsonAnswer(500, { error: 'Content API failure' }), false);
      else res.destroy();
    });
  };
}
