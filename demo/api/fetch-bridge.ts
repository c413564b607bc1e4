/**
 * The one bridge between Node's HTTP requests and the msw handlers of the
 * content API (msw runs in Node only through this bridge): a Node request becomes a fetch
 * `Request`, msw's `getResponse` answers it, and the fetch `Response` goes
 * back out. Used by the Vite dev plugin (vite-plugin.ts) and by the
 * production server (demo/server/), so both answer exactly alike. Node only.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/** Whether `path` (no query) belongs to the content API. */
export function isApiPath(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path.startsWith(prefix));
}

/** `http://host` or `https://host` of a request, as msw resolves relative handler paths against it. */
export function originOf(req: IncomingMessage): string {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  return `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

/** The request's body, for methods that carry one. */
export async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A fetch `Request` for `path` (path and query) on `origin`. HEAD is asked as
 * GET: the handlers answer GETs, and the caller drops the body.
 */
export function toFetchRequest(
  init: { method?: string; path: string; headers: IncomingHttpHeaders; body?: Uint8Array<ArrayBuffer> },
  origin: string,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(init.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = init.method === 'HEAD' ? 'GET' : (init.method ?? 'GET');
  const body = method === 'GET' ? undefined : init.body;
  return new Request(new URL(init.path, origin), { method, headers, body });
}

/** The handlers' answer to `request`, or undefined when no handler claims it. */
export function answerFromHandlers(handlers: RequestHandler[], request: Request): Promise<Response | undefined> {
  return getResponse(handlers, request, { baseUrl: new URL(request.url).origin });
}

/** The answer to an API path no handler claims: a 404, never the site's index.html. */
export function noRouteAnswer(method: string | undefined, url: string | undefined): Response {
  return jsonAnswer(404, { error: `No content API route for ${method} ${url}` });
}

export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** A fetch response's headers as Node sets them: `set-cookie` stays a list. */
export function nodeHeaders(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return headers;
}

/** Streams a fetch response out through Node's `res`, honouring back-pressure; no body for HEAD. */
export async function writeResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of Object.entries(nodeHeaders(response))) res.setHeader(name, value);
  if (!response.body || head) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}
