import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import controller from '../../islands/show-row/index.js';
import { imageInfoOf, makeHost, renderError } from './island-harness.js';

const show = (i: number, url = `/shows/s${i}`) => ({
  title: `Show ${i}`,
  url,
  image: { url: `/art/show-${i}.svg`, alt: `Show ${i} key art`, width: 400, height: 600 },
  tuneIn: 'Fridays 10/9c',
});

const feed = { result: { title: 'Shows', shows: [show(1), show(2, 'javascript:alert(1)'), ...[3, 4, 5, 6, 7, 8, 9, 10].map((i) => show(i))] } };

describe('show row island (ENT_M030)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => {
    h = makeHost('ENT_M030');
    h.host.style.width = '600px';
  });
  afterEach(() => h.cleanup());

  it('renders the cards as slides of a <tf-carousel> named after the row', async () => {
    await controller.render(h.host, feed, h.ctx);
    const carousel = h.host.querySelector('tf-carousel')!;
    await carousel.updateComplete;
    expect(carousel.label).to.equal('Shows');
    expect(carousel.slides).to.have.length(10);
    expect(carousel.slides[0]!.getAttribute('aria-label')).to.equal('1 of 10');
    expect(carousel.slides[0]!.getAttribute('aria-roledescription')).to.equal('slide');
    expect(imageInfoOf(carousel)!.alt).to.equal('Show 1 key art');
  });

  it('has one landmark of its name, the carousel: the section around it is not a named region', async () => {
    await controller.render(h.host, feed, h.ctx);
    const section = h.host.querySelector('section')!;
    expect(section.hasAttribute('aria-labelledby')).to.equal(false);
    expect(section.hasAttribute('aria-label')).to.equal(false);
  });

  it('drops unsafe hrefs from cards', async () => {
    await controller.render(h.host, feed, h.ctx);
    const second = h.host.querySelectorAll('.tf-shows__item')[1]!.querySelector('a')!;
    expect(second.hasAttribute('href')).to.equal(false);
  });

  it('has the carousel arrows; back is disabled at the start and next moves the row', async () => {
    await controller.render(h.host, feed, h.ctx);
    const carousel = h.host.querySelector('tf-carousel')!;
    await carousel.updateComplete;
    const back = carousel.shadowRoot!.querySelector<HTMLButtonElement>('[part~="arrow-previous"]')!;
    const forward = carousel.shadowRoot!.querySelector<HTMLButtonElement>('[part~="arrow-next"]')!;
    expect(back.getAttribute('aria-label')).to.equal('Previous slide');
    expect(back.disabled).to.equal(true);
    const moved = oneEvent(carousel, 'tf:select');
    forward.click();
    expect((await moved).detail.index).to.equal(1);
  });

  it('keeps cards out of view out of the tab order', async () => {
    await controller.render(h.host, feed, h.ctx);
    const carousel = h.host.querySelector('tf-carousel')!;
    await carousel.updateComplete;
    expect(carousel.slides[0]!.inert).to.equal(false);
    // Embla's IntersectionObserver reports a little later.
    await waitUntil(() => carousel.slides[9]!.inert, 'the last card never left the tab order');
    expect(carousel.slides[0]!.inert).to.equal(false);
  });

  it('rejects an empty show list', async () => {
    const error = await renderError(controller, h.host, { result: { title: 'Shows', shows: [] } }, h.ctx);
    expect(String(error)).to.contain('shows must have at least 1 item');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
