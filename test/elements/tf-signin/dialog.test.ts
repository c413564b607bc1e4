import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { providerFixtures } from '../../support/fake-signin-core.js';
import { applyReducedMotionRules } from '../../support/reduced-motion.js';
import { pressWithShift } from '../../support/keys.js';
import { $, button, dialog, focused, mount, title } from './harness.js';

const providers = providerFixtures();

describe('<tf-signin> as a modal dialog', () => {
  let opener: HTMLButtonElement;

  beforeEach(() => {
    opener = document.createElement('button');
    opener.textContent = 'Sign in';
    document.body.append(opener);
  });

  afterEach(() => opener.remove());

  async function openFromButton() {
    const m = await mount();
    m.core.finishLoading(providers);
    opener.focus();
    opener.addEventListener('click', () => m.el.login());
    await sendKeys({ press: 'Enter' });
    m.core.emit('pickProvider', { providers });
    await m.el.updateComplete;
    return m;
  }

  it('is a modal <dialog> labelled by its heading, the page behind it inert', async () => {
    const { el } = await openFromButton();
    expect(dialog(el).matches(':modal')).to.equal(true);
    expect(dialog(el).getAttribute('aria-labelledby')).to.equal('title');
    expect(title(el)).to.equal('Sign in with your TV provider');
    opener.focus();
    expect(focused()).not.to.equal(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    const { el } = await openFromButton();
    const seen = new Set<Element | null>();
    for (let i = 0; i < 40; i++) {
      await sendKeys({ press: 'Tab' });
      const now = focused();
      seen.add(now);
      if (now !== null && now !== document.body) expect(el.shadowRoot!.contains(now), `focus on <${now.localName}>`).to.equal(true);
    }
    expect(seen.has(opener)).to.equal(false);
    expect(seen.has(button(el, 'Close'))).to.equal(true);
  });

  it('goes round from the last control to Close, and back with Shift+Tab', async () => {
    const { el } = await openFromButton();
    const last = button(el, "Don't see Your Provider?");
    last.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(button(el, 'Close'));
    await pressWithShift('Tab');
    expect(focused()).to.equal(last);
  });

  it('wraps a Shift+Tab whose key the engine cannot name (WebKitGTK says Unidentified, code Tab)', async () => {
    const { el } = await openFromButton();
    const close = button(el, 'Close');
    close.focus();
    const press = new KeyboardEvent('keydown', { key: 'Unidentified', code: 'Tab', shiftKey: true, bubbles: true, composed: true, cancelable: true });
    close.dispatchEvent(press);
    expect(press.defaultPrevented).to.equal(true);
    expect(focused()).to.equal(button(el, "Don't see Your Provider?"));
  });

  it('Escape closes it mid-login, canceling the sign-in, and focus returns to the opener', async () => {
    const { el, core } = await openFromButton();
    expect(focused()).to.equal($(el, '#search'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog(el).open, 'the dialog closes');
    await el.updateComplete;
    expect(core.calls.cancelLogin).to.equal(1);
    expect(el.hasAttribute('screen')).to.equal(false);
    expect(focused()).to.equal(opener);
  });

  it('Escape on a screen after the sign-in closes without canceling anything', async () => {
    const m = await openFromButton();
    m.core.finishLoading(providers, { successScreen: true });
    m.core.signIn(providers[0]!);
    await m.el.updateComplete;
    expect(m.el.getAttribute('screen')).to.equal('successMessage');
    expect(focused()).to.equal(button(m.el, 'Watch Now'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog(m.el).open);
    expect(m.core.calls.cancelLogin).to.equal(0);
  });

  it('moves focus to each new screen: its first control to use, else its heading', async () => {
    const { el } = await openFromButton();
    button(el, "Don't see Your Provider?").click();
    await el.updateComplete;
    expect(focused()).to.equal(button(el, 'Search again'));
    button(el, 'Go back').click();
    await el.updateComplete;
    button(el, 'Learn more').click();
    await el.updateComplete;
    expect(focused()).to.equal($(el, '#title'));
  });

  it("takes the dialog's own close event (a task later) for no dismissal: the sign-in goes on, a reopened dialog stays", async () => {
    const { el, core } = await openFromButton();
    core.emit('busy', true);
    await el.updateComplete;
    core.emit('busy', false);
    await el.updateComplete;
    expect(dialog(el).open).to.equal(false);
    core.emit('pickProvider', { providers });
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(core.calls.cancelLogin).to.equal(0);
    expect(dialog(el).open).to.equal(true);
    expect(el.getAttribute('screen')).to.equal('selectProvider');
  });

  it('close() closes it and is safe when already closed', async () => {
    const { el } = await openFromButton();
    el.close();
    el.close();
    await el.updateComplete;
    expect(dialog(el).open).to.equal(false);
  });

  it('animates its entrance, except under prefers-reduced-motion', async () => {
    const { el } = await openFromButton();
    expect(getComputedStyle(dialog(el)).animationName).to.equal('tf-signin-in');
    const undo = applyReducedMotionRules(el.shadowRoot!);
    try {
      expect(getComputedStyle(dialog(el)).animationName).to.equal('none');
    } finally {
      undo();
    }
  });
});
