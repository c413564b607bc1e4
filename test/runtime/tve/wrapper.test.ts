import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { MessageLevel } from '../../../runtime/types.js';
import type { Provider, SigninError, SigninStatus } from '../../../runtime/tve/signin/index.js';
import { isTveAuthorized, TVE_STORAGE_KEY, TVE_TTL_MS } from '../../../runtime/tve/tv-auth-mark.js';
import { createTveWrapper, REPORTING_RETRIES, REPORTING_RETRY_MS, wrapperMessages, type SigninApi } from '../../../runtime/tve/wrapper.js';

const PROVIDER: Provider = { id: 'Spectrum', displayName: 'Spectrum', isPrimary: true, isSpecialProvider: false };
const IN: SigninStatus = { isLoggedIn: true, provider: PROVIDER, via: 'mvpd' };
const OUT: SigninStatus = { isLoggedIn: false, provider: null, via: null };
const PARAMS = { requestorID: 'LTN', channelID: 'laughtrack' };

/** A stand-in for `<tf-signin>`: an event target with the element's API. */
class FakeSignin extends EventTarget implements SigninApi {
  status: SigninStatus = OUT;
  login = sinon.spy();
  logout = sinon.spy();
  showPicker = sinon.spy();
  fire(type: 'tf:signinstatus' | 'tf:signinerror' | 'tf:signinload', detail: unknown) {
    if (type === 'tf:signinstatus') this.status = detail as SigninStatus;
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

type ReportingWindow = Window & { ENT_Reporting?: { setProperties(p: { channel: string; franchise: string }): void } };

describe('the TVE site wrapper', () => {
  let clock: sinon.SinonFakeTimers;
  let lines: [MessageLevel, string][];
  const win = window as ReportingWindow;
  const log = (level: MessageLevel, text: string) => void lines.push([level, text]);
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 1_700_000_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    lines = [];
    localStorage.removeItem(TVE_STORAGE_KEY);
    win.ENT_Reporting = { setProperties: sinon.spy() };
  });
  afterEach(() => {
    clock.restore();
    sinon.restore();
    delete win.ENT_Reporting;
    localStorage.removeItem(TVE_STORAGE_KEY);
  });

  describe('validation', () => {
    it('throws when the auth library is missing', () => {
      expect(() => createTveWrapper(PARAMS, { signin: null })).to.throw(wrapperMessages.noAuthLibrary);
      expect(() => createTveWrapper(PARAMS, { signin: {} as SigninApi })).to.throw(wrapperMessages.noAuthLibrary);
    });
    it('throws when the parameters are missing', () => {
      expect(() => createTveWrapper(undefined, { signin: new FakeSignin() })).to.throw(wrapperMessages.noParams);
      expect(() => createTveWrapper(null, { signin: new FakeSignin() })).to.throw(wrapperMessages.noParams);
    });
    it('throws when requestorID or channelID is missing or blank', () => {
      const signin = new FakeSignin();
      expect(() => createTveWrapper({ channelID: 'laughtrack' } as never, { signin })).to.throw(wrapperMessages.noRequestor);
      expect(() => createTveWrapper({ requestorID: ' ', channelID: 'laughtrack' }, { signin })).to.throw(wrapperMessages.noRequestor);
      expect(() => createTveWrapper({ requestorID: 'LTN' } as never, { signin })).to.throw(wrapperMessages.noChannel);
    });
    it('keeps the parameters with their defaults', () => {
      const wrapper = createTveWrapper({ ...PARAMS, isStaging: true }, { signin: new FakeSignin(), log });
      expect(wrapper.params).to.deep.equal({ requestorID: 'LTN', channelID: 'laughtrack', isCustomCSS: false, locale: 'en_US', isStaging: true });
      wrapper.destroy();
    });
  });

  it('hands login, logout and the embedded picker to the sign-in', () => {
    const signin = new FakeSignin();
    const wrapper = createTveWrapper(PARAMS, { signin, log });
    const container = document.createElement('div');
    wrapper.login();
    wrapper.logout();
    wrapper.showPicker(container);
    expect(signin.login.calledOnce && signin.logout.calledOnce).to.equal(true);
    expect(signin.showPicker.calledOnceWithExactly(container)).to.equal(true);
    wrapper.destroy();
  });

  describe('status and tveStorage', () => {
    it('tells subscribers each status and keeps tveStorage in step (3600 s)', () => {
      const signin = new FakeSignin();
      const wrapper = createTveWrapper(PARAMS, { signin, log });
      const seen: SigninStatus[] = [];
      wrapper.on('status', (s) => void seen.push(s));
      signin.fire('tf:signinstatus', IN);
      expect(wrapper.status).to.deep.equal(IN);
      const record = JSON.parse(localStorage.getItem(TVE_STORAGE_KEY)!) as { authorized: boolean; expires: number };
      expect(record).to.deep.equal({ authorized: true, expires: Date.now() + TVE_TTL_MS });
      expect(TVE_TTL_MS).to.equal(3600 * 1000);
      expect(isTveAuthorized(localStorage.getItem(TVE_STORAGE_KEY), Date.now())).to.equal(true);
      signin.fire('tf:signinstatus', OUT);
      expect(localStorage.getItem(TVE_STORAGE_KEY)).to.equal(null);
      expect(seen).to.deep.equal([IN, OUT]);
      wrapper.destroy();
    });

    it('leaves a stored record alone until the sign-in knows the status', () => {
      localStorage.setItem(TVE_STORAGE_KEY, JSON.stringify({ authorized: true, expires: Date.now() + 1000 }));
      const wrapper = createTveWrapper(PARAMS, { signin: new FakeSignin(), log });
      expect(localStorage.getItem(TVE_STORAGE_KEY)).not.to.equal(null);
      wrapper.destroy();
    });

    it('renews the record of a signed-in viewer on every page', () => {
      const signin = new FakeSignin();
      signin.status = IN;
      const wrapper = createTveWrapper(PARAMS, { signin, log, pageName: 'laughtrack/desk-jockeys' });
      clock.tick(TVE_TTL_MS - 1000);
      wrapper.pageChanged('laughtrack/roast-beef/episodes');
      expect((JSON.parse(localStorage.getItem(TVE_STORAGE_KEY)!) as { expires: number }).expires).to.equal(Date.now() + TVE_TTL_MS);
      wrapper.destroy();
    });

    it('stops listening on destroy', () => {
      const signin = new FakeSignin();
      const wrapper = createTveWrapper(PARAMS, { signin, log });
      const seen: SigninStatus[] = [];
      wrapper.on('status', (s) => void seen.push(s));
      wrapper.destroy();
      signin.fire('tf:signinstatus', IN);
      expect(seen).to.deep.equal([]);
      expect(localStorage.getItem(TVE_STORAGE_KEY)).to.equal(null);
    });
  });

  it('relays errors as code, message and object, and logs them', () => {
    const signin = new FakeSignin();
    const wrapper = createTveWrapper(PARAMS, { signin, log });
    const errors: unknown[] = [];
    wrapper.on('error', (e) => void errors.push(e));
    const error: SigninError = { code: 'TVEErrorGeneric', message: 'Can Not Load The White List', id: 'verifyWhiteList' };
    signin.fire('tf:signinerror', error);
    expect(errors).to.deep.equal([{ code: 'TVEErrorGeneric', message: 'Can Not Load The White List', object: error }]);
    expect(lines).to.deep.equal([['error', 'TVE error TVEErrorGeneric: Can Not Load The White List']]);
    wrapper.destroy();
  });

  it('tells load subscribers when the sign-in is ready', () => {
    const signin = new FakeSignin();
    const wrapper = createTveWrapper(PARAMS, { signin, log });
    let loads = 0;
    const off = wrapper.on('load', () => void loads++);
    signin.fire('tf:signinload', {});
    off();
    signin.fire('tf:signinload', {});
    expect(loads).to.equal(1);
    wrapper.destroy();
  });

  describe('channel and franchise', () => {
    it('reports the channel and the show of the page name to the reporting module', () => {
      const wrapper = createTveWrapper(PARAMS, { signin: new FakeSignin(), log, pageName: 'laughtrack/desk-jockeys/full-episodes' });
      const set = win.ENT_Reporting!.setProperties as sinon.SinonSpy;
      expect(set.args).to.deep.equal([[{ channel: 'laughtrack', franchise: 'desk-jockeys' }]]);
      wrapper.pageChanged('laughtrack/roast-beef');
      expect(set.lastCall.args).to.deep.equal([{ channel: 'laughtrack', franchise: 'roast-beef' }]);
      wrapper.destroy();
    });

    it('retries every second while the module is not there, and reports once it comes', () => {
      delete win.ENT_Reporting;
      const wrapper = createTveWrapper(PARAMS, { signin: new FakeSignin(), log, pageName: 'laughtrack/desk-jockeys' });
      clock.tick(2 * REPORTING_RETRY_MS);
      const set = sinon.spy();
      win.ENT_Reporting = { setProperties: set };
      clock.tick(REPORTING_RETRY_MS - 1);
      expect(set.called, 'not before the next second').to.equal(false);
      clock.tick(1);
      expect(set.args).to.deep.equal([[{ channel: 'laughtrack', franchise: 'desk-jockeys' }]]);
      clock.tick(10 * REPORTING_RETRY_MS);
      expect(set.callCount, 'no more tries after it worked').to.equal(1);
      expect(lines).to.deep.equal([]);
      wrapper.destroy();
    });

    it('gives up after 5 retries at 1 s and says so', () => {
      delete win.ENT_Reporting;
      let lookups = 0;
      Object.defineProperty(win, 'ENT_Reporting', { configurable: true, get: () => void lookups++ });
      try {
        const wrapper = createTveWrapper(PARAMS, { signin: new FakeSignin(), log, pageName: 'laughtrack/desk-jockeys' });
        expect(lookups, 'the first try').to.equal(1);
        clock.tick(REPORTING_RETRIES * REPORTING_RETRY_MS - 1);
        expect(lookups).to.equal(REPORTING_RETRIES);
        expect(lines).to.deep.equal([]);
        clock.tick(1);
        expect(lookups).to.equal(1 + REPORTING_RETRIES);
        expect(lines).to.deep.equal([['warn', wrapperMessages.reportingGaveUp]]);
        clock.tick(60_000);
        expect(lookups, 'never again').to.equal(1 + REPORTING_RETRIES);
        wrapper.destroy();
      } finally {
        delete win.ENT_Reporting;
      }
    });

    it('stops retrying when destroyed', () => {
      delete win.ENT_Reporting;
      const wrapper = createTveWrapper(PARAMS, { signin: new FakeSignin(), log, pageName: 'a/b' });
      wrapper.destroy();
      const set = sinon.spy();
      win.ENT_Reporting = { setProperties: set };
      clock.tick(10 * REPORTING_RETRY_MS);
      expect(set.called).to.equal(false);
    });

    it('survives a reporting module that throws', () => {
      win.ENT_Reporting = { setProperties: () => { throw new Error('broken'); } };
      const wrapper = createTveWrapper(PARAMS, { signin: new FakeSignin(), log, pageName: 'a/b' });
      expect(lines).to.deep.equal([['error', wrapperMessages.reportingFailed]]);
      wrapper.destroy();
    });
  });
});
