import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createIdentityGate, IDENTITY_INIT_TIMEOUT_MS, type IdentityGateOptions } from '../../../../runtime/tve/signin/identity.js';
import { IDENTITY_CHECK_MS } from '../../../../runtime/tve/signin/pass-types.js';
import type { IdentityFactory, SigninError } from '../../../../runtime/tve/signin/index.js';
import { isAbortError } from '../../../../runtime/util/abort.js';
import { createFakeIdentity, type FakeIdentity } from '../../../support/fake-identity.js';

const MODULE = '/test/support/identity/adapter-module.js';
const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it resolved');
};

describe('the identity gate (issue 16, the special preview\'s identity provider)', () => {
  let errors: SigninError[];
  let fake: FakeIdentity;
  let loads: string[];

  const gate = (over: Partial<IdentityGateOptions> = {}) => createIdentityGate({
    src: MODULE,
    social: true,
    load: (src) => {
      loads.push(src);
      return Promise.resolve(fake.factory);
    },
    options: () => ({ brand: 'lt', locale: 'en_US' }),
    onError: (error) => errors.push(error),
    ...over,
  });

  beforeEach(() => {
    errors = [];
    loads = [];
    fake = createFakeIdentity();
  });

  describe('configured', () => {
    it('needs an http(s) identity-src (resolved against the page) and a social brand', () => {
      expect(gate().configured).to.equal(true);
      expect(gate({ src: 'https://id.example.com/adapter.js' }).configured).to.equal(true);
      expect(gate({ src: undefined }).configured).to.equal(false);
      expect(gate({ src: '  ' }).configured).to.equal(false);
      expect(gate({ src: 'javascript:alert(1)' }).configured).to.equal(false);
      expect(gate({ src: 'data:text/javascript,export default 1' }).configured).to.equal(false);
      expect(gate({ social: false }).configured).to.equal(false);
    });

    it('is ready with nothing, loading nothing and reporting nothing, when not configured', async () => {
      expect(await gate({ social: false }).ready()).to.equal(undefined);
      expect(await gate({ src: 'javascript:void 0' }).sessionWithin(IDENTITY_CHECK_MS, new AbortController().signal)).to.equal(null);
      expect(loads).to.deep.equal([]);
      expect(errors).to.deep.equal([]);
    });
  });

  describe('ready()', () => {
    it('imports the module once, at its absolute address, makes the adapter and inits it with the brand options', async () => {
      const g = gate();
      expect(loads).to.deep.equal([]);
      const [a, b] = await Promise.all([g.ready(), g.ready()]);
      expect(a).to.not.equal(undefined);
      expect(b).to.equal(a);
      expect(await g.ready()).to.equal(a);
      expect(loads).to.deep.equal([`${location.origin}${MODULE}`]);
      expect(fake.calls).to.deep.equal(['factory()', 'init(en_US)']);
      expect(errors).to.deep.equal([]);
    });

    it('by default imports the module with a dynamic import(), its default export the factory', async () => {
      const adapter = await gate({ load: undefined }).ready();
      expect(await adapter?.socialSignIn('twitter', new AbortController().signal)).to.deep.equal({ uid: 'twitter-module' });
      expect(await adapter?.session()).to.deep.equal({ uid: 'twitter-module' });
      expect(errors).to.deep.equal([]);
    });

    const failures: [string, Partial<IdentityGateOptions> | (() => void)][] = [
      ['the module cannot be imported', { load: undefined, src: '/test/support/identity/missing.js' }],
      ['its default export is not a function', { load: undefined, src: '/test/support/identity/not-a-factory.js' }],
      ['the loader rejects', { load: () => Promise.reject(new Error('offline')) }],
      ['the factory throws', { load: () => Promise.resolve((() => { throw new Error('boom'); }) as IdentityFactory) }],
      ['the factory makes no adapter', { load: () => Promise.resolve((() => 42) as unknown as IdentityFactory) }],
      ['init rejects', () => (fake.init = 'reject')],
    ];
    for (const [what, setup] of failures) {
      it(`reports 'Internal VIP Services Error' once and answers undefined from then on when ${what}`, async () => {
        const over = typeof setup === 'function' ? (setup(), {}) : setup;
        const counted: string[] = [];
        const load = over.load;
        const g = gate(load ? { ...over, load: (src) => (counted.push(src), load(src)) } : over);
        expect(await g.ready()).to.equal(undefined);
        expect(await g.ready()).to.equal(undefined);
        expect(await g.sessionWithin(IDENTITY_CHECK_MS, new AbortController().signal)).to.equal(null);
        expect(errors.map((e) => [e.code, e.message, e.id])).to.deep.equal([['TVEErrorGeneric', 'Internal VIP Services Error', 'identity']]);
        expect(counted.length + loads.length).to.be.at.most(1);
      });
    }

    it(`gives up on an init that never answers after ${IDENTITY_INIT_TIMEOUT_MS} ms`, async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        fake.init = 'hang';
        const g = gate();
        let settled = false;
        const ready = g.ready().then((adapter) => ((settled = true), adapter));
        await clock.tickAsync(IDENTITY_INIT_TIMEOUT_MS - 1);
        expect(settled).to.equal(false);
        expect(errors).to.deep.equal([]);
        await clock.tickAsync(1);
        expect(await ready).to.equal(undefined);
        expect(errors.map((e) => e.message)).to.deep.equal(['Internal VIP Services Error']);
      } finally {
        clock.restore();
      }
    });
  });

  describe('sessionWithin() (the 2-second identity timer)', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => clock.restore());

    it('answers the session the adapter gives in time', async () => {
      fake.session = { uid: 'u1' };
      fake.answerAfterMs = IDENTITY_CHECK_MS - 1;
      const within = gate().sessionWithin(IDENTITY_CHECK_MS, new AbortController().signal);
      await clock.tickAsync(IDENTITY_CHECK_MS - 1);
      expect(await within).to.deep.equal({ uid: 'u1' });
    });

    it('answers null at once when the adapter says nobody is signed in, or gives no session', async () => {
      expect(await gate().sessionWithin(IDENTITY_CHECK_MS, new AbortController().signal)).to.equal(null);
      fake.session = { uid: '' };
      expect(await gate().sessionWithin(IDENTITY_CHECK_MS, new AbortController().signal)).to.equal(null);
    });

    it('answers null when no session comes within the time, counted from after init', async () => {
      fake.session = { uid: 'late' };
      fake.answerAfterMs = IDENTITY_CHECK_MS + 1;
      let answer: unknown = 'pending';
      void gate().sessionWithin(IDENTITY_CHECK_MS, new AbortController().signal).then((value) => (answer = value));
      await clock.tickAsync(IDENTITY_CHECK_MS - 1);
      expect(answer).to.equal('pending');
      await clock.tickAsync(1);
      expect(answer).to.equal(null);
      expect(clock.countTimers()).to.equal(1); // only the adapter's own late answer is left
    });

    it('answers null when the adapter\'s session() fails', async () => {
      const g = gate({ load: () => Promise.resolve(() => ({ ...fake.factory(), session: () => Promise.reject(new Error('down')) })) });
      expect(await g.sessionWithin(IDENTITY_CHECK_MS, new AbortController().signal)).to.equal(null);
      expect(errors).to.deep.equal([]);
    });

    it('rejects with an AbortError when its signal aborts, leaving no timer', async () => {
      fake.answerAfterMs = 10 * IDENTITY_CHECK_MS;
      const controller = new AbortController();
      const within = gate().sessionWithin(IDENTITY_CHECK_MS, controller.signal);
      await clock.tickAsync(1);
      controller.abort();
      expect(isAbortError(await rejection(within))).to.equal(true);
      await clock.tickAsync(IDENTITY_CHECK_MS);
      expect(clock.countTimers()).to.equal(1); // the adapter's own answer, still to come
    });
  });
});
