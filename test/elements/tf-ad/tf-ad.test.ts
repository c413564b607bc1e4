import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import '../../../elements/tf-ad/tf-ad.js';
import { TfAd } from '../../../elements/tf-ad/tf-ad.component.js';
import { fakeAds } from '../../support/fake-ads.js';

const original = TfAd.slots;
const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('<tf-ad>', () => {
  let ads: ReturnType<typeof fakeAds>;
  beforeEach(() => {
    ads = fakeAds();
    TfAd.slots = () => ads.slots;
  });
  afterEach(() => {
    TfAd.slots = original;
  });

  it('defines its slot when connected, under a visible Advertisement label, its box the first size', async () => {
    const ad = await fixture<TfAd>(html`<tf-ad size="300x250,300x600" position="leaderboard"></tf-ad>`);
    await waitUntil(() => ad.state === 'defined');
    expect(ads.gpt.slots.map((s) => [s.path, s.sizes, s.id])).to.deep.equal([['/1/leaderboard', [[300, 250], [300, 600]], ad.id]]);
    expect(ad.shadowRoot!.querySelector('[part=label]')!.textContent).to.equal('Advertisement');
    const box = ad.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([300, 266]);
    expect(ad.hasAttribute('style')).to.equal(false);
    await expect(ad).to.be.accessible();
  });

  it('keeps its slot when moved in one task, destroys it when removed for good', async () => {
    const zone = await fixture<HTMLElement>(html`<div><section><tf-ad size="728x90"></tf-ad></section><section></section></div>`);
    const ad = zone.querySelector('tf-ad')!;
    await waitUntil(() => ad.state === 'defined');
    zone.lastElementChild!.append(ad);
    await microtask();
    await microtask();
    expect(ads.gpt.count('destroySlots')).to.equal(0);
    expect(ads.gpt.count('defineSlot')).to.equal(1);
    ad.remove();
    await microtask();
    expect(ads.gpt.count('destroySlots')).to.equal(1);
    expect(ads.gpt.live()).to.deep.equal([]);
  });

  it('leaves no slot behind across 20 zones drawn and destroyed', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    for (let visit = 0; visit < 20; visit++) {
      const zone = document.createElement('div');
      const rectangle = document.createElement('tf-ad');
      rectangle.setAttribute('size', '300x250');
      const leaderboard = document.createElement('tf-ad');
      leaderboard.setAttribute('size', '728x90');
      leaderboard.setAttribute('position', 'leaderboard');
      zone.append(rectangle, leaderboard);
      page.replaceChildren(zone);
      const [a, b] = zone.querySelectorAll('tf-ad');
      await waitUntil(() => a!.state === 'defined' && b!.state === 'defined');
    }
    page.replaceChildren();
    await microtask();
    expect(ads.gpt.count('defineSlot')).to.equal(40);
    expect(ads.gpt.calls.filter((c) => c.name === 'destroySlots').flatMap((c) => c.args[0] as string[])).to.have.length(40);
    expect(ads.gpt.live()).to.deep.equal([]);
  });

  it('reads size and position set as properties before it is connected, as React sets them on a defined element', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const ad = document.createElement('tf-ad') as TfAd;
    ad.size = '300x250';
    ad.position = 'leaderboard';
    host.append(ad);
    await waitUntil(() => ad.state === 'defined');
    expect(ads.gpt.slots.map((s) => [s.path, s.sizes])).to.deep.equal([['/1/leaderboard', [[300, 250]]]]);
    expect(ad.getAttribute('size')).to.equal('300x250');
  });

  it('loses a bad size set as a property for good: the next update does not reflect it back', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const ad = document.createElement('tf-ad') as TfAd;
    ad.size = '300,250';
    host.append(ad);
    await ad.updateComplete;
    expect([ad.size, ad.hasAttribute('size'), ad.state]).to.deep.equal([undefined, false, 'invalid']);
  });

  it('loses a size without an x and never loads, telling why', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const ad = document.createElement('tf-ad');
    ad.setAttribute('size', '300,250');
    const message = oneEvent(ad, 'tf:message');
    host.append(ad);
    expect((await message).detail.text).to.equal('Ad size "300,250" is not a list of WIDTHxHEIGHT sizes: the ad will not load');
    expect(ad.hasAttribute('size')).to.equal(false);
    expect(ad.state).to.equal('invalid');
    // It never registered: the registry was never asked for the repository.
    await microtask();
    expect(ads.asked).to.deep.equal([]);
    expect(ads.gpt.count('defineSlot')).to.equal(0);
  });

  it('loses a 1x2 size while the repository disables that call', async () => {
    const ad = await fixture<TfAd>(html`<tf-ad size="1x2"></tf-ad>`);
    await waitUntil(() => ad.state === 'off');
    expect(ad.hasAttribute('size')).to.equal(false);
    expect(ads.gpt.count('defineSlot')).to.equal(0);
  });

  it('skips an element that already has a child', async () => {
    const ad = await fixture<TfAd>(html`<tf-ad size="300x250"><img alt="sponsor" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></tf-ad>`);
    expect(ad.state).to.equal('skipped');
    await microtask();
    expect(ads.asked).to.deep.equal([]);
    expect(ads.gpt.calls).to.deep.equal([]);
  });

  it('shows what the library drew: filled at the drawn size, or empty keeping its box', async () => {
    const ad = await fixture<TfAd>(html`<tf-ad size="300x250,300x600"></tf-ad>`);
    await waitUntil(() => ad.state === 'defined');
    ads.gpt.render(ad.id, { isEmpty: false, size: [300, 600] });
    await ad.updateComplete;
    expect(ad.state).to.equal('filled');
    expect(ad.getBoundingClientRect().height).to.equal(616);
    ads.gpt.render(ad.id, { isEmpty: true, size: null });
    await ad.updateComplete;
    expect(ad.state).to.equal('empty');
    expect(ad.getBoundingClientRect().height).to.equal(616);
  });
});
