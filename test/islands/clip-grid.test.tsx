import { expect } from '@open-wc/testing';
import controller from '../../islands/clip-grid/index.js';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../islands/clip-grid/clip-card.js';
import { clone, img, makeHost, renderError } from './island-harness.js';
import type { TfImage } from '../../elements/tf-image/tf-image.js';

const feed = {
  result: {
    title: 'Just Dropped',
    seeAll: { title: 'All clips', url: '/clips' },
    items: [
      { title: 'The Printer Has Unionized', show: 'Desk Jockeys', url: '/shows/desk-jockeys#printer', duration: 184, type: 'clip', image: img('a'), isNew: true },
      { title: 'Who Ate the Moon Cheese?', show: 'Roommates from Space', url: '/shows/rfs', duration: 3725, type: 'episode', distPolicy: { episodeDescriptor: 'Full Episode' }, episode: 'S1 · E3', image: img('b') },
      { title: 'Bad link', show: 'X', url: 'javascript:alert(1)', duration: 5, image: img('c') },
    ],
  },
};

describe('clip grid island (ENT_M020)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M020')));
  afterEach(() => h.cleanup());

  it('renders a section named by its heading with one card per item', async () => {
    await controller.render(h.host, feed, h.ctx);
    const section = h.host.querySelector('section')!;
    const heading = section.querySelector('h2')!;
    expect(section.getAttribute('aria-labelledby')).to.equal(heading.id);
    expect(heading.textContent).to.equal('Just Dropped');
    expect([...h.host.querySelectorAll('h3')].map((x) => x.textContent)).to.deep.equal([
      'The Printer Has Unionized',
      'Who Ate the Moon Cheese?',
      'Bad link',
    ]);
  });

  it('cuts a long title and description at a word with an ellipsis, the whole in title and for screen readers', async () => {
    const long = clone(feed);
    const title = 'Our Host Tries Every Diet of the Decade in One Week and Explains, at Length, Why None of Them Worked';
    const description = 'A monologue about fasting, juicing, eating like a caveman, eating like an astronaut, eating like a cat, and finally giving up entirely to eat like a person who has a show to do.';
    Object.assign(long.result.items[0]!, { title, description });
    await controller.render(h.host, long, h.ctx);
    const heading = h.host.querySelector('h3')!;
    const shown = heading.querySelector('[aria-hidden="true"]')!.textContent!;
    expect(shown.endsWith('…')).to.equal(true);
    expect(shown.length).to.be.at.most(TITLE_MAX);
    expect(title.startsWith(shown.slice(0, -1))).to.equal(true);
    expect(heading.title).to.equal(title);
    expect(heading.querySelector('.tf-clips__sr')!.textContent).to.equal(title);
    const desc = h.host.querySelector<HTMLElement>('.tf-clips__desc')!;
    expect(desc.textContent!.length).to.be.at.most(DESCRIPTION_MAX);
    expect(desc.title).to.equal(description);
    // A short title is drawn whole, with no title attribute.
    expect(h.host.querySelectorAll('h3')[1]!.hasAttribute('title')).to.equal(false);
  });

  it("dates a card m/d/Y in its info, and as relative time from the feed's clock", async () => {
    const dated = clone(feed) as typeof feed & { result: { now?: number } };
    dated.result.now = Date.UTC(2026, 9, 5, 12);
    Object.assign(dated.result.items[0]!, { date: '2026-10-02T12:00:00Z' });
    // The 1970 rule: a 1970 timestamp is seconds.
    Object.assign(dated.result.items[1]!, { date: 1790000000 });
    await controller.render(h.host, dated, h.ctx);
    expect([...h.host.querySelectorAll('.tf-clips__date')].map((p) => p.textContent)).to.deep.equal(['Added 10/02/2026', 'Added 09/21/2026']);
    const when = h.host.querySelector('time.tf-clips__when')!;
    expect(when.getAttribute('datetime')).to.equal('2026-10-02T12:00:00.000Z');
    expect(when.textContent).to.match(/ago$/);
    const bad = clone(feed);
    Object.assign(bad.result.items[0]!, { date: 'yesterday-ish' });
    expect(String(await renderError(controller, h.host, bad, h.ctx))).to.contain('items[0].date must be a date');
  });

  it('formats durations with a spoken alternative', async () => {
    await controller.render(h.host, feed, h.ctx);
    const badges = [...h.host.querySelectorAll('.tf-clips__duration')];
    expect(badges[0]!.querySelector('[aria-hidden]')!.textContent).to.equal('3:04');
    expect(badges[0]!.textContent).to.contain('Duration 3 minutes 4 seconds');
    expect(badges[1]!.querySelector('[aria-hidden]')!.textContent).to.equal('1:02:05');
  });

  it('badges full episodes and new items', async () => {
    await controller.render(h.host, feed, h.ctx);
    const items = [...h.host.querySelectorAll('li')];
    expect(items[1]!.textContent).to.contain('Full episode');
    expect(items[1]!.textContent).to.contain('S1 · E3');
    expect(items[0]!.textContent).not.to.contain('Full episode');
    expect(items[0]!.querySelector('.tf-clips__badge--new')).to.exist;
  });

  it('keeps a card with an unsafe URL but without a link', async () => {
    await controller.render(h.host, feed, h.ctx);
    const hrefs = [...h.host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.deep.equal(['/clips', '/shows/desk-jockeys#printer', '/shows/rfs']);
    // Every card image is a deferred <tf-image> with alt text, filling a 16:9 box.
    const images = [...h.host.querySelectorAll<TfImage>('tf-image')];
    expect(images.length).to.equal(3);
    for (const image of images) {
      expect((image.info as { alt: string }).alt).to.not.equal('');
      expect(image.fill).to.equal(true);
      expect(image.ratio).to.equal('16 / 9');
    }
  });

  it('rejects an unknown item type and a negative duration', async () => {
    const badType = clone(feed);
    (badType.result.items[0] as { type: string }).type = 'movie';
    expect(String(await renderError(controller, h.host, badType, h.ctx))).to.contain("items[0].type must be 'clip' or 'episode'");
    const badDuration = clone(feed);
    badDuration.result.items[1]!.duration = -3;
    expect(String(await renderError(controller, h.host, badDuration, h.ctx))).to.contain('items[1].duration');
  });

  it("draws the 'row' layout as a <tf-carousel> of the same cards, named after the section", async () => {
    const row = clone(feed);
    (row.result as { layout?: string }).layout = 'row';
    await controller.render(h.host, row, h.ctx);
    const carousel = h.host.querySelector('tf-carousel')!;
    await carousel.updateComplete;
    expect(h.host.querySelector('ul')).to.equal(null);
    expect(carousel.label).to.equal('Just Dropped');
    expect(carousel.arrows).to.equal(true);
    expect(carousel.slides.map((s) => s.className)).to.deep.equal(['tf-clips__item', 'tf-clips__item tf-clips__item--episode tf-clips__item--locked', 'tf-clips__item']);
    expect(carousel.slides[1]!.getAttribute('aria-label')).to.equal('2 of 3');
    expect(carousel.slides[1]!.textContent).to.contain('Full episode');
    // The carousel is the row's one landmark of that name: the section takes none.
    expect(h.host.querySelector('section')!.hasAttribute('aria-labelledby')).to.equal(false);
  });

  it('rejects an unknown layout', async () => {
    const bad = clone(feed);
    (bad.result as { layout?: string }).layout = 'mosaic';
    expect(String(await renderError(controller, h.host, bad, h.ctx))).to.contain("layout must be 'grid', 'featured' or 'row'");
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
