/**
 * The demo's pass services (issue 16) under
 * `/tve`, JSONP like the others (tve-jsonp.ts), over the in-memory state of
 * demo/tve/pass-service.ts:
 * - the free pass: `/tve/html5/checkdevice`, `/tve/html5/setupdevice`,
 *   `/tve/html5/stopdevice`, each with `requestorId` and `uuid`;
 * - the special preview: `/tve/checkelvis` (`uuid` or `providerId`, with
 *   `deviceType=web` and `requestorId`), `/tve/setupdevice` (`providerId`,
 *   `uuid`), `/tve/logoutdevice` (`uuid`);
 * - house-based access: `/tve/checkelvis?hba=true` (`deviceType`,
 *   `requestorId`, `uuid`), signed out through `/tve/logoutdevice`.
 * A request missing what it needs is a 400 that is no JSONP answer. Failing
 * services follow the scenario: `free-pass-failing` answers HTTP 503 (no
 * script at all), `preview-failing` a JSONP answer whose `error` is a string.
 * Node-safe.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { type Scenario, scenarioOfCookies } from '../tve/scenario.js';
import { createPassService, specialProvider, type PassService } from '../tve/pass-service.js';
import { ID, jsonp, NO_STORE, script } from './tve-jsonp.js';

/** The special preview service's failure text under `preview-failing`. */
export const PREVIEW_FAILURE = 'VIP service unavailable';

const bad = (what: string) => script(`/* ${what} */`, 400);
const unavailable = () =>
  new HttpResponse('<html><body><h1>503 Service Unavailable</h1></body></html>', { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE } });

/** An id the query must carry, or undefined. */
const id = (query: URLSearchParams, name: string) => {
  const value = query.get(name) ?? '';
  return ID.test(value) ? value : undefined;
};

type Answer = (query: URLSearchParams, scenario: Scenario) => unknown;

export function createTvePassHandlers(options: { now?(): number; service?: PassService } = {}): RequestHandler[] {
  const service = options.service ?? createPassService(options);
  const route = (path: string, answer: Answer) =>
    http.get(path, ({ request, cookies }) => jsonp(request, (query) => answer(query, scenarioOfCookies(cookies))));

  /** The free pass calls: requestorId and uuid, and the whole service down under `free-pass-failing`. */
  const freePass = (call: 'checkDevice' | 'setupDevice' | 'stopDevice'): Answer => (query, scenario) => {
    const uuid = id(query, 'uuid');
    if (!id(query, 'requestorId') || !uuid) return bad('requestorId and uuid are required');
    return scenario === 'free-pass-failing' ? unavailable() : service[call](uuid, scenario);
  };
  const failed = (fn: string) => ({ function: fn, status: 'error', error: PREVIEW_FAILURE });

  return [
    route('/tve/html5/checkdevice', freePass('checkDevice')),
    route('/tve/html5/setupdevice', freePass('setupDevice')),
    route('/tve/html5/stopdevice', freePass('stopDevice')),

    route('/tve/checkelvis', (query, scenario) => {
      if (query.get('deviceType') !== 'web' || !id(query, 'requestorId')) return bad('deviceType=web and requestorId are required');
      const uuid = id(query, 'uuid');
      if (query.get('hba') === 'true') return uuid ? service.checkHousehold(scenario) : bad('uuid is required');
      const providerId = query.get('providerId');
      if (!uuid && providerId === null) return bad('uuid or providerId is required');
      if (scenario === 'preview-failing') return failed('checkelvis');
      const provider = providerId === null ? undefined : specialProvider(providerId);
      if (providerId !== null && !provider) return { function: 'checkelvis', status: 'error', error: 'Unknown special provider' };
      return service.checkElvis({ ...(uuid ? { uuid } : {}), ...(provider ? { provider } : {}) }, scenario);
    }),

    route('/tve/setupdevice', (query, scenario) => {
      const uuid = id(query, 'uuid');
      const providerId = id(query, 'providerId');
      if (!uuid || !providerId) return bad('providerId and uuid are required');
      if (scenario === 'preview-failing') return failed('setupdevice');
      const provider = specialProvider(providerId);
      return provider ? service.setupElvis(uuid, provider, scenario) : { function: 'setupdevice', status: 'error', error: 'Unknown special provider' };
    }),

    route('/tve/logoutdevice', (query, scenario) => {
      const uuid = id(query, 'uuid');
      if (!uuid) return bad('uuid is required');
      return scenario === 'preview-failing' ? failed('logoutdevice') : service.logoutDevice(uuid, scenario);
    }),
  ];
}
