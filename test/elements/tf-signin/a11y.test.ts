import { expect, fixture, html } from '@open-wc/testing';
import type { TfSignin } from '../../../elements/tf-signin/tf-signin.js';
import type { FakeSigninCore } from '../../support/fake-signin-core.js';
import { providerFixtures } from '../../support/fake-signin-core.js';
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

  it('the embedded picker', async () => {
    const { el, core } = await mount();
    core.finishLoading(providers);
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    el.showPicker(container);
    await expect(container).to.be.accessible();
  });
});
