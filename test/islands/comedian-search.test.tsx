import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SetupWorker } from 'msw/browser';
import controller from '../../islands/comedian-search/index.js';
import { comedianSearch } from '../../demo/content/comedian-search.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { asked, COMICS, controls, directoryFeed, search, searchHandler, until } from './comedian-search-support.js';
import { imageInfoOf, makeHost, renderError } from './island-harness.js';

describe('comedian search island (ENT_M046)', () => {
  let worker: SetupWorker;
  let h: ReturnType<typeof makeHost>;
  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(async () => {
    worker.use(searchHandler);
    asked.length = 0;
    h = makeHost('ENT_M046');
    await controller.render(h.host, directoryFeed, h.ctx);
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    worker.resetHandlers();
  });

  it('lists every comedian with portrait, name, tagline, tour and link', () => {
    const c = controls(h.host);
    expect(c.names()).to.deep.equal(COMICS.map((comic) => comic.name));
    const first = h.host.querySelector('li')!;
    expect(imageInfoOf(first)!.alt).to.equal('Marnie Okafor at the mic');
    expect(first.textContent).to.contain('Marnie Okafor tells jokes.').and.contain('On tour · 14 cities').and.contain('New special: Overthinking It');
    expect(first.querySelector('a')!.getAttribute('href')).to.equal('/stand-up#marnie-okafor');
    expect(c.status()).to.equal('4 comedians');
  });

  it('labels its search box, its button and its filter', () => {
    const c = controls(h.host);
    expect(h.host.querySelector(`label[for="${c.input.id}"]`)!.textContent).to.equal('Search comedians');
    expect(c.submit.textContent).to.equal('Search comedians');
    expect(h.host.querySelector(`label[for="${c.select.id}"]`)!.textContent).to.equal('Show');
    expect([...c.select.options].map((o) => o.textContent)).to.deep.equal(['All comedians', 'On tour', 'New specials']);
    expect(h.host.querySelector('form')!.getAttribute('role')).to.equal('search');
  });

  it('asks the site and shows the answer, announced in a live region', async () => {
    await search(h.host, '  mar ');
    const c = controls(h.host);
    expect(asked).to.deep.equal(['mar']);
    expect(c.names()).to.deep.equal(['Marnie Okafor', 'Mark Marlow']);
    expect(c.status()).to.equal('2 comedians match “mar”');
    await search(h.host, 'theo');
    expect(c.status()).to.equal('1 comedian matches “theo”');
  });

  it('says when no comedian matches, and shows them all again on request', async () => {
    await search(h.host, 'zzz');
    const c = controls(h.host);
    expect(c.status()).to.equal('No comedian matches “zzz”');
    expect(c.names()).to.deep.equal([]);
    h.host.querySelector<HTMLButtonElement>('.tf-comsearch__reset')!.click();
    await until(() => c.names().length === 4, 'the whole list');
    expect(document.activeElement).to.equal(c.input);
    expect(c.input.value).to.equal('');
  });

  it('keeps the list and says so when the search fails', async () => {
    await search(h.host, 'mar');
    await search(h.host, 'fail');
    const c = controls(h.host);
    expect(c.error()).to.contain('The search for “fail” did not work');
    expect(c.names()).to.deep.equal(['Marnie Okafor', 'Mark Marlow']);
    await search(h.host, 'theo');
    expect(c.error()).to.equal('');
  });

  it('shows the whole list again, asking nothing, for an empty term or a single space', async () => {
    await search(h.host, 'mar');
    const c = controls(h.host);
    for (const term of ['', ' ']) {
      c.input.value = term;
      c.submit.click();
      await until(() => c.names().length === 4, 'the whole list');
    }
    expect(asked).to.deep.equal(['mar']);
  });

  it('filters what it shows, locally, by tour or new special', async () => {
    const c = controls(h.host);
    c.select.value = 'tour';
    c.select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => c.names().length === 2, 'the filtered list');
    expect(c.names()).to.deep.equal(['Marnie Okafor', 'Priya Castellanos']);
    expect(c.status()).to.equal('4 comedians, 2 on tour');
    await search(h.host, 'mar');
    expect(c.names()).to.deep.equal(['Marnie Okafor']);
    expect(c.status()).to.equal('2 comedians match “mar”, 1 on tour');
    await search(h.host, 'theo');
    expect(c.status()).to.equal('1 comedian matches “theo”, none on tour');
    expect(h.host.querySelector('.tf-comsearch__empty')!.textContent).to.equal('None of these comedians is on tour right now.');
    expect(asked).to.deep.equal(['mar', 'theo']);
  });

  it('is operated from the keyboard: Enter searches, the arrows choose a filter', async () => {
    const c = controls(h.host);
    c.input.focus();
    await sendKeys({ type: 'pri' });
    await sendKeys({ press: 'Enter' });
    await until(() => c.status() === '1 comedian matches “pri”', 'the answer');
    c.select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await until(() => c.select.value === 'special', 'the filter');
    expect(c.status()).to.equal('1 comedian matches “pri”, none with a new special');
  });

  it('draws feed text as text, never as HTML', async () => {
    controller.onModuleDestroy?.(h.host);
    const feed = structuredClone(directoryFeed);
    feed.result.comedians[0]!.name = '<img src=x onerror=alert(1)>';
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelector('img[src="x"]')).to.equal(null);
    expect(controls(h.host).names()[0]).to.equal('<img src=x onerror=alert(1)>');
  });

  it('refuses a search URL of another host', async () => {
    controller.onModuleDestroy?.(h.host);
    for (const searchUrl of ['https://elsewhere.example/search', '//elsewhere.example/search', 'javascript:alert(1)']) {
      const feed = { result: { ...directoryFeed.result, searchUrl } };
      expect(String(await renderError(controller, h.host, feed, h.ctx))).to.contain('searchUrl must be a path of this site');
    }
  });
});

describe('the demo\'s comedian search (GET /feeds/stand-up/comedians/search)', () => {
  before(async () => {
    await startDemoWorker();
  });

  it('matches word prefixes of name, tagline, tour and special, case and accents ignored', async () => {
    const answer = await (await fetch('/feeds/stand-up/comedians/search?q=MAR')).json();
    expect(answer.result.query).to.equal('MAR');
    expect(answer.result.comedians.map((c: { name: string }) => c.name)).to.deep.equal(['Marnie Okafor']);
    expect(comedianSearch('wést coast').result.comedians.map((c) => c.name)).to.deep.equal(['Raf Moreno']);
    expect(comedianSearch('special').result.total).to.equal(0);
    expect(comedianSearch('  ').result).to.deep.equal({ query: '', total: 0, comedians: [] });
  });
});
