import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/tf-adblock-message/tf-adblock-message.js';
import { TICK_MS, type TfAdblockMessage } from '../../elements/tf-adblock-message/tf-adblock-message.component.js';

const shown = (el: TfAdblockMessage) => el.shadowRoot!.querySelector('.seconds')!.textContent;

describe('<tf-adblock-message>', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => clock.restore());

  it('is a modal alertdialog with the help link, counting down 30 s, then closes and leaves', async () => {
    const el = await fixture<TfAdblockMessage>(html`<tf-adblock-message help-href="/legal/ad-block-help.html" seconds="30"></tf-adblock-message>`);
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/legal/ad-block-help.html');
    // Said once, not every second: the countdown is no live region.
    expect(el.shadowRoot!.querySelector('#description')!.textContent).to.contain('resumes in 30 seconds');
    expect(el.shadowRoot!.querySelector('.countdown')!.getAttribute('aria-hidden')).to.equal('true');
    expect(el.shadowRoot!.querySelector('[aria-live]')).to.equal(null);
    expect(shown(el)).to.equal('30');
    const closed = sinon.spy();
    el.addEventListener('close', closed);
    await clock.tickAsync(TICK_MS);
    expect(shown(el)).to.equal('29');
    await clock.tickAsync(TICK_MS * 28);
    expect(shown(el)).to.equal('1');
    await clock.tickAsync(TICK_MS - 1);
    expect(el.isConnected).to.equal(true);
    await clock.tickAsync(1);
    expect(closed.calledOnce).to.equal(true);
    expect(el.isConnected).to.equal(false);
    expect(dialog.open).to.equal(false);
  });

  it('Escape does not cut the 30 s short', async () => {
    const el = await fixture<TfAdblockMessage>(html`<tf-adblock-message></tf-adblock-message>`);
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).to.equal(true);
    expect(dialog.open).to.equal(true);
    await clock.tickAsync(TICK_MS * 30);
    expect(el.isConnected).to.equal(false);
  });

  it('a malformed seconds attribute falls back to 30', async () => {
    const el = await fixture<TfAdblockMessage>(html`<tf-adblock-message seconds="soon"></tf-adblock-message>`);
    expect(shown(el)).to.equal('30');
    el.remove();
  });

  it('is accessible', async () => {
    const el = await fixture<TfAdblockMessage>(html`<tf-adblock-message></tf-adblock-message>`);
    clock.restore();
    await expect(el).shadowDom.to.be.accessible();
    el.remove();
  });
});
