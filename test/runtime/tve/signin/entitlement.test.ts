import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../support/wait.js';
import { http, HttpResponse } from 'msw';
import sinon from 'sinon';
import { createEntitlementAdapter, ERROR_HANDLER, LIBRARY_TIMEOUT_MS, type EntitlementAdapter, type EntitlementHooks } from '../../../../runtime/tve/signin/entitlement.js';
import { COOKIE_CHECK_DELAY_MS } from '../../../../runtime/tve/signin/login-frames.js';
import { fakeLibraryHandler, FAKE_LIBRARY_PATH, installFakeAccessEnabler, type FakeLibrary } from '../../../support/fake-access-enabler.js';
import { startDemoWorker } from '../../../support/demo-worker.js';
import { libraryMvpds, serviceHandlers, TEST_LOGIN_PAGE, TEST_SERVICE_BASE, type ServiceLog } from './fixtures.js';

/** Calls one of the page's global callbacks, as the library does. */
function libraryCalls(name: string, ...args: unknown[]): void {
  const fn = (window as unknown as Record<string, unknown>)[name];
  if (typeof fn !== 'function') throw new Error(`no global ${name}`);
  (fn as (...a: unknown[]) => void)(...args);
}

type Recorded = { name: keyof EntitlementHooks; args: unknown[] };

function recordingHooks() {
  const log: Recorded[] = [];
  const waiters: { name: string; resolve: (args: unknown[]) => void }[] = [];
  const hooks = new Proxy({} as EntitlementHooks, {
    get: (_target, name: string) => (...args: unknown[]) => {
      log.push({ name: name as keyof EntitlementHooks, args });
      for (const waiter of waiters.filter((w) => w.name === name)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(args);
      }
    },
  });
  const when = (name: keyof EntitlementHooks) => {
    const seen = log.find((entry) => entry.name === name);
    return seen ? Promise.resolve(seen.args) : new Promise<unknown[]>((resolve) => waiters.push({ name, resolve }));
  };
  return { hooks, log, when, names: () => log.map((entry) => entry.name) };
}

describe('the entitlement library adapter', () => {
  let worker: Awaited<ReturnType<typeof startDemoWorker>>;
  let library: FakeLibrary;
  let adapter: EntitlementAdapter | undefined;
  let services: ServiceLog;
  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    services = { urls: [] };
    worker.use(fakeLibraryHandler(), ...serviceHandlers(services));
    library = installFakeAccessEnabler({ mvpds: libraryMvpds, loginUrl: TEST_LOGIN_PAGE });
  });
  afterEach(() => {
    adapter?.destroy();
    adapter = undefined;
    library.uninstall();
    worker.resetHandlers();
    document.querySelectorAll('.frame-host, script[src*="/test-vendor/"]').forEach((node) => node.remove());
  });

  const start = (options: { isIOS?: boolean; host?: () => HTMLElement | undefined; src?: string } = {}) => {
    const recorder = recordingHooks();
    adapter = createEntitlementAdapter({ hooks: recorder.hooks, isIOS: options.isIOS ?? false, cookieCheckUrl: `${TEST_SERVICE_BASE}/cookie-check.html` });
    if (options.host) adapter.setFrameHost(options.host);
    adapter.load(options.src ?? FAKE_LIBRARY_PATH, 'LT');
    return recorder;
  };

  const shadowHost = () => {
    const host = document.createElement('div');
    host.className = 'frame-host';
    document.body.append(host);
    const container = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(container);
    return container;
  };

  for (const loadedFrom of ['constructor', 'script'] as const) {
    it(`creates the library once and sets the requestor when entitlementLoaded comes from the ${loadedFrom}`, async () => {
      library.options.loadedFrom = loadedFrom;
      const { when } = start();
      await when('loaded');
      expect(adapter?.state).to.equal('ready');
      expect(library.instances).to.equal(1);
      // Advanced error reporting is bound before setRequestor, so configuration errors reach it too.
      expect(library.calls.slice(0, 3)).to.deep.equal(['new AccessEnabler()', `bind(errorEvent, ${ERROR_HANDLER})`, 'setRequestor(LT)']);
      adapter?.load(FAKE_LIBRARY_PATH, 'LT');
      expect(document.querySelectorAll(`script[src="${FAKE_LIBRARY_PATH}"]`)).to.have.length(1);
    });
  }

  it('fails 30 s after loading began without entitlementLoaded', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      library.options.loadedFrom = 'never';
      const { names } = start();
      await clock.tickAsync(LIBRARY_TIMEOUT_MS - 1);
      expect(names()).to.deep.equal([]);
      expect(adapter?.checkAuthentication()).to.equal(false);
      await clock.tickAsync(1);
      expect(names()).to.deep.equal(['failed']);
      expect(adapter?.state).to.equal('failed');
    } finally {
      clock.restore();
    }
  });

  it('fails at once when the script cannot load, and never calls the library after', async () => {
    worker.use(http.get('/test-vendor/missing.js', () => new HttpResponse('missing', { status: 404 })));
    const { when } = start({ src: '/test-vendor/missing.js' });
    await when('failed');
    expect(adapter?.getAuthentication()).to.equal(false);
  });

  it("passes the library's callbacks on as typed hooks", async () => {
    const { when, log } = start();
    await when('loaded');
    adapter?.checkAuthentication();
    expect(await when('authenticationStatus')).to.deep.equal([false, 'User Not Authenticated Error']);
    adapter?.getAuthentication();
    const [providers] = await when('providerDialog') as [{ id: string }[]];
    expect(providers.map((p) => p.id)).to.deep.equal(libraryMvpds.map((m) => m.ID));
    libraryCalls('displayProviderDialog', [{ displayName: 'no id' }, { ID: 7, logoURL: '/l.png' }]);
    expect(log.at(-1)?.args).to.deep.equal([[{ id: '7', displayName: undefined, logoUrl: '/l.png' }]]);
    libraryCalls('tokenRequestFailed', 'res', 'Z100', 'Not in package');
    libraryCalls('selectedProvider', { MVPD: 'skyline', AE_State: 'User Authenticated' });
    libraryCalls('selectedProvider', null);
    libraryCalls('sendTrackingData', 'authenticationDetection', [true, 'skyline']);
    libraryCalls(ERROR_HANDLER, { errorId: 'Z100', level: 'error', message: 'Not in package' });
    libraryCalls(ERROR_HANDLER, { errorId: 'N000', level: 'info' });
    libraryCalls(ERROR_HANDLER, { level: 'error' });
    libraryCalls(ERROR_HANDLER, 'garbage');
    expect(log.slice(-6).map((e) => [e.name, e.args])).to.deep.equal([
      ['tokenFailed', ['res', 'Z100', 'Not in package']],
      ['selectedProvider', ['skyline']],
      ['selectedProvider', [undefined]],
      ['tracking', ['authenticationDetection', [true, 'skyline']]],
      ['report', ['Z100', 'error', 'Not in package']],
      ['report', ['N000', 'info', '']],
    ]);
  });

  it('creates <iframe name="mvpdframe"> synchronously in the frame host and the library reaches it there by window.open', async () => {
    const container = shadowHost();
    const { when } = start({ host: () => container });
    await when('loaded');
    adapter?.getAuthentication();
    await when('providerDialog');
    adapter?.setSelectedProvider('skyline');
    const frame = container.querySelector('iframe');
    expect(frame?.name).to.equal('mvpdframe');
    expect(frame?.title).to.not.equal('');
    expect([frame?.width, frame?.height]).to.deep.equal(['500', '400']);
    expect(await when('loginFrame')).to.deep.equal([500, 400]);
    // The fake library did `window.open(loginUrl, 'mvpdframe')`: the frame inside the shadow root is navigated.
    await waitUntil(() => frame?.contentWindow?.location.pathname === TEST_LOGIN_PAGE, 'the login page loads in the frame');
    expect(frame?.contentWindow?.location.search).to.equal('?mvpd=skyline');
  });

  it('a frame inside a shadow root is not in window.frames; one in light DOM is (so a library using window.frames needs a light-DOM host)', async () => {
    const container = shadowHost();
    const { when } = start({ host: () => container });
    await when('loaded');
    libraryCalls('createIFrame', 300, 200);
    const frames = window as unknown as Record<string, unknown>;
    expect(frames.mvpdframe).to.equal(undefined);
    const light = document.createElement('div');
    light.className = 'frame-host';
    document.body.append(light);
    adapter?.setFrameHost(() => light);
    libraryCalls('createIFrame', 300, 200);
    expect(container.querySelector('iframe')).to.equal(null);
    expect(frames.mvpdframe).to.equal(light.querySelector('iframe')?.contentWindow);
  });

  it('falls back to the frame overlay when the login popup is blocked', async () => {
    const open = sinon.stub(window, 'open').returns(null);
    try {
      library.options.mvpds = libraryMvpds.map((m) => ({ ...m, login: 'popup' }));
      const container = shadowHost();
      const { when, names } = start({ host: () => container });
      await when('loaded');
      adapter?.getAuthentication();
      await when('providerDialog');
      adapter?.setSelectedProvider('northwind');
      expect(open.calledOnceWith(`${TEST_LOGIN_PAGE}?mvpd=northwind`, 'mvpdframe')).to.equal(true);
      const frame = container.querySelector('iframe');
      expect(frame?.name).to.equal('mvpdframe');
      expect(names()).to.include('loginFrame');
      await waitUntil(() => frame?.contentWindow?.location.pathname === TEST_LOGIN_PAGE);
    } finally {
      open.restore();
    }
  });

  it('lets an open popup be, telling the core the login runs there; other window.open calls are untouched', async () => {
    const popup = { closed: false } as Window;
    const open = sinon.stub(window, 'open').returns(popup);
    try {
      library.options.mvpds = libraryMvpds.map((m) => ({ ...m, login: 'popup' }));
      const { when, names } = start({ host: shadowHost });
      await when('loaded');
      adapter?.getAuthentication();
      await when('providerDialog');
      adapter?.setSelectedProvider('northwind');
      expect(names()).to.include('popup');
      expect(names()).not.to.include('loginFrame');
      open.returns(null);
      expect(window.open('/elsewhere', 'other')).to.equal(null);
      expect(names().filter((n) => n === 'loginFrame')).to.have.length(0);
      adapter?.destroy();
      expect(window.open).to.equal(open);
    } finally {
      open.restore();
    }
  });

  describe('the third-party cookie check', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    });
    afterEach(() => clock.restore());

    const openLoginFrame = async (isIOS = false) => {
      const recorder = start({ host: shadowHost, isIOS });
      await recorder.when('loaded');
      libraryCalls('createIFrame', 400, 300);
      return recorder;
    };
    const checkFrames = () => document.querySelectorAll(`iframe[src*="cookie-check"]`);

    it('loads the hidden check page 15 s after the login frame opened, and reports what it says', async () => {
      document.cookie = 'tve_test_block=1; path=/';
      try {
        const { when } = await openLoginFrame();
        await clock.tickAsync(COOKIE_CHECK_DELAY_MS - 1);
        expect(checkFrames()).to.have.length(0);
        await clock.tickAsync(1);
        const frame = checkFrames()[0] as HTMLIFrameElement;
        expect(frame.hidden).to.equal(true);
        expect(frame.getAttribute('style')).to.equal(null);
        expect(await when('cookieCheck')).to.deep.equal([false]);
        expect(checkFrames()).to.have.length(0);
      } finally {
        document.cookie = 'tve_test_block=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      }
    });

    it('reports enabled cookies too', async () => {
      const { when } = await openLoginFrame();
      await clock.tickAsync(COOKIE_CHECK_DELAY_MS);
      expect(await when('cookieCheck')).to.deep.equal([true]);
    });

    it('does not run on iOS, nor once the login ended', async () => {
      await openLoginFrame(true);
      await clock.tickAsync(COOKIE_CHECK_DELAY_MS * 2);
      expect(checkFrames()).to.have.length(0);
      adapter?.destroy();
      await openLoginFrame();
      adapter?.closeLogin();
      await clock.tickAsync(COOKIE_CHECK_DELAY_MS * 2);
      expect(checkFrames()).to.have.length(0);
      expect(document.querySelector('iframe[name="mvpdframe"]')).to.equal(null);
    });

    it('ignores messages from other windows', async () => {
      const { names, when } = await openLoginFrame();
      window.postMessage({ type: 'tve-cookie-check', enabled: false }, '*');
      await new Promise((resolve) => window.addEventListener('message', resolve, { once: true }));
      expect(names()).not.to.include('cookieCheck');
      await clock.tickAsync(COOKIE_CHECK_DELAY_MS);
      expect(await when('cookieCheck')).to.deep.equal([true]);
    });
  });

  it('pings the provider cookie address as an image', async () => {
    const { when } = start();
    await when('loaded');
    adapter?.ping(`${TEST_SERVICE_BASE}/LT/providerCookie?mvpd=skyline`);
    await waitUntil(() => services.urls.some((u) => u.pathname === '/test/runtime/tve/signin/service/LT/providerCookie'));
    expect(document.querySelector('img[src*="providerCookie"]')).to.equal(null);
  });

  it('puts back the globals it replaced when destroyed', async () => {
    const mine = () => undefined;
    (window as unknown as Record<string, unknown>).setToken = mine;
    const { when } = start();
    await when('loaded');
    expect((window as unknown as Record<string, unknown>).setToken).not.to.equal(mine);
    adapter?.destroy();
    expect((window as unknown as Record<string, unknown>).setToken).to.equal(mine);
    expect('entitlementLoaded' in window).to.equal(false);
    delete (window as unknown as Record<string, unknown>).setToken;
  });
});
