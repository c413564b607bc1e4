import { expect, html, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import { TfSignin } from '../../../elements/tf-signin/tf-signin.js';
import { providerFixtures, SIGNED_OUT } from '../../support/fake-signin-core.js';
import { $, $$, button, click, dialog, mount, title } from './harness.js';

const providers = providerFixtures();
const spectrum = providers[1]!;

describe('<tf-signin>', () => {
  afterEach(() => sinon.restore());

  describe('init', () => {
    it('initializes its core once, with its attributes, after connecting', async () => {
      const { el, core } = await mount(html`<tf-signin requestor="LTN" resource="ltn-full" brand="ltn" locale="fr_FR"
        service-base="/tve" entitlement-src="/vendor/ae.js" dev custom-css=".button{color:red}"></tf-signin>`);
      expect(core.calls.init).to.deep.equal([{ requestor: 'LTN', resource: 'ltn-full', brand: 'ltn', locale: 'fr_FR', serviceBase: '/tve',
        entitlementSrc: '/vendor/ae.js', dev: true, customCSS: '.button{color:red}' }]);
      el.requestor = 'Other';
      await el.updateComplete;
      expect(core.calls.init).to.have.length(1);
    });

    it('defaults the locale to en_US and passes missing ids as empty for the core to refuse', async () => {
      const { core } = await mount(html`<tf-signin></tf-signin>`);
      expect(core.calls.init[0]).to.include({ requestor: '', resource: '', locale: 'en_US', dev: false });
      expect(core.calls.init[0]).not.to.have.property('customCSS');
    });

    it('reads properties set between creating and drawing it (as a React wrapper does)', async () => {
      const { FakeSigninCore } = await import('../../support/fake-signin-core.js');
      const core = new FakeSigninCore();
      const factory = TfSignin.createCore;
      TfSignin.createCore = () => core;
      const el = document.createElement('tf-signin');
      document.body.append(el);
      el.requestor = 'LTN';
      el.resource = 'ltn';
      TfSignin.createCore = factory;
      await el.updateComplete;
      expect(core.calls.init[0]).to.include({ requestor: 'LTN', resource: 'ltn' });
      el.remove();
    });

    it('destroys its core and unsubscribes when removed, but not when moved', async () => {
      const { el, core } = await mount();
      const other = document.createElement('div');
      document.body.append(other);
      other.append(el);
      await Promise.resolve();
      expect(core.calls.destroy).to.equal(0);
      el.remove();
      await Promise.resolve();
      expect(core.calls.destroy).to.equal(1);
      expect(core.listenerCount('status')).to.equal(0);
      other.remove();
    });
  });

  describe('events', () => {
    it('tf:signinload carries the list and brand, bubbling and composed', async () => {
      const { el, core } = await mount();
      const heard = oneEvent(document, 'tf:signinload');
      core.finishLoading(providers, { successScreen: true });
      const event = await heard;
      expect(event.target).to.equal(el);
      expect(event.bubbles && event.composed).to.equal(true);
      expect(event.detail.providers).to.equal(providers);
      expect(event.detail.brand).to.deep.equal({ successScreen: true });
    });

    it('tf:signinstatus carries the status, which the status property reads', async () => {
      const { el, core } = await mount();
      expect(el.status).to.deep.equal(SIGNED_OUT);
      const spy = sinon.spy();
      el.addEventListener('tf:signinstatus', spy);
      core.finishLoading(providers);
      const status = core.signIn(spectrum);
      expect(spy.lastCall.args[0].detail).to.deep.equal(status);
      expect(el.status).to.deep.equal({ isLoggedIn: true, provider: spectrum, via: 'mvpd' });
    });

    it('tf:signinerror carries {code, message, id} only; an error at load opens nothing', async () => {
      const { el, core } = await mount();
      const heard = oneEvent(el, 'tf:signinerror');
      core.emit('error', { code: 'TVEErrorCannotInitialize', message: 'Wrong RequestorID/ResourceID', id: 'wrongIds', userMessage: 'x' });
      expect((await heard).detail).to.deep.equal({ code: 'TVEErrorCannotInitialize', message: 'Wrong RequestorID/ResourceID', id: 'wrongIds' });
      await el.updateComplete;
      expect(dialog(el).open).to.equal(false);
      expect(el.hasAttribute('screen')).to.equal(false);
    });

    it('tf:signinwarning relays the core warnings', async () => {
      const { el, core } = await mount();
      const heard = oneEvent(el, 'tf:signinwarning');
      core.emit('warning', { message: 'Provider list from cache', id: 'W1' });
      expect((await heard).detail).to.deep.equal({ message: 'Provider list from cache', id: 'W1' });
    });
  });

  describe('screens', () => {
    async function loaded(brand = {}) {
      const mounted = await mount();
      mounted.core.finishLoading(providers, brand);
      return mounted;
    }

    async function pickList(mounted: Awaited<ReturnType<typeof loaded>>) {
      mounted.el.login();
      mounted.core.emit('pickProvider', { providers });
      await mounted.el.updateComplete;
    }

    it('login() asks the core; pickProvider opens selectProvider, reflected as screen', async () => {
      const m = await loaded();
      await pickList(m);
      expect(m.core.calls.login).to.equal(1);
      expect(dialog(m.el).open).to.equal(true);
      expect(m.el.getAttribute('screen')).to.equal('selectProvider');
      expect(title(m.el)).to.equal('Sign in with your TV provider');
      expect($$(m.el, '.step').map((s) => s.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['1 Select provider', '2 Sign in', '3 Watch']);
      expect($(m.el, '.step[aria-current="step"]')!.textContent).to.contain('Select provider');
      expect($$(m.el, '.logo').map((b) => b.dataset.provider)).to.have.length(8);
    });

    it('a logo picks its provider; the login frame then shows in iframeWrapper', async () => {
      const m = await loaded();
      await pickList(m);
      await click(m.el, $(m.el, '.logo[data-provider="Charter_Direct"]')!);
      expect(m.core.calls.selectProvider).to.deep.equal(['Charter_Direct']);
      const frame = m.core.openLoginFrame(500, 420)!;
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('iframeWrapper');
      expect(frame.name).to.equal('mvpdframe');
      // The frame is in the document tree (found by its name), shown through the dialog's slot.
      expect(frame.parentElement!.parentElement).to.equal(m.el);
      expect((window as unknown as Record<string, unknown>).mvpdframe).to.equal(frame.contentWindow);
      expect(frame.parentElement!.assignedSlot).to.equal($(m.el, 'slot[name="frame"]'));
      expect(frame.title).to.equal('TV provider sign-in');
      expect(frame.parentElement!.getBoundingClientRect().height).to.equal(420);
    });

    it('back from the login frame cancels that sign-in and returns to the list', async () => {
      const m = await loaded();
      await pickList(m);
      m.core.openLoginFrame();
      await m.el.updateComplete;
      await click(m.el, button(m.el, 'Go back'));
      expect(m.core.calls.cancelLogin).to.equal(1);
      expect(m.el.getAttribute('screen')).to.equal('selectProvider');
    });

    it('a sign-in closes the overlay, or shows successMessage when the brand says so', async () => {
      const plain = await loaded();
      await pickList(plain);
      plain.core.signIn(spectrum);
      await plain.el.updateComplete;
      expect(dialog(plain.el).open).to.equal(false);
      expect(plain.el.hasAttribute('screen')).to.equal(false);

      const m = await loaded({ successScreen: true });
      await pickList(m);
      m.core.signIn(spectrum);
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('successMessage');
      expect(title(m.el)).to.equal('CONGRATULATIONS');
      expect($<HTMLImageElement>(m.el, '.provider img')!.src).to.equal(new URL('/tve/logos/Charter_Direct-white.svg', location.href).href);
      expect($<HTMLImageElement>(m.el, '.provider img')!.alt).to.equal('Spectrum');
      expect($(m.el, '.step[aria-current="step"]')!.textContent).to.contain('Watch');
      await click(m.el, button(m.el, 'Watch Now'));
      expect(dialog(m.el).open).to.equal(false);
      expect(m.core.calls.cancelLogin).to.equal(0);
    });

    it('Sign Out on successMessage logs out; signedOut closes the overlay', async () => {
      const m = await loaded({ successScreen: true });
      await pickList(m);
      m.core.signIn(spectrum);
      await m.el.updateComplete;
      await click(m.el, button(m.el, 'Sign Out'));
      expect(m.core.calls.logout).to.equal(1);
      m.core.signOut();
      await m.el.updateComplete;
      expect(dialog(m.el).open).to.equal(false);
    });

    it('open() shows signOut to a signed-in viewer, and starts a sign-in otherwise', async () => {
      const m = await loaded();
      m.el.open();
      expect(m.core.calls.login).to.equal(1);
      m.el.close();
      m.core.emit('status', { isLoggedIn: true, provider: spectrum, via: 'mvpd' });
      m.el.open();
      await m.el.updateComplete;
      expect(m.core.calls.login).to.equal(1);
      expect(m.el.getAttribute('screen')).to.equal('signOut');
      expect(title(m.el)).to.equal("You're signed in");
      expect($(m.el, '.message')!.textContent).to.equal('You are signed in with Spectrum.');
      expect($<HTMLImageElement>(m.el, '.provider img')!.src).to.contain('Charter_Direct-white.svg');
      button(m.el, 'Watch Now');
      await click(m.el, button(m.el, 'Sign Out'));
      expect(m.core.calls.logout).to.equal(1);
    });

    it("\"Don't see Your Provider?\" leads to dontSeeUrMvpd, whose back returns to the list", async () => {
      const m = await loaded();
      await pickList(m);
      await click(m.el, button(m.el, "Don't see Your Provider?"));
      expect(m.el.getAttribute('screen')).to.equal('dontSeeUrMvpd');
      expect(title(m.el)).to.equal("Don't see your provider?");
      await click(m.el, button(m.el, 'Go back'));
      expect(m.el.getAttribute('screen')).to.equal('selectProvider');
      await click(m.el, button(m.el, "Don't see Your Provider?"));
      await click(m.el, button(m.el, 'Search again'));
      expect(m.el.getAttribute('screen')).to.equal('selectProvider');
      expect(m.core.calls.cancelLogin).to.equal(0);
    });

    it('Learn more shows the FAQ; Get started and back lead to the list', async () => {
      const m = await loaded();
      await pickList(m);
      await click(m.el, button(m.el, 'Learn more'));
      expect(m.el.getAttribute('screen')).to.equal('learnMore');
      expect($$(m.el, '.faq dt')).to.have.length(5);
      await click(m.el, button(m.el, 'Get started'));
      expect(m.el.getAttribute('screen')).to.equal('selectProvider');
      await click(m.el, button(m.el, 'Learn more'));
      await click(m.el, button(m.el, 'Go back'));
      expect(m.el.getAttribute('screen')).to.equal('selectProvider');
    });

    it('with collapsible-faq the questions are <tf-collapsible> sections', async () => {
      const m = await mount(html`<tf-signin requestor="LTN" resource="ltn" collapsible-faq></tf-signin>`);
      m.core.finishLoading(providers);
      await pickList(m);
      await click(m.el, button(m.el, 'Learn more'));
      // Its code is loaded on first use: a sign-in without the collapsible FAQ never loads it.
      await customElements.whenDefined('tf-collapsible');
      const sections = $$(m.el, '.faq tf-collapsible');
      expect(sections).to.have.length(5);
      expect(sections[0]!.querySelector('[slot="trigger"]')!.textContent).to.equal('Why do I sign in with my TV provider?');
    });

    it('busy shows pleaseWait during a sign-in, and its end closes it', async () => {
      const m = await loaded();
      m.el.login();
      m.core.emit('busy', true);
      await m.el.updateComplete;
      expect(m.el.getAttribute('screen')).to.equal('pleaseWait');
      expect(title(m.el)).to.equal('Please wait...');
      expect(dialog(m.el).getAttribute('aria-busy')).to.equal('true');
      m.core.emit('busy', false);
      await m.el.updateComplete;
      expect(dialog(m.el).open).to.equal(false);
    });

    it('busy opens nothing when nobody asked, nor when the brand turns waitScreen off', async () => {
      const m = await loaded({ waitScreen: false });
      m.core.emit('busy', true);
      await m.el.updateComplete;
      expect(dialog(m.el).open).to.equal(false);
      m.el.login();
      m.core.emit('busy', true);
      await m.el.updateComplete;
      expect(dialog(m.el).open).to.equal(false);
    });

    it('closing mid-login cancels the sign-in; closing after it does not', async () => {
      const m = await loaded({ successScreen: true });
      await pickList(m);
      await click(m.el, button(m.el, 'Close'));
      expect(m.core.calls.cancelLogin).to.equal(1);
      expect(dialog(m.el).open).to.equal(false);
      await pickList(m);
      m.core.signIn(spectrum);
      await m.el.updateComplete;
      await click(m.el, button(m.el, 'Close'));
      expect(m.core.calls.cancelLogin).to.equal(1);
    });
  });
});
