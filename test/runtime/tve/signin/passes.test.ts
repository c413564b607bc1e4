import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { abortableDelay } from '../../../../runtime/util/abort.js';
import { createCoreEvents } from '../../../../runtime/tve/signin/core-events.js';
import { FREE_PASS_RETRY_MS } from '../../../../runtime/tve/signin/free-pass.js';
import { createPasses, isSocialRequestor, type Passes } from '../../../../runtime/tve/signin/passes.js';
import { IDENTITY_CHECK_MS } from '../../../../runtime/tve/signin/pass-types.js';
import type { BrandOptions, IdentitySession, SigninCoreEvents } from '../../../../runtime/tve/signin/index.js';
import { createTveServices } from '../../../../runtime/tve/signin/services.js';
import { createSigninStorage, STORAGE_PREFIX } from '../../../../runtime/tve/signin/storage.js';
import { createViewer, type Viewer } from '../../../../runtime/tve/signin/viewer.js';
import { FakePreview, fakeIdentityGate } from '../../../support/fake-passes.js';
import { startDemoWorker } from '../../../support/demo-worker.js';
import { failing, providerFixtures, routeHandlers, TEST_SERVICE_BASE, until, type RoutePath, type ServiceLog } from './fixtures.js';

type Seen = { type: keyof SigninCoreEvents; detail: unknown };
const HOUR = 3_600_000;
const key = (name: string) => `${STORAGE_PREFIX}${name}`;
const stored = (name: string) => localStorage.getItem(key(name));
const store = (name: string, value: string) => localStorage.setItem(key(name), value);
const special = { id: 'fresh', displayName: 'Fresh Cable', isPrimary: false, isSpecialProvider: true };

describe('the access routes composed (createPasses)', () => {
  let worker: Awaited<ReturnType<typeof startDemoWorker>>;
  let clock: sinon.SinonFakeTimers;
  let log: ServiceLog;
  let seen: Seen[];
  let controller: AbortController;
  let passes: Passes | undefined;
  let preview: FakePreview;
  let viewer: Viewer;
  let identity: ReturnType<typeof fakeIdentityGate>;
  let session: IdentitySession | null;
  let service: Partial<Record<RoutePath, () => unknown>>;

  const calls = (path: RoutePath) => log.urls.filter((u) => u.pathname.endsWith(path));
  const ofType = (type: keyof SigninCoreEvents) => seen.filter((e) => e.type === type).map((e) => e.detail);
  const started = (startDate = Date.now(), duration = 86_400) => ({ status: 'started', isExpired: false, token: 'fp', duration, startDate });

  function create(brand: BrandOptions = { FPisActive: true }, requestor = 'LT') {
    const events = createCoreEvents(undefined);
    for (const type of ['status', 'error', 'warning', 'busy', 'signedIn', 'freePass', 'preview', 'previewLogin', 'identityForm', 'previewOver'] as const) {
      events.on(type, (detail) => void seen.push({ type, detail }));
    }
    const storage = createSigninStorage();
    viewer = createViewer({ storage, now: () => Date.now() });
    passes = createPasses({
      window, events, storage, services: createTveServices({ serviceBase: TEST_SERVICE_BASE }), requestor, viewer, identity,
      now: () => Date.now(), delay: (ms, signal) => abortableDelay(window, ms, signal), signal: controller.signal,
      preview: (hooks) => (preview = new FakePreview(hooks)),
    });
    passes.load(brand, [...providerFixtures, special]);
    passes.publish(true);
    return passes;
  }

  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    log = { urls: [] };
    seen = [];
    session = null;
    controller = new AbortController();
    identity = fakeIdentityGate(() => session, false);
    service = {
      '/html5/checkdevice': () => ({ status: 'ready', isExpired: false, token: '', duration: 86_400, startDate: 0 }), '/html5/setupdevice': () => started(),
      // stopdevice answers the pass it stopped, as the other free-pass calls do.
      '/html5/stopdevice': () => ({ status: 'expired', isExpired: true, token: '', duration: 1, startDate: Date.now() - 1000 }), '/checkelvis': () => ({ providers: [] }),
    };
    worker.use(...routeHandlers(log, (path) => (service[path]?.() ?? { status: 'ok' }) as Response));
    clock = sinon.useFakeTimers({ now: Date.UTC(2030, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], shouldClearNativeTimers: true });
  });
  afterEach(() => {
    controller.abort();
    passes?.destroy();
    passes = undefined;
    clock.restore();
    worker.resetHandlers();
    for (const name of Object.keys(localStorage)) if (name.startsWith(STORAGE_PREFIX)) localStorage.removeItem(name);
  });

  it("treats a requestor containing 'nick' as non-social: no free-pass offer, no check", async () => {
    expect([isSocialRequestor('LT'), isSocialRequestor('NickJr')]).to.deep.equal([true, false]);
    const p = create({ FPisActive: true }, 'nickjr');
    await clock.tickAsync(0);
    expect(p.freePass.state).to.equal('unavailable');
    expect(calls('/html5/checkdevice')).to.deep.equal([]);
  });

  it('hides the offer when FPisActive is false', async () => {
    const p = create({ FPisActive: false });
    await clock.tickAsync(0);
    expect(p.freePass.state).to.equal('unavailable');
  });

  it('starts a free pass: busy, signedIn via 24h, signedInWith persisted, HBA disabled; a reload shows it at once', async () => {
    const p = create();
    await until(() => p.freePass.state === 'ready', 'the offer');
    p.startFreePass();
    await until(() => ofType('signedIn').length === 1, 'the sign-in');
    expect(ofType('signedIn')).to.deep.equal([{ isLoggedIn: true, provider: null, via: '24h' }]);
    expect(ofType('busy')).to.deep.equal([true, false]);
    expect([stored('signedInWith'), stored('HBA_DISABLED')]).to.deep.equal(['24h', 'true']);
    clock.tick(HOUR);
    passes?.destroy();
    seen = [];
    const reloaded = create();
    expect(ofType('status')).to.deep.equal([{ isLoggedIn: true, provider: null, via: '24h' }]);
    expect((reloaded.freePass.expiresAt ?? 0) - Date.now()).to.equal(23 * HOUR);
  });

  it("answers a start on a used pass with 'Your 24 hour free preview session has already expired.'", async () => {
    service['/html5/checkdevice'] = () => ({ status: 'expired', isExpired: true, duration: 86_400, startDate: Date.now() - 2 * 24 * HOUR });
    const p = create();
    await until(() => p.freePass.state === 'expired', 'the expired state');
    p.startFreePass();
    expect(ofType('error')).to.deep.equal([{ code: 'TVEErrorGeneric', message: 'Your 24 hour free preview session has already expired.', id: 'FPS' }]);
    expect(calls('/html5/setupdevice')).to.deep.equal([]);
  });

  describe('one pass at a time', () => {
    it('a special preview sign-in expires the free pass (stopdevice) and takes the status', async () => {
      const p = create();
      await until(() => p.freePass.state === 'ready');
      p.startFreePass();
      await until(() => p.status().via === '24h');
      p.beginPreview(special);
      expect(ofType('previewLogin')).to.deep.equal([{ provider: special }]);
      preview.activate(special, true);
      expect(p.status()).to.deep.equal({ isLoggedIn: true, provider: special, via: 'vipElvis' });
      expect(p.freePass.state).to.equal('expired');
      expect(stored('signedInWith')).to.equal('vipElvis');
      await until(() => calls('/html5/stopdevice').length === 1, 'stopdevice');
    });

    it('a provider sign-in expires the free pass, clears the preview and disables HBA', async () => {
      const p = create();
      preview.activate(special, false);
      expect(p.status().via).to.equal('vipElvis');
      p.signedIn('mvpd');
      expect(preview.calls).to.include('clear');
      expect([stored('HBA_DISABLED'), stored('signedInWith')]).to.deep.equal(['true', null]);
    });
  });

  describe('house-based access at load', () => {
    it('signs a recognized household in (via hba) when the brand enables it', async () => {
      service['/checkelvis'] = () => ({ providers: [{ providerId: 'harbor', token: 'h', tokenTTL: 600 }] });
      const p = create({ isHbaEnabled: true });
      await until(() => p.status().via === 'hba', 'HBA');
      expect(p.status().provider?.id).to.equal('harbor');
      expect(ofType('status').at(-1)).to.deep.equal(p.status());
    });

    it('is not asked when another pass is stored, nor after a logout disabled it', async () => {
      store('signedInWith', '24h');
      create({ isHbaEnabled: true });
      await clock.tickAsync(0);
      passes?.destroy();
      localStorage.removeItem(key('signedInWith'));
      const asked = create({ isHbaEnabled: true });
      // The one call this test expects: let it reach the service before the
      // logout ends the pass (Firefox drops a JSONP script removed that soon).
      await until(() => calls('/checkelvis').length === 1, 'the check before the logout');
      asked.logout();
      passes?.destroy();
      create({ isHbaEnabled: true });
      await until(() => calls('/html5/checkdevice').length >= 3);
      expect(calls('/checkelvis')).to.have.length(1);
      expect(stored('HBA_DISABLED')).to.equal('true');
    });
  });

  describe('the 2-second identity timer', () => {
    it('signs a stored special preview out locally when no login completes within 2 s', async () => {
      identity = fakeIdentityGate(() => session, true);
      store('signedInWith', 'vipElvis');
      create();
      preview.activate(special, false);
      expect(identity.asked).to.deep.equal([IDENTITY_CHECK_MS]);
      await clock.tickAsync(IDENTITY_CHECK_MS - 1);
      expect(preview.calls).not.to.include('clear');
      await clock.tickAsync(1);
      expect(preview.calls).to.include('clear');
      expect(stored('signedInWith')).to.equal(null);
      expect(log.urls.filter((u) => u.pathname.endsWith('/logoutdevice'))).to.deep.equal([]);
    });

    it('keeps the stored state when the login completes in time', async () => {
      identity = fakeIdentityGate(() => session, true);
      session = { uid: 'u1' };
      store('signedInWith', 'vipElvis');
      create();
      await clock.tickAsync(IDENTITY_CHECK_MS);
      expect(preview.calls).not.to.include('clear');
    });

    it('signs an unconfirmed free pass out locally; its check then restores what the service holds', async () => {
      identity = fakeIdentityGate(() => session, true);
      store('signedInWith', '24h');
      store('FP_EXPIRATION_DATE', String(Date.now() + HOUR));
      service['/html5/checkdevice'] = () => failing();
      const p = create();
      expect(p.status().via).to.equal('24h');
      // This pass's own check, not the late answer to an earlier test's, which
      // can reach the service worker after that test ended.
      const check = document.querySelector('script[src*="checkdevice"]');
      expect(check, 'the check starts at load').to.exist;
      await until(() => !check!.isConnected);
      service['/html5/checkdevice'] = () => started(Date.now() - 23 * HOUR);
      await clock.tickAsync(IDENTITY_CHECK_MS);
      expect(p.status().isLoggedIn).to.equal(false);
      // The check's retry (5 s after the failure) is the next check.
      await clock.tickAsync(FREE_PASS_RETRY_MS - IDENTITY_CHECK_MS);
      await until(() => p.status().via === '24h', 'the restore');
      expect(ofType('status').map((s) => (s as { via: unknown }).via)).to.deep.equal(['24h', null, '24h']);
    });
  });

  it('logs out of each route: the pass stopped, HBA through logoutdevice, the preview signed out, HBA disabled', async () => {
    service['/checkelvis'] = () => ({ providers: [{ providerId: 'harbor', token: 'h', tokenTTL: 600 }] });
    const p = create({ isHbaEnabled: true, FPisActive: true });
    await until(() => p.status().via === 'hba');
    p.logout();
    expect(p.status().isLoggedIn).to.equal(false);
    await until(() => calls('/logoutdevice').length === 1, 'logoutdevice');
    expect(stored('HBA_DISABLED')).to.equal('true');
    passes?.destroy();
    localStorage.removeItem(key('HBA_DISABLED'));
    const again = create();
    await until(() => again.freePass.state === 'ready');
    again.startFreePass();
    await until(() => again.status().via === '24h');
    preview.info = { ...preview.info, state: 'active', provider: special };
    again.logout();
    expect(preview.calls).to.include('signOut');
    await until(() => calls('/html5/stopdevice').length === 1, 'stopdevice');
    expect([again.freePass.state, stored('signedInWith')]).to.deep.equal(['expired', null]);
  });

  it('clears pending flags on tab close (pagehide), not when the page goes into the back-forward cache', () => {
    create();
    const hide = (persisted: boolean) => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted }));
    viewer.beginLogin();
    viewer.choose(providerFixtures[0]!);
    passes?.beginPreview(special);
    hide(true);
    expect([stored('MVPD_ID'), viewer.loginActive, preview.loginActive]).to.deep.equal(['skyline', true, true]);
    hide(false);
    expect([stored('MVPD_ID'), viewer.loginActive, preview.loginActive]).to.deep.equal([null, false, false]);
  });

  it('removes resetToken from the address once the reset ends, and relays the preview hooks', () => {
    const address = location.href;
    history.replaceState(history.state, '', `${location.pathname}?keep=1&resetToken=abc`);
    try {
      const p = create();
      p.resetPassword('abc');
      expect(ofType('identityForm')).to.deep.equal([{ purpose: 'reset' }]);
      expect(location.search).to.equal('?keep=1&resetToken=abc');
      preview.hooks.over('elvisEnded');
      expect(location.search).to.equal('?keep=1');
      expect(ofType('previewOver')).to.deep.equal([{ screen: 'elvisEnded' }]);
    } finally {
      history.replaceState(history.state, '', address);
    }
  });

  it('removes resetToken too when the reset ends without a preview (the account has none yet)', () => {
    const address = location.href;
    history.replaceState(history.state, '', `${location.pathname}?resetToken=abc`);
    try {
      create().resetPassword('abc');
      preview.hooks.changed({ state: 'setup', social: true, terminatedMessage: false });
      expect(location.search).to.equal('?resetToken=abc');
      preview.hooks.changed({ state: 'none', social: true, terminatedMessage: false });
      expect(location.search).to.equal('');
    } finally {
      history.replaceState(history.state, '', address);
    }
  });
});
