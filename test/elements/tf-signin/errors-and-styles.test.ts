import { expect, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { SigninError } from '../../../runtime/tve/signin/index.js';
import { providerFixtures } from '../../support/fake-signin-core.js';
import { $, $$, button, click, dialog, mount, title } from './harness.js';

const providers = providerFixtures();

describe('<tf-signin> errors, custom CSS and untrusted data', () => {
  afterEach(() => sinon.restore());

  describe('error screen', () => {
    const cases: [SigninError, string][] = [
      [{ code: 'TVEErrorGeneric', message: 'Multiple Authentication Requests Error', id: 'multipleRequests' }, 'Multiple Authentication Requests Error'],
      [{ code: 'TVEErrorCannotInitialize', message: 'The Component Is Not Loaded', id: 'notLoaded' }, 'The Component Is Not Loaded'],
      [{ code: 'TVEErrorUserNotAuthorized', message: 'User not Authorized Error', id: 'Z100' }, 'User not Authorized Error'],
      [{ code: 'TVEErrorLocalStorage', message: 'LocalStorage Is Unavailable', id: 'localStorage',
        userMessage: 'Please use a browser that is not in private mode.' }, 'Please use a browser that is not in private mode.'],
      [{ code: 'TVEErrorUserNotAuthenticated' as never, message: 'User Not Authenticated Error', id: 'CFG100',
        userMessage: 'Your computer clock or date is wrong.' }, 'Your computer clock or date is wrong.'],
    ];

    for (const [error, shown] of cases) {
      it(`shows 'Sorry' and "${shown}" for ${error.id} during a sign-in`, async () => {
        const { el, core } = await mount();
        core.finishLoading(providers);
        el.login();
        core.emit('error', error);
        await el.updateComplete;
        expect(el.getAttribute('screen')).to.equal('error');
        expect(title(el)).to.equal('Sorry');
        expect($(el, '.message')!.textContent).to.equal(shown);
        expect($(el, '.message')!.getAttribute('role')).to.equal('alert');
        await click(el, button(el, 'OK'));
        expect(dialog(el).open).to.equal(false);
        expect(core.calls.cancelLogin).to.equal(0);
      });
    }
  });

  describe('custom-css', () => {
    it('adopts parsable CSS as a stylesheet of the shadow root (no <style>)', async () => {
      const { el, core } = await mount(html`<tf-signin requestor="LTN" resource="ltn" custom-css="h2{color:rgb(1, 2, 3)}"></tf-signin>`);
      core.finishLoading(providers);
      el.login();
      core.emit('pickProvider', { providers });
      await el.updateComplete;
      expect(getComputedStyle($(el, 'h2')!).color).to.equal('rgb(1, 2, 3)');
      expect(el.shadowRoot!.querySelector('style')).to.equal(null);
      expect(el.shadowRoot!.adoptedStyleSheets).to.have.length(2);
    });

    it('ignores text in which nothing parses, with a warning, and keeps its own styles', async () => {
      const spy = sinon.spy();
      document.addEventListener('tf:signinwarning', spy);
      const { el } = await mount(html`<tf-signin requestor="LTN" resource="ltn" custom-css="}}} not css {{"></tf-signin>`);
      document.removeEventListener('tf:signinwarning', spy);
      expect(el.shadowRoot!.adoptedStyleSheets).to.have.length(1);
      expect(spy.lastCall.args[0].detail.id).to.equal('customCSS');
      el.customCSS = '';
      await el.updateComplete;
      expect(el.shadowRoot!.adoptedStyleSheets).to.have.length(1);
    });
  });

  describe('untrusted provider data', () => {
    it('binds names as text and drops logo URLs that are not http(s)', async () => {
      const { el, core } = await mount();
      const bad = providers.find((p) => p.id === 'Bad')!;
      core.finishLoading(providers, { primaryList: ['Bad', 'Sling'] });
      el.login();
      core.emit('pickProvider', { providers });
      await el.updateComplete;
      const [badLogo, sling] = $$(el, '.logo');
      expect(badLogo!.querySelector('img')).to.equal(null);
      expect(badLogo!.textContent!.trim()).to.equal(bad.displayName);
      expect(sling!.textContent!.trim()).to.equal('Sling TV');
      expect(el.shadowRoot!.querySelectorAll('img[src^="javascript"], img[src="x"]')).to.have.length(0);
    });
  });
});
