/**
 * How the demo's TV-everywhere services answer: JSONP `GET`s
 * with `callback` (a JavaScript identifier path, since the name becomes
 * code) and `v=4.8.1`, answering `callback(json);` as a script that is never
 * stored. Shared by tve-handlers.ts and tve-pass-handlers.ts.
 * Node-safe: nothing touches `window`.
 */
import { HttpResponse } from 'msw';
import { scriptSafeJson } from '../../server/script-safe-json.js';

/** The component version every service call names. */
export const TVE_VERSION = '4.8.1';

/** A JavaScript identifier path (`cb`, `tve.callbacks.cb_1`): the callback name becomes code. */
const CALLBACK = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
/** Requestor, provider and device ids the services accept. */
export const ID = /^[A-Za-z0-9_.-]{1,64}$/;

export const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

export const script = (source: string, status = 200) =>
  new HttpResponse(source, { status, headers: { 'content-type': 'application/javascript; charset=utf-8', ...NO_STORE } });

export const json = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status, headers: NO_STORE });

/**
 * A JSONP answer, or the 400 for a request that is not one: a missing or
 * unsafe callback, or a version other than 4.8.1. `answer` may return a
 * Response of its own (a failing service, a malformed request).
 */
export function jsonp(request: Request, answer: (query: URLSearchParams) => unknown): Response {
  const query = new URL(request.url).searchParams;
  const callback = query.get('callback') ?? '';
  if (callback.length > 128 || !CALLBACK.test(callback)) return script('/* callback must be a JavaScript identifier path */', 400);
  if (query.get('v') !== TVE_VERSION) return script(`/* v must be ${TVE_VERSION} */`, 400);
  const body = answer(query);
  return body instanceof Response ? body : script(`${callback}(${scriptSafeJson(body)});`);
}
