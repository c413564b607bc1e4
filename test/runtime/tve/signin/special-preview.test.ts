import { expect } from '@open-wc/testing';
import { http, type JsonBodyType } from 'msw';
import sinon from 'sinon';
import { createIdentityGate } from '../../../../runtime/tve/signin/identity.js';
import { PREVIEW_REVALIDATE_MS, type PreviewHooks, type SpecialPreview } from '../../../../runtime/tve/signin/pass-types.js';
import { PREVIEW_CHECK_ATTEMPTS, PREVIEW_RETRY_MS } from '../../../../runtime/tve/signin/preview-calls.js';
import { createSpecialPreview } from '../../../../runtime/tve/signin/special-preview.js';
import { createSigninStorage, STORAGE_PREFIX } from '../../../../runtime/tve/signin/storage.js';
import { createTveServices } from '../../../../runtime/tve/signin/services.js';
import type { Provider } from '../../../../runtime/tve/signin/index.js';
import { abortableDelay } from '../../../../runtime/util/abort.js';
import { startDemoWorker } from '../../../support/demo-worker.js';
import { createFakeIdentity, type FakeIdentity } from '../../../support/fake-identity.js';
import { failing, jsonp, providerFixtures, TEST_SERVICE_BASE } from './fixtures.js';

const SPECIAL: Provider = { id: 'elvis', displayName: 'Elvis Cable', isPrimary: false, isSpecialProvider: true };
const ALLOWED = [...providerFixtures, SPECIAL];
const HOUR = 60 * 60 * 1000;

/** An active preview, as checkelvis and setupdevice answer it (durations and TTL in seconds). */
const active = (extra: Record<string, JsonBodyType> = {}): JsonBodyType => ({
  status: 'active', token: 'tok-1', duration: 3600, isActive: true, tokenTTL: 7200, terminatedServiceMessageAvailable: false,
  providers: [{ providerId: 'elvis', isLoggedIn: true, accessDuration: 3600, refreshDuration: 600, token: 'tok-1', tokenTTL: 7200 }],
  ...extra,
});
/** checkelvis for a uuid that holds no preview yet. */
const NONE: JsonBodyType = { status: 'none', isActive: true, providers: [{ providerId: 'elvis', isLoggedIn: false }] };
const ENDED = active({ duration: 0 });
const TERMINATED = active({ isActive: false, terminatedServiceMessageAvailable: true });
const LOGGED_OUT: JsonBodyType = { status: 'loggedOut', isActive: true, providers: [] };

type Answer = JsonBodyType | 'fail';
type Call = 'checkelvis' | 'setupdevice' | 'logoutdevice' | 'providerInfo';

describe('the special preview', () => {
  let worker: Awaited<ReturnType<typeof startDemoWorker>>;
  let clock: sinon.SinonFakeTimers;
  let log: string[];
  let waiters: (() => void)[];
  /** Each call's answers, taken in turn; the last one stays. */
  let answers: Record<Call, Answer[]>;
  let fake: FakeIdentity;
  let host: HTMLElement;

  /** Logs to `into` (default: this test's log); an instance or a request of an earlier test never reaches this one's. */
  function push(entry: string, into = log): void {
    into.push(entry);
    if (into === log) for (const waiter of [...waiters]) waiter();
  }
  /** Resolves once `count` log entries start with `prefix` (service calls are `call …`, waits `delay ms`, hooks their name). */
  function until(prefix: string, count = 1): Promise<void> {
    const seen = () => log.filter((entry) => entry.startsWith(prefix)).length >= count;
    return new Promise((resolve) => {
      if (seen()) return resolve();
      const waiter = () => {
        if (!seen()) return;
        waiters = waiters.filter((w) => w !== waiter);
        resolve();
      };
      waiters.push(waiter);
    });
  }
  const calls = () => log.filter((entry) => entry.startsWith('call ')).map((entry) => entry.slice(5));
  const hookLog = () => log.filter((entry) => !/^(call|delay|identity) /.test(entry));
  const RETRY = `delay ${PREVIEW_RETRY_MS}`;

  function answer(name: Call, request: Request, into: string[]) {
    const query = new URL(request.url).searchParams;
    query.delete('callback');
    query.delete('v');
    push(`call ${name} ${query}`, into);
    const queue = answers[name];
    const next = (queue.length > 1 ? queue.shift() : queue[0]) as Answer;
    return next === 'fail' ? failing() : jsonp(request, next);
  }

  let made: SpecialPreview[];
  let base: string;
  let tests = 0;

  function preview(options: { social?: boolean; src?: string } = {}) {
    const into = log;
    const hooks: PreviewHooks = {
      changed: (info) => push(`changed ${info.state}`, into),
      activated: (login) => push(`activated ${login}`, into),
      over: (screen) => push(`over ${screen}`, into),
      identityForm: (purpose) => push(`identityForm ${purpose}`, into),
      needsLogin: (provider) => push(`needsLogin ${provider.id}`, into),
      busy: (on) => push(`busy ${on}`, into),
      fail: (error) => push(`fail ${error.message} ${error.id}`, into),
    };
    const social = options.social ?? true;
    const identity = createIdentityGate({
      src: options.src ?? '/identity/adapter.js', social, load: () => Promise.resolve(fake.factory),
      options: () => ({ locale: 'en_US' }), onError: (error) => push(`identityError ${error.message}`, into),
    });
    const made1 = createSpecialPreview({
      services: createTveServices({ serviceBase: base }), storage: createSigninStorage(), requestor: 'LT', social, identity,
      frameHost: () => host, now: () => Date.now(), hooks,
      delay: (ms, signal) => (push(`delay ${ms}`, into), abortableDelay(window, ms, signal)),
    });
    made.push(made1);
    return made1;
  }

  const stored = () => Object.fromEntries(Object.keys(localStorage).filter((key) => key.startsWith(`${STORAGE_PREFIX}ELVIS_`))
    .map((key) => [key.slice(`${STORAGE_PREFIX}ELVIS_`.length), localStorage.getItem(key)]));
  type Fields = Record<string, string | number | boolean | undefined>;
  const store = (fields: Fields) => {
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) localStorage.setItem(`${STORAGE_PREFIX}ELVIS_${key}`, String(value));
  };
  /** A social record, as an earlier sign-in left it `age` ms ago. */
  const storeSocial = (age: number, extra: Fields = {}) => store({
    id: 'elvis', displayName: 'Elvis Cable', ucid: 'fb-1', token: 'tok-0', duration: 86_400, isActive: true,
    expiredDate: Date.now() - age + 2 * PREVIEW_REVALIDATE_MS, isLoggedIn: true, terminatedServiceMessageAvailable: false,
    checkedAt: Date.now() - age, ...extra,
  });
  const signal = () => new AbortController().signal;

  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    log = [];
    const into = log;
    // Each test its own service base: a request an earlier test left in flight never reaches this one's handlers.
    base = `${TEST_SERVICE_BASE}/t${(tests += 1)}`;
    made = [];
    waiters = [];
    answers = { checkelvis: [NONE], setupdevice: [active()], logoutdevice: [LOGGED_OUT], providerInfo: [{ mvpdList: [{ ...SPECIAL, pickerLogoUrl: '/logos/elvis.svg' }] }] };
    fake = createFakeIdentity();
    fake.onCall = (call) => push(`identity ${call}`, into);
    host = document.createElement('div');
    document.body.append(host);
    worker.use(
      http.get(`${base}/checkelvis`, ({ request }) => answer('checkelvis', request, into)),
      http.get(`${base}/setupdevice`, ({ request }) => answer('setupdevice', request, into)),
      http.get(`${base}/logoutdevice`, ({ request }) => answer('logoutdevice', request, into)),
      http.get(`${base}/:requestor/providerInfo/:id`, ({ request }) => answer('providerInfo', request, into)),
    );
    clock = sinon.useFakeTimers({ now: 100 * PREVIEW_REVALIDATE_MS, toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldClearNativeTimers: true });
  });
  afterEach(() => {
    for (const instance of made) instance.destroy();
    clock.restore();
    worker.resetHandlers();
    host.remove();
    for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  });

  describe('the social flow', () => {
    it('asks the provider\'s info in the special flow, then the viewer\'s method (elvisLogin), loading no identity yet', async () => {
      const p = preview();
      p.begin(SPECIAL);
      expect(p.info.state).to.equal('setup');
      expect(p.loginActive).to.equal(true);
      await until('needsLogin');
      expect(calls()).to.deep.equal(['providerInfo deviceType=web&requestorId=LT']);
      expect(hookLog()).to.deep.equal(['changed setup', 'busy true', 'busy false', 'needsLogin elvis']);
      expect(p.info.provider?.pickerLogoUrl).to.equal('/logos/elvis.svg');
      expect(fake.calls).to.deep.equal([]);
    });

    for (const network of ['facebook', 'twitter'] as const) {
      it(`signs in with ${network}, checks the uid's preview, sets one up, and keeps the ELVIS_* record`, async () => {
        const p = preview();
        p.begin(SPECIAL);
        await until('needsLogin');
        p.signIn(network);
        await until('identity socialSignIn');
        expect(fake.calls).to.deep.equal(['factory()', 'init(en_US)', `socialSignIn(${network})`]);
        fake.complete({ uid: 'fb-1' });
        await until('activated');
        expect(calls().slice(1)).to.deep.equal([
          'checkelvis uuid=fb-1&deviceType=web&requestorId=LT&providerId=elvis',
          'setupdevice providerId=elvis&uuid=fb-1',
        ]);
        expect(hookLog().slice(-3)).to.deep.equal(['busy false', 'changed active', 'activated true']);
        expect(p.active).to.equal(true);
        expect(p.loginActive).to.equal(false);
        expect(p.info).to.deep.include({ state: 'active', social: true, duration: 3600, terminatedMessage: false });
        expect(stored()).to.deep.equal({
          id: 'elvis', displayName: 'Elvis Cable', ucid: 'fb-1', token: 'tok-1', duration: '3600', isActive: 'true',
          expiredDate: String(Date.now() + 7200 * 1000), isLoggedIn: 'true', terminatedServiceMessageAvailable: 'false', checkedAt: String(Date.now()),
        });
      });
    }

    it('signs in by mail in the frame host (vipLogin), the identity\'s form drawn there', async () => {
      const p = preview();
      p.begin(SPECIAL);
      await until('needsLogin');
      p.signIn('mail');
      await until('identity mailSignIn');
      expect(hookLog().slice(-2)).to.deep.equal(['busy false', 'identityForm signin']);
      expect(host.querySelector('form[data-identity="signin"]')).to.exist;
      expect(fake.calls.at(-1)).to.equal('mailSignIn()');
      fake.complete({ uid: 'mail-1' });
      await until('activated');
      expect(host.querySelector('form')).to.equal(null);
      expect(stored().ucid).to.equal('mail-1');
    });

    it('takes the preview the uid already holds, without setting up another', async () => {
      answers.checkelvis = [active()];
      const p = preview();
      p.begin(SPECIAL);
      await until('needsLogin');
      p.signIn('facebook');
      await until('identity socialSignIn');
      fake.complete({ uid: 'fb-1' });
      await until('activated true');
      expect(calls().map((c) => c.split(' ')[0])).to.deep.equal(['providerInfo', 'checkelvis']);
    });

    it('keeps elvisLogin open after a failed identity sign-in: another method may follow', async () => {
      const p = preview();
      p.begin(SPECIAL);
      await until('needsLogin');
      p.signIn('twitter');
      await until('identity socialSignIn');
      fake.fail();
      await until('fail');
      expect(hookLog().at(-1)).to.equal('fail Internal VIP Services Error SFPS');
      expect(p.info.state).to.equal('setup');
      expect(p.loginActive).to.equal(true);
      p.signIn('mail');
      await until('identity mailSignIn');
      fake.complete({ uid: 'mail-1' });
      await until('activated true');
      expect(calls().filter((c) => c.startsWith('setupdevice'))).to.have.length(1);
    });

    it('ignores a sign-in with no preview begun, or an unknown method', async () => {
      const p = preview();
      p.signIn('facebook');
      p.begin(SPECIAL);
      await until('needsLogin');
      p.signIn('myspace' as 'mail');
      expect(fake.calls).to.deep.equal([]);
      expect(hookLog()).to.deep.equal(['changed setup', 'busy true', 'busy false', 'needsLogin elvis']);
    });

    it('fails when no identity provider can be had', async () => {
      const p = preview({ src: 'javascript:void 0' });
      p.begin(SPECIAL);
      await until('needsLogin');
      p.signIn('facebook');
      await until('fail');
      expect(hookLog().slice(-2)).to.deep.equal(['busy false', 'fail Internal VIP Services Error SFPS']);
    });
  });

  describe('a viewer\'s cancel', () => {
    it('aborts the identity\'s sign-in and ends quietly; a late answer changes nothing', async () => {
      const p = preview();
      p.begin(SPECIAL);
      await until('needsLogin');
      p.signIn('mail');
      await until('identity mailSignIn');
      p.cancel();
      expect(fake.calls.at(-1)).to.equal('aborted(signin)');
      expect(host.querySelector('form')).to.equal(null);
      expect(hookLog().slice(-2)).to.deep.equal(['busy false', 'changed none']);
      expect(p.loginActive).to.equal(false);
      fake.complete({ uid: 'late' });
      p.signIn('facebook');
      await clock.tickAsync(PREVIEW_RETRY_MS * PREVIEW_CHECK_ATTEMPTS);
      expect(calls()).to.have.length(1);
      expect(hookLog().filter((e) => e.startsWith('fail'))).to.deep.equal([]);
    });

    it('stops a status check waiting for its retry', async () => {
      answers.checkelvis = ['fail'];
      const p = preview({ social: false });
      p.begin(SPECIAL);
      await until(RETRY);
      p.cancel();
      await clock.tickAsync(PREVIEW_RETRY_MS * PREVIEW_CHECK_ATTEMPTS);
      expect(calls().filter((c) => c.startsWith('checkelvis'))).to.have.length(1);
      expect(hookLog().filter((e) => e.startsWith('fail'))).to.deep.equal([]);
    });
  });

  describe('the non-social variant (a \'nick\' requestor)', () => {
    it('sets up at once with the device UUID, made once, and keeps the non-social record', async () => {
      const p = preview({ social: false });
      p.begin(SPECIAL);
      await until('activated true');
      const uuid = localStorage.getItem(`${STORAGE_PREFIX}UUID`) ?? '';
      expect(uuid).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(calls()).to.deep.equal([
        'providerInfo deviceType=web&requestorId=LT',
        `checkelvis uuid=${uuid}&deviceType=web&requestorId=LT&providerId=elvis`,
        `setupdevice providerId=elvis&uuid=${uuid}`,
      ]);
      expect(hookLog()).to.not.include('needsLogin elvis');
      expect(fake.calls).to.deep.equal([]);
      expect(p.info.social).to.equal(false);
      expect(stored()).to.deep.equal({
        token: 'tok-1', mvpdid: 'elvis', reqID: 'LT', accessDuration: '3600', refreshDuration: '600',
        expiredDate: String(Date.now() + 7200 * 1000), checkedAt: String(Date.now()),
      });

      p.clear();
      const again = preview({ social: false });
      again.begin(SPECIAL);
      await until('activated true', 2);
      expect(localStorage.getItem(`${STORAGE_PREFIX}UUID`)).to.equal(uuid);
    });

    it('replaces a corrupt stored UUID', async () => {
      localStorage.setItem(`${STORAGE_PREFIX}UUID`, 'not a uuid');
      preview({ social: false }).begin(SPECIAL);
      await until('activated');
      expect(localStorage.getItem(`${STORAGE_PREFIX}UUID`)).to.match(/^[0-9a-f-]{36}$/);
    });

    it('has no password reset', () => {
      preview({ social: false }).resetPassword('reset-1');
      expect(log).to.deep.equal([]);
    });
  });

  describe('ended and terminated', () => {
    it('a duration below 1 shows elvisEnded and logs the viewer out, service and identity', async () => {
      answers.setupdevice = [ENDED];
      const p = preview();
      p.begin(SPECIAL);
      await until('needsLogin');
      p.signIn('facebook');
      await until('identity socialSignIn');
      fake.complete({ uid: 'fb-1' });
      await until('over');
      await until('call logoutdevice');
      expect(hookLog().slice(-2)).to.deep.equal(['changed ended', 'over elvisEnded']);
      expect(calls().at(-1)).to.equal('logoutdevice uuid=fb-1');
      expect(p.active).to.equal(false);
      expect(stored()).to.deep.equal({});
      await clock.tickAsync(0);
      expect(fake.calls.at(-1)).to.equal('signOut()');
    });

    it('an inactive setup shows elvisTerminated when flagged', async () => {
      answers.setupdevice = [TERMINATED];
      const p = preview({ social: false });
      p.begin(SPECIAL);
      await until('over');
      await until('call logoutdevice');
      expect(hookLog().slice(-2)).to.deep.equal(['changed terminated', 'over elvisTerminated']);
      expect(p.info.state).to.equal('terminated');
    });

    it('an inactive setup not flagged signs out quietly', async () => {
      answers.setupdevice = [active({ isActive: false })];
      const p = preview({ social: false });
      p.begin(SPECIAL);
      await until('call logoutdevice');
      expect(hookLog().slice(-2)).to.deep.equal(['busy false', 'changed none']);
      expect(hookLog().filter((e) => e.startsWith('over') || e.startsWith('fail'))).to.deep.equal([]);
    });
  });

  describe('restore (the 12-hour window)', () => {
    it('takes a record checked under 12 hours ago at once, without a call', async () => {
      storeSocial(PREVIEW_REVALIDATE_MS - 1);
      const p = preview();
      expect(await p.restore(ALLOWED, signal())).to.equal(true);
      expect(calls()).to.deep.equal([]);
      expect(hookLog()).to.deep.equal(['changed active', 'activated false']);
      expect(p.info.provider?.id).to.equal('elvis');
    });

    it('checks it again once 12 hours old, still on the page', async () => {
      storeSocial(PREVIEW_REVALIDATE_MS - HOUR);
      answers.checkelvis = [active({ duration: 1800 })];
      const p = preview();
      await p.restore(ALLOWED, signal());
      await clock.tickAsync(HOUR - 1);
      expect(calls()).to.deep.equal([]);
      await clock.tickAsync(1);
      await until('call checkelvis');
      await until('changed active', 2);
      expect(calls()).to.deep.equal(['checkelvis uuid=fb-1&deviceType=web&requestorId=LT&providerId=elvis']);
      expect(hookLog()).to.deep.equal(['changed active', 'activated false', 'changed active']);
      expect(stored()).to.include({ checkedAt: String(Date.now()), duration: '1800', token: 'tok-1' });
    });

    it('on the page, checks when the access time runs out, and shows elvisEnded when the service agrees', async () => {
      storeSocial(0, { duration: 90 });
      answers.checkelvis = [ENDED];
      const p = preview();
      await p.restore(ALLOWED, signal());
      await clock.tickAsync(89_999);
      expect(calls()).to.deep.equal([]);
      await clock.tickAsync(1);
      await until('over');
      expect(hookLog()).to.deep.equal(['changed active', 'activated false', 'changed ended', 'over elvisEnded']);
      expect(p.active).to.equal(false);
      await until('call logoutdevice');
    });

    it('revalidates a record 12 hours old before giving access', async () => {
      storeSocial(PREVIEW_REVALIDATE_MS);
      answers.checkelvis = [active()];
      const p = preview();
      expect(await p.restore(ALLOWED, signal())).to.equal(true);
      expect(calls()).to.deep.equal(['checkelvis uuid=fb-1&deviceType=web&requestorId=LT&providerId=elvis']);
      expect(hookLog()).to.deep.equal(['changed active', 'activated false']);
      expect(stored().checkedAt).to.equal(String(Date.now()));
    });

    it('checks early when the access time or the token\'s TTL has run out, or the clock went back', async () => {
      answers.checkelvis = [active()];
      for (const extra of [{ duration: 60, checkedAt: Date.now() - 61_000 }, { expiredDate: Date.now() }, { checkedAt: Date.now() + HOUR }]) {
        localStorage.clear();
        storeSocial(HOUR, extra);
        log.length = 0;
        expect(await preview().restore(ALLOWED, signal())).to.equal(true);
        expect(calls(), JSON.stringify(extra)).to.have.length(1);
      }
    });

    it('ends a revalidated preview the service says has ended', async () => {
      storeSocial(PREVIEW_REVALIDATE_MS);
      answers.checkelvis = [ENDED];
      expect(await preview().restore(ALLOWED, signal())).to.equal(false);
      await until('call logoutdevice');
      expect(hookLog()).to.deep.equal(['changed ended', 'over elvisEnded']);
      expect(stored()).to.deep.equal({});
    });

    it('drops quietly a preview the service no longer holds', async () => {
      storeSocial(PREVIEW_REVALIDATE_MS);
      answers.checkelvis = [NONE];
      expect(await preview().restore(ALLOWED, signal())).to.equal(false);
      expect(hookLog()).to.deep.equal([]);
      expect(stored()).to.deep.equal({});
    });

    it('retries the status check 5 s apart, then keeps the stored access and reports the failure', async () => {
      storeSocial(PREVIEW_REVALIDATE_MS);
      answers.checkelvis = ['fail'];
      const restoring = preview().restore(ALLOWED, signal());
      for (let attempt = 2; attempt <= PREVIEW_CHECK_ATTEMPTS; attempt += 1) {
        await until(RETRY, attempt - 1);
        await clock.tickAsync(PREVIEW_RETRY_MS - 1);
        expect(calls()).to.have.length(attempt - 1);
        await clock.tickAsync(1);
        await until('call checkelvis', attempt);
      }
      expect(await restoring).to.equal(true);
      expect(hookLog()).to.deep.equal(['fail Internal VIP Services Error SFPS', 'changed active', 'activated false']);
      expect(stored().token).to.equal('tok-0');
    });

    it('succeeds on a retry without an error', async () => {
      storeSocial(PREVIEW_REVALIDATE_MS);
      answers.checkelvis = ['fail', active()];
      const restoring = preview().restore(ALLOWED, signal());
      await until(RETRY);
      await clock.tickAsync(PREVIEW_RETRY_MS);
      expect(await restoring).to.equal(true);
      expect(hookLog()).to.deep.equal(['changed active', 'activated false']);
    });

    it('restores the non-social record with the device UUID', async () => {
      const uuid = '0b6f7c3e-1b2a-4c3d-8e9f-a0b1c2d3e4f5';
      localStorage.setItem(`${STORAGE_PREFIX}UUID`, uuid);
      store({ token: 'tok-0', mvpdid: 'elvis', reqID: 'LT', accessDuration: 3600, refreshDuration: 600, checkedAt: Date.now() - PREVIEW_REVALIDATE_MS });
      answers.checkelvis = [active()];
      expect(await preview({ social: false }).restore(ALLOWED, signal())).to.equal(true);
      expect(calls()).to.deep.equal([`checkelvis uuid=${uuid}&deviceType=web&requestorId=LT&providerId=elvis`]);
    });

    describe('corrupted ELVIS_* values', () => {
      it('a corrupt check time or token is checked with the service, not dropped', async () => {
        answers.checkelvis = [active()];
        for (const extra of [{ checkedAt: 'yesterday' }, { token: '' }, { token: '   ' }]) {
          localStorage.clear();
          storeSocial(HOUR, extra);
          log.length = 0;
          expect(await preview().restore(ALLOWED, signal()), JSON.stringify(extra)).to.equal(true);
          expect(calls(), JSON.stringify(extra)).to.have.length(1);
          expect(stored().token).to.equal('tok-1');
        }
      });

      it('a corrupt duration or TTL reads as absent: the 12-hour window still bounds the access', async () => {
        answers.checkelvis = [active()];
        for (const extra of [{ duration: 'NaN' }, { expiredDate: '{' }]) {
          localStorage.clear();
          storeSocial(HOUR, extra);
          log.length = 0;
          expect(await preview().restore(ALLOWED, signal()), JSON.stringify(extra)).to.equal(true);
          expect(calls()).to.deep.equal([]);
          await clock.tickAsync(PREVIEW_REVALIDATE_MS - HOUR);
          await until('call checkelvis');
          await until('changed active', 2);
        }
      });

      it('a corrupt provider id is named again by the service\'s answer', async () => {
        storeSocial(HOUR, { id: '   ' });
        answers.checkelvis = [active()];
        const p = preview();
        expect(await p.restore(ALLOWED, signal())).to.equal(true);
        expect(calls()).to.deep.equal(['checkelvis uuid=fb-1&deviceType=web&requestorId=LT']);
        expect(p.info.provider?.id).to.equal('elvis');
        expect(stored().id).to.equal('elvis');
      });

      it('keys naming nothing usable are cleared without a call', async () => {
        store({ duration: 'x', isActive: 'maybe' });
        expect(await preview().restore(ALLOWED, signal())).to.equal(false);
        expect(stored()).to.deep.equal({});
        expect(log).to.deep.equal([]);
      });

      it('a record with no uid to check with is dropped quietly (the service keeps the preview for the next sign-in)', async () => {
        storeSocial(PREVIEW_REVALIDATE_MS, { ucid: '' });
        expect(await preview().restore(ALLOWED, signal())).to.equal(false);
        expect(log).to.deep.equal([]);
        expect(stored()).to.deep.equal({});
      });
    });

    it('drops a record of a provider no longer on the allowed list', async () => {
      storeSocial(HOUR);
      expect(await preview().restore(providerFixtures, signal())).to.equal(false);
      expect(log).to.deep.equal([]);
      expect(stored()).to.deep.equal({});
    });
  });

  describe('sign-out', () => {
    async function signedIn() {
      storeSocial(HOUR);
      const p = preview();
      await p.restore(ALLOWED, signal());
      log.length = 0;
      return p;
    }

    it('calls logoutdevice and the identity\'s sign-out, clearing the record at once', async () => {
      const p = await signedIn();
      p.signOut();
      expect(p.active).to.equal(false);
      expect(stored()).to.deep.equal({});
      await until('busy false');
      expect(calls()).to.deep.equal(['logoutdevice uuid=fb-1']);
      expect(fake.calls).to.include('signOut()');
      expect(hookLog()).to.deep.equal(['changed none', 'busy true', 'busy false']);
    });

    it('shows elvisEnded or elvisTerminated when the service flags it', async () => {
      for (const [answerOf, screen] of [[ENDED, 'elvisEnded'], [TERMINATED, 'elvisTerminated']] as const) {
        answers.logoutdevice = [answerOf];
        const p = await signedIn();
        p.signOut();
        await until('over');
        expect(hookLog().at(-1)).to.equal(`over ${screen}`);
      }
    });

    it('still signs out locally when the service fails, and says so', async () => {
      answers.logoutdevice = ['fail'];
      const p = await signedIn();
      p.signOut();
      await until('fail');
      expect(hookLog()).to.deep.equal(['changed none', 'busy true', 'busy false', 'fail Internal VIP Services Error SFPS']);
      expect(stored()).to.deep.equal({});
    });

    it('clear() forgets the preview locally, with no call and no screen', async () => {
      const p = await signedIn();
      p.clear();
      await clock.tickAsync(PREVIEW_REVALIDATE_MS);
      expect(hookLog()).to.deep.equal(['changed none']);
      expect(calls()).to.deep.equal([]);
      expect(stored()).to.deep.equal({});
    });
  });

  describe('the password reset (resetToken)', () => {
    it('draws the identity\'s reset in the frame host; the session it ends in continues as a mail sign-in', async () => {
      answers.checkelvis = [NONE];
      const p = preview();
      await p.restore(ALLOWED, signal());
      p.begin(SPECIAL);
      await until('needsLogin');
      p.cancel();
      p.resetPassword(' reset-1 ');
      await until('identity resetPassword');
      expect(hookLog().slice(-3)).to.deep.equal(['busy true', 'busy false', 'identityForm reset']);
      expect(fake.calls.at(-1)).to.equal('resetPassword(reset-1)');
      expect(host.querySelector('form[data-identity="reset"]')).to.exist;
      fake.complete({ uid: 'mail-2' });
      await until('activated true');
      expect(calls().slice(-2)).to.deep.equal(['checkelvis uuid=mail-2&deviceType=web&requestorId=LT&providerId=elvis', 'setupdevice providerId=elvis&uuid=mail-2']);
    });

    it('finds the preview the uid holds when no provider was picked in this page', async () => {
      answers.checkelvis = [active()];
      const p = preview();
      await p.restore(ALLOWED, signal());
      p.resetPassword('reset-1');
      await until('identity resetPassword');
      fake.complete({ uid: 'mail-2' });
      await until('activated true');
      expect(calls()).to.deep.equal(['checkelvis uuid=mail-2&deviceType=web&requestorId=LT']);
      expect(p.info.provider?.id).to.equal('elvis');
    });

    it('with no session, and no provider known, ends quietly', async () => {
      const p = preview();
      p.resetPassword('reset-1');
      await until('identity resetPassword');
      fake.complete(null);
      await until('changed none');
      expect(calls()).to.deep.equal([]);
      expect(p.loginActive).to.equal(false);
    });
  });

  describe('failing services', () => {
    const failures: [string, Partial<Record<Call, Answer[]>>][] = [
      ['the provider info fails', { providerInfo: ['fail'] }],
      ['setupdevice answers an error', { setupdevice: [{ error: 'device limit' }] }],
      ['setupdevice answers no token', { setupdevice: [{ status: 'ok', isActive: true }] }],
      ['setupdevice answers garbage', { setupdevice: ['not an object'] }],
      ['checkelvis fails every time', { checkelvis: ['fail'] }],
    ];
    for (const [what, scripted] of failures) {
      it(`'Internal VIP Services Error' when ${what}, the setup ended`, async () => {
        Object.assign(answers, scripted);
        const p = preview({ social: false });
        p.begin(SPECIAL);
        if (what.startsWith('checkelvis')) {
          for (let wait = 1; wait < PREVIEW_CHECK_ATTEMPTS; wait += 1) {
            await until(RETRY, wait);
            await clock.tickAsync(PREVIEW_RETRY_MS);
          }
        }
        await until('fail');
        expect(hookLog().slice(-3)).to.deep.equal(['busy false', 'changed none', 'fail Internal VIP Services Error SFPS']);
        expect(p.loginActive).to.equal(false);
        expect(stored()).to.deep.equal({});
      });
    }
  });

  it('does nothing after destroy()', async () => {
    storeSocial(HOUR);
    const p = preview();
    await p.restore(ALLOWED, signal());
    p.destroy();
    log.length = 0;
    p.begin(SPECIAL);
    await clock.tickAsync(PREVIEW_REVALIDATE_MS);
    expect(log).to.deep.equal([]);
  });
});
