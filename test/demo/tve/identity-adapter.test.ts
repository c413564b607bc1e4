import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import sinon from 'sinon';
import { createIdentityStandIn, POPUP_CLOSED_POLL_MS } from '../../../demo/tve/identity/adapter.js';
import createIdentity from '../../../demo/tve/identity/index.js';
import { IDENTITY_RESULT, IDENTITY_SIZE } from '../../../demo/tve/identity/messages.js';
import { createIdentitySessionStore, IDENTITY_SESSION_KEY, IDENTITY_SESSION_MS } from '../../../demo/tve/identity/session.js';

/** Where the pages would be: nothing is served there, the tests play the pages' part. */
const BASE = new URL('/__identity-pages__/', location.href);
const SESSION = { uid: 'mail-0123456789a', email: 'viewer@example.com' };

/** A message as a page of `source` would post it to this window. */
function post(source: Window, data: unknown, origin = location.origin): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

const stateOf = (url: string) => new URL(url).searchParams.get('state')!;

/** A same-origin window to stand for the popup (a frame's window: real, closable by removal). */
function fakePopup(): { win: Window; frame: HTMLIFrameElement } {
  const frame = Object.assign(document.createElement('iframe'), { title: 'popup' });
  document.body.append(frame);
  return { win: frame.contentWindow!, frame };
}

describe('the identity provider stand-in', () => {
  afterEach(() => {
    sinon.restore();
    localStorage.removeItem(IDENTITY_SESSION_KEY);
  });

  describe('its session', () => {
    it('is kept under its own key, never a tveComponent_ one, and lasts 30 days', () => {
      let now = 1_000;
      const store = createIdentitySessionStore(window, () => now);
      store.write(SESSION);
      expect(Object.keys(localStorage).filter((key) => key.startsWith('tveComponent_'))).to.deep.equal([]);
      expect(createIdentitySessionStore(window, () => now).read()).to.deep.equal(SESSION);
      now += IDENTITY_SESSION_MS;
      expect(store.read()).to.equal(null);
      expect(localStorage.getItem(IDENTITY_SESSION_KEY), 'an expired session is erased').to.equal(null);
    });

    it('reads a value it did not write as no session', () => {
      for (const bad of ['{', '[]', '"x"', '{"session":{"uid":"a b"},"expires":9e15}', '{"session":{"uid":"a"}}']) {
        localStorage.setItem(IDENTITY_SESSION_KEY, bad);
        expect(createIdentitySessionStore(window).read(), bad).to.equal(null);
      }
    });

    it('keeps the session for the page when local storage throws', () => {
      const win = Object.defineProperty({}, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } }) as Window;
      const store = createIdentitySessionStore(win);
      store.write(SESSION);
      expect(store.read()).to.deep.equal(SESSION);
      store.clear();
      expect(store.read()).to.equal(null);
    });
  });

  it('is an IdentityFactory: the module\'s default export makes an adapter', () => {
    const adapter = createIdentity();
    expect(['init', 'session', 'socialSignIn', 'mailSignIn', 'resetPassword', 'signOut'].every((name) => typeof (adapter as unknown as Record<string, unknown>)[name] === 'function')).to.equal(true);
  });

  describe('social sign-in', () => {
    it('opens the network\'s consent page in a popup and signs in with the session it posts back', async () => {
      const adapter = createIdentityStandIn(window, BASE);
      await adapter.init({ locale: 'en_US', theme: 'light' });
      const popup = fakePopup();
      const open = sinon.stub(window, 'open').returns(popup.win);
      const signIn = adapter.socialSignIn('twitter', new AbortController().signal);
      const [url, name, features] = open.firstCall.args as [string, string, string];
      expect(new URL(url).pathname).to.equal('/__identity-pages__/social.html');
      expect(Object.fromEntries(new URL(url).searchParams)).to.deep.include({ network: 'twitter', theme: 'light' });
      expect([name, features]).to.deep.equal(['identity-twitter', 'popup,width=520,height=640']);
      const state = stateOf(url);
      // Not this flow's, not from its window, not same origin: ignored.
      post(popup.win, { type: IDENTITY_RESULT, state: 'other', result: 'signin', session: { uid: 'x' } });
      post(window, { type: IDENTITY_RESULT, state, result: 'signin', session: { uid: 'x' } });
      post(popup.win, { type: IDENTITY_RESULT, state, result: 'signin', session: { uid: 'x' } }, 'https://evil.example');
      post(popup.win, { type: IDENTITY_RESULT, state, result: 'signin', session: SESSION });
      expect(await signIn).to.deep.equal(SESSION);
      expect(await adapter.session()).to.deep.equal(SESSION);
      popup.frame.remove();
    });

    it('fails when the popup is blocked, and ends with an AbortError when the viewer cancels or closes it', async () => {
      const adapter = createIdentityStandIn(window, BASE);
      const open = sinon.stub(window, 'open').returns(null);
      const blocked = await adapter.socialSignIn('facebook', new AbortController().signal).catch((e: Error) => e);
      expect(blocked).to.be.instanceOf(Error).and.not.have.property('name', 'AbortError');

      const first = fakePopup();
      open.returns(first.win);
      const cancelled = adapter.socialSignIn('facebook', new AbortController().signal).catch((e: DOMException) => e.name);
      post(first.win, { type: IDENTITY_RESULT, state: stateOf(open.lastCall.args[0] as string), result: 'cancel' });
      expect(await cancelled).to.equal('AbortError');
      first.frame.remove();

      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const second = fakePopup();
      open.returns(second.win);
      let outcome = 'pending';
      const closed = adapter.socialSignIn('facebook', new AbortController().signal).catch((e: DOMException) => (outcome = e.name));
      second.frame.remove();
      // The check that first sees it closed waits for an answer on its way; the next gives up.
      clock.tick(POPUP_CLOSED_POLL_MS);
      await Promise.resolve();
      expect(outcome).to.equal('pending');
      clock.tick(POPUP_CLOSED_POLL_MS);
      expect(await closed).to.equal('AbortError');
      expect(await adapter.session()).to.equal(null);
    });

    it('takes the answer of a popup that closed itself before its message arrived', async () => {
      const adapter = createIdentityStandIn(window, BASE);
      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const popup = fakePopup();
      const open = sinon.stub(window, 'open').returns(popup.win);
      const signingIn = adapter.socialSignIn('facebook', new AbortController().signal);
      const state = stateOf(open.lastCall.args[0] as string);
      // Made while its window is still there: WebKit refuses a closed window as a message's source.
      const late = new MessageEvent('message', {
        data: { type: IDENTITY_RESULT, state, result: 'signin', session: SESSION }, origin: location.origin, source: popup.win,
      });
      popup.frame.remove();
      clock.tick(POPUP_CLOSED_POLL_MS);
      window.dispatchEvent(late);
      expect(await signingIn).to.deep.equal(SESSION);
    });
  });

  describe('mail sign-in and password reset', () => {
    it('draws the sign-in page in a frame of the container, sizes it as the page says, and removes it once signed in', async () => {
      const adapter = createIdentityStandIn(window, BASE);
      await adapter.init({ locale: 'en_US' });
      const container = document.createElement('div');
      document.body.append(container);
      const signIn = adapter.mailSignIn(container, new AbortController().signal);
      const frame = container.querySelector('iframe')!;
      expect(frame.title).to.equal('Sign in with email');
      expect(new URL(frame.src).pathname).to.equal('/__identity-pages__/signin.html');
      expect(new URL(frame.src).searchParams.get('theme')).to.equal('dark');
      expect(frame.getAttribute('style'), 'styled through CSSOM only').to.contain('width: 100%');
      const state = stateOf(frame.src);
      post(frame.contentWindow!, { type: IDENTITY_SIZE, state, height: 612.4 });
      expect(frame.style.height).to.equal('613px');
      post(frame.contentWindow!, { type: IDENTITY_SIZE, state, height: -1 });
      expect(frame.style.height).to.equal('613px');
      post(frame.contentWindow!, { type: IDENTITY_RESULT, state, result: 'signin', session: SESSION });
      expect(await signIn).to.deep.equal(SESSION);
      expect(container.querySelector('iframe')).to.equal(null);
      await adapter.signOut();
      expect(await adapter.session()).to.equal(null);
      container.remove();
    });

    it('opens the reset page for the token, and ends with an AbortError, the frame gone, when the sign-in aborts', async () => {
      const adapter = createIdentityStandIn(window, BASE);
      const container = document.createElement('div');
      document.body.append(container);
      const abort = new AbortController();
      const reset = adapter.resetPassword('tok.en.1', container, abort.signal).catch((e: DOMException) => e.name);
      const frame = container.querySelector('iframe')!;
      expect(frame.title).to.equal('Reset your password');
      expect(new URL(frame.src).pathname).to.equal('/__identity-pages__/reset.html');
      expect(new URL(frame.src).searchParams.get('token')).to.equal('tok.en.1');
      abort.abort();
      expect(await reset).to.equal('AbortError');
      await waitUntil(() => !container.querySelector('iframe'));
      const late = await adapter.mailSignIn(container, abort.signal).catch((e: DOMException) => e.name);
      expect(late, 'an already aborted signal').to.equal('AbortError');
      expect(container.querySelector('iframe')).to.equal(null);
      container.remove();
    });
  });
});
