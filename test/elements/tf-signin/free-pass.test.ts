import { expect, html } from '@open-wc/testing';
import sinon from 'sinon';
import { FREE_PASS_DEFAULT_SECONDS } from '../../../runtime/tve/signin/index.js';
import { providerFixtures } from '../../support/fake-signin-core.js';
import { $, $$, button, click, dialog, mount, title } from './harness.js';

const providers = providerFixtures();
const DAY_MS = FREE_PASS_DEFAULT_SECONDS * 1000;
const NOW = 1_700_000_000_000;
const EXPIRED_TEXT = 'Your 24 hour free preview session has already expired.';

/** The list, then "Don't see Your Provider?". */
async function atDontSee(pass?: Parameters<Awaited<ReturnType<typeof mount>>['core']['emit']>[1]) {
  const m = await mount();
  m.core.finishLoading(providers);
  if (pass) m.core.emit('freePass', pass as never);
  m.el.login();
  m.core.emit('pickProvider', { providers });
  await m.el.updateComplete;
  await click(m.el, button(m.el, "Don't see Your Provider?"));
  return m;
}

const clockText = (m: { el: HTMLElement & { shadowRoot: ShadowRoot | null } }) => m.el.shadowRoot!.querySelector('.countdown [aria-hidden="true"]')!.textContent;
const spoken = (m: { el: HTMLElement & { shadowRoot: ShadowRoot | null } }) => m.el.shadowRoot!.querySelector('.countdown .visually-hidden')!.textContent;

describe('<tf-signin> free pass (fpSuccess, fpSignOut screens)', () => {
  afterEach(() => sinon.restore());

  describe("dontSeeUrMvpd's offer", () => {
    it('is absent while the pass is unavailable (a non-social brand, FPisActive false, the window over)', async () => {
      const m = await atDontSee();
      expect(() => button(m.el, 'Start your free pass')).to.throw();
      expect($(m.el, '.body')!.textContent).not.to.contain(EXPIRED_TEXT);
    });

    it('starts the pass when ready: pleaseWait, then fpSuccess with the countdown from the full duration', async () => {
      const m = await atDontSee({ state: 'ready', duration: FREE_PASS_DEFAULT_SECONDS });
      await click(m.el, button(m.el, 'Start your free pass'));
      expect(m.core.calls.startFreePass).to.equal(1);
      m.core.emit('busy', true);
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('pleaseWait');
      m.core.startPass(Date.now() + DAY_MS);
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('fpSuccess');
      expect(title(m.el)).to.equal('Your free pass has started');
      expect(clockText(m)).to.equal('24:00:00');
      expect(spoken(m)).to.equal('24 hours 0 minutes 0 seconds');
      // The pass has just begun: nothing to sign out of yet, only the way to the videos.
      expect($$(m.el, '.actions button').map((b) => b.textContent!.trim())).to.deep.equal(['Watch videos']);
      await click(m.el, button(m.el, 'Watch videos'));
      expect(dialog(m.el).open).to.equal(false);
      expect(m.core.calls.cancelLogin).to.equal(0);
    });

    it("shows the core's error (the expired pass) on the error screen when starting fails", async () => {
      const m = await atDontSee({ state: 'ready', duration: FREE_PASS_DEFAULT_SECONDS });
      await click(m.el, button(m.el, 'Start your free pass'));
      m.core.emit('error', { code: 'TVEErrorGeneric', message: EXPIRED_TEXT, id: 'FPS' });
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('error');
      expect($(m.el, '[role="alert"]')!.textContent).to.equal(EXPIRED_TEXT);
    });

    it('carries the expired message within the 7-day window, and neither it nor the offer after', async () => {
      const m = await atDontSee({ state: 'expired', duration: FREE_PASS_DEFAULT_SECONDS, expiredAt: Date.now() - 1000 });
      expect($$(m.el, '.message').map((p) => p.textContent)).to.include(EXPIRED_TEXT);
      expect(() => button(m.el, 'Start your free pass')).to.throw();
      // The core erases the date when the window ends: the screen follows at once.
      m.core.emit('freePass', { state: 'expired', duration: FREE_PASS_DEFAULT_SECONDS });
      await m.el.updateComplete;
      expect($(m.el, '.body')!.textContent).not.to.contain(EXPIRED_TEXT);
    });
  });

  describe('the countdown (fake timers)', () => {
    let clock: sinon.SinonFakeTimers;

    async function running(msLeft = DAY_MS, duration = FREE_PASS_DEFAULT_SECONDS) {
      clock = sinon.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
      const m = await mount();
      m.core.finishLoading(providers);
      m.el.login();
      m.core.startPass(NOW + msLeft, duration);
      await m.el.updateComplete;
      return m;
    }

    async function tick(m: Awaited<ReturnType<typeof running>>, ms: number) {
      await clock.tickAsync(ms);
      await m.el.updateComplete;
    }

    /** A long wait at once, as a throttled background tab lives it: the timers due fire late, the time shown is still right. */
    async function jump(m: Awaited<ReturnType<typeof running>>, ms: number) {
      clock.tick(ms);
      await m.el.updateComplete;
    }

    it('ticks every second as h:mm:ss, with the time in words', async () => {
      const m = await running();
      await tick(m, 999);
      expect(clockText(m)).to.equal('24:00:00');
      await tick(m, 1);
      expect(clockText(m)).to.equal('23:59:59');
      await tick(m, 1000);
      expect(clockText(m)).to.equal('23:59:58');
      await jump(m, 3600_000 + 58_000);
      expect(clockText(m)).to.equal('22:59:00');
      expect(spoken(m)).to.equal('22 hours 59 minutes 0 seconds');
      await jump(m, 21 * 3600_000 + 57 * 60_000 + 59_000);
      expect(clockText(m)).to.equal('1:01:01');
      expect(spoken(m)).to.equal('1 hour 1 minute 1 second');
      await tick(m, 1000);
      expect(clockText(m)).to.equal('1:01:00');
    });

    it('is a timer (not announced each second), named, its digits hidden from assistive technology', async () => {
      const m = await running();
      const timer = $(m.el, '.countdown')!;
      expect(timer.getAttribute('role')).to.equal('timer');
      expect(timer.getAttribute('aria-label')).to.equal('Time left');
      expect(timer.hasAttribute('aria-live')).to.equal(false);
      expect($$(m.el, '[aria-live]:not([aria-live="off"])')).to.have.length(0);
    });

    it('reaches 0:00:00 and then stops', async () => {
      const m = await running(5000);
      expect(clockText(m)).to.equal('0:00:05');
      await tick(m, 4000);
      expect(clockText(m)).to.equal('0:00:01');
      await tick(m, 1000);
      expect(clockText(m)).to.equal('0:00:00');
      expect(clock.countTimers()).to.equal(0);
      await tick(m, 10_000);
      expect(clockText(m)).to.equal('0:00:00');
    });

    it('keeps no timer while closed, and shows the right time when opened again (fpSignOut)', async () => {
      const m = await running();
      expect(clock.countTimers()).to.equal(1);
      await click(m.el, button(m.el, 'Close'));
      expect(clock.countTimers()).to.equal(0);
      const renders = sinon.spy(m.el, 'requestUpdate');
      await tick(m, 3600_000);
      expect(renders.called).to.equal(false);
      m.el.open();
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('fpSignOut');
      expect(clockText(m)).to.equal('23:00:00');
      expect(clock.countTimers()).to.equal(1);
      await tick(m, 1000);
      expect(clockText(m)).to.equal('22:59:59');
    });

    it('keeps no timer when the element leaves the page', async () => {
      const m = await running();
      m.el.remove();
      expect(clock.countTimers()).to.equal(0);
    });

    it('ignores a wall clock moved back or forward: the time left follows the monotonic clock', async () => {
      const m = await running();
      await tick(m, 10_000);
      clock.setSystemTime(Date.now() - 5 * 3600_000);
      await tick(m, 1000);
      expect(clockText(m)).to.equal('23:59:49');
      clock.setSystemTime(Date.now() + 30 * 3600_000);
      await tick(m, 1000);
      expect(clockText(m)).to.equal('23:59:48');
    });

    it('follows a corrected end from the core (the service answered)', async () => {
      const m = await running();
      m.core.emit('freePass', { state: 'started', duration: FREE_PASS_DEFAULT_SECONDS, expiresAt: Date.now() + 3600_000 });
      await m.el.updateComplete;
      expect(clockText(m)).to.equal('1:00:00');
    });

    it('never shows more than the pass lasts', async () => {
      const m = await running(30 * DAY_MS, 600);
      expect(clockText(m)).to.equal('0:10:00');
    });
  });

  describe('fpSignOut', () => {
    it('open() for a viewer on the pass shows it with Watch videos and Sign Out', async () => {
      const m = await mount(html`<tf-signin requestor="LTN" resource="ltn"></tf-signin>`);
      m.core.finishLoading(providers);
      m.core.emit('freePass', { state: 'started', duration: FREE_PASS_DEFAULT_SECONDS, expiresAt: Date.now() + 2 * 3600_000 + 500 });
      m.core.emit('status', { isLoggedIn: true, provider: null, via: '24h' });
      m.el.open();
      await m.el.updateComplete;
      expect(m.core.calls.login).to.equal(0);
      expect(m.el.getAttribute('screen')).to.equal('fpSignOut');
      expect(title(m.el)).to.equal('Your 24-hour free pass');
      expect(clockText(m)).to.equal('2:00:01');
      expect($$(m.el, '.actions button').map((b) => b.textContent!.trim())).to.deep.equal(['Watch videos', 'Sign Out']);
      await click(m.el, button(m.el, 'Sign Out'));
      expect(m.core.calls.logout).to.equal(1);
      m.core.emit('freePass', { state: 'expired', duration: FREE_PASS_DEFAULT_SECONDS, expiredAt: Date.now() });
      m.core.signOut();
      await m.el.updateComplete;
      expect(dialog(m.el).open).to.equal(false);
    });
  });
});
