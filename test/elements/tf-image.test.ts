import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/tf-image/tf-image.js';
import { TfImage } from '../../elements/tf-image/tf-image.js';
import { documentScope } from '../../runtime/document-scope.js';
import { createDeferredImages, documentImages } from '../../runtime/images/deferred.js';
import { MISSING_IMAGE_SRC } from '../../runtime/images/image-url.js';
import type { TfEvent } from '../../runtime/events.js';
import { requests, startImageServer } from '../support/image-server.js';

const wide = { src: '/test-images/wide.jpg', alt: 'A wide stage', original: { width: 1600, height: 900, aspectRatio: 1.8 } };
const square = { src: '/test-images/square.jpg', alt: 'A wide stage', original: { width: 800, height: 800, aspectRatio: 1 } };
const gif = { url: '/test-images/applause.gif', alt: 'An applause sign blinking', width: 480, height: 270 };

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const imgOf = (el: TfImage) => el.shadowRoot!.querySelector('img')!;
const loaded = (el: TfImage) => oneEvent(el, 'tf:imageload') as Promise<TfEvent<'tf:imageload'>>;
/**
 * Resolves once the images asked for are in, after the observer had its
 * round: a request still on its way when a test ends would otherwise be
 * counted by the next one (WebKit lets it arrive after the image is removed).
 */
async function settled(...els: TfImage[]) {
  await frame();
  await Promise.all(els.filter((el) => el.state === 'loading').map(loaded));
}

/** A box of `width` px at the top of the page, holding one <tf-image>. */
async function boxed(info: unknown, width = 320, attrs: { fill?: boolean; style?: string } = {}) {
  const box = await fixture<HTMLDivElement>(html`<div style="width: ${width}px; ${attrs.style ?? ''}">
    <tf-image .info=${info} ?fill=${attrs.fill ?? false}></tf-image>
  </div>`);
  return { box, el: box.querySelector('tf-image')! };
}

describe('<tf-image>', () => {
  before(startImageServer);
  // The page has had its first image: every test below but the LCP ones,
  // which bring their own watchers, exercises the deferred path.
  before(() => void documentImages(documentScope(window)).claimFirstImage(document.documentElement));
  beforeEach(() => (requests.length = 0));
  afterEach(() => sinon.restore());

  describe('before it loads', () => {
    it('reserves its box from the ratio with percent padding and carries the deferred class', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="width: 400px; margin-top: 5000px">
        <tf-image info=${JSON.stringify([wide])}></tf-image></div>`);
      const el = box.querySelector('tf-image')!;
      await el.updateComplete;
      expect(el.getBoundingClientRect().height).to.be.closeTo(400 / 1.8, 0.5);
      expect(el.shadowRoot!.querySelector('[part="spacer"]')!.getAttribute('style')).to.contain('55.5556%');
      expect(el.classList.contains('tf-image--deferred')).to.equal(true);
      expect(el.state).to.equal('deferred');
    });

    it('draws the box of its ratio attribute when one is given', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="width: 300px"><tf-image ratio="1 / 1" .info=${wide}></tf-image></div>`);
      const el = box.querySelector('tf-image')!;
      expect(el.getBoundingClientRect().height).to.be.closeTo(300, 0.5);
      await settled(el);
    });
  });

  describe('lazy loading', () => {
    it('does not request an image far below the viewport, and loads it when scrolled near', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="width: 320px">
        <div style="height: 3000px"></div><tf-image .info=${wide}></tf-image><div style="height: 1000px"></div></div>`);
      const el = box.querySelector('tf-image')!;
      await frame();
      await frame();
      expect(requests).to.deep.equal([]);
      const load = loaded(el);
      el.scrollIntoView();
      const { detail } = await load;
      expect(detail.url).to.equal('/test-images/wide.jpg?quality=0.85&width=320&height=178&crop=true');
      // The box the version was chosen for, as measured: reporting it forces no layout.
      expect(detail.width).to.equal(320);
      expect(detail.height).to.be.closeTo(320 / 1.8, 0.5);
      expect(requests).to.deep.equal([detail.url]);
      expect(el.classList.contains('tf-image--deferred')).to.equal(false);
      expect(imgOf(el).getAttribute('src')).to.equal(detail.url);
      expect(imgOf(el).alt).to.equal('A wide stage');
      window.scrollTo(0, 0);
    });

    it('asks for the drawn size times the device pixel ratio', async () => {
      sinon.stub(window, 'devicePixelRatio').value(2);
      const { el } = await boxed(wide, 300);
      const { detail } = await loaded(el);
      expect(detail.url).to.equal('/test-images/wide.jpg?quality=0.85&width=600&height=333&crop=true');
    });

    it('uses one shared IntersectionObserver and no scroll listener for many images', async () => {
      const observers = sinon.spy(window, 'IntersectionObserver');
      const listeners = sinon.spy(window, 'addEventListener');
      const docListeners = sinon.spy(document, 'addEventListener');
      const many = Array.from({ length: 20 }, (_, i) => ({ ...wide, src: `/test-images/n${i}.jpg` }));
      const box = await fixture<HTMLDivElement>(html`<div style="width: 100px">${many.map((info) => html`<tf-image .info=${info}></tf-image>`)}</div>`);
      await Promise.all([...box.querySelectorAll('tf-image')].map((el) => el.updateComplete));
      expect(observers.callCount).to.be.at.most(1);
      const scrolls = [...listeners.getCalls(), ...docListeners.getCalls()].filter((c) => c.args[0] === 'scroll');
      expect(scrolls).to.deep.equal([]);
      await settled(...box.querySelectorAll('tf-image'));
    });
  });

  describe('when it grows', () => {
    it('reloads a larger version 300 ms after the resize, never for a shrink', async () => {
      // Counts its own image only: the many images of an earlier test may still be answered meanwhile on a loaded machine.
      const mine = () => requests.filter((url) => url.startsWith('/test-images/grows.jpg?'));
      const { box, el } = await boxed({ ...wide, src: '/test-images/grows.jpg' }, 200);
      await loaded(el);
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      box.style.width = '400px';
      await frame();
      clock.tick(299);
      expect(mine()).to.have.length(1);
      const bigger = loaded(el);
      clock.tick(1);
      clock.restore();
      expect((await bigger).detail.url).to.equal('/test-images/grows.jpg?quality=0.85&width=400&height=222&crop=true');

      box.style.width = '100px';
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(mine()).to.have.length(2);
    });

    it('switches to a better variant when the box changes shape', async () => {
      const { box, el } = await boxed([wide, square], 300, { fill: true, style: 'aspect-ratio: 16 / 9' });
      expect((await loaded(el)).detail.url).to.contain('/test-images/wide.jpg?');
      const next = loaded(el);
      box.style.aspectRatio = '1 / 1';
      expect((await next).detail.url).to.equal('/test-images/square.jpg?quality=0.85&width=300&height=300&crop=true');
    });
  });

  describe('an animated GIF', () => {
    it('plays near the viewport, is swapped to its still JPG off-screen, and restored', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="width: 240px">
        <tf-image .info=${gif}></tf-image><div style="height: 4000px"></div></div>`);
      const el = box.querySelector('tf-image')!;
      expect((await loaded(el)).detail.url).to.equal('/test-images/applause.gif');

      const still = loaded(el);
      window.scrollTo(0, 2500);
      expect((await still).detail.url).to.equal('/test-images/applause.jpg?quality=0.85&width=240&height=135&crop=true');

      const playing = loaded(el);
      window.scrollTo(0, 0);
      expect((await playing).detail.url).to.equal('/test-images/applause.gif');
      expect(imgOf(el).getAttribute('src')).to.equal('/test-images/applause.gif');
    });

    it('stays still under prefers-reduced-motion', async () => {
      const realMatch = window.matchMedia.bind(window);
      sinon.stub(window, 'matchMedia').callsFake((query: string) =>
        query.includes('prefers-reduced-motion') ? ({ matches: true, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList) : realMatch(query));
      const { el } = await boxed(gif, 240);
      expect((await loaded(el)).detail.url).to.equal('/test-images/applause.jpg?quality=0.85&width=240&height=135&crop=true');
      expect(requests.some((url) => url.endsWith('.gif'))).to.equal(false);
    });
  });

  describe('given bad info', () => {
    for (const [label, info] of [['text that is not JSON', '{"src": '], ['a javascript: source', '{"src": "javascript:alert(1)"}'], ['an empty list', '[]']] as const) {
      it(`logs the catalogue warning for ${label} and shows the placeholder`, async () => {
        const host = document.createElement('div');
        document.body.append(host);
        const message = oneEvent(host, 'tf:message') as Promise<TfEvent<'tf:message'>>;
        const el = document.createElement('tf-image');
        el.setAttribute('info', info);
        host.append(el);
        const { detail } = await message;
        expect(detail.level).to.equal('warn');
        expect(detail.text).to.equal('Image info could not be parsed. This means there is probably an issue with the feed');
        await el.updateComplete;
        expect(imgOf(el).getAttribute('src')).to.equal(MISSING_IMAGE_SRC);
        expect(el.classList.contains('tf-image--deferred')).to.equal(false);
        host.remove();
      });
    }

    it('shows the placeholder and reports an image that fails to load', async () => {
      const { el } = await boxed({ src: '/test-images/missing.jpg', alt: 'Gone', original: { width: 640, height: 360 } });
      const { detail } = (await oneEvent(el, 'tf:imageerror')) as TfEvent<'tf:imageerror'>;
      expect(detail.url).to.contain('/test-images/missing.jpg?');
      await el.updateComplete;
      expect(imgOf(el).getAttribute('src')).to.equal(MISSING_IMAGE_SRC);
      expect(el.state).to.equal('failed');
    });

    it('starts over with new info', async () => {
      const { el } = await boxed('not json', 200);
      await el.updateComplete;
      expect(imgOf(el).getAttribute('src')).to.equal(MISSING_IMAGE_SRC);
      const next = loaded(el);
      el.info = [wide];
      expect((await next).detail.url).to.contain('/test-images/wide.jpg?');
    });
  });

  describe('the first image of the first viewport (the likely LCP)', () => {
    /** Images with their own watchers (a page that has had no image yet) and a recorded fetch. */
    function page() {
      const images = createDeferredImages();
      const fetched: { url: string; priority: string }[] = [];
      const make = (info: unknown) => {
        const el = new TfImage({ images, fetchImage: async (url, priority) => void fetched.push({ url, priority }) });
        el.info = info;
        return el;
      };
      return { make, fetched };
    }

    it('is put into its own <img> at its drawn size at once, at high priority, shown without a fade, without an observer round', async () => {
      sinon.stub(window, 'devicePixelRatio').value(2);
      const { make, fetched } = page();
      const el = make(wide);
      const url = '/test-images/wide.jpg?quality=0.85&width=600&height=333&crop=true';
      const drawn = loaded(el);
      const box = await fixture<HTMLDivElement>(html`<div style="width: 300px">${el}</div>`);
      // The same task as the connection: no frame, so no IntersectionObserver callback, has run.
      await el.updateComplete;
      await el.updateComplete;
      // Drawn by the browser as it arrives: no off-screen fetch and decode first.
      expect(fetched).to.deep.equal([]);
      expect(imgOf(el).getAttribute('src')).to.equal(url);
      expect(imgOf(el).getAttribute('fetchpriority')).to.equal('high');
      expect(getComputedStyle(imgOf(el)).opacity).to.equal('1');
      expect(getComputedStyle(imgOf(el)).transitionProperty).to.equal('none');
      const shown = await drawn;
      expect(shown.detail).to.deep.include({ url, width: 300 });
      expect(shown.detail.height).to.be.closeTo(300 / 1.8, 0.5);
      expect(el.state).to.equal('loaded');
      expect(el.classList.contains('tf-image--deferred')).to.equal(false);
      box.remove();
    });

    it('is not faded in by a page rule on its part that fades over --tf-image-fade', async () => {
      const { make } = page();
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.fading tf-image::part(image) { transition: opacity var(--tf-image-fade, 0.2s) ease, filter 0.25s ease; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      try {
        const [first, second] = [make(wide), make(square)];
        const box = await fixture<HTMLDivElement>(html`<div class="fading" style="width: 200px">${first}${second}</div>`);
        await Promise.all([first.updateComplete, second.updateComplete]);
        await frame();
        await second.updateComplete;
        const timing = (el: TfImage) => [getComputedStyle(imgOf(el)).transitionProperty, getComputedStyle(imgOf(el)).transitionDuration];
        expect(imgOf(first).classList.contains('now')).to.equal(true);
        expect(timing(first)).to.deep.equal(['opacity, filter', '0s, 0.25s']);
        // Any other image keeps the page's fade.
        expect(timing(second)).to.deep.equal(['opacity, filter', '0.2s, 0.25s']);
        box.remove();
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      }
    });

    it('shows the missing-image placeholder when the drawn image fails', async () => {
      const { make } = page();
      const el = make({ src: '/test-images/missing-hero.jpg', alt: 'Gone', original: { width: 1600, height: 900, aspectRatio: 1.8 } });
      const failed = oneEvent(el, 'tf:imageerror');
      await fixture(html`<div style="width: 300px">${el}</div>`);
      expect((await failed).detail.url).to.contain('/test-images/missing-hero.jpg?');
      await el.updateComplete;
      expect(imgOf(el).getAttribute('src')).to.equal(MISSING_IMAGE_SRC);
      expect(el.state).to.equal('failed');
    });

    it('is only one: the next image in view waits for the observer and asks at auto priority', async () => {
      const { make, fetched } = page();
      const [first, second] = [make(wide), make(square)];
      await fixture(html`<div style="width: 200px">${first}${second}</div>`);
      await Promise.all([first.updateComplete, second.updateComplete]);
      expect(fetched).to.deep.equal([]);
      expect(imgOf(first).getAttribute('src')).to.contain('/test-images/wide.jpg?');
      await frame();
      expect(fetched.map((f) => f.priority)).to.deep.equal(['auto']);
      expect(fetched[0]!.url).to.contain('/test-images/square.jpg?');
      await second.updateComplete;
      expect(imgOf(second).getAttribute('fetchpriority')).to.equal('auto');
    });

    it('is not an image below the fold, which stays deferred and leaves the claim to one in view', async () => {
      const { make, fetched } = page();
      const [below, inView] = [make(wide), make(square)];
      const box = await fixture<HTMLDivElement>(html`<div style="width: 200px"><div style="height: 3000px"></div>${below}</div>`);
      await below.updateComplete;
      await frame();
      expect(fetched).to.deep.equal([]);
      box.prepend(inView);
      await inView.updateComplete;
      await inView.updateComplete;
      expect(fetched).to.deep.equal([]);
      expect(imgOf(inView).getAttribute('fetchpriority')).to.equal('high');
      expect(imgOf(inView).getAttribute('src')).to.contain('/test-images/square.jpg?');
      expect(imgOf(below).hasAttribute('src')).to.equal(false);
    });
  });
});
