import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { choiceString, readStoredChoice, storeChoice } from '../../../demo/cmp/consent-cookie.js';
import { createConsentPlatform, type ConsentPlatform } from '../../../demo/cmp/platform.js';
import { encodeTcString } from '../../../demo/cmp/tc-string.js';
import type { TCData } from '../../../demo/cmp/tcf-api.js';

// Near the real clock: the cookie expires 13 months after it, and the browser drops one already expired.
const NOW = Math.floor(Date.now() / 100) * 100;
const COOKIE = 'euconsent-v2';
let platform: ConsentPlatform | undefined;

const clearCookie = () => { document.cookie = `${COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`; };
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.tf-cmp');
const action = (name: string) => dialog()!.querySelector<HTMLButtonElement>(`[data-cmp-action="${name}"]`)!;
const consented = (data: TCData) => Object.keys(data.purpose.consents).filter((id) => data.purpose.consents[id]).map(Number);

function start() {
  platform = createConsentPlatform({ doc: document, now: () => NOW });
  const listener = sinon.spy();
  platform.api('addEventListener', 2, listener);
  const last = () => listener.lastCall.args[0] as TCData;
  return { listener, last };
}

describe('the demo consent platform', () => {
  beforeEach(clearCookie);
  afterEach(() => {
    platform?.destroy();
    platform = undefined;
    document.querySelectorAll('dialog.tf-cmp').forEach((d) => { d.remove(); });
    document.querySelectorAll('[data-tf-consent-ui]').forEach((d) => { d.remove(); });
    clearCookie();
  });

  describe('for a first-time visitor', () => {
    it('opens a named modal dialog, focus on its first choice', () => {
      const { last } = start();
      const d = dialog()!;
      expect(d.open).to.equal(true);
      expect(d.matches(':modal')).to.equal(true);
      expect(document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent).to.equal('Your privacy choices');
      expect(document.activeElement).to.equal(action('reject'));
      expect(last()).to.include({ eventStatus: 'cmpuishown', tcString: '' });
    });

    it('Accept all stores every purpose in euconsent-v2 and reports useractioncomplete', () => {
      const { last } = start();
      action('accept').click();
      expect(dialog()!.open).to.equal(false);
      const stored = readStoredChoice(document)!;
      expect(stored.core.purposesConsent).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(stored.core.created).to.equal(NOW);
      expect(last()).to.include({ eventStatus: 'useractioncomplete', tcString: stored.tcString });
      expect(consented(last())).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    });

    it('Reject all stores no purpose', () => {
      const { last } = start();
      action('reject').click();
      expect(readStoredChoice(document)!.core.purposesConsent).to.deep.equal([]);
      expect(last().eventStatus).to.equal('useractioncomplete');
      expect(consented(last())).to.deep.equal([]);
    });

    it('Manage shows one switch per purpose, and Save stores exactly those switched on', () => {
      const { last } = start();
      expect(action('save').hidden).to.equal(true);
      action('manage').click();
      expect(action('manage').getAttribute('aria-expanded')).to.equal('true');
      const switches = [...dialog()!.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
      expect(switches).to.have.length(11);
      expect(switches.every((s) => !s.checked && s.closest('label')?.textContent)).to.equal(true);
      expect(document.activeElement).to.equal(switches[0]);
      switches[0]!.click();
      switches[6]!.click();
      action('save').click();
      expect(readStoredChoice(document)!.core.purposesConsent).to.deep.equal([1, 7]);
      expect(consented(last())).to.deep.equal([1, 7]);
    });

    it('Escape closes it without storing or granting anything', async () => {
      const { listener } = start();
      await sendKeys({ press: 'Escape' });
      expect(dialog()!.open).to.equal(false);
      expect(document.cookie).not.to.contain(COOKIE);
      expect(listener.callCount).to.equal(1);
    });
  });

  describe('for a visitor with a stored choice', () => {
    it('shows no banner and reports tcloaded with that choice', () => {
      storeChoice(document, choiceString([1, 3, 4], NOW - 86_400_000), NOW);
      const { last } = start();
      expect(dialog()?.open ?? false).to.equal(false);
      expect(last().eventStatus).to.equal('tcloaded');
      expect(consented(last())).to.deep.equal([1, 3, 4]);
    });

    it('asks again when the cookie is malformed, from another platform or an older policy', () => {
      const foreign = encodeTcString({ ...choiceString([1], NOW).core, cmpId: 10 });
      const oldPolicy = encodeTcString({ ...choiceString([1], NOW).core, tcfPolicyVersion: 2 });
      for (const value of ['garbage%ZZ', foreign, oldPolicy]) {
        document.cookie = `${COOKIE}=${value}; path=/`;
        const { last } = start();
        expect(dialog()!.open, value).to.equal(true);
        expect(last().eventStatus).to.equal('cmpuishown');
        platform!.destroy();
        dialog()!.remove();
      }
    });

    it('reopens from any [data-tf-consent-ui] control with the stored switches, and keeps the first creation date', () => {
      storeChoice(document, choiceString([2, 9], NOW - 86_400_000), NOW);
      const { last } = start();
      const link = document.createElement('button');
      link.setAttribute('data-tf-consent-ui', '');
      link.textContent = 'Privacy choices';
      document.body.append(link);
      link.click();
      expect(dialog()!.open).to.equal(true);
      expect(last().eventStatus).to.equal('cmpuishown');
      action('manage').click();
      const on = [...dialog()!.querySelectorAll<HTMLInputElement>('input[role="switch"]')].filter((s) => s.checked).map((s) => s.value);
      expect(on).to.deep.equal(['2', '9']);
      action('accept').click();
      expect(readStoredChoice(document)!.core.created).to.equal(NOW - 86_400_000);
      expect(readStoredChoice(document)!.core.lastUpdated).to.equal(NOW);
    });

    it('reopens on displayConsentUi, and Escape then confirms the stored choice', async () => {
      storeChoice(document, choiceString([1], NOW), NOW);
      const { last } = start();
      platform!.api('displayConsentUi', 2, () => undefined);
      expect(dialog()!.open).to.equal(true);
      await sendKeys({ press: 'Escape' });
      expect(dialog()!.open).to.equal(false);
      expect(last().eventStatus).to.equal('useractioncomplete');
      expect(consented(last())).to.deep.equal([1]);
    });
  });
});
