/**
 * The demo's TV-everywhere services, same-origin
 * under `/tve`, as msw handlers (answered in Node by the servers and in the
 * browser tests' worker):
 * - JSONP GETs with `callback` (a JavaScript identifier path) and `v=4.8.1`,
 *   answering `callback(json);`: brand options `/tve/4.8.1/{brand}/options`,
 *   the allow lists `/tve/{requestor}/extendedProvidersList` (`mvpdList`) and
 *   `/tve/getProvidersList?locale=&deviceType=tablet` (`providersList`), and
 *   `/tve/{requestor}/providerInfo/{providerId}` (`mvpdList`); the free
 *   pass, special preview and HBA calls (tve-pass-handlers.ts);
 * - `/tve/{requestor}/providerCookie?mvpd=` the image ping setting the
 *   provider cookie; `/tve/logos/{id}.svg` the providers' logos;
 * - `/tve/sp/…` what the entitlement library stand-in and the provider
 *   login page talk to (their own servers in real life);
 * - `/tve-scenarios` the staff scenario switch (demo/tve/scenario.ts).
 * Each answer follows the scenario cookie. Node-safe: nothing touches `window`.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { providerLogo } from '../content/provider-logos.js';
import {
  DEMO_BRAND, DEMO_REQUESTOR, DEMO_RESOURCE, DOMESTIC_PROVIDERS, findProvider, internationalProviders, primaryList, toProvider, type DemoProvider,
} from '../content/providers.js';
import { EXPIRED_TOKEN_TTL_MS, isScenario, scenarioOfCookies, scenarioSetCookie, type Scenario } from '../tve/scenario.js';
import { SCENARIOS_PAGE_PATH, scenariosPage } from '../tve/scenarios-page.js';
import { DEFAULT_TOKEN_TTL_MS, mediaToken } from '../tve/token.js';
import { createTvePassHandlers } from './tve-pass-handlers.js';
import { ID, json, jsonp, NO_STORE, script, TVE_VERSION } from './tve-jsonp.js';
import { PIXEL } from './tags-handlers.js';

export const TVE_API_PREFIXES: readonly string[] = ['/tve/', SCENARIOS_PAGE_PATH];

/** The provider cookie the image ping sets. */
export const PROVIDER_COOKIE = 'tve_mvpd';

/** The one password the demo providers refuse (any other non-empty pair signs in). */
export const WRONG_PASSWORD = 'wrong-password';

const LOCALE = /^[a-z]{2}_[A-Z]{2}$/;

/** An allow list as the scenario has it: a failing service is a 500 whose body is no script at all. */
function allowList(scenario: Scenario, providers: readonly DemoProvider[], key: 'mvpdList' | 'providersList'): unknown {
  if (scenario === 'whitelist-failing') {
    return new HttpResponse('<html><body><h1>500 Internal Server Error</h1></body></html>', { status: 500, headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE } });
  }
  return { [key]: scenario === 'empty-provider-list' ? [] : providers.map(toProvider) };
}

/** The brand options; a locale other than en_US gets its international primaries. */
export function brandOptions(locale: string | null): Record<string, unknown> {
  const international = locale !== null && locale !== 'en_US';
  return {
    layout: 'overlay',
    // Issue 16: the special preview, the 24-hour free pass and house-based
    // access are on for the demo brand; the identity* fields go to the
    // identity provider's init (the demo's stand-in, demo/tve/identity/).
    freePreview: true,
    FPisActive: true,
    requestorID: DEMO_REQUESTOR,
    resourceID: DEMO_RESOURCE,
    isHbaEnabled: true,
    identityBrand: DEMO_BRAND,
    identityApp: 'laughtrack-preview',
    identityFBAppID: '100000000000001',
    identityTheme: 'dark',
    emailTriggerImage: '',
    primaryList: primaryList(international ? internationalProviders(locale) : DOMESTIC_PROVIDERS),
    successScreen: true,
    waitScreen: true,
    elvisSuccessScreen: true,
    fullScreenActivated: false,
  };
}

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The entitlement library's requestor configuration (Adobe's is XML too): the
 * MVPDs and how each logs in. Special providers are not among them: they do
 * not take part, so the library never signs in with one.
 */
export function requestorConfig(requestor: string): string {
  const mvpds = DOMESTIC_PROVIDERS.filter((p) => !p.preview).map((p) =>
    `<mvpd><id>${xml(p.id)}</id><displayName>${xml(p.displayName)}</displayName><logoUrl>${xml(toProvider(p).pickerLogoUrl!)}</logoUrl>` +
    `<iFrameRequired>${p.login === 'iframe'}</iFrameRequired><iFrameWidth>480</iFrameWidth><iFrameHeight>560</iFrameHeight></mvpd>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><config><requestor id="${xml(requestor)}"/><mvpds>${mvpds}</mvpds></config>`;
}

export function createTveHandlers(options: { now?(): number } = {}): RequestHandler[] {
  const now = options.now ?? (() => Date.now());
  return [
    // Issue 16: the free pass, the special preview and house-based access.
    ...createTvePassHandlers({ now }),

    http.get(`/tve/${TVE_VERSION}/:brand/options`, ({ request, params }) => jsonp(request, (query) => {
      if (!ID.test(String(params.brand))) return script('/* unknown brand */', 404);
      return brandOptions(query.get('locale'));
    })),

    http.get('/tve/getProvidersList', ({ request, cookies }) => jsonp(request, (query) => {
      const locale = query.get('locale') ?? '';
      if (!LOCALE.test(locale) || query.get('deviceType') !== 'tablet') return script('/* locale (xx_YY) and deviceType=tablet are required */', 400);
      return allowList(scenarioOfCookies(cookies), internationalProviders(locale), 'providersList');
    })),

    http.get('/tve/:requestor/extendedProvidersList', ({ request, params, cookies }) => jsonp(request, () => {
      if (!ID.test(String(params.requestor))) return script('/* bad requestor */', 400);
      return allowList(scenarioOfCookies(cookies), DOMESTIC_PROVIDERS, 'mvpdList');
    })),

    http.get('/tve/:requestor/providerInfo/:providerId', ({ request, params }) => jsonp(request, () => {
      const provider = findProvider(String(params.providerId));
      return { mvpdList: provider ? [toProvider(provider)] : [] };
    })),

    // The image ping after setToken. A blocked third-party cookie is simply not stored.
    http.get('/tve/:requestor/providerCookie', ({ request, cookies }) => {
      const provider = findProvider(new URL(request.url).searchParams.get('mvpd') ?? '');
      const headers = new Headers({ 'content-type': 'image/gif', ...NO_STORE });
      if (provider && scenarioOfCookies(cookies) !== 'third-party-cookies-blocked') {
        headers.append('set-cookie', `${PROVIDER_COOKIE}=${provider.id}; Path=/; Max-Age=${30 * 24 * 3600}; SameSite=Lax`);
      }
      return new HttpResponse(PIXEL, { status: provider ? 200 : 400, headers });
    }),

    http.get('/tve/logos/:file', ({ params }) => {
      const match = /^([a-z0-9-]+?)(-light)?\.svg$/.exec(String(params.file));
      const provider = match ? findProvider(match[1]!) : undefined;
      if (!match || !provider) return json({ error: `No logo named ${String(params.file)}` }, 404);
      return new HttpResponse(providerLogo(provider, match[2] ? 'light' : 'default'), {
        headers: {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          'x-content-type-options': 'nosniff',
        },
      });
    }),

    // The entitlement library's own service: its requestor configuration.
    http.get('/tve/sp/config/:requestor', ({ params }) => {
      const requestor = String(params.requestor);
      if (!ID.test(requestor)) return json({ errorId: 'CFG400', message: 'Invalid requestor id' }, 400);
      return new HttpResponse(requestorConfig(requestor), { headers: { 'content-type': 'application/xml; charset=utf-8', ...NO_STORE } });
    }),

    // The library's authorization: a short media token, or Z100 for a provider without the network.
    http.get('/tve/sp/authorize', ({ request, cookies }) => {
      const query = new URL(request.url).searchParams;
      const requestor = query.get('requestor') ?? '';
      const resource = query.get('resource') ?? '';
      const provider = findProvider(query.get('mvpd') ?? '');
      if (!ID.test(requestor) || resource === '' || !provider) return json({ errorId: 'Z130', message: 'Invalid authorization request' }, 400);
      if (!provider.carriesNetwork) {
        return json({ errorId: 'Z100', message: `Your ${provider.displayName} package does not include this network.` }, 403);
      }
      const ttl = scenarioOfCookies(cookies) === 'expired-token' ? EXPIRED_TOKEN_TTL_MS : DEFAULT_TOKEN_TTL_MS;
      const sessionGUID = query.get('guid') ?? '';
      return json({ token: mediaToken({ sessionGUID, requestorID: requestor, resourceID: resource, mvpdId: provider.id, ttl, issueTime: new Date(now()) }), ttl });
    }),

    // The provider login page's own server: its branding, and the sign-in check.
    http.get('/tve/sp/mvpd/:id', ({ params }) => {
      const provider = findProvider(String(params.id));
      if (!provider) return json({ error: 'Unknown provider' }, 404);
      const { id, displayName, colors, login } = provider;
      return json({ id, displayName, colors, login, logoUrl: toProvider(provider).defaultLogoUrl });
    }),
    http.post('/tve/sp/mvpd/:id/login', async ({ request, params }) => {
      if (!findProvider(String(params.id))) return json({ error: 'Unknown provider' }, 404);
      const form = new URLSearchParams(await request.text());
      const username = (form.get('username') ?? '').trim();
      const password = form.get('password') ?? '';
      if (username === '' || password === '') return json({ error: 'Enter your user name and password.' }, 400);
      if (password === WRONG_PASSWORD) return json({ error: "That user name and password don't match our records." }, 401);
      return json({ ok: true });
    }),

    http.get(SCENARIOS_PAGE_PATH, ({ request, cookies }) => {
      const applied = new URL(request.url).searchParams.has('applied');
      return new HttpResponse(scenariosPage(scenarioOfCookies(cookies), applied), { headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE } });
    }),
    http.post(SCENARIOS_PAGE_PATH, async ({ request }) => {
      const chosen = new URLSearchParams(await request.text()).get('scenario');
      if (!isScenario(chosen)) return new HttpResponse('Unknown scenario', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });
      // Post/redirect/get: a reload after Apply never posts again.
      return new HttpResponse(null, { status: 303, headers: { location: `${SCENARIOS_PAGE_PATH}?applied`, 'set-cookie': scenarioSetCookie(chosen), ...NO_STORE } });
    }),
  ];
}
