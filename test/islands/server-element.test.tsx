import { expect } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { TfCarousel as TfCarouselElement } from '../../elements/tf-carousel/tf-carousel.js';
import type { TfImage as TfImageElement } from '../../elements/tf-image/tf-image.js';
import { serverAttributes } from '../../islands/shared/server-element.js';
import { ServerRenderContext } from '../../islands/shared/server-render.js';
import { TfCarousel } from '../../islands/shared/tf-carousel.js';
import { imageInfo, TfImage } from '../../islands/shared/tf-image.js';
import { startImageServer } from '../support/image-server.js';
import { waitUntil } from '../support/wait.js';

const onServer = (tree: ReactNode) => renderToString(<ServerRenderContext.Provider value={{ pageUrl: 'https://site.test/' }}>{tree}</ServerRenderContext.Provider>);

/** The server's HTML in `host` as the browser's parser makes it: its elements upgrade as they are connected. */
function drawAsServer(host: HTMLElement, html: string): void {
  host.append(...[...new DOMParser().parseFromString(html, 'text/html').body.childNodes].map((node) => document.importNode(node, true)));
}

/** Hydrates `tree` in `host`; resolves with the recoverable errors React reported (a mismatch is one). */
async function hydrate(host: HTMLElement, tree: ReactNode): Promise<{ root: Root; mismatches: unknown[] }> {
  const mismatches: unknown[] = [];
  let root!: Root;
  await new Promise<void>((resolve) => {
    const Done = () => {
      queueMicrotask(resolve);
      return null;
    };
    root = hydrateRoot(host, <>{tree}<Done /></>, { onRecoverableError: (error) => void mismatches.push(error) });
  });
  return { root, mismatches };
}

describe('standalone elements drawn by a server', () => {
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    host.style.width = '320px';
    document.body.append(host);
  });
  afterEach(() => host.remove());

  it('write element properties as attributes: true bare, objects as JSON, className as class; no events, style or false', () => {
    expect(serverAttributes({
      className: 'row', arrows: true, wrap: false, label: 'Clips', autoplay: 3000, info: { url: '/a.jpg', width: 2 },
      serviceBase: '/tve', onSelect: () => undefined, style: { color: 'red' }, selected: undefined, children: 'x',
    })).to.deep.equal({ class: 'row', arrows: '', label: 'Clips', autoplay: '3000', info: '{"url":"/a.jpg","width":2}', servicebase: '/tve' });
  });

  it('draw a carousel with its attributes and its slides, which upgrades as hydration leaves it', async () => {
    const tree = (
      <TfCarousel className="row" label="Latest clips" arrows>
        <div>One</div>
        <div>Two</div>
      </TfCarousel>
    );
    const html = onServer(tree);
    // Each slide carries the ARIA attributes the element gives it, so its upgrade changes none.
    const slide = (n: number) => `role="group" aria-roledescription="slide" aria-label="${n} of 2" data-tf-slide-label=""`;
    expect(html).to.equal(`<tf-carousel class="row" label="Latest clips" arrows=""><div ${slide(1)}>One</div><div ${slide(2)}>Two</div></tf-carousel>`);
    drawAsServer(host, html);
    const carousel = host.querySelector<TfCarouselElement>('tf-carousel')!;
    // Upgraded from its attributes: the controls' bar is there before any script of the island runs.
    expect(carousel.arrows).to.equal(true);
    expect(carousel.label).to.equal('Latest clips');
    const { root, mismatches } = await hydrate(host, tree);
    expect(mismatches).to.deep.equal([]);
    expect(host.querySelector('tf-carousel')).to.equal(carousel);
    expect(carousel.arrows).to.equal(true);
    root.unmount();
  });

  describe('an image', () => {
    before(startImageServer);

    it('loads from its info attribute, and hydration handing it the same info as an object does not start it over', async () => {
      const info = imageInfo({ src: '/test-images/react.jpg', alt: 'From a server', width: 640, height: 360 });
      const loads: string[] = [];
      host.addEventListener('tf:imageload', (event) => loads.push(event.detail.url));
      const tree = <TfImage info={info} ratio="16 / 9" fill />;
      drawAsServer(host, onServer(tree));
      const image = host.querySelector<TfImageElement>('tf-image')!;
      expect(image.fill).to.equal(true);
      await waitUntil(() => loads.length === 1, 'the image loads from the attribute');
      const { root, mismatches } = await hydrate(host, tree);
      expect(mismatches).to.deep.equal([]);
      expect(image.info).to.deep.equal(info);
      await image.updateComplete;
      expect(image.state).to.equal('loaded');
      expect(loads).to.deep.equal(['/test-images/react.jpg?quality=0.85&width=320&height=180&crop=true']);
      root.unmount();
    });
  });
});
