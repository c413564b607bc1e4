import { expect, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { providerFixtures, specialProvider } from '../../support/fake-signin-core.js';
import { $, $$, button, click, dialog, focused, mount, title } from './harness.js';

const special = specialProvider();
const providers = [...providerFixtures().filter((p) => p.id !== 'Bad'), special];

/** The list is open; the viewer picks the special provider and the core asks for the identity method. */
async function atElvisLogin(brand = {}) {
  const m = await mount(html`<tf-signin requestor="LTN" resource="ltn" identity-src="/tve/identity.js">
    <a slot="social" href="https://www.facebook.com/laughtrack">Facebook</a><a slot="social" href="https://x.com/laughtrack">X</a></tf-signin>`);
  m.core.finishLoading(providers, brand);
  m.el.login();
  m.core.emit('pickProvider', { providers });
  await m.el.updateComplete;
  await click(m.el, $(m.el, `.logo[data-provider="${special.id}"]`)!);
  m.core.emit('previewLogin', { provider: special });
  await m.el.updateComplete;
  return m;
}

const text = (el: Element | null) => el!.textContent!.replace(/\s+/g, ' ').trim();

describe('<tf-signin> special preview (elvis*, vipLogin screens)', () => {
  it('passes identity-src to the core as identitySrc', async () => {
    const { core } = await atElvisLogin();
    expect(core.calls.init[0]).to.include({ identitySrc: '/tve/identity.js' });
  });

  describe('selectProvider', () => {
    it('lists special providers like the others: a logo, a search match, a pick the core decides on', async () => {
      const m = await mount();
      m.core.finishLoading(providers);
      m.el.login();
      m.core.emit('pickProvider', { providers });
      await m.el.updateComplete;
      expect($$(m.el, '.logo').map((b) => b.dataset.provider)).to.include(special.id);
      $<HTMLInputElement>(m.el, '#search')!.focus();
      await sendKeys({ type: 'sudden' });
      await m.el.updateComplete;
      expect($$(m.el, '[role="option"]').map((o) => o.textContent)).to.deep.equal(['Suddenlink']);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      expect(m.core.calls.selectProvider).to.deep.equal([special.id]);
    });
  });

  describe('elvisLogin', () => {
    it('previewLogin shows it: the provider, and Facebook, Twitter or email, each handed to the core', async () => {
      const m = await atElvisLogin();
      expect(m.core.calls.selectProvider).to.deep.equal([special.id]);
      expect(m.el.getAttribute('screen')).to.equal('elvisLogin');
      expect(title(m.el)).to.equal('Get full access');
      expect($<HTMLImageElement>(m.el, '.provider img')!.alt).to.equal('Suddenlink');
      expect(text($(m.el, '.message'))).to.contain('Suddenlink does not take part yet');
      const names = ['Sign in with Facebook', 'Sign in with Twitter', 'Sign in with email'];
      expect($$(m.el, '.actions button').map((b) => b.textContent!.trim())).to.deep.equal(names);
      expect(focused()).to.equal(button(m.el, names[0]!));
      for (const name of names) await click(m.el, button(m.el, name));
      expect(m.core.calls.previewSignIn).to.deep.equal(['facebook', 'twitter', 'mail']);
    });

    it('the keyboard reaches each method: Tab, then Enter', async () => {
      const m = await atElvisLogin();
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(button(m.el, 'Sign in with Twitter'));
      await sendKeys({ press: 'Enter' });
      expect(m.core.calls.previewSignIn).to.deep.equal(['twitter']);
    });

    it('back cancels the identity sign-in and returns to the list', async () => {
      const m = await atElvisLogin();
      await click(m.el, button(m.el, 'Go back'));
      expect(m.core.calls.cancelLogin).to.equal(1);
      expect(m.el.getAttribute('screen')).to.equal('selectProvider');
    });

    it('closing (the button or Escape) cancels it', async () => {
      const m = await atElvisLogin();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialog(m.el).open);
      expect(m.core.calls.cancelLogin).to.equal(1);
      expect(m.el.hasAttribute('screen')).to.equal(false);
    });

    it('a social sign-in waits on pleaseWait, then elvisSuccess when the brand asks for it', async () => {
      const m = await atElvisLogin({ elvisSuccessScreen: true, successScreen: false });
      await click(m.el, button(m.el, 'Sign in with Facebook'));
      m.core.emit('busy', true);
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('pleaseWait');
      m.core.activatePreview(special);
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('elvisSuccess');
      expect(title(m.el)).to.equal('CONGRATULATIONS');
      expect(text($(m.el, '.message'))).to.equal('You have full access with Suddenlink. Enjoy full episodes.');
      expect($$(m.el, '.actions button').map((b) => b.textContent!.trim())).to.deep.equal(['Watch Now', 'Sign Out']);
      await click(m.el, button(m.el, 'Watch Now'));
      expect(dialog(m.el).open).to.equal(false);
      expect(m.core.calls.cancelLogin).to.equal(0);
    });

    it('without elvisSuccessScreen the overlay closes on the sign-in (successScreen is the provider route\'s)', async () => {
      const m = await atElvisLogin({ successScreen: true });
      m.core.activatePreview(special);
      await m.el.updateComplete;
      expect(dialog(m.el).open).to.equal(false);
    });

    it("shows the core's error (Internal VIP Services Error)", async () => {
      const m = await atElvisLogin();
      await click(m.el, button(m.el, 'Sign in with Twitter'));
      m.core.emit('error', { code: 'TVEErrorGeneric', message: 'Internal VIP Services Error', id: 'vipServices' });
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('error');
      expect($(m.el, '[role="alert"]')!.textContent).to.equal('Internal VIP Services Error');
    });
  });

  describe('vipLogin', () => {
    it("identityForm shows the identity's mail sign-in in the frame slot, at the form's own height; back cancels it", async () => {
      const m = await atElvisLogin();
      const host = m.core.frameHost!()!;
      host.style.setProperty('height', '560px');
      await click(m.el, button(m.el, 'Sign in with email'));
      const form = document.createElement('form');
      form.setAttribute('aria-label', 'Sign in');
      host.replaceChildren(form);
      m.core.emit('identityForm', { purpose: 'signin' });
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('vipLogin');
      expect(title(m.el)).to.equal('Sign in with email');
      expect(host.assignedSlot).to.equal($(m.el, 'slot[name="frame"]'));
      expect(host.style.getPropertyValue('height')).to.equal('');
      await click(m.el, button(m.el, 'Go back'));
      expect(m.core.calls.cancelLogin).to.equal(1);
      expect(m.el.getAttribute('screen')).to.equal('selectProvider');
    });

    it('the password reset (resetToken) opens it without a list behind: no back; closing cancels', async () => {
      const m = await mount();
      m.core.finishLoading(providers);
      m.core.emit('identityForm', { purpose: 'reset' });
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('vipLogin');
      expect(title(m.el)).to.equal('Reset your password');
      expect(() => button(m.el, 'Go back')).to.throw();
      await click(m.el, button(m.el, 'Close'));
      expect(m.core.calls.cancelLogin).to.equal(1);
      expect(dialog(m.el).open).to.equal(false);
    });
  });

  describe('elvisSignOut', () => {
    it('open() for a viewer on the preview shows it; Sign Out logs out', async () => {
      const m = await atElvisLogin();
      m.core.activatePreview(special);
      await m.el.updateComplete;
      m.el.open();
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('elvisSignOut');
      expect(title(m.el)).to.equal("You're signed in");
      expect(text($(m.el, '.message'))).to.equal('You have full access with Suddenlink.');
      await click(m.el, button(m.el, 'Sign Out'));
      expect(m.core.calls.logout).to.equal(1);
    });
  });

  describe('elvisEnded and elvisTerminated', () => {
    for (const signedOutFirst of [false, true]) {
      it(`previewOver opens elvisEnded, whichever comes first of it and the sign-out (${signedOutFirst ? 'sign-out' : 'previewOver'} first)`, async () => {
        const m = await atElvisLogin();
        m.core.activatePreview(special);
        await m.el.updateComplete;
        expect(dialog(m.el).open).to.equal(false);
        m.core.endPreview('elvisEnded', signedOutFirst);
        await m.el.updateComplete;
        expect(dialog(m.el).open).to.equal(true);
        expect(m.el.getAttribute('screen')).to.equal('elvisEnded');
        expect(title(m.el)).to.equal('Your full access has ended');
        expect(text($(m.el, '.message'))).to.contain('through Suddenlink is over');
      });
    }

    it("elvisEnded offers the brand's social links as a named group; OK closes", async () => {
      const m = await atElvisLogin();
      m.core.endPreview('elvisEnded');
      await m.el.updateComplete;
      const group = $(m.el, '[part="social"]')!;
      expect(group.getAttribute('role')).to.equal('group');
      expect(group.getAttribute('aria-label')).to.equal('Contact us');
      const links = (group.querySelector('slot') as HTMLSlotElement).assignedElements();
      expect(links.map((a) => (a as HTMLAnchorElement).href)).to.deep.equal(['https://www.facebook.com/laughtrack', 'https://x.com/laughtrack']);
      expect(links[0]!.getBoundingClientRect().height).to.be.at.least(44);
      expect(focused()).to.equal(button(m.el, 'OK'));
      await click(m.el, button(m.el, 'OK'));
      expect(dialog(m.el).open).to.equal(false);
      expect(m.core.calls.cancelLogin).to.equal(0);
    });

    it("elvisTerminated says the provider no longer offers it; the sign-out that follows leaves it shown", async () => {
      const m = await atElvisLogin();
      m.core.activatePreview(special);
      m.el.open();
      await m.el.updateComplete;
      await click(m.el, button(m.el, 'Sign Out'));
      m.core.endPreview('elvisTerminated');
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('elvisTerminated');
      expect(title(m.el)).to.equal('Full access is no longer offered');
      expect(text($(m.el, '.message'))).to.contain('Suddenlink no longer offers full access');
      expect($(m.el, '[part="social"]')).to.equal(null);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialog(m.el).open);
      expect(m.core.calls.cancelLogin).to.equal(0);
    });
  });

  describe('house-based access', () => {
    it('a sign-in nobody waited on opens nothing; open() then shows signOut', async () => {
      const m = await mount();
      m.core.finishLoading(providers, { successScreen: true });
      const household = { isLoggedIn: true, provider: providers[0]!, via: 'hba' as const };
      m.core.emit('status', household);
      m.core.emit('signedIn', household);
      await m.el.updateComplete;
      expect(dialog(m.el).open).to.equal(false);
      m.el.open();
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('signOut');
    });
  });
});
