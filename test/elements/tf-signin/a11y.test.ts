import { expect, fixture, html } from '@open-wc/testing';
import type { TfSignin } from '../../../elements/tf-signin/tf-signin.js';
import type { FakeSigninCore } from '../../support/fake-signin-core.js';
import { FREE_PASS_DEFAULT_SECONDS } from '../../../runtime/tve/signin/index.js';
import { providerFixtures, specialProvider } from '../../support/fake-signin-core.js';
import { button, mount } from './harness.js';

const providers = providerFixtures().filter((p) => p.id !== 'Bad');
const spectrum = providers[1]!;

/** axe-core (through chai-a11y-axe) on the element with its open dialog, WCAG A and AA. */
async function expectAccessible(el: TfSignin, screen: string) {
  await el.updateComplete;
  expect(el.getAttribute('screen')).to.equal(screen);
  // Colours are measured once the entrance fade has ended (mid-fade the text is still faint).
  await Promise.all(el.shadowRoot!.querySelector('dialog')!.getAnimations().map((a) => a.finished));
  await expect(el).to.be.accessible();
}

async function list(collapsible = false) {
  const m = collapsible
    ? await mount(html`<tf-signin requestor="LTN" resource="ltn" collapsible-faq></tf-signin>`)
    : await mount();
  m.core.finishLoading(providers, { successScreen: true });
  m.el.login();
  m.core.emit('pickProvider', { providers });
  await m.el.updateComplete;
  return m;
}

async function signedIn(core: FakeSigninCore) {
  core.signIn(spectrum);
}

describe('<tf-signin> accessibility (axe on every screen)', () => {
  it('selectProvider, with logos and with the list open and highlighted', async () => {
    const { el } = await list();
    await expectAccessible(el, 'selectProvider');
    button(el, 'View all providers').click();
    await el.updateComplete;
    el.shadowRoot!.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    await expectAccessible(el, 'selectProvider');
  });

  it('dontSeeUrMvpd and learnMore (plain and collapsible)', async () => {
    const { el } = await list();
    button(el, "Don't see Your Provider?").click();
    await expectAccessible(el, 'dontSeeUrMvpd');
    button(el, 'Go back').click();
    await el.updateComplete;
    button(el, 'Learn more').click();
    await expectAccessible(el, 'learnMore');
    const other = await list(true);
    button(other.el, 'Learn more').click();
    await customElements.whenDefined('tf-collapsible');
    await expectAccessible(other.el, 'learnMore');
  });

  it('iframeWrapper, pleaseWait, successMessage, signOut and error', async () => {
    const { el, core } = await list();
    core.openLoginFrame();
    await expectAccessible(el, 'iframeWrapper');
    core.emit('busy', true);
    await expectAccessible(el, 'pleaseWait');
    await signedIn(core);
    await expectAccessible(el, 'successMessage');
    el.close();
    el.open();
    await expectAccessible(el, 'signOut');
    el.login();
    core.emit('error', { code: 'TVEErrorGeneric', message: 'Internal Error', id: 'internal' });
    await expectAccessible(el, 'error');
  });

  it("dontSeeUrMvpd with the free pass's offer, and with its expired message", async () => {
    const { el, core } = await list();
    core.emit('freePass', { state: 'ready', duration: FREE_PASS_DEFAULT_SECONDS });
    button(el, "Don't see Your Provider?").click();
    await expectAccessible(el, 'dontSeeUrMvpd');
    core.emit('freePass', { state: 'expired', duration: FREE_PASS_DEFAULT_SECONDS, expiredAt: Date.now() });
    await expectAccessible(el, 'dontSeeUrMvpd');
  });

  it('fpSuccess and fpSignOut, with the countdown', async () => {
    const { el, core } = await list();
    core.startPass(Date.now() + 3_600_000);
    await expectAccessible(el, 'fpSuccess');
    el.close();
    el.open();
    await expectAccessible(el, 'fpSignOut');
  });

  it('elvisLogin, vipLogin, elvisSuccess, elvisSignOut, elvisEnded (with social links) and elvisTerminated', async () => {
    const special = specialProvider();
    const m = await mount(html`<tf-signin requestor="LTN" resource="ltn"><a slot="social" href="https://www.facebook.com/laughtrack">Facebook</a></tf-signin>`);
    const { el, core } = m;
    core.finishLoading([...providers, special], { elvisSuccessScreen: true });
    el.login();
    core.emit('previewLogin', { provider: special });
    await expectAccessible(el, 'elvisLogin');
    const form = await fixture<HTMLFormElement>(html`<form><label>Email <input type="email" autocomplete="email"></label><button>Sign in</button></form>`);
    core.frameHost!()!.replaceChildren(form);
    core.emit('identityForm', { purpose: 'signin' });
    await expectAccessible(el, 'vipLogin');
    core.activatePreview(special);
    await expectAccessible(el, 'elvisSuccess');
    el.close();
    el.open();
    await expectAccessible(el, 'elvisSignOut');
    core.endPreview('elvisEnded');
    await expectAccessible(el, 'elvisEnded');
    core.endPreview('elvisTerminated');
    await expectAccessible(el, 'elvisTerminated');
  });

  it('the embedded picker', async () => {
    const { el, core } = await mount();
    core.finishLoading(providers);
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    el.showPicker(container);
    await expect(container).to.be.accessible();
  });
});
