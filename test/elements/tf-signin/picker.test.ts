import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { PICKER_POLL_MS, PICKER_POLLS } from '../../../elements/tf-signin/embedded-picker.controller.js';
import { providerFixtures } from '../../support/fake-signin-core.js';
import { mount } from './harness.js';

const providers = providerFixtures();
const pickerRoot = (container: HTMLElement) => container.querySelector<HTMLElement>(':scope > [data-tf-signin-picker]')?.shadowRoot ?? null;

describe('<tf-signin> embedded picker (selectProviderNew)', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  it('draws at once when the list is fresh: primary logos, at most 12, and see all providers', async () => {
    const m = await mount();
    const many = Array.from({ length: 15 }, (_, i) => ({ ...providers[0]!, id: `p${i}`, displayName: `Provider ${i}` }));
    m.core.finishLoading(many);
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    m.el.showPicker(container);
    await m.el.updateComplete;
    const root = pickerRoot(container)!;
    expect(root.querySelectorAll('.logo')).to.have.length(12);
    expect(root.querySelector('h2')!.textContent).to.equal('Select your TV provider');
    expect(m.el.getAttribute('screen')).to.equal('selectProviderNew');
    expect(root.querySelector('style')).to.equal(null);
    expect(root.adoptedStyleSheets).to.have.length(1);
  });

  it('a logo picks its provider; see all providers starts a sign-in (the overlay list)', async () => {
    const m = await mount();
    m.core.finishLoading(providers);
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    m.el.showPicker(container);
    const root = pickerRoot(container)!;
    root.querySelector<HTMLButtonElement>('.logo[data-provider="Dish"]')!.click();
    expect(m.core.calls.selectProvider).to.deep.equal(['Dish']);
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'see all providers')!.click();
    expect(m.core.calls.login).to.equal(1);
    m.core.emit('pickProvider', { providers });
    await m.el.updateComplete;
    expect(m.el.getAttribute('screen')).to.equal('selectProvider');
    m.el.close();
    await m.el.updateComplete;
    expect(m.el.getAttribute('screen')).to.equal('selectProviderNew');
  });

  it('polls every 100 ms while the list is not fresh and draws once it is', async () => {
    const m = await mount();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const container = document.createElement('div');
    document.body.append(container);
    m.el.showPicker(container);
    expect(m.core.calls.freshProviders).to.equal(1);
    clock.tick(PICKER_POLL_MS * 5);
    expect(m.core.calls.freshProviders).to.equal(6);
    expect(pickerRoot(container)).to.equal(null);
    m.core.fresh = providers;
    clock.tick(PICKER_POLL_MS);
    expect(m.core.calls.freshProviders).to.equal(7);
    expect(pickerRoot(container)!.querySelectorAll('.logo')).to.have.length(8);
    clock.tick(PICKER_POLL_MS * 30);
    expect(m.core.calls.freshProviders).to.equal(7);
    container.remove();
  });

  it('draws on the 20th poll, but gives up after it with a warning, polling no more', async () => {
    const late = await mount();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const a = document.createElement('div');
    late.el.showPicker(a);
    clock.tick(PICKER_POLL_MS * (PICKER_POLLS - 1));
    late.core.fresh = providers;
    clock.tick(PICKER_POLL_MS);
    expect(pickerRoot(a)).not.to.equal(null);

    const never = await mount();
    const warning = sinon.spy();
    never.el.addEventListener('tf:signinwarning', warning);
    const b = document.createElement('div');
    never.el.showPicker(b);
    clock.tick(PICKER_POLL_MS * PICKER_POLLS);
    expect(never.core.calls.freshProviders).to.equal(PICKER_POLLS + 1);
    expect(warning.callCount).to.equal(1);
    expect(warning.lastCall.args[0].detail.id).to.equal('selectProviderNew');
    never.core.fresh = providers;
    clock.tick(PICKER_POLL_MS * 50);
    expect(never.core.calls.freshProviders).to.equal(PICKER_POLLS + 1);
    expect(pickerRoot(b)).to.equal(null);
  });

  it('stops polling when the element leaves the page', async () => {
    const m = await mount();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    m.el.showPicker(document.createElement('div'));
    m.el.remove();
    clock.tick(PICKER_POLL_MS * 50);
    expect(m.core.calls.freshProviders).to.equal(1);
  });

  it('a second call moves the picker to the new container', async () => {
    const m = await mount();
    m.core.finishLoading(providers);
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    m.el.showPicker(a);
    m.el.showPicker(b);
    expect(pickerRoot(a)).to.equal(null);
    expect(pickerRoot(b)).not.to.equal(null);
  });

  it('custom-css reaches the picker too', async () => {
    const m = await mount(html`<tf-signin requestor="LTN" resource="ltn" custom-css=".picker-title{color:rgb(9, 8, 7)}"></tf-signin>`);
    m.core.finishLoading(providers);
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    m.el.showPicker(container);
    expect(getComputedStyle(pickerRoot(container)!.querySelector('h2')!).color).to.equal('rgb(9, 8, 7)');
  });
});
