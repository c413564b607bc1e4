import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import { TfImage } from '../../elements/tf-image/tf-image.js';
import { createDeferredImages } from '../../runtime/images/deferred.js';
import type { TfEvent } from '../../runtime/events.js';
import { requests, startImageServer } from '../support/image-server.js';
import { waitUntil } from '../support/wait.js';
import { drawnImageCss } from '../../islands/shared/drawn-image.js';

/**
 * `<tf-image>` holding an `<img>` the server drew into the HTML (with a
 * `srcset` the browser picks from before any script runs): the element shows
 * that picture through its slot, keeps it when it covers the box, and
 * fetches a larger one only when it does not.
 */
const wide = { src: '/test-images/wide.jpg', alt: 'A wide stage', original: { width: 1600, height: 900, aspectRatio: 1.8 } };
const other = { ...wide, src: '/test-images/other.jpg' };

const loaded = (el: TfImage) => oneEvent(el, 'tf:imageload') as Promise<TfEvent<'tf:imageload'>>;
const slotted = (el: TfImage) => el.shadowRoot!.querySelector('slot')?.assignedElements() ?? [];
const ownImg = (el: TfImage) => el.shadowRoot!.querySelector('img');

/** An element with watchers of its own (the page's first image is free) and a recorded, held fetch. */
function drawnImage(info: unknown, drawnSrc: string) {
  const fetched: string[] = [];
  let finish: () => void = () => undefined;
  const el = new TfImage({
    images: createDeferredImages(),
    fetchImage: (url) => {
      fetched.push(url);
      return new Promise<void>((resolve) => (finish = resolve));
    },
  });
  el.info = info;
  const img = document.createElement('img');
  img.alt = 'A wide stage';
  img.src = drawnSrc;
  el.append(img);
  return { el, img, fetched, finish: () => finish() };
}

const place = (el: TfImage, width = 300) => fixture<HTMLDivElement>(html`<div style="width: ${width}px">${el}</div>`);

describe('<tf-image> with a drawn <img>', () => {
  before(startImageServer);
  beforeEach(() => (requests.length = 0));
  afterEach(() => sinon.restore());

  it('shows it through its slot at once and keeps it when its pixels cover the box: no request of its own', async () => {
    const { el, img, fetched } = drawnImage(wide, '/test-images/wide.jpg?quality=0.85&width=720&height=400');
    const shown = loaded(el);
    const box = await place(el);
    await el.updateComplete;
    expect(slotted(el)).to.deep.equal([img]);
    expect(ownImg(el)).to.equal(null);
    const { detail } = await shown;
    expect(detail.url).to.equal(img.currentSrc);
    expect(detail.width).to.equal(300);
    expect(fetched).to.deep.equal([]);
    expect(requests).to.deep.equal(['/test-images/wide.jpg?quality=0.85&width=720&height=400']);
    expect(el.state).to.equal('loaded');
    expect(el.classList.contains('tf-image--deferred')).to.equal(false);
    // Drawn like the element's own picture: covering the box.
    const rect = img.getBoundingClientRect();
    expect(rect.width).to.equal(300);
    expect(rect.height).to.be.closeTo(300 / 1.8, 0.5);
    expect(getComputedStyle(img).objectFit).to.equal('cover');
    box.remove();
  });

  it('shows one too small for the box until a version that covers it has loaded, then its own', async () => {
    const { el, img, fetched, finish } = drawnImage(wide, '/test-images/wide.jpg?quality=0.85&width=64&height=36');
    const box = await place(el);
    const needed = '/test-images/wide.jpg?quality=0.85&width=300&height=167&crop=true';
    await waitUntil(() => fetched.length > 0, 'the larger version asked for');
    expect(fetched).to.deep.equal([needed]);
    expect(slotted(el), 'the small picture stands meanwhile').to.deep.equal([img]);
    const shown = loaded(el);
    finish();
    expect((await shown).detail.url).to.equal(needed);
    await el.updateComplete;
    expect(slotted(el)).to.deep.equal([]);
    expect(ownImg(el)!.getAttribute('src')).to.equal(needed);
    box.remove();
  });

  it('closes the first-image slot without measuring: the server drew the first viewport', async () => {
    const images = createDeferredImages();
    const claim = sinon.spy(images, 'claimFirstImage');
    const held = () => new Promise<void>(() => undefined);
    const drawn = new TfImage({ images, fetchImage: held });
    drawn.info = wide;
    drawn.append(Object.assign(document.createElement('img'), { alt: 'A wide stage', src: '/test-images/wide.jpg?quality=0.85&width=720&height=400' }));
    const measured = sinon.spy(drawn, 'getBoundingClientRect');
    const box = await place(drawn);
    await drawn.updateComplete;
    expect(measured.called, 'no layout read in its first update').to.equal(false);
    // The next image in view is not the first viewport's: it waits for the observer, at auto priority.
    const later = new TfImage({ images, fetchImage: held });
    later.info = other;
    box.append(later);
    await later.updateComplete;
    expect(claim.returnValues, 'the slot is closed').to.deep.equal([undefined]);
    expect(ownImg(later)!.getAttribute('fetchpriority')).to.equal('auto');
    box.remove();
  });

  it('does not take a drawn <img> of another picture, nor one that failed', async () => {
    for (const src of ['/test-images/wide.jpg?width=720&height=400', '/test-images/missing.jpg?width=720']) {
      const { el, fetched, finish } = drawnImage(other, src);
      const box = await place(el);
      const shown = loaded(el);
      await waitUntil(() => fetched.length > 0, 'its own version asked for');
      expect(fetched).to.deep.equal(['/test-images/other.jpg?quality=0.85&width=300&height=167&crop=true']);
      finish();
      await shown;
      await el.updateComplete;
      expect(slotted(el)).to.deep.equal([]);
      box.remove();
    }
  });

  it('takes a <picture> of art-directed sources: the variant of its box\'s shape, at the width of the source the browser chose', async () => {
    // The page's rule for a picture's <img>, which is not itself the slotted element.
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = drawnImageCss;
    const phone = { src: '/test-images/phone.jpg', alt: 'A wide stage', original: { width: 1200, height: 900, aspectRatio: 4 / 3 } };
    const { el, img: lone, fetched } = drawnImage([wide, phone], '/test-images/wide.jpg?quality=0.85&width=720&height=400');
    lone.remove();
    el.fill = true;
    // In the HTML parser's order: the source first, then the <img>, its src last, so it picks among them.
    const picture = document.createElement('picture');
    const source = picture.appendChild(document.createElement('source'));
    Object.assign(source, { media: '(min-width: 1px)', sizes: '300px',
      srcset: '/test-images/phone.jpg?quality=0.85&width=320&height=240 320w, /test-images/phone.jpg?quality=0.85&width=640&height=480 640w' });
    const img = picture.appendChild(document.createElement('img'));
    Object.assign(img, { alt: 'A wide stage', sizes: '300px', srcset: '/test-images/wide.jpg?quality=0.85&width=720&height=400 720w' });
    img.src = '/test-images/wide.jpg?quality=0.85&width=720&height=400';
    el.append(picture);
    const shown = loaded(el);
    const box = await fixture<HTMLDivElement>(html`<div style="width: 300px; height: 225px">${el}</div>`);
    await el.updateComplete;
    expect(slotted(el)).to.deep.equal([picture]);
    const { detail } = await shown;
    expect(detail.url).to.equal(img.currentSrc);
    expect(new URL(img.currentSrc).pathname).to.equal('/test-images/phone.jpg');
    expect(fetched, 'the phone art covers the 4:3 box: nothing of its own').to.deep.equal([]);
    const rect = img.getBoundingClientRect();
    expect([rect.width, rect.height]).to.deep.equal([300, 225]);
    box.remove();
    style.remove();
  });

  it('lets go of it when its info changes to another picture', async () => {
    const { el, img } = drawnImage(wide, '/test-images/wide.jpg?quality=0.85&width=720&height=400');
    const first = loaded(el);
    const box = await place(el);
    await first;
    el.info = other;
    await el.updateComplete;
    expect(slotted(el)).to.deep.equal([]);
    expect(img.isConnected, 'the page\'s own node is left where it is').to.equal(true);
    box.remove();
  });
});
