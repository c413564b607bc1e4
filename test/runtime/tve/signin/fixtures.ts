/**
 * Fixtures of the sign-in core's tests: a small allow list, and msw
 * handlers speaking the TV-everywhere services' JSONP under
 * `TEST_SERVICE_BASE`.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Provider } from '../../../../runtime/tve/signin/index.js';
import { WAIT_TIMEOUT_MS } from '../../../support/wait.js';

/**
 * The services' base in tests: msw answers the JSONP calls under it; the
 * pages frames load (cookie-check.html, login.html) are real files there,
 * since msw does not answer navigations.
 */
export const TEST_SERVICE_BASE = '/test/runtime/tve/signin/service';
export const TEST_LOGIN_PAGE = `${TEST_SERVICE_BASE}/login.html`;

export const providerFixtures: Provider[] = [
  { id: 'skyline', displayName: 'Skyline Cable', isPrimary: true, isSpecialProvider: false, pickerLogoUrl: '/logos/skyline.svg' },
  { id: 'northwind', displayName: 'Northwind Fiber', isPrimary: true, isSpecialProvider: false, altName: 'NW, Northwind Broadband' },
  { id: 'harbor', displayName: 'Harbor TV', isPrimary: false, isSpecialProvider: false },
  { id: 'ampere', displayName: 'Ampere Satellite', isPrimary: false, isSpecialProvider: false, altName: 'Charter' },
  { id: 'bluejay', displayName: 'Bluejay Communications', isPrimary: true, isSpecialProvider: false, isExtended: 1 },
];

/** The library's view of the same providers (`displayProviderDialog`). */
export const libraryMvpds = providerFixtures.map((p) => ({ ID: p.id, displayName: p.displayName, login: 'iframe' as 'iframe' | 'popup' | 'sso' }));

const js = (source: string, status = 200) => new HttpResponse(source, { status, headers: { 'content-type': 'text/javascript' } });

/** `callback(json)`, as the services answer, when `callback` is present. */
export function jsonp(request: Request, body: JsonBodyType) {
  const callback = new URL(request.url).searchParams.get('callback');
  return callback ? js(`${callback}(${JSON.stringify(body)});`) : new HttpResponse('no callback', { status: 400 });
}

export interface ServiceLog {
  urls: URL[];
}

/** The sign-in services under TEST_SERVICE_BASE; `log.urls` records every request. */
export function serviceHandlers(log: ServiceLog, answers: { list?: () => Response | JsonBodyType; options?: JsonBodyType } = {}) {
  const record = (request: Request) => void log.urls.push(new URL(request.url));
  return [
    http.get(`${TEST_SERVICE_BASE}/4.8.1/:brand/options`, ({ request }) => {
      record(request);
      return jsonp(request, answers.options ?? { successScreen: true, primaryList: ['northwind', 'skyline'] });
    }),
    http.get(`${TEST_SERVICE_BASE}/:requestor/extendedProvidersList`, ({ request }) => {
      record(request);
      const answer = answers.list ? answers.list() : { mvpdList: providerFixtures };
      return answer instanceof Response ? answer : jsonp(request, answer);
    }),
    http.get(`${TEST_SERVICE_BASE}/getProvidersList`, ({ request }) => {
      record(request);
      return jsonp(request, { providersList: providerFixtures.slice(0, 2) });
    }),
    http.get(`${TEST_SERVICE_BASE}/:requestor/providerCookie`, ({ request }) => {
      record(request);
      return new HttpResponse(Uint8Array.from(atob('R0lGODlhAQABAAAAACwAAAAAAQABAAACADs='), (c) => c.charCodeAt(0)), { headers: { 'content-type': 'image/gif' } });
    }),
  ];
}

export const failing = () => new HttpResponse('oops', { status: 500 });
/** A script that runs but never calls back (a syntax error would fail the test page itself). */
export const garbage = () => js('window.notTheCallback = 1;');

/** Resolves on the next matching core event. */
export function next<T>(subscribe: (fn: (detail: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const off = subscribe((detail) => {
      off();
      resolve(detail);
    });
  });
}

/** The route services of issue 16 the tests script: free pass, special preview, HBA. */
export const ROUTE_PATHS = ['/html5/checkdevice', '/html5/setupdevice', '/html5/stopdevice', '/checkelvis', '/setupdevice', '/logoutdevice'] as const;
export type RoutePath = (typeof ROUTE_PATHS)[number];

/** Answers each route call with `answer(path, query)` (a Response is sent as is); `log.urls` records them. */
export function routeHandlers(log: ServiceLog, answer: (path: RoutePath, query: URLSearchParams) => Response | JsonBodyType) {
  return ROUTE_PATHS.map((path) => http.get(`${TEST_SERVICE_BASE}${path}`, ({ request }) => {
    const url = new URL(request.url);
    log.urls.push(url);
    const body = answer(path, url.searchParams);
    return body instanceof Response ? body : jsonp(request, body);
  }));
}

/**
 * Waits until `predicate` holds, yielding animation frames (so it works
 * under fake timers and a faked `performance`, while JSONP scripts load in
 * real time); gives up after `frames` frames.
 */
export async function until(predicate: () => boolean, label = 'the condition', frames = 600): Promise<void> {
  // At least that many frames and at least the suite's wait: a loaded machine
  // drew 600 frames before a JSONP answer arrived.
  const started = realNow();
  for (let i = 0; !predicate(); i += 1) {
    if (i > frames && realNow() - started > WAIT_TIMEOUT_MS) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** The real clock, taken before any test fakes `performance`. */
const realNow = performance.now.bind(performance);
