import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import sinon from 'sinon';
import '../../elements/tf-carousel/tf-carousel.js';
import type { TfCarousel } from '../../elements/tf-carousel/tf-carousel.js';
import type { TfEvent } from '../../runtime/events.js';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const part = (el: TfCarousel, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const selects = (el: TfCarousel) => oneEvent(el, 'tf:select') as Promise<TfEvent<'tf:select'>>;

/** Makes every move instant (Embla `duration: 0`) and reports reduced motion to autoplay too. */
function reduceMotion() {
  const real = window.matchMedia.bind(window);
  sinon.stub(window, 'matchMedia').callsFake((query: string) =>
    query.includes('prefers-reduced-motion') ? ({ matches: true, media: query } as MediaQueryList) : real(query));
}

/** A 400 px carousel of `count` slides, each `size` wide, with the given attributes. */
async function carousel(count = 5, attrs: Record<string, string> = {}, size = '100%', dir = 'ltr') {
  const slides = Array.from({ length: count }, (_, i) => html`<div class="slide" style="height: 80px"><a href="#s${i}">Slide ${i + 1}</a></div>`);
  const box = await fixture<HTMLDivElement>(html`<div dir=${dir} style="width: 400px; --tf-carousel-slide-size: ${size}">
    <tf-carousel>${slides}</tf-carousel></div>`);
  const el = box.querySelector('tf-carousel')!;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  await el.updateComplete;
  await frame();
  return el;
}

describe('<tf-carousel>', () => {
  afterEach(() => sinon.restore());

  describe('WAI-ARIA carousel pattern', () => {
    it('is a region with roledescription carousel and its label', async () => {
      const el = await carousel(3, { label: 'New clips' });
      const region = el.shadowRoot!.querySelector('[role="region"]')!;
      expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
      expect(region.getAttribute('aria-label')).to.equal('New clips');
    });

    it("labels each slide as a group with roledescription slide and '3 of 10'", async () => {
      const el = await carousel(10);
      const third = el.slides[2]!;
      expect(third.getAttribute('role')).to.equal('group');
      expect(third.getAttribute('aria-roledescription')).to.equal('slide');
      expect(third.getAttribute('aria-label')).to.equal('3 of 10');
    });

    it('keeps a label the author gave a slide', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="width: 400px"><tf-carousel>
        <div aria-label="Opening night">A</div><div>B</div></tf-carousel></div>`);
      const el = box.querySelector('tf-carousel')!;
      await el.updateComplete;
      expect(el.slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['Opening night', '2 of 2']);
    });

    it('makes slides out of view inert, so Tab only reaches what is shown', async () => {
      reduceMotion();
      const el = await carousel(5, {}, '50%');
      // Embla's IntersectionObserver reports asynchronously.
      await waitUntil(() => el.slides[2]!.inert, 'slides out of view stayed focusable');
      expect(el.slides.map((s) => s.inert)).to.deep.equal([false, false, true, true, true]);
      el.select(2);
      await waitUntil(() => el.slides[0]!.inert, 'a slide scrolled out stayed focusable');
      expect(el.slides[2]!.inert).to.equal(false);
    });

    it('names its controls', async () => {
      const el = await carousel(3, { arrows: '', dots: '', autoplay: '' });
      expect(part(el, 'arrow-previous')!.getAttribute('aria-label')).to.equal('Previous slide');
      expect(part(el, 'arrow-next')!.getAttribute('aria-label')).to.equal('Next slide');
      expect(part(el, 'dots')!.getAttribute('aria-label')).to.equal('Choose slide');
      expect([...el.shadowRoot!.querySelectorAll('[part~="dot"]')].map((d) => d.getAttribute('aria-label')))
        .to.deep.equal(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
      expect(part(el, 'autoplay-toggle')!.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    });
  });

  describe('selection', () => {
    beforeEach(reduceMotion);

    it('next(), previous() and select(i) move, reflect selected and fire tf:select {index}', async () => {
      const el = await carousel(5);
      let event = selects(el);
      el.next();
      expect((await event).detail).to.deep.equal({ index: 1 });
      await el.updateComplete;
      expect(el.getAttribute('selected')).to.equal('1');
      event = selects(el);
      el.select(3);
      expect((await event).detail.index).to.equal(3);
      event = selects(el);
      el.previous();
      expect((await event).detail.index).to.equal(2);
    });

    it('moves when the selected attribute is set', async () => {
      const el = await carousel(5);
      const event = selects(el);
      el.setAttribute('selected', '4');
      expect((await event).detail.index).to.equal(4);
      expect(part(el, 'track')!.style.transform).to.equal('translate3d(-1664px, 0px, 0px)');
    });

    it('clamps at the ends without wrap and wraps around with it', async () => {
      const el = await carousel(3);
      const spy = sinon.spy();
      el.addEventListener('tf:select', spy);
      el.previous();
      await el.updateComplete;
      expect(el.selected).to.equal(0);
      el.select(9);
      await el.updateComplete;
      expect(el.selected).to.equal(2);
      el.wrap = true;
      await el.updateComplete;
      const event = selects(el);
      el.next();
      expect((await event).detail.index).to.equal(0);
      expect(spy.callCount).to.equal(2);
    });

    it('starts at the selected attribute it was given, without an event', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="width: 400px"><tf-carousel selected="2">
        <div>A</div><div>B</div><div>C</div></tf-carousel></div>`);
      const el = box.querySelector('tf-carousel')!;
      const spy = sinon.spy();
      el.addEventListener('tf:select', spy);
      await el.updateComplete;
      await frame();
      expect(el.selected).to.equal(2);
      expect(el.slides[2]!.inert).to.equal(false);
      expect(spy.called).to.equal(false);
    });

    it('picks up slides added later', async () => {
      const el = await carousel(2, { dots: '' });
      const extra = document.createElement('div');
      extra.textContent = 'Late slide';
      el.append(extra);
      await oneEvent(el.shadowRoot!.querySelector('slot')!, 'slotchange');
      await el.updateComplete;
      expect(el.positions).to.equal(3);
      expect(extra.getAttribute('aria-label')).to.equal('3 of 3');
    });
  });

  describe('arrows and dots', () => {
    beforeEach(reduceMotion);

    it('has working arrows before Embla starts (it waits for an idle moment), and starts when focus reaches them', async () => {
      const el = document.createElement('tf-carousel') as TfCarousel;
      el.setAttribute('arrows', '');
      el.setAttribute('wrap', '');
      for (let i = 0; i < 3; i++) {
        const slide = document.createElement('div');
        slide.textContent = `Slide ${i + 1}`;
        slide.style.width = '100%';
        el.append(slide);
      }
      document.body.append(el);
      try {
        // The first render, before any idle callback could start Embla.
        await new Promise<void>((resolve) => queueMicrotask(resolve));
        await Promise.resolve();
        const prev = part(el, 'arrow-previous') as HTMLButtonElement;
        expect(el.positions, 'Embla not started yet').to.equal(0);
        expect(prev.disabled).to.equal(false);
        prev.focus();
        expect(el.positions).to.equal(3);
        const event = selects(el);
        prev.click();
        expect((await event).detail.index).to.equal(2);
      } finally {
        el.remove();
      }
    });

    it('arrows move and are disabled at the ends unless it wraps', async () => {
      const el = await carousel(2, { arrows: '' });
      const [prev, next] = [part(el, 'arrow-previous') as HTMLButtonElement, part(el, 'arrow-next') as HTMLButtonElement];
      expect(prev.disabled).to.equal(true);
      const event = selects(el);
      next.click();
      expect((await event).detail.index).to.equal(1);
      await el.updateComplete;
      expect(next.disabled).to.equal(true);
      expect(prev.disabled).to.equal(false);
      el.wrap = true;
      await el.updateComplete;
      expect(next.disabled).to.equal(false);
    });

    it('shows one dot per position, marks the current one and selects on click', async () => {
      const el = await carousel(4, { dots: '' });
      const dots = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="dot"]')];
      expect(dots).to.have.length(4);
      expect(dots[0]!.getAttribute('aria-current')).to.equal('true');
      const event = selects(el);
      dots[2]!.click();
      expect((await event).detail.index).to.equal(2);
      await el.updateComplete;
      const current = el.shadowRoot!.querySelectorAll('[part~="dot-current"]');
      expect(current).to.have.length(1);
      expect(current[0]!.getAttribute('aria-label')).to.equal('Go to slide 3');
    });

    it('draws no controls unless asked', async () => {
      const el = await carousel(3);
      expect(el.shadowRoot!.querySelectorAll('button')).to.have.length(0);
    });
  });

  describe('keyboard', () => {
    beforeEach(reduceMotion);
    const press = (el: TfCarousel, key: string) =>
      el.slides[el.selected]!.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));

    it('arrow keys step, Home and End jump, and the keys are consumed', async () => {
      const el = await carousel(5);
      let event = selects(el);
      expect(press(el, 'ArrowRight')).to.equal(false);
      expect((await event).detail.index).to.equal(1);
      event = selects(el);
      press(el, 'End');
      expect((await event).detail.index).to.equal(4);
      event = selects(el);
      press(el, 'ArrowLeft');
      expect((await event).detail.index).to.equal(3);
      event = selects(el);
      press(el, 'Home');
      expect((await event).detail.index).to.equal(0);
      expect(press(el, 'Enter')).to.equal(true);
    });

    it('mirrors the arrows right to left', async () => {
      const el = await carousel(3, {}, '100%', 'rtl');
      const event = selects(el);
      press(el, 'ArrowLeft');
      expect((await event).detail.index).to.equal(1);
    });

    it('leaves keys typed into a field alone', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="width: 400px"><tf-carousel>
        <div><input aria-label="Search" /></div><div>B</div></tf-carousel></div>`);
      const el = box.querySelector('tf-carousel')!;
      await el.updateComplete;
      const input = el.querySelector('input')!;
      expect(input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true, cancelable: true }))).to.equal(true);
    });
  });

  describe('dragging with the mouse', () => {
    const mouse = (target: EventTarget, type: string, x: number) =>
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: 40, button: 0, buttons: type === 'mouseup' ? 0 : 1 }));

    async function drag(el: TfCarousel, from: number, to: number) {
      const link = el.slides[0]!.querySelector('a')!;
      mouse(link, 'mousedown', from);
      const steps = 6;
      for (let i = 1; i <= steps; i++) {
        mouse(document, 'mousemove', from + ((to - from) * i) / steps);
        // The release follows the last move at once: Embla reads a release
        // more than 170 ms after the last move as a stop, not a fling, and a
        // loaded machine can take that long to draw one frame.
        if (i < steps) await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      mouse(document, 'mouseup', to);
      return link;
    }

    it('a drag to the left selects the next slide', async () => {
      const el = await carousel(3);
      const event = selects(el);
      // Past half a slide (416 px), so the next slide is the nearest even when a slow drag is no fling.
      await drag(el, 350, 100);
      expect((await event).detail.index).to.equal(1);
    });

    it('free-scroll lets a fling come to rest between slides; without it the row rests on a slide', async () => {
      const offset = (el: TfCarousel) => Number(/translate3d\((-?[\d.]+)px/.exec(part(el, 'track')!.style.transform)?.[1] ?? 0);
      // At rest is the same offset over ten frames in a row: Embla moves the row on every frame until it
      // settles, while a check every 100 ms can fall between two frames of a loaded machine and take a
      // moving row for one at rest (a loaded run once read a snapping row 192 px from its slide).
      const settled = async (el: TfCarousel) => {
        let last = Number.NaN;
        let stillFrames = 0;
        const giveUp = performance.now() + 10_000;
        while (stillFrames < 10) {
          if (performance.now() > giveUp) throw new Error('the row never came to rest');
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const now = offset(el);
          stillFrames = now === last ? stillFrames + 1 : 0;
          last = now;
        }
        return last;
      };
      // Twelve slides: a fling of a busy machine's fast events could otherwise reach the row's end, which is a snap.
      const count = 12;
      const snaps = Array.from({ length: count }, (_, i) => -416 * i);
      const nearest = (x: number) => Math.min(...snaps.map((snap) => Math.abs(snap - x)));
      const free = await carousel(count, { 'free-scroll': '' });
      await drag(free, 300, 150);
      // Where a fling rests depends on the drag's real timing (a loaded machine once rested 9 px from a slide):
      // off every snap is what free-scroll means; a snapping row is exactly on one.
      expect(nearest(await settled(free))).to.be.above(2);
      const snapping = await carousel(count);
      await drag(snapping, 300, 150);
      expect(nearest(await settled(snapping))).to.be.below(1);
    });

    it('a move over the 3 px threshold is a drag and swallows the click; up to 3 px is still a click', async () => {
      const el = await carousel(3);
      const clicked = (link: HTMLAnchorElement) => {
        const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
        link.addEventListener('click', (e) => e.preventDefault(), { once: true });
        const spy = sinon.spy();
        el.addEventListener('click', spy, { once: true });
        link.dispatchEvent(click);
        return spy.called;
      };
      expect(clicked(await drag(el, 200, 197))).to.equal(true);
      expect(clicked(await drag(el, 200, 196))).to.equal(false);
    });
  });
});
