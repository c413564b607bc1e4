/**
 * Serves the demo content API from the Vite dev and preview servers by
 * answering API paths with the same msw handlers the browser tests use
 * (msw's `getResponse`, TOOLCHAIN "msw in Node"). Runs in Node.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import type { Connect, Plugin } from 'vite';
import { API_PREFIXES, handlers as siteHandlers } from './handlers.js';
import { createImageService } from './image-service.js';

export interface ContentApiOptions {
  /** Handlers to answer with; the real site's by default. */
  handlers?: RequestHandler[];
  /** Path prefixes to claim; `API_PREFIXES` by default. */
  prefixes?: readonly string[];
}

export function contentApi(options: ContentApiOptions = {}): Plugin {
  const middleware = createApiMiddleware(options.handlers ?? siteHandlers, options.prefixes ?? API_PREFIXES);
  // /images/ is answered with sharp, which only Node has: not an msw handler.
  const images = createImageService();
  return {
    name: 'triforce:content-api',
    // Added directly (not in a returned post hook) so API paths are answered
    // before Vite's own middlewares and its SPA fallback ever see them.
    configureServer(server) {
      server.middlewares.use(images.middleware);
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(images.middleware);
      server.middlewares.use(middleware);
      server.middlewares.use(immutableAssets);
    },
  };
}

/**
 * The built site's `/assets/` files carry a content hash in their names, so
 * the preview serves them the way the production CDN does: cached for a year.
 * Vite's static server keeps a Cache-Control header already set on the reply.
 */
const immutableAssets: Connect.NextHandleFunction = (req, res, next) => {
  if ((req.url ?? '').startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  next();
};

export function createApiMiddleware(handlers: RequestHandler[], prefixes: readonly string[]): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?', 1)[0]!;
    if (!prefixes.some((prefix) => path.startsWith(prefix))) return next();
    answer(handlers, req, res).catch((error: unknown) => {
      console.error(`[content-api] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, { error: 'Content API failure' });
      else res.destroy();
    });
  };
}

async function answer(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = originOf(req);
  const request = await toFetchRequest(req, origin);
  const response = await getResponse(handlers, request, { baseUrl: origin });
  // An API path no handler claims is a 404, never the SPA's index.html.
  if (!response) return sendJson(res, 404, { error: `No content API route for ${req.method} ${req.url}` });

  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);

  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Respect back-pressure from a slow client.
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

function originOf(req: IncomingMessage): string {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  return `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // HEAD is answered like GET, without the body (see answer()).
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}
