import { expect } from '@open-wc/testing';
import controller from '../../islands/hero-promo/index.js';
import { clone, imageInfoOf, makeHost, renderError } from './island-harness.js';
import type { TfImage } from '../../elements/tf-image/tf-image.js';

const feed = {
  result: {
    kicker: 'Season 4 premiere',
    show: 'Desk Jockeys',
    headline: 'The printer has unionized.',
    tuneIn: 'Wednesday 9/8c',
    image: { url: '/art/hero-desk-jockeys.svg', alt: 'The cast grinning', width: 1600, height: 700 },
    cta: { title: 'Watch the premiere', url: '/shows/desk-jockeys' },
    secondaryCta: { title: 'Sneaky', url: 'javascript:void(0)' },
  },
};

describe('hero promo island (ENT_M010)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M010')));
  afterEach(() => h.cleanup());

  it('shows the show title as a heading, tune-in and a call to action', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelector('h2')!.textContent).to.equal('Desk Jockeys');
    expect(h.host.textContent).to.contain('Wednesday 9/8c');
    const links = [...h.host.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['/shows/desk-jockeys']);
    expect(links[0]!.textContent).to.equal('Watch the premiere');
    expect(h.host.querySelector('section')!.getAttribute('aria-label')).to.equal('Featured: Desk Jockeys');
  });

  it('names the page it leads with an h1 when the feed gives a page title, and has none otherwise', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelector('h1')).to.equal(null);
    const titled = clone(feed);
    (titled.result as { pageTitle?: string }).pageTitle = 'Shows';
    await controller.render(h.host, titled, h.ctx);
    expect(h.host.querySelector('h1')!.textContent).to.equal('Shows');
    expect(h.host.querySelector('h2')!.textContent).to.equal('Desk Jockeys');
  });

  it('draws the key art with alt text, size and a reserved aspect ratio', async () => {
    await controller.render(h.host, feed, h.ctx);
    const image = h.host.querySelector<TfImage>('tf-image')!;
    expect(imageInfoOf(h.host)).to.deep.equal({ url: '/art/hero-desk-jockeys.svg', alt: 'The cast grinning', width: 1600, height: 700 });
    expect(image.fill).to.equal(true);
    expect(image.ratio).to.equal('1600 / 700');
    // The art's box takes the picture's shape from an empty SVG of its proportions, not a style attribute.
    const art = image.parentElement as HTMLElement;
    expect(art.hasAttribute('style')).to.equal(false);
    expect(art.querySelector('svg.tf-hero__sizer')!.getAttribute('viewBox')).to.equal('0 0 1600 700');
  });

  it('with phone art, offers both variants and draws a <picture> whose phone source serves a phone\'s 4:3 box', async () => {
    const directed = clone(feed);
    Object.assign(directed.result, {
      image: { url: '/images/hero-desk-jockeys.jpg', alt: 'The cast grinning', width: 3200, height: 1400 },
      phoneImage: { url: '/images/hero-desk-jockeys-phone.jpg', alt: 'The cast grinning', width: 1600, height: 1200 },
    });
    await controller.render(h.host, directed, h.ctx);
    const info = h.host.querySelector<TfImage>('tf-image')!.info as { url: string }[];
    expect(info.map((variant) => variant.url)).to.deep.equal(['/images/hero-desk-jockeys.jpg', '/images/hero-desk-jockeys-phone.jpg']);
    const source = h.host.querySelector('tf-image > picture > source')!;
    expect(source.getAttribute('media')).to.equal('(max-width: 792px)');
    expect(source.getAttribute('srcset')).to.match(/^\/images\/hero-desk-jockeys-phone\.jpg\?quality=0\.85&width=360&height=270&crop=true 360w, /);
    const img = h.host.querySelector('tf-image > picture > img')!;
    expect(img.getAttribute('srcset')).to.match(/^\/images\/hero-desk-jockeys\.jpg\?/);
    expect(img.getAttribute('sizes'), 'the banner serves wide windows only').to.equal('(max-width: 1280px) 100vw, 1280px');

    const bad = clone(directed);
    (bad.result as unknown as { phoneImage: { url: string } }).phoneImage.url = 'javascript:alert(1)';
    expect(String(await renderError(controller, h.host, bad, h.ctx))).to.contain('phoneImage.url');
  });

  it('rejects an image with a javascript: URL', async () => {
    const bad = clone(feed);
    bad.result.image.url = 'javascript:alert(1)';
    const error = await renderError(controller, h.host, bad, h.ctx);
    expect(String(error)).to.contain('image.url');
    expect(h.host.querySelector('tf-image')).to.equal(null);
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
