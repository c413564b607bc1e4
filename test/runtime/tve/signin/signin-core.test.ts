import { expect } from '@open-wc/testing';
import { http } from 'msw';
import sinon from 'sinon';
import { LIBRARY_TIMEOUT_MS } from '../../../../runtime/tve/signin/entitlement.js';
import { COOKIE_CHECK_DELAY_MS } from '../../../../runtime/tve/signin/login-frames.js';
import { createSigninCore } from '../../../../runtime/tve/signin/signin-core.js';
import { STORAGE_PREFIX } from '../../../../runtime/tve/signin/storage.js';
import type { SigninCore, SigninCoreEvents, SigninInit } from '../../../../runtime/tve/signin/index.js';
import { fakeLibraryHandler, FAKE_LIBRARY_PATH, installFakeAccessEnabler, type FakeLibrary } from '../../../support/fake-access-enabler.js';
import { startDemoWorker } from '../../../support/demo-worker.js';
import { encodeToken } from '../../../support/media-token.js';
import { failing, jsonp, libraryMvpds, providerFixtures, routeHandlers, serviceHandlers, TEST_LOGIN_PAGE, TEST_SERVICE_BASE, type ServiceLog } from './fixtures.js';

type Event = { [K in keyof SigninCoreEvents]: { type: K; detail: SigninCoreEvents[K] } }[keyof SigninCoreEvents];
const EVENT_TYPES: (keyof SigninCoreEvents)[] = ['load', 'status', 'error', 'warning', 'pickProvider', 'loginFrame', 'busy', 'signedIn', 'signedOut', 'previewLogin'];
const special = { id: 'fresh', displayName: 'Fresh Cable', isPrimary: false, isSpecialProvider: true };

const params: SigninInit = {
  requestor: 'LT', resource: 'laughtrack', brand: 'lt', locale: 'en_US', serviceBase: TEST_SERVICE_BASE, entitlementSrc: FAKE_LIBRARY_PATH, dev: false,
};
/**
 * Waits until `predicate` holds, yielding animation frames: unlike
 * open-wc's waitUntil (setTimeout) it keeps working under fake timers,
 * while the network (scripts, frames) runs in real time.
 */
async function waitUntil(predicate: () => boolean, label = 'the condition', limitMs = 5000): Promise<void> {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > limitMs) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
const stored = (key: string) => localStorage.getItem(`${STORAGE_PREFIX}${key}`);

describe('the sign-in core (createSigninCore)', () => {
  let worker: Awaited<ReturnType<typeof startDemoWorker>>;
  let library: FakeLibrary;
  let core: SigninCore | undefined;
  let events: Event[];
  let reports: [string, string, (Record<string, unknown> | undefined)?][];
  let services: ServiceLog;
  let host: HTMLElement;
  const ofType = <K extends keyof SigninCoreEvents>(type: K) =>
    events.filter((e): e is Extract<Event, { type: K }> => e.type === type).map((e) => e.detail as SigninCoreEvents[K]);
  const errors = () => ofType('error').map((e) => `${e.code}: ${e.message}`);
  const seen = (type: keyof SigninCoreEvents, count = 1) => waitUntil(() => ofType(type).length >= count, `${count} ${type}`);

  function create(now?: () => number) {
    core = createSigninCore({ reporter: { report: (...args) => void reports.push(args) }, isIOS: false, now });
    for (const type of EVENT_TYPES) core.on(type, (detail) => void events.push({ type, detail } as Event));
    core.setFrameHost(() => host);
    return core;
  }

  async function loaded(init: Partial<SigninInit> = {}) {
    const c = create();
    c.init({ ...params, ...init });
    await seen('load');
    await waitUntil(() => library.calls.includes('checkAuthentication()'), 'the library check');
    return c;
  }

  /** A whole sign-in through the overlay; `until` is the event that ends it (another sign-in counts from the ones before). */
  async function signIn(c: SigninCore, id = 'skyline', until: keyof SigninCoreEvents = 'signedIn') {
    const count = (type: keyof SigninCoreEvents) => ofType(type).length + 1;
    const [picks, frames, ends] = [count('pickProvider'), count('loginFrame'), count(until)];
    c.login();
    await seen('pickProvider', picks);
    c.selectProvider(id);
    await seen('loginFrame', frames);
    library.completeLogin();
    await seen(until, ends);
  }

  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    events = [];
    reports = [];
    services = { urls: [] };
    host = document.createElement('div');
    document.body.append(host);
    // The free-pass calls answer {status, isExpired, token, duration, startDate}; stopdevice the pass it stopped.
    worker.use(fakeLibraryHandler(), ...serviceHandlers(services), ...routeHandlers(services, (path) => (path === '/html5/checkdevice'
      ? { status: 'ready', isExpired: false, token: '', duration: 86_400, startDate: 0 }
      : path === '/html5/setupdevice' ? { status: 'started', isExpired: false, token: 'fp', duration: 86_400, startDate: Date.now() }
        : path === '/html5/stopdevice' ? { status: 'expired', isExpired: true, token: '', duration: 1, startDate: Date.now() - 1000 } : { status: 'ok' })));
    library = installFakeAccessEnabler({ mvpds: libraryMvpds, loginUrl: TEST_LOGIN_PAGE });
  });
  afterEach(() => {
    core?.destroy();
    core = undefined;
    library.uninstall();
    worker.resetHandlers();
    host.remove();
    for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
    document.cookie = `${STORAGE_PREFIX}AUTH_DATA=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  describe('init', () => {
    it("raises 'Wrong Init Params' and 'Wrong RequestorID/ResourceID' as events and reports, never throwing", () => {
      const c = create();
      c.init(undefined as unknown as SigninInit);
      expect(c.state).to.equal('failed');
      const other = create();
      other.init({ ...params, resource: '' });
      expect(errors()).to.deep.equal(['TVEErrorCannotInitialize: Wrong Init Params', 'TVEErrorCannotInitialize: Wrong RequestorID/ResourceID']);
      expect(reports.map(([type, name, data]) => [type, name, data?.message])).to.deep.equal([
        ['error', 'TVEErrorCannotInitialize', 'Wrong Init Params'], ['error', 'TVEErrorCannotInitialize', 'Wrong RequestorID/ResourceID'],
      ]);
      other.destroy();
    });

    it('ignores a second init', async () => {
      const c = await loaded();
      c.init({ ...params, requestor: 'OTHER' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ofType('load')).to.have.length(1);
      expect(services.urls.filter((u) => u.pathname.includes('OTHER'))).to.deep.equal([]);
      expect(library.instances).to.equal(1);
    });

    it('fires load once with the sorted list and the brand, then the first status, and asks the library', async () => {
      const c = await loaded();
      const [load] = ofType('load');
      expect(load?.providers.map((p) => p.id)).to.deep.equal(['northwind', 'skyline', 'bluejay', 'ampere', 'harbor']);
      expect(load?.brand).to.deep.equal({ successScreen: true, primaryList: ['northwind', 'skyline'] });
      expect(c.state).to.equal('loaded');
      expect(ofType('status')).to.deep.equal([{ isLoggedIn: false, provider: null, via: null }]);
      expect(c.freshProviders()).to.have.length(5);
      expect(library.calls.slice(0, 4)).to.deep.equal(['new AccessEnabler()', 'bind(errorEvent, tfSigninErrorEvent)', 'setRequestor(LT)', 'checkAuthentication()']);
      expect(reports.some(([type, name]) => type === 'info' && name === 'componentLoaded')).to.equal(true);
    });

    it("says 'The Component Is Not Loaded' for a login before load", () => {
      const c = create();
      c.login();
      expect(errors()).to.deep.equal(['TVEErrorCannotInitialize: The Component Is Not Loaded']);
    });

    it("stays unloaded with 'Can Not Load The White List' when the list fails twice", async () => {
      worker.use(...serviceHandlers(services, { list: failing }));
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
      try {
        const c = create();
        c.init(params);
        const listScripts = () => document.querySelectorAll('script[src*="extendedProvidersList"]').length;
        await waitUntil(() => services.urls.filter((u) => u.pathname.endsWith('extendedProvidersList')).length === 1 && listScripts() === 0);
        await clock.tickAsync(4999);
        expect(services.urls.filter((u) => u.pathname.endsWith('extendedProvidersList'))).to.have.length(1);
        await clock.tickAsync(1);
        await waitUntil(() => errors().length > 0);
        expect(errors()).to.deep.equal(['TVEErrorGeneric: Can Not Load The White List']);
        expect(c.state).to.equal('failed');
        expect(ofType('load')).to.deep.equal([]);
      } finally {
        clock.restore();
      }
    });
  });

  describe('signing in (viewer states)', () => {
    it('goes from the library dialog to the frame to authorized, storing the token with now + ttl and pinging the provider cookie', async () => {
      const c = await loaded();
      c.login();
      await seen('pickProvider');
      expect(ofType('pickProvider')[0]?.providers.map((p) => p.id)).to.deep.equal(['northwind', 'skyline', 'bluejay', 'ampere', 'harbor']);
      c.selectProvider('skyline');
      await seen('loginFrame');
      const frame = host.querySelector('iframe');
      expect(frame?.name).to.equal('mvpdframe');
      const before = Date.now();
      library.completeLogin();
      await seen('signedIn');
      const status = { isLoggedIn: true, provider: c.providers.find((p) => p.id === 'skyline'), via: 'mvpd' };
      expect(ofType('signedIn')).to.deep.equal([status]);
      expect(ofType('status').at(-1)).to.deep.equal(status);
      expect(c.status).to.deep.equal(status);
      const auth = JSON.parse(stored('AUTH_DATA') ?? '{}');
      expect(auth.mvpd).to.equal('skyline');
      expect(auth.expirationTime).to.be.within(before + 600_000, Date.now() + 600_000);
      expect(library.calls.slice(4)).to.deep.equal(['getAuthentication()', 'setSelectedProvider(skyline)', 'getAuthorization(laughtrack)']);
      expect(host.querySelector('iframe')).to.equal(null);
      await waitUntil(() => services.urls.some((u) => u.pathname.endsWith('/LT/providerCookie') && u.searchParams.get('mvpd') === 'skyline'));
      expect(ofType('busy').at(-1)).to.equal(false);
      expect(ofType('warning').map((w) => w.message)).to.include('mvpdSelection');
    });

    it("answers a second login while one runs with 'Multiple Authentication Requests Error'", async () => {
      const c = await loaded();
      c.login();
      c.login();
      expect(errors()).to.deep.equal(['TVEErrorGeneric: Multiple Authentication Requests Error']);
      await seen('pickProvider');
      expect(ofType('pickProvider')).to.have.length(1);
    });

    it('starts a sign-in from the embedded picker with the provider already chosen', async () => {
      const c = await loaded();
      c.selectProvider('northwind');
      await seen('loginFrame');
      expect(ofType('pickProvider')).to.deep.equal([]);
      expect(library.calls).to.include('setSelectedProvider(northwind)');
      library.completeLogin();
      await seen('signedIn');
      expect(c.status.provider?.id).to.equal('northwind');
    });

    it('refuses providers that are not allowed or not named', async () => {
      const c = await loaded();
      c.selectProvider('nowhere');
      c.selectProvider('');
      expect(errors()).to.deep.equal(['TVEErrorGeneric: Provider not Available Error', 'TVEErrorGeneric: Provider not Selected Error']);
    });

    it('cancels a login: the library is told, the frame goes, and the next login may start', async () => {
      const c = await loaded();
      c.login();
      await seen('pickProvider');
      c.selectProvider('skyline');
      await seen('loginFrame');
      c.cancelLogin();
      expect(library.calls.at(-1)).to.equal('setSelectedProvider(null)');
      expect(host.querySelector('iframe')).to.equal(null);
      expect(c.status.isLoggedIn).to.equal(false);
      c.login();
      await seen('pickProvider', 2);
      expect(errors()).to.deep.equal([]);
    });

    it('maps a failed login at the provider to its catalogue error', async () => {
      const c = await loaded();
      c.login();
      await seen('pickProvider');
      c.selectProvider('skyline');
      await seen('loginFrame');
      library.failLogin('N130');
      await seen('error');
      expect(ofType('error')).to.deep.equal([{ code: 'TVEErrorUserNotAuthorized', message: 'User Not Authenticated Error', id: 'N130' }]);
      expect(c.status.isLoggedIn).to.equal(false);
    });

    it("takes the failure's id from the library's error report; an error report alone is an error, info a warning", async () => {
      const c = await loaded();
      library.report('CFG400', 'error', 'Invalid requestor');
      await seen('error');
      expect(ofType('error')).to.deep.equal([{
        code: 'TVEErrorGeneric', message: 'Internal Error', id: 'CFG400',
        userMessage: 'This site is not set up correctly for TV provider sign-in (invalid requestor id). Please contact customer support.',
      }]);
      library.report('LS011', 'warning', 'No local storage');
      await waitUntil(() => ofType('warning').some((w) => w.id === 'LS011'), 'the LS011 warning');
      expect(ofType('warning').find((w) => w.id === 'LS011')?.message).to.equal('No local storage');
      expect(ofType('error')).to.have.length(1);
      expect(c.status.isLoggedIn).to.equal(false);
    });

    it("maps a Z authorization failure to 'User not Authorized Error' and erases the stored auth", async () => {
      const c = await loaded();
      await signIn(c);
      library.options.authorizationError = { code: 'Z100', description: 'Not in your package' };
      c.logout();
      await signIn(c, 'skyline', 'error');
      expect(ofType('error').at(-1)).to.deep.equal({ code: 'TVEErrorUserNotAuthorized', message: 'User not Authorized Error', id: 'Z100' });
      expect(stored('AUTH_DATA')).to.equal(null);
      expect(c.status.isLoggedIn).to.equal(false);
    });

    it("treats a garbage token as a token failure ('Auth.set')", async () => {
      library.options.garbageToken = 'not-a-token';
      const c = await loaded();
      c.login();
      await seen('pickProvider');
      c.selectProvider('skyline');
      await seen('loginFrame');
      library.completeLogin();
      await seen('error');
      expect(errors()).to.deep.equal(['TVEErrorGeneric: Auth.set']);
      expect(stored('AUTH_DATA')).to.equal(null);
    });

    it('signs out: provider and token cleared, the library logged out, the last provider remembered', async () => {
      const c = await loaded();
      await signIn(c);
      c.logout();
      expect(ofType('signedOut')).to.have.length(1);
      expect(c.status).to.deep.equal({ isLoggedIn: false, provider: null, via: null });
      expect(library.calls.at(-1)).to.equal('logout()');
      expect([stored('AUTH_DATA'), stored('CURRENT_PROVIDER_ID'), stored('LAST_PROVIDER_ID')]).to.deep.equal([null, null, 'skyline']);
    });
  });

  describe('with the short media token in either shape', () => {
    // The real library sends signatureInfo then authToken as two top-level elements; a nested authToken reads the same.
    for (const shape of ['separate', 'nested'] as const) {
      it(`completes a fresh sign-in (${shape})`, async () => {
        library.options.tokenShape = shape;
        const c = await loaded();
        await signIn(c);
        expect(errors()).to.deep.equal([]);
        expect(c.status).to.include({ isLoggedIn: true, via: 'mvpd' });
        const auth = JSON.parse(stored('AUTH_DATA') ?? '{}');
        expect([auth.mvpd, auth.expirationTime > Date.now()]).to.deep.equal(['skyline', true]);
      });

      it(`restores the library's existing session (${shape})`, async () => {
        library.options.tokenShape = shape;
        library.options.authenticatedWith = 'harbor';
        const c = await loaded();
        await waitUntil(() => c.status.isLoggedIn || ofType('error').length > 0, 'the restored session');
        expect(errors()).to.deep.equal([]);
        expect(c.status.provider?.id).to.equal('harbor');
        expect(JSON.parse(stored('AUTH_DATA') ?? '{}').mvpd).to.equal('harbor');
      });
    }
  });

  describe('a stored sign-in', () => {
    const store = (auth: object) => localStorage.setItem(`${STORAGE_PREFIX}AUTH_DATA`, JSON.stringify(auth));

    it('shows at load, and the library confirming it changes nothing', async () => {
      library.options.authenticatedWith = 'harbor';
      store({ token: encodeToken({ ttl: 60_000 }), mvpd: 'harbor', expirationTime: Date.now() + 60_000 });
      const c = await loaded();
      expect(ofType('status')[0]).to.include({ isLoggedIn: true, via: 'mvpd' });
      expect(c.status.provider?.id).to.equal('harbor');
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(ofType('status')).to.have.length(1);
    });

    it('is erased when expired; the library session then gets a new token', async () => {
      library.options.authenticatedWith = 'harbor';
      store({ token: 'old', mvpd: 'harbor', expirationTime: Date.now() - 1 });
      const c = await loaded();
      expect(ofType('status')[0]?.isLoggedIn).to.equal(false);
      await waitUntil(() => c.status.isLoggedIn);
      expect(library.calls).to.include('checkAuthorization(laughtrack)');
      expect(JSON.parse(stored('AUTH_DATA') ?? '{}').token).not.to.equal('old');
      expect(ofType('signedIn')).to.deep.equal([]);
    });

    it('is signed out when the library says not authenticated', async () => {
      store({ token: 't', mvpd: 'harbor', expirationTime: Date.now() + 60_000 });
      const c = await loaded();
      await waitUntil(() => ofType('status').length === 2);
      expect(c.status.isLoggedIn).to.equal(false);
      expect(stored('AUTH_DATA')).to.equal(null);
    });

    it("follows another tab's sign-in and sign-out with 'LocalStorage was changed', never writing over it", async () => {
      const c = await loaded();
      const changed = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
      const auth = { token: encodeToken({ ttl: 60_000 }), mvpd: 'harbor', expirationTime: Date.now() + 60_000 };
      // Another tab signed in.
      store(auth);
      changed(`${STORAGE_PREFIX}AUTH_DATA`);
      expect(errors()).to.deep.equal(['TVEErrorGeneric: LocalStorage was changed']);
      expect(c.status).to.include({ isLoggedIn: true });
      expect(c.status.provider?.id).to.equal('harbor');
      expect(JSON.parse(stored('AUTH_DATA')!)).to.deep.equal(auth);
      // Another tab's keys of no interest change nothing.
      changed(`${STORAGE_PREFIX}providers_update`);
      changed('somethingElse');
      expect(errors()).to.have.length(1);
      // Another tab signed out.
      localStorage.removeItem(`${STORAGE_PREFIX}AUTH_DATA`);
      changed(`${STORAGE_PREFIX}AUTH_DATA`);
      expect(errors()).to.have.length(2);
      expect(c.status.isLoggedIn).to.equal(false);
      expect(ofType('status').map((st) => st.isLoggedIn).slice(-2)).to.deep.equal([true, false]);
    });

    it('leaves a sign-in running here to finish when another tab changes the stored one', async () => {
      const c = await loaded();
      c.login();
      await seen('pickProvider');
      window.dispatchEvent(new StorageEvent('storage', { key: `${STORAGE_PREFIX}AUTH_DATA`, storageArea: localStorage }));
      expect(errors()).to.deep.equal([]);
      c.selectProvider('skyline');
      await seen('loginFrame');
      library.completeLogin();
      await seen('signedIn');
      expect(c.status.isLoggedIn).to.equal(true);
    });

    it('forces a logout when its provider is no longer allowed', async () => {
      store({ token: 't', mvpd: 'retired', expirationTime: Date.now() + 60_000 });
      const c = await loaded();
      await waitUntil(() => library.calls.includes('logout()'));
      expect(c.status.isLoggedIn).to.equal(false);
      expect(stored('AUTH_DATA')).to.equal(null);
      expect(ofType('warning').map((w) => w.message)).to.include('verifyWhiteList');
    });

    it('expires during the page session: erased and renewed quietly, the status signed in throughout (no flicker)', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldClearNativeTimers: true });
      try {
        library.options.ttl = 10_000;
        const c = create();
        c.init(params);
        await waitUntil(() => c.state === 'loaded');
        await signIn(c);
        const calls = library.calls.length;
        const statuses = ofType('status').length;
        const token = stored('AUTH_DATA');
        await clock.tickAsync(9_999);
        expect(c.status.isLoggedIn).to.equal(true);
        // Synchronously: the token is erased and the library asked, its answer not yet in.
        clock.tick(1);
        expect(stored('AUTH_DATA')).to.equal(null);
        expect(library.calls.slice(calls)).to.deep.equal(['checkAuthorization(laughtrack)']);
        expect(c.status).to.include({ isLoggedIn: true, via: 'mvpd' });
        await waitUntil(() => stored('AUTH_DATA') !== null && stored('AUTH_DATA') !== token, 'the new token');
        expect(ofType('status')).to.have.length(statuses);
        expect(c.status.isLoggedIn).to.equal(true);
      } finally {
        clock.restore();
      }
    });

    it('signs out when the quiet renewal fails', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldClearNativeTimers: true });
      try {
        library.options.ttl = 10_000;
        const c = create();
        c.init(params);
        await waitUntil(() => c.state === 'loaded');
        await signIn(c);
        library.options.authorizationError = { code: 'Z100' };
        await clock.tickAsync(10_000);
        await seen('error');
        expect(c.status.isLoggedIn).to.equal(false);
        expect(ofType('status').at(-1)).to.deep.equal({ isLoggedIn: false, provider: null, via: null });
      } finally {
        clock.restore();
      }
    });
  });

  describe("issue 16's routes through the core", () => {
    it('starts a free pass (signedIn via 24h) and a logout stops it at the service', async () => {
      const c = await loaded();
      await waitUntil(() => c.freePass.state === 'ready', 'the offer');
      c.startFreePass();
      await seen('signedIn');
      expect(c.status).to.deep.equal({ isLoggedIn: true, provider: null, via: '24h' });
      expect(stored('signedInWith')).to.equal('24h');
      c.logout();
      expect(c.status.isLoggedIn).to.equal(false);
      expect(c.freePass.state).to.equal('expired');
      await waitUntil(() => services.urls.some((u) => u.pathname.endsWith('/html5/stopdevice')), 'stopdevice');
      await waitUntil(() => !document.querySelector('script[src*="stopdevice"]'), "stopdevice's answer");
      expect(errors()).to.deep.equal([]);
    });

    it('a provider sign-in expires a running free pass (one pass at a time)', async () => {
      const c = await loaded();
      await waitUntil(() => c.freePass.state === 'ready', 'the offer');
      c.startFreePass();
      await seen('signedIn');
      await signIn(c, 'skyline', 'signedIn');
      expect(c.status.via).to.equal('mvpd');
      expect(c.freePass.state).to.equal('expired');
      expect(stored('signedInWith')).to.equal(null);
    });

    it('begins the special preview for a special provider instead of the library login', async () => {
      worker.use(
        ...serviceHandlers(services, { list: () => ({ mvpdList: [...providerFixtures, special] }) }),
        http.get(`${TEST_SERVICE_BASE}/:requestor/providerInfo/:id`, ({ request }) => jsonp(request, { mvpdList: [special] })),
      );
      const c = await loaded();
      c.selectProvider('fresh');
      await seen('previewLogin');
      expect(ofType('previewLogin')).to.deep.equal([{ provider: c.providers.find((p) => p.id === 'fresh') }]);
      expect(library.calls).not.to.include('getAuthentication()');
    });
  });

  describe('failures', () => {
    it("raises 'AccessEnabler Initialization Error' 30 s after init without the library, then 'AE Is Not Loaded' on login", async () => {
      library.options.loadedFrom = 'never';
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
      try {
        const c = create();
        c.init(params);
        await waitUntil(() => c.state === 'loaded');
        c.login();
        await clock.tickAsync(LIBRARY_TIMEOUT_MS - 1);
        expect(errors()).to.deep.equal([]);
        await clock.tickAsync(1);
        expect(errors()).to.deep.equal(['TVEErrorAdobeLibraryFailedToInit: AccessEnabler Initialization Error']);
        expect(ofType('busy').at(-1)).to.equal(false);
        c.login();
        expect(errors().at(-1)).to.equal('TVEErrorGeneric: AE Is Not Loaded');
      } finally {
        clock.restore();
      }
    });

    it('raises TVEErrorLocalStorage with the private-mode advice, and keeps the sign-in in a cookie', async () => {
      const setItem = sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('quota', 'QuotaExceededError'));
      try {
        const c = await loaded();
        expect(ofType('error')[0]).to.include({ code: 'TVEErrorLocalStorage', message: 'LocalStorage Is Unavailable' });
        expect(ofType('error')[0]?.userMessage).to.match(/private/);
        await signIn(c);
        expect(document.cookie).to.include(`${STORAGE_PREFIX}AUTH_DATA=`);
      } finally {
        setItem.restore();
      }
    });

    it('raises TVEError3rdPartyCookies when the check page says cookies are blocked', async () => {
      document.cookie = 'tve_test_block=1; path=/';
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
      try {
        const c = create();
        c.init(params);
        await waitUntil(() => library.calls.includes('checkAuthentication()'));
        c.login();
        await seen('pickProvider');
        c.selectProvider('skyline');
        await seen('loginFrame');
        await clock.tickAsync(COOKIE_CHECK_DELAY_MS);
        await seen('error');
        expect(errors()).to.deep.equal(['TVEError3rdPartyCookies: Third Party Cookies Are Not Supported']);
        // The login cannot finish without its cookies: it ends there, and the next one starts at the provider list.
        expect(library.calls.at(-1)).to.equal('setSelectedProvider(null)');
        expect(host.querySelector('iframe')).to.equal(null);
        c.login();
        await seen('pickProvider', 2);
        expect(errors()).to.have.length(1);
      } finally {
        clock.restore();
        document.cookie = 'tve_test_block=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      }
    });

    it('is inert once destroyed', async () => {
      const c = await loaded();
      c.destroy();
      const count = events.length;
      c.login();
      c.logout();
      c.selectProvider('skyline');
      expect(events.length).to.equal(count);
      expect(c.state).to.equal('destroyed');
      expect('setToken' in window).to.equal(false);
    });
  });
});
