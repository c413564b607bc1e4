import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { defineLazily } from '../../../elements/shared/lazy-elements.js';
import { lazyTags } from '../../../elements/shared/lazy-tags.js';
import { TfAd } from '../../../elements/tf-ad/tf-ad.component.js';
import { fakeAds } from '../../support/fake-ads.js';

/** Box of an element, rounded to the pixel. */
const box = (element: Element) => {
  const { width, height } = element.getBoundingClientRect();
  return { width: Math.round(width), height: Math.round(height) };
};

function slide(height: number): HTMLElement {
  const div = document.createElement('div');
  div.style.setProperty('height', `${height}px`);
  div.textContent = 'slide';
  return div;
}

/**
 * The box each lazily defined element reserves while its code loads is the
 * box it draws once defined: nothing around it moves when it upgrades. The
 * elements are measured undefined, then their chunk is let through.
 */
describe('lazily defined elements', () => {
  let host: HTMLElement;
  const releases = new Map<string, () => void>();
  const gated = Object.fromEntries(Object.entries(lazyTags).map(([tag, element]) => [tag, {
    ...element,
    load: () => new Promise<void>((resolve) => releases.set(tag, resolve)).then(() => element.load()),
  }]));

  before(() => {
    host = document.createElement('div');
    host.style.setProperty('width', '600px');
    document.body.append(host);
    defineLazily(document, gated);
  });

  after(() => host.remove());

  it('reserves the carousel box with its arrows bar', async () => {
    const carousel = document.createElement('tf-carousel');
    carousel.setAttribute('arrows', '');
    carousel.style.setProperty('--tf-carousel-slide-size', '50%');
    carousel.append(slide(120), slide(120), slide(120));
    const below = document.createElement('p');
    below.textContent = 'below';
    host.append(carousel, below);
    await waitUntil(() => releases.has('tf-carousel'), 'its code is asked for');
    expect(carousel.matches(':defined')).to.equal(false);
    const before = { carousel: box(carousel), below: below.getBoundingClientRect().top, slide: box(carousel.children[1]!) };

    releases.get('tf-carousel')!();
    await customElements.whenDefined('tf-carousel');
    await carousel.updateComplete;
    expect(box(carousel)).to.deep.equal(before.carousel);
    expect(below.getBoundingClientRect().top).to.equal(before.below);
    expect(box(carousel.children[1]!)).to.deep.equal(before.slide);
  });

  it('reserves the collapsible trigger row and hides closed content', async () => {
    const closed = document.createElement('tf-collapsible');
    const open = document.createElement('tf-collapsible');
    open.setAttribute('open', '');
    for (const section of [closed, open]) {
      const label = document.createElement('span');
      label.slot = 'trigger';
      label.textContent = 'Can I visit the set?';
      const body = document.createElement('p');
      body.textContent = 'Studio tours run on Saturdays.';
      section.append(label, body);
    }
    host.append(closed, open);
    await waitUntil(() => releases.has('tf-collapsible'), 'its code is asked for');
    expect(closed.matches(':defined')).to.equal(false);
    const before = [box(closed), box(open)];

    releases.get('tf-collapsible')!();
    await customElements.whenDefined('tf-collapsible');
    await Promise.all([closed.updateComplete, open.updateComplete]);
    expect([box(closed), box(open)]).to.deep.equal(before);
  });

  it('reserves an ad slot\'s first size and its label line', async () => {
    const ads = fakeAds();
    const original = TfAd.slots;
    TfAd.slots = () => ads.slots;
    const ad = document.createElement('tf-ad');
    ad.setAttribute('size', '300x250,300x600');
    const below = document.createElement('p');
    below.textContent = 'below';
    host.append(ad, below);
    await waitUntil(() => releases.has('tf-ad'), 'its code is asked for');
    const before = { ad: box(ad), below: below.getBoundingClientRect().top };
    expect(before.ad).to.deep.equal({ width: 300, height: 266 });
    releases.get('tf-ad')!();
    await customElements.whenDefined('tf-ad');
    await waitUntil(() => (ad as TfAd).state === 'defined');
    expect({ ad: box(ad), below: below.getBoundingClientRect().top }).to.deep.equal(before);
    TfAd.slots = original;
  });
});
