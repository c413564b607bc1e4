import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createHba, type Hba } from '../../../../runtime/tve/signin/hba.js';
import { createTveServices } from '../../../../runtime/tve/signin/services.js';
import { createSigninStorage, STORAGE_PREFIX } from '../../../../runtime/tve/signin/storage.js';
import type { SigninError, SigninWarning } from '../../../../runtime/tve/signin/index.js';
import { startDemoWorker } from '../../../support/demo-worker.js';
import { failing, providerFixtures, routeHandlers, TEST_SERVICE_BASE, until, type ServiceLog } from './fixtures.js';

const key = (name: string) => `${STORAGE_PREFIX}${name}`;
const stored = (name: string) => localStorage.getItem(key(name));

describe('house-based access (createHba)', () => {
  let worker: Awaited<ReturnType<typeof startDemoWorker>>;
  let clock: sinon.SinonFakeTimers;
  let log: ServiceLog;
  let hba: Hba | undefined;
  let changes: number;
  let errors: SigninError[];
  let warnings: SigninWarning[];
  let controller: AbortController;
  let answer: { check: () => unknown; logout: () => unknown };

  const calls = (path: string) => log.urls.filter((u) => u.pathname.endsWith(path));
  const household = (token = 'hba-token', providerId = 'harbor', tokenTTL = 3600) => ({ status: 'ok', providers: [{ providerId, isLoggedIn: true, token, tokenTTL }] });

  function create() {
    hba = createHba({
      services: createTveServices({ serviceBase: TEST_SERVICE_BASE }), storage: createSigninStorage(), requestor: 'LT', now: () => Date.now(),
      timers: window, signal: controller.signal, changed: () => void (changes += 1), fail: (e) => void errors.push(e), warn: (w) => void warnings.push(w),
    });
    return hba;
  }

  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    log = { urls: [] };
    changes = 0;
    errors = [];
    warnings = [];
    controller = new AbortController();
    answer = { check: () => household(), logout: () => ({ status: 'ok' }) };
    worker.use(...routeHandlers(log, (path) => (path === '/logoutdevice' ? answer.logout() : answer.check()) as Response));
    clock = sinon.useFakeTimers({ now: Date.UTC(2030, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldClearNativeTimers: true });
  });
  afterEach(() => {
    controller.abort();
    hba?.destroy();
    clock.restore();
    worker.resetHandlers();
    for (const name of Object.keys(localStorage)) if (name.startsWith(STORAGE_PREFIX)) localStorage.removeItem(name);
  });

  it('asks checkelvis?hba=true with deviceType=web, requestorId and a UUID made once, and stores the token with its expiry', async () => {
    const h = create();
    expect(h.restore(providerFixtures)).to.equal(false);
    expect(await h.check(true)).to.equal(true);
    expect(h.provider?.id).to.equal('harbor');
    expect(changes).to.equal(1);
    const [url] = calls('/checkelvis');
    const uuid = stored('HBA_UUID');
    expect(Object.fromEntries(url!.searchParams)).to.include({ hba: 'true', deviceType: 'web', requestorId: 'LT', uuid });
    expect(JSON.parse(stored('HBA_DATA')!)).to.deep.equal({ token: 'hba-token', providerId: 'harbor', expirationTime: Date.now() + 3_600_000 });
    await h.check(true);
    expect(calls('/checkelvis')[1]?.searchParams.get('uuid')).to.equal(uuid);
  });

  it('gives access at once from a stored unexpired token, without a call', () => {
    localStorage.setItem(key('HBA_DATA'), JSON.stringify({ token: 't', providerId: 'skyline', expirationTime: Date.now() + 60_000 }));
    const h = create();
    expect(h.restore(providerFixtures)).to.equal(true);
    expect(h.provider?.id).to.equal('skyline');
    expect(log.urls).to.deep.equal([]);
  });

  for (const [label, value] of [
    ['expired', JSON.stringify({ token: 't', providerId: 'skyline', expirationTime: Date.now() - 1 })],
    ['of a provider no longer allowed', JSON.stringify({ token: 't', providerId: 'retired', expirationTime: Date.now() + 60_000 })],
    ['corrupted', '{"token": '],
  ] as const) {
    it(`erases a stored token ${label}`, () => {
      localStorage.setItem(key('HBA_DATA'), value);
      expect(create().restore(providerFixtures)).to.equal(false);
      expect(stored('HBA_DATA')).to.equal(null);
    });
  }

  it('reports not authorized (a warning) when the service gives no token or an unknown provider', async () => {
    const h = create();
    h.restore(providerFixtures);
    answer.check = () => ({ status: 'ok', providers: [] });
    expect(await h.check(true)).to.equal(false);
    answer.check = () => household('t', 'elsewhere');
    expect(await h.check(true)).to.equal(false);
    expect(warnings).to.deep.equal([{ message: 'User not Authorized Error', id: 'hba' }, { message: 'User not Authorized Error', id: 'hba' }]);
    expect([h.provider, changes, errors.length]).to.deep.equal([undefined, 0, 0]);
  });

  it('asks nothing when the brand has no HBA or it is disabled', async () => {
    const h = create();
    h.restore(providerFixtures);
    expect(await h.check(false)).to.equal(false);
    h.disable();
    expect(await h.check(true)).to.equal(false);
    expect(log.urls).to.deep.equal([]);
    expect(stored('HBA_DISABLED')).to.equal('true');
  });

  it("says 'Internal VIP Services Error' when the call fails or answers an error", async () => {
    const h = create();
    h.restore(providerFixtures);
    answer.check = () => failing();
    await h.check(true);
    answer.check = () => ({ error: 'boom' });
    await h.check(true);
    expect(errors.map((e) => e.message)).to.deep.equal(['Internal VIP Services Error', 'Internal VIP Services Error']);
  });

  it('renews an expiring token quietly: access holds meanwhile, and ends only when the renewal says no', async () => {
    const h = create();
    h.restore(providerFixtures);
    answer.check = () => household('t', 'harbor', 60);
    await h.check(true);
    await clock.tickAsync(60_000);
    await until(() => calls('/checkelvis').length === 2);
    expect(h.provider?.id).to.equal('harbor');
    answer.check = () => ({ status: 'ok', providers: [{ providerId: 'harbor', token: '' }] });
    await until(() => JSON.parse(stored('HBA_DATA') ?? '{}').expirationTime === Date.now() + 60_000, 'the renewal');
    await clock.tickAsync(60_000);
    await until(() => h.provider === undefined, 'the end of access');
    expect(changes).to.equal(2);
  });

  it("signs out through logoutdevice with its UUID, disabled for good; a failure is 'HBA.signOut'", async () => {
    const h = create();
    h.restore(providerFixtures);
    await h.check(true);
    answer.logout = () => failing();
    h.signOut();
    expect([h.provider, stored('HBA_DATA'), stored('HBA_DISABLED')]).to.deep.equal([undefined, null, 'true']);
    await until(() => errors.length === 1, 'the error');
    expect(calls('/logoutdevice')[0]?.searchParams.get('uuid')).to.equal(stored('HBA_UUID'));
    expect(errors).to.deep.equal([{ code: 'TVEErrorGeneric', message: 'HBA.signOut', id: 'hbaSignOut' }]);
  });
});
