import { expect } from '@open-wc/testing';
import { comedianFeeds, comedianFeedPath } from '../../demo/content/comedians.js';
import { COMEDIAN_LIST } from '../../demo/content/catalogue.js';
import controller from '../../islands/comedian-page/index.js';
import { parseComedianPageFeed } from '../../islands/comedian-page/comedian-page.js';
import { clone, img, imageInfoOf, makeHost, renderError } from './island-harness.js';

const D = 'ENT_M047';

const feed = () => ({
  result: {
    name: 'Marnie <i>Okafor</i>',
    tagline: 'Overthinks so you don’t have to.',
    description: 'Taught science. <script>alert(1)</script>',
    more: ['Tours a lot.'],
    image: img('marnie'),
    tour: '14 cities',
    special: 'Overthinking It',
    directory: { title: 'All comedians', url: '/stand-up' },
  },
});

describe('comedian page island (ENT_M047)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost(D)));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });

  it('shows the portrait, the name as the page’s heading, tagline, tour, special and bio, feed text as text', async () => {
    await controller.render(h.host, feed(), h.ctx);
    expect(h.host.querySelector('h1')!.textContent).to.equal('Marnie <i>Okafor</i>');
    expect(h.host.querySelector('i, script')).to.equal(null);
    expect(imageInfoOf(h.host)).to.include({ url: '/art/marnie.svg', alt: 'marnie art' });
    expect([...h.host.querySelectorAll('.tf-comic__facts li')].map((li) => li.textContent)).to.deep.equal(['On tour · 14 cities', 'Newest special · Overthinking It']);
    expect([...h.host.querySelectorAll('.tf-comic__bio p')].map((p) => p.textContent)).to.deep.equal(['Taught science. <script>alert(1)</script>', 'Tours a lot.']);
    const back = h.host.querySelector('a')!;
    expect(back.getAttribute('href')).to.equal('/stand-up');
    expect(back.dataset.tfTrack).to.equal('Comedian: All comedians');
    expect(h.host.querySelector('article')!.dataset.tfPromo).to.equal('Comedian: Marnie <i>Okafor</i>');
  });

  it('is accessible', async () => {
    await controller.render(h.host, feed(), h.ctx);
    await expect(h.host).to.be.accessible();
  });

  it('leaves out what the feed does not give, and an unsafe directory link', async () => {
    const f = clone(feed());
    const r = f.result as Record<string, unknown>;
    delete r.tour;
    delete r.special;
    delete r.more;
    r.directory = { title: 'All comedians', url: 'javascript:alert(1)' };
    await controller.render(h.host, f, h.ctx);
    expect(h.host.querySelector('.tf-comic__facts')).to.equal(null);
    expect(h.host.querySelectorAll('.tf-comic__bio p')).to.have.length(1);
    expect(h.host.querySelector('a')).to.equal(null);
  });

  it('fails the zone alone on a malformed feed, drawing nothing', async () => {
    const f = clone(feed());
    (f.result as Record<string, unknown>).more = 'one';
    expect(String(await renderError(controller, h.host, f, h.ctx))).to.contain('more must be an array');
    const g = clone(feed());
    (g.result as Record<string, unknown>).name = '';
    expect(String(await renderError(controller, h.host, g, h.ctx))).to.contain('name must be a non-empty string');
    expect(h.host.querySelector('article')).to.equal(null);
  });

  it('reads every demo comedian’s page feed', () => {
    for (const c of COMEDIAN_LIST) {
      expect(parseComedianPageFeed(comedianFeeds[comedianFeedPath(c.slug)], D).name).to.equal(c.name);
    }
  });
});
