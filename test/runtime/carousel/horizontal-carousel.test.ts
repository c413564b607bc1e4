import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { horizontalCarousel } from '../../../runtime/carousel/horizontal-carousel.js';
import { horizontalLayout } from '../../../runtime/carousel/horizontal-layout.js';
import type { TfEvent } from '../../../runtime/events.js';

describe('horizontalLayout', () => {
  it('fits 4 tabs with a 10 px right margin into the mask by default', () => {
    const layout = horizontalLayout(430, 10);
    expect(layout.itemWidth).to.equal(100);
    expect(layout.listWidth).to.equal(1100);
    expect(layout.pages).to.equal(3);
  });

  it('moves a page of tabs per step and clamps to the pages there are', () => {
    const layout = horizontalLayout(430, 10);
    expect([0, 1, 2, 3, -1].map(layout.offset)).to.deep.equal([0, 440, 880, 880, 0]);
    expect(layout.visible(2)).to.deep.equal([8, 9]);
  });

  it('takes other tab counts and margins, and survives nonsense sizes', () => {
    expect(horizontalLayout(300, 3, 3, 0).itemWidth).to.equal(100);
    const empty = horizontalLayout(-5, 0, 0, -3);
    expect(empty.pages).to.equal(1);
    expect(empty.itemWidth).to.equal(0);
    expect(empty.offset(Number.NaN)).to.equal(0);
  });
});

describe('horizontalCarousel', () => {
  afterEach(() => sinon.restore());

  async function page(count = 6) {
    const root = await fixture<HTMLDivElement>(html`<div>
      <button class="prev">Back</button><button class="next">More</button>
      <div class="mask" style="width: 430px"><ul class="list" style="margin: 0; padding: 0">
        ${Array.from({ length: count }, (_, i) => html`<li><a href="#i${i}">Item ${i + 1}</a></li>`)}
      </ul></div></div>`);
    const q = <T extends HTMLElement>(s: string) => root.querySelector<T>(s)!;
    return { root, list: q('.list'), mask: q('.mask'), previous: q('.prev'), next: q('.next') };
  }

  it("logs 'please provide a list' and 'please provide a mask' when those are missing, and sets nothing up", async () => {
    const { mask, list } = await page();
    const log = sinon.spy();
    expect(horizontalCarousel({ mask, log })).to.equal(undefined);
    expect(horizontalCarousel({ list, mask: null, log })).to.equal(undefined);
    expect(log.args).to.deep.equal([['warn', 'please provide a list'], ['warn', 'please provide a mask']]);
    expect(list.style.transform).to.equal('');
  });

  it('by default reports through a tf:message event on the document', async () => {
    sinon.stub(console, 'warn');
    const heard: string[] = [];
    const listener = (e: TfEvent<'tf:message'>) => heard.push(`${e.detail.level}:${e.detail.text}`);
    document.addEventListener('tf:message', listener);
    horizontalCarousel({});
    document.removeEventListener('tf:message', listener);
    expect(heard).to.deep.equal(['warn:please provide a list']);
  });

  it('lays out 4 items per page with 10 px right margins and a 500 ms page turn', async () => {
    const parts = await page();
    const carousel = horizontalCarousel(parts)!;
    const items = [...parts.list.children] as HTMLElement[];
    expect(items[0]!.getBoundingClientRect().width).to.equal(100);
    expect(items[0]!.style.marginRight).to.equal('10px');
    expect(parts.list.style.transition).to.equal('transform 500ms');
    expect(carousel.pages).to.equal(2);
    expect(items.map((i) => i.inert)).to.deep.equal([false, false, false, false, true, true]);
  });

  it('pages with its buttons, marking them disabled at the ends', async () => {
    const parts = await page();
    const carousel = horizontalCarousel(parts)!;
    expect(parts.previous.getAttribute('aria-disabled')).to.equal('true');
    parts.next.click();
    expect(carousel.page).to.equal(1);
    expect(parts.list.style.transform).to.equal('translateX(-440px)');
    expect(parts.next.getAttribute('aria-disabled')).to.equal('true');
    parts.next.click();
    expect(carousel.page).to.equal(1);
    parts.previous.click();
    expect(carousel.page).to.equal(0);
  });

  it('takes its options and turns pages instantly under reduced motion', async () => {
    const real = window.matchMedia.bind(window);
    sinon.stub(window, 'matchMedia').callsFake((q: string) => (q.includes('reduced-motion') ? ({ matches: true } as MediaQueryList) : real(q)));
    const parts = await page(6);
    const carousel = horizontalCarousel({ ...parts, tabs: 2, rightMargin: 30, animation: 200 })!;
    expect(carousel.pages).to.equal(3);
    expect(parts.list.style.transition).to.equal('none');
  });

  it('destroy removes its listeners and styles', async () => {
    const parts = await page();
    const carousel = horizontalCarousel(parts)!;
    carousel.destroy();
    parts.next.click();
    expect(carousel.page).to.equal(0);
    expect(parts.list.getAttribute('style')).to.equal('margin: 0px; padding: 0px;');
    expect((parts.list.children[5] as HTMLElement).inert).to.equal(false);
  });
});
