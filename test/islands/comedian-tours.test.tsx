import { expect } from '@open-wc/testing';
import { renderToString } from 'react-dom/server';
import { NETWORK_TOUR_ID, comedianFeedPath, comedianFeeds } from '../../demo/content/comedians.js';
import controller from '../../islands/comedian-page/index.js';
import type { IslandController } from '../../islands/define-island.js';
import { clone, img, makeHost, renderError } from './island-harness.js';

const D = 'ENT_M047';
/** 8 pm Eastern on a day, in epoch seconds (01:00 UTC the next day). */
const evening = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d + 1, 1) / 1000;

const feed = () => ({
  result: {
    name: 'Marnie Okafor',
    tagline: 'Overthinks.',
    description: 'Taught science.',
    image: img('marnie'),
    tours: [
      { id: 'own', title: 'Overthinking It Tour', dates: [
        { at: evening(2027, 2, 5), city: 'Chicago, IL', venue: 'The Vic' },
        // Milliseconds: the same evening, whichever unit the feed sends.
        { at: evening(2027, 2, 12) * 1000, city: 'Minneapolis, MN', venue: 'Pantages' },
      ] },
      { id: 'network', title: 'Laugh Track Live', dates: [{ at: evening(2027, 1, 15), city: 'New York, NY', venue: '<b>Beacon</b>' }] },
    ],
  },
});

describe('comedian page tour dates (ENT_M047, defaultTourId)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost(D)));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });

  const configure = (config: unknown) => Object.assign(h.ctx.page, { config });
  const dates = () => [...h.host.querySelectorAll('.tf-comic__dates li')].map((li) => li.textContent);
  const select = () => h.host.querySelector<HTMLSelectElement>('.tf-comic__tour select')!;

  it('without a configured tour shows the first one, each date m/d/Y in Eastern time whether seconds or milliseconds', async () => {
    await controller.render(h.host, feed(), h.ctx);
    expect(h.host.querySelector('.tf-comic__tour h2')!.textContent).to.equal('Tour dates');
    expect(select().value).to.equal('own');
    expect(dates()).to.deep.equal(['02/05/2027Chicago, IL · The Vic', '02/12/2027Minneapolis, MN · Pantages']);
    expect(h.host.querySelector('time')!.getAttribute('datetime')).to.equal('2027-02-06T01:00:00.000Z');
  });

  it('shows the tour the configuration’s defaultTourId names, and a select switches to another, tracked', async () => {
    configure({ defaultTourId: 'network' });
    await controller.render(h.host, feed(), h.ctx);
    expect(select().value).to.equal('network');
    expect(dates()).to.deep.equal(['01/15/2027New York, NY · <b>Beacon</b>']);
    expect(h.host.querySelector('b')).to.equal(null);
    const tracked: string[] = [];
    h.host.addEventListener('tf:tracklink', (event) => tracked.push((event as CustomEvent<{ linkName: string }>).detail.linkName));
    select().value = 'own';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    for (let i = 0; i < 50 && dates().length !== 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(dates()).to.have.length(2);
    expect(tracked).to.deep.equal(['Comedian: Tour Overthinking It Tour']);
  });

  it('falls back to the first tour when the configured one is not the comedian’s, or the key is not a string', async () => {
    configure({ defaultTourId: 'someone-else' });
    await controller.render(h.host, feed(), h.ctx);
    expect(select().value).to.equal('own');
    controller.onModuleDestroy?.(h.host);
    configure({ defaultTourId: 42 });
    await controller.render(h.host, feed(), h.ctx);
    expect(select().value).to.equal('own');
  });

  it('names a lone tour instead of offering a choice; no tours, no section', async () => {
    const f = clone(feed());
    f.result.tours = [f.result.tours[1]!];
    await controller.render(h.host, f, h.ctx);
    expect(h.host.querySelector('select')).to.equal(null);
    expect(h.host.querySelector('.tf-comic__tour-title')!.textContent).to.equal('Laugh Track Live');
    controller.onModuleDestroy?.(h.host);
    const g = clone(feed()) as { result: Record<string, unknown> };
    delete g.result.tours;
    await controller.render(h.host, g, h.ctx);
    expect(h.host.querySelector('.tf-comic__tour')).to.equal(null);
  });

  it('is drawn by the server with the configured tour, as the browser draws it', () => {
    const server = controller as IslandController;
    const html = renderToString(server.element(feed(), { zone: 't1_1c', driver: D, language: 'eng', pageUrl: 'https://x.example/comedians/m', config: { defaultTourId: 'network' } }));
    expect(html).to.contain('New York, NY');
    expect(html).not.to.contain('Chicago, IL');
    expect(html).to.contain('01/15/2027');
  });

  for (const [what, change] of [
    ['a date that is none', (f: ReturnType<typeof feed>) => Object.assign(f.result.tours[0]!.dates[0]!, { at: 'soon' })],
    ['two tours of one id', (f: ReturnType<typeof feed>) => Object.assign(f.result.tours[1]!, { id: 'own' })],
    ['dates that are not a list', (f: ReturnType<typeof feed>) => Object.assign(f.result.tours[0]!, { dates: '<b>x</b>' })],
  ] as const) {
    it(`fails the zone on ${what}`, async () => {
      const f = feed();
      change(f);
      expect(String(await renderError(controller, h.host, f, h.ctx))).to.match(/^FeedError: ENT_M047 feed: tours/);
    });
  }

  it('the demo’s comedians on the network tour list it after their own, so the configuration is what puts it first', () => {
    const tours = (slug: string) => ((comedianFeeds[comedianFeedPath(slug)] as { result: { tours?: { id: string }[] } }).result.tours ?? []).map((t) => t.id);
    expect(tours('marnie-okafor')).to.deep.equal(['overthinking-it-tour', NETWORK_TOUR_ID]);
    expect(tours('raf-moreno').at(-1)).to.equal(NETWORK_TOUR_ID);
  });
});
