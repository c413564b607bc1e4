import { expect } from '@open-wc/testing';
import controller from '../../islands/trending-bar/index.js';
import { makeHost, renderError } from './island-harness.js';

const feed = {
  result: {
    label: 'Trending',
    topics: [
      { title: 'PrinterUnion', url: '/shows/desk-jockeys' },
      { title: 'Sneaky', url: 'vbscript:msgbox' },
      { title: 'MoonCheese', url: 'https://example.com/moon' },
    ],
  },
};

describe('trending bar island (ENT_M002)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M002')));
  afterEach(() => h.cleanup());

  it('renders a labelled nav of topic links, dropping unsafe ones', async () => {
    await controller.render(h.host, feed, h.ctx);
    const nav = h.host.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('Trending');
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['PrinterUnion', '/shows/desk-jockeys'],
      ['MoonCheese', 'https://example.com/moon'],
    ]);
  });

  it('renders text as text, never as HTML', async () => {
    await controller.render(h.host, { label: 'Hot', topics: [{ title: '<img src=x onerror=alert(1)>', url: '/x' }] }, h.ctx);
    expect(h.host.querySelector('img')).to.equal(null);
    expect(h.host.querySelector('a')!.textContent).to.equal('<img src=x onerror=alert(1)>');
  });

  it('rejects a feed whose topics are not a list', async () => {
    const error = await renderError(controller, h.host, { result: { label: 'Trending', topics: 'lol' } }, h.ctx);
    expect(String(error)).to.contain('ENT_M002 feed: topics must be an array');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
