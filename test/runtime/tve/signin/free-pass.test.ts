import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { abortableDelay } from '../../../../runtime/util/abort.js';
import { createFreePass, FREE_PASS_RETRY_MS, readPassAnswer, type FreePass } from '../../../../runtime/tve/signin/free-pass.js';
import { FREE_PASS_EXPIRED_MESSAGE_MS } from '../../../../runtime/tve/signin/pass-types.js';
import type { FreePassInfo, SigninError } from '../../../../runtime/tve/signin/index.js';
import { createTveServices } from '../../../../runtime/tve/signin/services.js';
import { createSigninStorage, STORAGE_PREFIX } from '../../../../runtime/tve/signin/storage.js';
import { startDemoWorker } from '../../../support/demo-worker.js';
import { failing, routeHandlers, TEST_SERVICE_BASE, until, type RoutePath, type ServiceLog } from './fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const key = (name: string) => `${STORAGE_PREFIX}${name}`;
const stored = (name: string) => localStorage.getItem(key(name));
const store = (name: string, value: string) => localStorage.setItem(key(name), value);

describe('the free pass (createFreePass)', () => {
  let worker: Awaited<ReturnType<typeof startDemoWorker>>;
  let clock: sinon.SinonFakeTimers;
  let log: ServiceLog;
  let pass: FreePass | undefined;
  let changes: FreePassInfo[];
  let errors: SigninError[];
  let controller: AbortController;
  /** The service's view: what checkdevice and setupdevice say (a Response: that failure). */
  let service: { check: () => unknown; setup: () => unknown; stop: () => unknown };

  const calls = (path: RoutePath) => log.urls.filter((u) => u.pathname.endsWith(path));
  /** No service script is loading any more: its answer (or failure) has been taken. */
  const idle = () => document.querySelector(`script[src*="${TEST_SERVICE_BASE}"]`) === null;
  const remaining = () => (pass?.info.expiresAt ?? 0) - Date.now();

  function create(offered = true) {
    const services = createTveServices({ serviceBase: TEST_SERVICE_BASE });
    pass = createFreePass({
      services, storage: createSigninStorage(), requestor: 'LT', now: () => Date.now(), monotonic: () => performance.now(),
      timers: window, delay: (ms, signal) => abortableDelay(window, ms, signal), signal: controller.signal,
      changed: (info) => void changes.push(info), fail: (error) => void errors.push(error),
    });
    pass.restore(offered);
    return pass;
  }

  /** A pass started at `startDate` lasting `duration` s, as the service says. */
  const started = (startDate = Date.now(), duration = 86_400) => ({ status: 'started', isExpired: false, token: 'fp', duration, startDate });

  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    log = { urls: [] };
    changes = [];
    errors = [];
    controller = new AbortController();
    service = { check: () => ({ status: 'ready', isExpired: false, duration: 86_400 }), setup: () => started(), stop: () => ({ status: 'expired', isExpired: true }) };
    worker.use(...routeHandlers(log, (path) => {
      const answer = path.endsWith('checkdevice') ? service.check() : path.endsWith('html5/setupdevice') ? service.setup() : service.stop();
      return answer as Response;
    }));
    clock = sinon.useFakeTimers({ now: Date.UTC(2030, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], shouldClearNativeTimers: true });
  });
  afterEach(() => {
    controller.abort();
    pass?.destroy();
    pass = undefined;
    clock.restore();
    worker.resetHandlers();
    for (const name of Object.keys(localStorage)) if (name.startsWith(STORAGE_PREFIX)) localStorage.removeItem(name);
  });

  it('is unavailable until the service says ready, and starts through setupdevice with the stored UUID', async () => {
    const p = create();
    expect(p.info.state).to.equal('unavailable');
    await p.check();
    expect(p.info).to.deep.equal({ state: 'ready', duration: 86_400 });
    const uuid = stored('UUID');
    expect(uuid).to.match(/^[0-9a-f-]{36}$/);
    expect(await p.start()).to.equal(true);
    expect(p.active).to.equal(true);
    expect(remaining()).to.equal(86_400_000);
    expect(stored('FP_EXPIRATION_DATE')).to.equal(String(Date.now() + 86_400_000));
    for (const url of [...calls('/html5/checkdevice'), ...calls('/html5/setupdevice')]) {
      expect([url.searchParams.get('requestorId'), url.searchParams.get('uuid')]).to.deep.equal(['LT', uuid]);
    }
    expect(changes.map((c) => c.state)).to.deep.equal(['unavailable', 'ready', 'started']);
  });

  it('counts down, asks the service at zero, and expires when it agrees (isFPexpired, the date kept)', async () => {
    service.setup = () => started(Date.now(), 60);
    const p = create();
    await p.check();
    await p.start();
    service.check = () => ({ status: 'expired', isExpired: true, duration: 60, startDate: Date.now() - 60_000 });
    await clock.tickAsync(59_000);
    expect(p.active).to.equal(true);
    expect(remaining()).to.equal(1000);
    expect(calls('/html5/checkdevice')).to.have.length(1);
    await clock.tickAsync(1000);
    await until(() => p.info.state === 'expired', 'expiry');
    expect(calls('/html5/checkdevice')).to.have.length(2);
    expect(p.info.expiredAt).to.equal(Date.now());
    expect([stored('isFPexpired'), stored('FP_EXPIRATION_DATE')]).to.deep.equal(['true', String(Date.now())]);
  });

  it('keeps a pass the service still holds when this clock says it is over, asking again every 5 s', async () => {
    service.setup = () => started(Date.now(), 60);
    const p = create();
    await p.check();
    await p.start();
    // The service's pass began later than this device's clock thinks: it still runs.
    service.check = () => started(Date.now() - 60_000, 60);
    const announced = changes.length;
    await clock.tickAsync(60_000);
    // The answer applied (a new announcement), still started.
    await until(() => changes.length === announced + 1, 'the answer');
    expect(calls('/html5/checkdevice')).to.have.length(2);
    expect(p.active).to.equal(true);
    await clock.tickAsync(FREE_PASS_RETRY_MS - 1);
    expect(calls('/html5/checkdevice')).to.have.length(2);
    service.check = () => ({ status: 'expired', isExpired: true, duration: 60 });
    await clock.tickAsync(1);
    await until(() => p.info.state === 'expired', 'expiry');
  });

  it('neither gains nor loses time when the wall clock moves back or forward within the page', async () => {
    const p = create();
    await p.check();
    await p.start();
    clock.tick(HOUR);
    expect(remaining()).to.equal(23 * HOUR);
    const announced = changes.length;
    clock.setSystemTime(Date.now() + 5 * HOUR);
    expect(remaining()).to.equal(23 * HOUR);
    clock.tick(1000);
    // Re-announced and re-stored in the new wall clock, the same time left.
    expect(changes.length).to.equal(announced + 1);
    expect(Number(stored('FP_EXPIRATION_DATE')) - Date.now()).to.equal(23 * HOUR - 1000);
    clock.setSystemTime(Date.now() - 10 * HOUR);
    clock.tick(1000);
    expect(remaining()).to.equal(23 * HOUR - 2000);
    expect(p.active).to.equal(true);
    expect(calls('/html5/checkdevice')).to.have.length(1);
  });

  it('shows a stored running pass at once on reload, capped at its duration, and the check confirms it', async () => {
    store('signedInWith', '24h');
    store('FP_EXPIRATION_DATE', String(Date.now() + 3 * DAY));
    service.check = () => started(Date.now() - HOUR);
    const p = create();
    expect(p.active).to.equal(true);
    expect(remaining()).to.equal(DAY);
    expect(p.confirmed).to.equal(false);
    await p.check();
    expect(p.confirmed).to.equal(true);
    expect(remaining()).to.equal(23 * HOUR);
  });

  it('does not expire a stored pass whose date looks past until the service says so', async () => {
    store('signedInWith', '24h');
    store('FP_EXPIRATION_DATE', String(Date.now() - HOUR));
    service.check = () => started(Date.now() - 2 * HOUR);
    const p = create();
    expect(p.active).to.equal(false);
    expect(stored('isFPexpired')).to.equal(null);
    await p.check();
    expect(p.active).to.equal(true);
    expect(remaining()).to.equal(22 * HOUR);
  });

  it('reads corrupted stored values as absent and takes the service answer, keeping the valid pass', async () => {
    store('signedInWith', '24h');
    store('FP_EXPIRATION_DATE', 'soon');
    store('UUID', '{"broken');
    service.check = () => started(Date.now() - HOUR);
    const p = create();
    expect(p.active).to.equal(false);
    await p.check();
    expect(p.active).to.equal(true);
    expect(stored('UUID')).to.match(/^[0-9a-f-]{36}$/);
    expect(stored('FP_EXPIRATION_DATE')).to.equal(String(Date.now() + 23 * HOUR));
  });

  it('shows the expired message for 7 days after expiry, then erases the date and disables the offer', async () => {
    const expiredAt = Date.now() - DAY;
    service.check = () => ({ status: 'expired', isExpired: true, duration: 86_400, startDate: expiredAt - DAY });
    const p = create();
    await p.check();
    expect(p.info).to.deep.equal({ state: 'expired', duration: 86_400, expiredAt });
    await clock.tickAsync(FREE_PASS_EXPIRED_MESSAGE_MS - DAY - 1);
    expect(p.info.state).to.equal('expired');
    await clock.tickAsync(1);
    expect(p.info.state).to.equal('unavailable');
    expect([stored('FP_EXPIRATION_DATE'), stored('isFPexpired')]).to.deep.equal([null, 'true']);
    // A reload after the window: no offer, no message.
    pass?.destroy();
    expect(create().info.state).to.equal('unavailable');
  });

  it('restores the expired message from storage within the window', () => {
    store('isFPexpired', 'true');
    store('FP_EXPIRATION_DATE', String(Date.now() - 2 * DAY));
    expect(create().info).to.deep.equal({ state: 'expired', duration: 86_400, expiredAt: Date.now() - 2 * DAY });
  });

  it('retries a failed check twice, 5 s apart, then says Internal TVE Services Error and keeps the cached pass', async () => {
    store('signedInWith', '24h');
    store('FP_EXPIRATION_DATE', String(Date.now() + HOUR));
    service.check = () => failing();
    const p = create();
    const done = p.check();
    await until(() => calls('/html5/checkdevice').length === 1 && idle());
    await clock.tickAsync(FREE_PASS_RETRY_MS - 1);
    expect(calls('/html5/checkdevice')).to.have.length(1);
    await clock.tickAsync(1);
    await until(() => calls('/html5/checkdevice').length === 2 && idle());
    await clock.tickAsync(FREE_PASS_RETRY_MS);
    await until(() => errors.length === 1, 'the error');
    await done;
    expect(calls('/html5/checkdevice')).to.have.length(3);
    expect(errors).to.deep.equal([{ code: 'TVEErrorGeneric', message: 'Internal TVE Services Error', id: 'FPS' }]);
    expect(p.active).to.equal(true);
  });

  it("says 'Your 24 hour free preview session has already expired.' when setupdevice finds the pass used", async () => {
    service.setup = () => ({ status: 'expired', isExpired: true, duration: 86_400, startDate: Date.now() - 2 * DAY });
    const p = create();
    await p.check();
    expect(await p.start()).to.equal(false);
    expect(errors).to.deep.equal([{ code: 'TVEErrorGeneric', message: 'Your 24 hour free preview session has already expired.', id: 'FPS' }]);
    expect(p.info.state).to.equal('expired');
  });

  it('calls stopdevice on a forced expiry and takes its answer (the pass, now expired) quietly', async () => {
    service.stop = () => ({ status: 'expired', isExpired: true, token: '', duration: 91, startDate: Date.now() - 91_000 });
    const p = create();
    await p.check();
    await p.start();
    p.expire();
    expect(p.info.state).to.equal('expired');
    await until(() => calls('/html5/stopdevice').length === 1 && idle());
    expect(calls('/html5/stopdevice')[0]?.searchParams.get('uuid')).to.equal(stored('UUID'));
    expect(errors).to.deep.equal([]);
  });

  it('says Internal TVE Services Error when stopdevice answers something that is no pass answer', async () => {
    service.stop = () => ({ status: 'ok' });
    const p = create();
    await p.check();
    await p.start();
    p.expire();
    await until(() => errors.length === 1, 'the error');
    expect(errors).to.deep.equal([{ code: 'TVEErrorGeneric', message: 'Internal TVE Services Error', id: 'FPS' }]);
    expect(p.info.state).to.equal('expired');
  });

  describe('the answer of checkdevice, setupdevice and stopdevice: {status, isExpired, token, duration, startDate}', () => {
    const base = { token: 'fp', duration: 86_400, startDate: 1_700_000_000_000 };

    it('reads each state, with duration in seconds and startDate in epoch ms', () => {
      expect(readPassAnswer({ ...base, status: 'ready', isExpired: false, startDate: 0 })).to.deep.equal({ status: 'ready', duration: 86_400 });
      for (const status of ['started', 'expired'] as const) {
        expect(readPassAnswer({ ...base, status, isExpired: status === 'expired' })).to.deep.equal({ status, duration: 86_400, startDate: base.startDate });
      }
    });

    it('reads isExpired: true as expired whatever the status says; isExpired false (or "false") leaves the status', () => {
      for (const status of ['ready', 'started', 'expired']) expect(readPassAnswer({ ...base, status, isExpired: true })?.status, status).to.equal('expired');
      expect(readPassAnswer({ ...base, status: 'started', isExpired: false })?.status).to.equal('started');
      expect(readPassAnswer({ ...base, status: 'started', isExpired: 'false' })?.status).to.equal('started');
      expect(readPassAnswer({ ...base, status: 'expired', isExpired: false })?.status).to.equal('expired');
    });

    it('refuses a status outside ready, started and expired (another case included) and an error answer', () => {
      for (const status of ['ok', 'Started', 'EXPIRED', 'active', '', undefined]) expect(readPassAnswer({ ...base, status, isExpired: false }), String(status)).to.equal(undefined);
      expect(readPassAnswer({ ...base, status: 'started', isExpired: false, error: 'down' })).to.equal(undefined);
      expect(readPassAnswer('started')).to.equal(undefined);
    });

    it('expires a pass the service says is started but isExpired, from its startDate + duration', async () => {
      const startDate = Date.now() - 2 * HOUR;
      service.check = () => ({ status: 'started', isExpired: true, token: '', duration: 3600, startDate });
      const p = create();
      await p.check();
      expect(p.info).to.deep.equal({ state: 'expired', duration: 3600, expiredAt: startDate + HOUR });
      expect(p.active).to.equal(false);
    });

    it("says the pass already expired when setupdevice answers isExpired (the status notwithstanding)", async () => {
      service.setup = () => ({ status: 'started', isExpired: true, token: '', duration: 86_400, startDate: Date.now() - 2 * DAY });
      const p = create();
      await p.check();
      expect(await p.start()).to.equal(false);
      expect(errors.map((e) => e.message)).to.deep.equal(['Your 24 hour free preview session has already expired.']);
    });
  });

  it('offers nothing when the brand does not (a ready pass reads unavailable)', async () => {
    const p = create(false);
    await p.check();
    expect(p.info.state).to.equal('unavailable');
    expect(await p.start()).to.equal(false);
    expect(calls('/html5/setupdevice')).to.deep.equal([]);
  });

  it('suspends an unconfirmed pass locally, and its check restores what the service holds', async () => {
    store('signedInWith', '24h');
    store('FP_EXPIRATION_DATE', String(Date.now() + HOUR));
    service.check = () => started(Date.now() - 23 * HOUR);
    const p = create();
    p.suspend();
    expect(p.active).to.equal(false);
    await until(() => p.active, 'the restore');
    p.suspend();
    expect(p.active).to.equal(true);
  });
});
