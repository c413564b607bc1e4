import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/tf-carousel/tf-carousel.js';
import type { TfCarousel } from '../../elements/tf-carousel/tf-carousel.js';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const part = (el: TfCarousel, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

/** The fake clock of the running test, if it has one. */
let installed: sinon.SinonFakeTimers | undefined;

/** Only timers and the clock are fake: Embla's animation frames stay real. */
const fakeTimers = () => (installed = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));

async function carousel(attrs: Record<string, string> = {}, count = 4) {
  const slides = Array.from({ length: count }, (_, i) => html`<div style="height: 60px"><a href="#a${i}">Slide ${i + 1}</a></div>`);
  const box = await fixture<HTMLDivElement>(html`<div style="width: 300px"><tf-carousel>${slides}</tf-carousel></div>`);
  const el = box.querySelector('tf-carousel')!;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  // Where there is no requestIdleCallback (WebKit) the carousel starts on a
  // zero timeout instead, which a fake clock holds until it ticks.
  installed?.tick(0);
  await el.updateComplete;
  await frame();
  return el;
}

describe('<tf-carousel> autoplay', () => {
  let clock: sinon.SinonFakeTimers;
  afterEach(() => {
    clock?.restore();
    installed = undefined;
    sinon.restore();
  });

  it('is off without the attribute', async () => {
    clock = fakeTimers();
    const el = await carousel();
    clock.tick(10_000);
    expect(el.autoplayState).to.equal('off');
    expect(el.selected).to.equal(0);
    expect(part(el, 'track').getAttribute('aria-live')).to.equal('polite');
  });

  it('advances every 3000 ms when the attribute has no value, and starts over at the end', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' }, 3);
    expect(el.autoplayState).to.equal('playing');
    clock.tick(2999);
    expect(el.selected).to.equal(0);
    clock.tick(1);
    expect(el.selected).to.equal(1);
    clock.tick(3000);
    expect(el.selected).to.equal(2);
    clock.tick(3000);
    expect(el.selected).to.equal(0);
  });

  it('uses the interval given in ms', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '1200' });
    clock.tick(1200);
    expect(el.selected).to.equal(1);
  });

  it('turns the live region off while playing', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' });
    expect(part(el, 'track').getAttribute('aria-live')).to.equal('off');
    el.dispatchEvent(new MouseEvent('mouseenter'));
    await el.updateComplete;
    expect(part(el, 'track').getAttribute('aria-live')).to.equal('polite');
  });

  it('pauses while hovered and plays again when the mouse leaves', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' });
    el.dispatchEvent(new MouseEvent('mouseenter'));
    expect(el.autoplayState).to.equal('paused');
    clock.tick(9000);
    expect(el.selected).to.equal(0);
    el.dispatchEvent(new MouseEvent('mouseleave'));
    expect(el.autoplayState).to.equal('playing');
    clock.tick(3000);
    expect(el.selected).to.equal(1);
  });

  it('pauses while focus is inside, except on its own play/pause control', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' });
    el.querySelector('a')!.focus();
    expect(el.autoplayState).to.equal('paused');
    part(el, 'autoplay-toggle').focus();
    expect(el.autoplayState).to.equal('playing');
    part(el, 'autoplay-toggle').blur();
    expect(el.autoplayState).to.equal('playing');
  });

  it('pauses while the tab is hidden', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' });
    const hidden = sinon.stub(document, 'hidden').get(() => true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(el.autoplayState).to.equal('paused');
    clock.tick(6000);
    expect(el.selected).to.equal(0);
    hidden.get(() => false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(el.autoplayState).to.equal('playing');
  });

  it('stops for good on interaction: an arrow, a dot, a key or a press to drag', async () => {
    clock = fakeTimers();
    for (const act of [
      (el: TfCarousel) => part(el, 'arrow-next').click(),
      (el: TfCarousel) => part(el, 'dot').click(),
      (el: TfCarousel) => el.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true })),
      (el: TfCarousel) => el.slides[0]!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true, button: 0 })),
    ]) {
      const el = await carousel({ autoplay: '', arrows: '', dots: '' });
      act(el);
      expect(el.autoplayState).to.equal('stopped');
      el.dispatchEvent(new MouseEvent('mouseleave'));
      expect(el.autoplayState).to.equal('stopped');
      document.dispatchEvent(new MouseEvent('mouseup'));
    }
  });

  it('the visible control stops and plays again, with its label following', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' });
    const toggle = part(el, 'autoplay-toggle');
    toggle.click();
    await el.updateComplete;
    expect(el.autoplayState).to.equal('stopped');
    expect(toggle.getAttribute('aria-label')).to.equal('Start automatic slide show');
    clock.tick(9000);
    expect(el.selected).to.equal(0);
    toggle.click();
    await el.updateComplete;
    expect(el.autoplayState).to.equal('playing');
    expect(toggle.getAttribute('aria-label')).to.equal('Stop automatic slide show');
  });

  it('a programmatic move restarts the interval instead of stopping', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' });
    clock.tick(2000);
    const moved = oneEvent(el, 'tf:select');
    el.select(2);
    await moved;
    clock.tick(2000);
    expect(el.selected).to.equal(2);
    clock.tick(1000);
    expect(el.selected).to.equal(3);
    expect(el.autoplayState).to.equal('playing');
  });

  it('a tap is not a hover: mouse events within 400 ms of a touch are ignored', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' });
    el.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    clock.tick(399);
    el.dispatchEvent(new MouseEvent('mouseenter'));
    expect(el.autoplayState).to.equal('playing');
    clock.tick(1);
    el.dispatchEvent(new MouseEvent('mouseenter'));
    expect(el.autoplayState).to.equal('paused');
  });

  it('starts stopped under prefers-reduced-motion', async () => {
    const real = window.matchMedia.bind(window);
    sinon.stub(window, 'matchMedia').callsFake((q: string) => (q.includes('reduced-motion') ? ({ matches: true } as MediaQueryList) : real(q)));
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' });
    expect(el.autoplayState).to.equal('stopped');
    clock.tick(9000);
    expect(el.selected).to.equal(0);
  });

  it('stops its timer when removed from the page', async () => {
    clock = fakeTimers();
    const el = await carousel({ autoplay: '' });
    clock.tick(1); // Embla announces its init on a zero timeout
    expect(clock.countTimers()).to.equal(1);
    el.remove();
    expect(clock.countTimers()).to.equal(0);
  });
});

describe('<tf-carousel> layout', () => {
  let clock: sinon.SinonFakeTimers;
  afterEach(() => {
    clock?.restore();
    installed = undefined;
    sinon.restore();
  });

  it('measures again 150 ms after the last resize', async () => {
    clock = fakeTimers();
    const el = await carousel({}, 4);
    el.style.setProperty('--tf-carousel-slide-size', '150px');
    await frame();
    clock.tick(150);
    await el.updateComplete;
    expect(el.positions).to.equal(4);
    el.parentElement!.style.width = '700px';
    await frame();
    clock.tick(149);
    await el.updateComplete;
    expect(el.positions).to.equal(4);
    clock.tick(1);
    await el.updateComplete;
    expect(el.positions).to.equal(1);
  });

  it('does not measure again while a pointer is down (a drag would jump back), but once it is released', async () => {
    clock = fakeTimers();
    const el = await carousel({}, 4);
    el.slides[0]!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true, button: 0, clientX: 100, clientY: 10 }));
    el.style.setProperty('--tf-carousel-slide-size', '60px');
    await frame();
    clock.tick(150);
    await el.updateComplete;
    expect(el.positions).to.equal(4);
    document.dispatchEvent(new MouseEvent('mouseup', { clientX: 100, clientY: 10 }));
    await el.updateComplete;
    expect(el.positions).to.equal(1);
  });

  it('measures again when an image inside a slide loads', async () => {
    clock = fakeTimers();
    const el = await carousel({}, 2);
    el.style.setProperty('--tf-carousel-slide-size', '40%');
    el.slides[0]!.dispatchEvent(new CustomEvent('tf:imageload', { bubbles: true, composed: true, detail: { url: 'x', width: 1, height: 1 } }));
    clock.tick(150);
    await el.updateComplete;
    expect(el.positions).to.equal(1);
  });
});
