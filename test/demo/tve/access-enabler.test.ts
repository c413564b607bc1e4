import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import sinon from 'sinon';
import { defineAccessEnabler } from '../../../demo/tve/access-enabler/access-enabler.js';
import { dialogEntry, withOverrides, type MvpdConfig } from '../../../demo/tve/access-enabler/config.js';
import { AUTHN_TTL_MS, createSessionStore, RETURNING_KEY, SESSION_KEY } from '../../../demo/tve/access-enabler/session.js';
import { startDemoWorker } from '../../support/demo-worker.js';

type Globals = Record<string, unknown>;
const CALLBACKS = ['setAuthenticationStatus', 'displayProviderDialog', 'setToken', 'tokenRequestFailed', 'selectedProvider', 'onAeError', 'createIFrame'];

/** Every callback the library makes, recorded; createIFrame also makes the frame, as pages must. */
function recordCallbacks(): { calls: Array<[string, unknown[]]>; of(name: string): unknown[][] } {
  const calls: Array<[string, unknown[]]> = [];
  for (const name of CALLBACKS) {
    (window as unknown as Globals)[name] = (...args: unknown[]) => {
      calls.push([name, args]);
      if (name === 'createIFrame') document.body.append(Object.assign(document.createElement('iframe'), { name: 'mvpdframe', title: 'sign-in' }));
    };
  }
  return { calls, of: (name) => calls.filter(([n]) => n === name).map(([, args]) => args) };
}

describe('the AccessEnabler stand-in', () => {
  describe('its session store', () => {
    const now = 1_000_000;
    afterEach(() => {
      localStorage.removeItem(SESSION_KEY);
      localStorage.removeItem(RETURNING_KEY);
    });

    it('keeps one session per requestor under its own key, and marks the browser as returning', () => {
      const store = createSessionStore(window, () => now);
      expect(store.returning()).to.equal(false);
      store.write('laughtrack', { mvpd: 'skyline', guid: 'g', expires: now + AUTHN_TTL_MS });
      expect(createSessionStore(window, () => now).read('laughtrack')).to.deep.equal({ mvpd: 'skyline', guid: 'g', expires: now + AUTHN_TTL_MS });
      expect(store.read('other')).to.equal(undefined);
      expect(store.returning()).to.equal(true);
      store.clear('laughtrack');
      expect(localStorage.getItem(SESSION_KEY)).to.equal(null);
    });

    it('erases an expired session and ignores a value it did not write', () => {
      localStorage.setItem(SESSION_KEY, JSON.stringify({ laughtrack: { mvpd: 'skyline', guid: 'g', expires: now }, b: { mvpd: 1 } }));
      expect(createSessionStore(window, () => now).read('laughtrack')).to.equal(undefined);
      expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).to.deep.equal({ b: { mvpd: 1 } });
      expect(createSessionStore(window, () => now).read('b')).to.equal(undefined);
      for (const bad of ['{', '[]', 'null', '"x"']) {
        localStorage.setItem(SESSION_KEY, bad);
        expect(createSessionStore(window, () => now).read('laughtrack'), bad).to.equal(undefined);
      }
    });

    it('is volatile, in memory, when local storage throws', () => {
      const win = Object.defineProperty({}, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } }) as Window;
      const store = createSessionStore(win, () => now);
      expect(store.volatile).to.equal(true);
      store.write('laughtrack', { mvpd: 'skyline', guid: 'g', expires: now + 1 });
      expect(store.read('laughtrack')?.mvpd).to.equal('skyline');
      expect(createSessionStore(win, () => now).read('laughtrack')).to.equal(undefined);
    });
  });

  describe('its configuration', () => {
    const mvpd: MvpdConfig = { id: 'skyline', displayName: 'Skyline Cable', logoURL: '/tve/logos/skyline.svg', iFrameRequired: true, iFrameWidth: 480, iFrameHeight: 560 };

    it("applies setRequestor's mvpdConfig overrides, ignoring values of the wrong type", () => {
      expect(withOverrides(mvpd, { mvpdConfig: { skyline: { iFrameRequired: false, iFrameWidth: 600 } } })).to.deep.include({ iFrameRequired: false, iFrameWidth: 600, iFrameHeight: 560 });
      expect(withOverrides(mvpd, { mvpdConfig: { skyline: { iFrameRequired: 'no' as unknown as boolean } } })).to.deep.equal(mvpd);
      expect(withOverrides(mvpd, { mvpdConfig: { other: { iFrameRequired: false } } })).to.equal(mvpd);
    });

    it('gives displayProviderDialog the documented ID, displayName and logoURL', () => {
      expect(dialogEntry(mvpd)).to.deep.include({ ID: 'skyline', id: 'skyline', displayName: 'Skyline Cable', logoURL: '/tve/logos/skyline.svg' });
    });
  });

  describe('its API', () => {
    const AccessEnabler = defineAccessEnabler({ win: window, base: `${location.origin}/tve` });
    let recorder: ReturnType<typeof recordCallbacks>;
    // Each test's library watches its login frame on an interval; made on a
    // fake clock, that watcher ends with its test instead of calling the next
    // test's callbacks (the window globals) when a busy machine runs it late.
    let clock: sinon.SinonFakeTimers;
    before(() => startDemoWorker());
    beforeEach(() => {
      recorder = recordCallbacks();
      clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    });
    afterEach(() => {
      clock.restore();
      for (const name of CALLBACKS) delete (window as unknown as Globals)[name];
      document.querySelectorAll('iframe[name=mvpdframe]').forEach((frame) => frame.remove());
      localStorage.removeItem(SESSION_KEY);
      localStorage.removeItem(RETURNING_KEY);
    });

    function newLibrary(requestor = 'laughtrack') {
      const ae = new AccessEnabler();
      ae.bind('errorEvent', 'onAeError');
      ae.setRequestor(requestor);
      return ae;
    }

    it('holds calls made before the configuration arrives, and answers each once', async () => {
      const ae = newLibrary();
      ae.checkAuthentication();
      ae.getSelectedProvider();
      expect(recorder.calls).to.deep.equal([]);
      await waitUntil(() => recorder.of('selectedProvider').length === 1);
      expect(recorder.of('setAuthenticationStatus')).to.deep.equal([[0, 'User Not Authenticated Error']]);
      expect(recorder.of('selectedProvider')).to.deep.equal([[{ MVPD: null, AE_State: 'New User' }]]);
    });

    it('reports CFG400 for a requestor the service refuses, and answers nothing else', async () => {
      const ae = newLibrary('not a requestor');
      ae.checkAuthentication();
      await waitUntil(() => recorder.of('onAeError').length === 1);
      expect(recorder.of('onAeError')).to.deep.equal([[{ errorId: 'CFG400', level: 'error', message: 'An invalid Requestor ID was supplied.' }]]);
      expect(recorder.of('setAuthenticationStatus')).to.deep.equal([]);
    });

    it('answers a second getAuthentication during an open login with Multiple Authentication Requests Error', async () => {
      const ae = newLibrary();
      ae.getAuthentication();
      await waitUntil(() => recorder.of('displayProviderDialog').length === 1);
      ae.setSelectedProvider('skyline');
      await waitUntil(() => recorder.of('createIFrame').length === 1);
      ae.getAuthentication();
      await waitUntil(() => recorder.of('setAuthenticationStatus').length === 1);
      expect(recorder.of('setAuthenticationStatus')).to.deep.equal([[0, 'Multiple Authentication Requests Error']]);
      expect(recorder.of('displayProviderDialog')).to.have.length(1);
    });

    it('takes a login frame removed without an answer for a cancel, once its next check comes round', async () => {
      const ae = newLibrary();
      ae.getAuthentication();
      await waitUntil(() => recorder.of('displayProviderDialog').length === 1);
      ae.setSelectedProvider('skyline');
      await waitUntil(() => recorder.of('createIFrame').length === 1);
      document.querySelector('iframe[name=mvpdframe]')!.remove();
      clock.tick(499);
      expect(recorder.of('setAuthenticationStatus')).to.deep.equal([]);
      clock.tick(1);
      expect(recorder.of('setAuthenticationStatus')).to.deep.equal([[0, 'User Not Authenticated Error']]);
      clock.tick(5_000);
      expect(recorder.of('setAuthenticationStatus')).to.have.length(1);
    });

    it('answers Provider not Available Error for a provider it does not know', async () => {
      const ae = newLibrary();
      ae.setSelectedProvider('nobody');
      await waitUntil(() => recorder.of('setAuthenticationStatus').length === 1);
      expect(recorder.of('setAuthenticationStatus')).to.deep.equal([[0, 'Provider not Available Error']]);
      expect(recorder.of('createIFrame')).to.deep.equal([]);
    });

    it('answers checkAuthorization without a session with tokenRequestFailed, never a token', async () => {
      const ae = newLibrary();
      ae.checkAuthorization('laughtrack');
      await waitUntil(() => recorder.of('tokenRequestFailed').length === 1);
      expect(recorder.of('tokenRequestFailed')).to.deep.equal([['laughtrack', 'User Not Authenticated Error', '']]);
      expect(recorder.of('setToken')).to.deep.equal([]);
    });

    it('authorizes from a stored session without any login', async () => {
      createSessionStore(window).write('laughtrack', { mvpd: 'skyline', guid: 'g1', expires: Date.now() + 60_000 });
      const ae = newLibrary();
      ae.getAuthorization('laughtrack');
      await waitUntil(() => recorder.of('setToken').length === 1);
      const [resource, token] = recorder.of('setToken')[0] as [string, string];
      expect(resource).to.equal('laughtrack');
      expect(atob(token)).to.contain('<sessionGUID>g1</sessionGUID>');
      expect(recorder.of('displayProviderDialog')).to.deep.equal([]);
    });
  });
});
