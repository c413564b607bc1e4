import { expect, fixture, html } from '@open-wc/testing';
import { describeDetail, startGallery, type Gallery } from '../../../demo/developers/gallery.js';

/** A stand-in element: says `tf:select` with the new value whenever its `speed` attribute changes. */
class GalleryProbe extends HTMLElement {
  static observedAttributes = ['speed'];
  calls = 0;
  attributeChangedCallback(_name: string, _old: string | null, value: string | null) {
    this.dispatchEvent(new CustomEvent('tf:select', { bubbles: false, detail: { speed: value } }));
  }
  poke() {
    this.calls += 1;
  }
}
customElements.define('gallery-probe', GalleryProbe);

const DATA = JSON.stringify({ tag: 'gallery-probe', events: ['tf:select'], legacyScript: '<script type="module" src="https://x.example/elements/gallery-probe.js"></script>' });

async function page() {
  const root = await fixture<HTMLDivElement>(html`<div>
    <div data-gallery-stage><gallery-probe speed="1" loud></gallery-probe></div>
    <template data-gallery-source><gallery-probe speed="1" loud></gallery-probe></template>
    <form data-gallery-controls>
      <input type="number" id="attr-speed" data-gallery-attribute="speed" />
      <input type="checkbox" id="attr-loud" data-gallery-attribute="loud" />
    </form>
    <button type="button" data-gallery-call="poke">Call poke()</button>
    <div role="log" data-gallery-log></div>
    <button type="button" data-gallery-clear>Clear</button>
    <code id="snippet-source" data-gallery-snippet="snippet-source"></code>
    <code id="snippet-legacy" data-gallery-snippet="snippet-legacy"></code>
    <p role="status" data-gallery-status></p>
    <script type="application/json" id="gallery-data">${DATA}</script>
  </div>`);
  // The data block as the server writes it: lit renders the text into the script element.
  return root;
}

describe('the element page\'s script', () => {
  let gallery: Gallery | undefined;
  afterEach(() => gallery?.stop());

  it('sets the form from the example, and each change on the live element and in the snippets', async () => {
    const root = await page();
    gallery = startGallery(document);
    const speed = root.querySelector<HTMLInputElement>('#attr-speed')!;
    const loud = root.querySelector<HTMLInputElement>('#attr-loud')!;
    expect(speed.value).to.equal('1');
    expect(loud.checked).to.equal(true);
    expect(root.querySelector('#snippet-source')!.textContent).to.equal('<gallery-probe speed="1" loud></gallery-probe>');
    speed.value = '7';
    speed.dispatchEvent(new Event('input'));
    expect(root.querySelector('[data-gallery-stage] gallery-probe')!.getAttribute('speed'), 'not before the value is committed').to.equal('1');
    speed.dispatchEvent(new Event('change'));
    loud.checked = false;
    loud.dispatchEvent(new Event('change'));
    const live = root.querySelector('[data-gallery-stage] gallery-probe')!;
    expect(live.getAttribute('speed')).to.equal('7');
    expect(live.hasAttribute('loud')).to.equal(false);
    expect(root.querySelector('#snippet-source')!.textContent).to.equal('<gallery-probe speed="7"></gallery-probe>');
    expect(root.querySelector('#snippet-legacy')!.textContent).to.equal('<script type="module" src="https://x.example/elements/gallery-probe.js"></script>\n<gallery-probe speed="7"></gallery-probe>');
    speed.value = '';
    speed.dispatchEvent(new Event('change'));
    expect(live.hasAttribute('speed')).to.equal(false);
  });

  it('logs the events the element fires, bubbling or not, as text, and clears the log', async () => {
    const root = await page();
    gallery = startGallery(document);
    const live = root.querySelector('[data-gallery-stage] gallery-probe')!;
    live.setAttribute('speed', '<b>2</b>');
    const log = root.querySelector('[data-gallery-log]')!;
    expect(log.textContent).to.equal('tf:select {"speed":"<b>2</b>"}');
    expect(log.querySelector('b')).to.equal(null);
    root.querySelector<HTMLButtonElement>('[data-gallery-clear]')!.click();
    expect(log.childElementCount).to.equal(0);
  });

  it('calls a method from its button and says so', async () => {
    const root = await page();
    gallery = startGallery(document);
    root.querySelector<HTMLButtonElement>('[data-gallery-call]')!.click();
    expect((root.querySelector('[data-gallery-stage] gallery-probe') as GalleryProbe).calls).to.equal(1);
    expect(root.querySelector('[data-gallery-status]')!.textContent).to.equal('Called poke().');
  });

  it('stops listening when stopped', async () => {
    const root = await page();
    startGallery(document)!.stop();
    root.querySelector('[data-gallery-stage] gallery-probe')!.setAttribute('speed', '3');
    expect(root.querySelector('[data-gallery-log]')!.childElementCount).to.equal(0);
  });

  it('writes a detail as one short line', () => {
    expect(describeDetail(undefined)).to.equal('');
    expect(describeDetail({ index: 1 })).to.equal('{"index":1}');
    expect(describeDetail({ node: document.body })).to.equal('{"node":"<body>"}');
    expect(describeDetail({ long: 'x'.repeat(500) })).to.have.length(200);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeDetail(cyclic)).to.equal('[object Object]');
  });
});
