import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import sinon from 'sinon';
import { startDemoWorker } from '../support/demo-worker.js';
import { waitUntil } from '../support/wait.js';
import controller from '../../islands/search-results/index.js';
import { searchFeed } from '../../demo/content/search.js';
import { clone, img, makeHost, renderError } from './island-harness.js';

const result = (title: string, url: string) => ({ title, url, meta: 'Meta', description: `About ${title}`, image: img(title.toLowerCase().replace(/\W+/g, '-')) });

const feed = {
  result: {
    keywords: 'roast',
    total: 3,
    groups: [
      { kind: 'shows', title: 'Shows', items: [result('Roast Beef', '/shows/roast-beef')] },
      { kind: 'clips', title: 'Clips', items: [result('Grandma Roasts', '/clips/grandma'), result('Bad', 'javascript:alert(1)')] },
    ],
    suggestions: [{ title: 'printer', url: '/search?keywords=printer' }],
    browse: { title: 'Browse all shows', url: '/shows' },
  },
};

const emptyFeed = { result: { keywords: 'walrus', total: 0, groups: [], suggestions: feed.result.suggestions, browse: feed.result.browse } };

describe('search results island (ENT_M070)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M070')));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });

  it('titles the results with the query and counts them in a status', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelector('h1')!.textContent).to.equal('Results for “roast”');
    expect(h.host.querySelector('[role="status"]')!.textContent).to.equal('3 results');
  });

  it('groups results under a heading per kind with its count', async () => {
    await controller.render(h.host, feed, h.ctx);
    const groups = [...h.host.querySelectorAll('section.tf-search__group')];
    expect(groups.map((g) => g.querySelector('h2')!.textContent)).to.deep.equal(['Shows 1', 'Clips 2']);
    expect(groups.every((g) => g.getAttribute('aria-labelledby') === g.querySelector('h2')!.id)).to.equal(true);
    const hrefs = [...h.host.querySelectorAll('.tf-search__list a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.deep.equal(['/shows/roast-beef', '/clips/grandma']);
  });

  it('keeps the query in a GET search form for /search', async () => {
    await controller.render(h.host, feed, h.ctx);
    const form = h.host.querySelector('form')!;
    expect(form.getAttribute('action')).to.equal('/search');
    expect(form.method).to.equal('get');
    const input = form.querySelector<HTMLInputElement>('input[name="keywords"]')!;
    expect(input.value).to.equal('roast');
    expect(input.labels![0]!.textContent).to.equal('Search shows, clips and comedians');
  });

  describe('when nothing matches', () => {
    it('says so with the query and offers suggestions', async () => {
      await controller.render(h.host, emptyFeed, h.ctx);
      expect(h.host.querySelector('.tf-search__empty-title')!.textContent).to.equal('No results for “walrus”');
      expect(h.host.querySelector('[role="status"]')!.textContent).to.equal('0 results');
      expect([...h.host.querySelectorAll('.tf-search__empty a')].map((a) => a.getAttribute('href'))).to.deep.equal([
        '/search?keywords=printer',
        '/shows',
      ]);
    });
  });

  it('shows the search prompt, not "no results", without keywords', async () => {
    await controller.render(h.host, { result: { ...emptyFeed.result, keywords: '' } }, h.ctx);
    expect(h.host.querySelector('h1')!.textContent).to.equal('Search');
    expect(h.host.querySelector('.tf-search__empty')).to.equal(null);
  });

  it('shows the new query in the field when refreshed with another search', async () => {
    await controller.render(h.host, feed, h.ctx);
    await controller.render(h.host, emptyFeed, h.ctx);
    expect(h.host.querySelector<HTMLInputElement>('input[name="keywords"]')!.value).to.equal('walrus');
  });

  it('renders the keywords as text, never as markup', async () => {
    await controller.render(h.host, { result: { ...emptyFeed.result, keywords: '<img src=x onerror=alert(1)>' } }, h.ctx);
    expect(h.host.querySelector('img[src="x"]')).to.equal(null);
    expect(h.host.querySelector('h1')!.textContent).to.contain('<img src=x onerror=alert(1)>');
  });

  it('rejects an unknown group kind, an empty group and a wrong total', async () => {
    const badKind = clone(feed);
    badKind.result.groups[0]!.kind = 'movies';
    expect(String(await renderError(controller, h.host, badKind, h.ctx))).to.contain('groups[0].kind must be one of shows, episodes, clips, comedians');
    const emptyGroup = clone(feed);
    emptyGroup.result.groups[0]!.items = [];
    expect(String(await renderError(controller, h.host, emptyGroup, h.ctx))).to.contain('groups[0].items must have at least 1 item');
    const badTotal = clone(feed);
    badTotal.result.total = 7;
    expect(String(await renderError(controller, h.host, badTotal, h.ctx))).to.contain('total is 7 but the groups hold 3 results');
  });

  it('accepts what the demo search feed answers', async () => {
    await controller.render(h.host, searchFeed('desk'), h.ctx);
    expect(h.host.querySelector('h1')!.textContent).to.equal('Results for “desk”');
    expect(h.host.querySelectorAll('.tf-search__list li').length).to.be.greaterThan(1);
  });
});

describe('search results in place (searchUrl, searchFeedUrl)', () => {
  let worker: SetupWorker;
  let h: ReturnType<typeof makeHost>;
  let address: string;
  const asked: URL[] = [];
  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(async () => {
    address = location.href;
    asked.length = 0;
    h = makeHost('ENT_M070');
    (h.ctx.page as HTMLElement & { config?: unknown }).config = { searchUrl: '/find', searchFeedUrl: '/feeds/site-search' };
    await controller.render(h.host, feed, h.ctx);
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    worker.resetHandlers();
    history.replaceState(history.state, '', address);
    sinon.restore();
  });
  const search = (text: string) => {
    h.host.querySelector<HTMLInputElement>('input[name="keywords"]')!.value = text;
    h.host.querySelector('form')!.requestSubmit();
  };

  it("asks the site's search feed and redraws in place, the address on the search page", async () => {
    worker.use(http.get('/feeds/site-search', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return HttpResponse.json(searchFeed(url.searchParams.get('keywords') ?? ''));
    }));
    expect(h.host.querySelector('form')!.getAttribute('action')).to.equal('/find');
    search(' desk ');
    await waitUntil(() => h.host.querySelector('h1')!.textContent === 'Results for “desk”', 'the new results are drawn');
    expect(asked.map((url) => url.search)).to.deep.equal(['?keywords=desk']);
    expect(location.pathname + location.search).to.equal('/find?keywords=desk');
    expect(h.host.querySelectorAll('.tf-search__list li').length).to.be.greaterThan(1);
  });

  it('submits the form as a page load when the answer is malformed, keeping the results on screen', async () => {
    worker.use(http.get('/feeds/site-search', () => HttpResponse.json({ result: { keywords: 'desk', total: 'many' } })));
    const form = h.host.querySelector('form')!;
    const submitted = sinon.stub(form, 'submit');
    search('desk');
    await waitUntil(() => submitted.called, 'the form is submitted');
    expect(h.host.querySelector('h1')!.textContent).to.equal('Results for “roast”');
    expect(location.href).to.equal(address);
  });
});

describe('demo search feed', () => {
  it('needs every word, ignoring case, accents and curly quotes', () => {
    const titles = (keywords: string) => searchFeed(keywords).result.groups.flatMap((g) => g.items.map((i) => i.title));
    expect(titles('PRINTER union')).to.include('The Printer Has Unionized');
    expect(titles('printer walrus')).to.deep.equal([]);
    expect(titles('don’t')).to.deep.equal(titles("don't"));
    expect(titles('marnie')).to.include('Marnie Okafor');
  });

  it('counts every result and leaves out empty groups', () => {
    const { result } = searchFeed('roast');
    expect(result.total).to.equal(result.groups.reduce((n, g) => n + g.items.length, 0));
    expect(result.groups.every((g) => g.items.length > 0)).to.equal(true);
  });
});
