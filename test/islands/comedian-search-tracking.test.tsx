import { expect } from '@open-wc/testing';
import type { SetupWorker } from 'msw/browser';
import sinon from 'sinon';
import controller from '../../islands/comedian-search/index.js';
import type { LinkTrackData } from '../../runtime/tracking/track-data.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { recordingTracker, type RecordingTracker } from '../support/recording-tracker.js';
import { asked, controls, directoryFeed, release, search, searchHandler, until } from './comedian-search-support.js';
import { makeHost } from './island-harness.js';

/**
 * "Comedian search tracking is delayed 3000 ms on success and
 * 1000 ms on failure. It is cancelled when a link is clicked." Searches are
 * answered by the network (msw), the delays run on sinon's clock, and a real
 * tracker records the calls the island asks for.
 */
describe('comedian search tracking', () => {
  let worker: SetupWorker;
  let h: ReturnType<typeof makeHost>;
  let rec: RecordingTracker;
  let clock: sinon.SinonFakeTimers;
  // Links must not leave the test page; the island hears the click first (capture).
  const stay = (event: Event) => {
    if (event.composedPath().some((node) => node instanceof HTMLAnchorElement)) event.preventDefault();
  };
  const searches = () => rec.calls.filter((c) => c.type === 'link' && c.data.linkName === 'Comedian search').map((c) => c.data as LinkTrackData);
  const terms = () => searches().map((d) => d.searchTerm);

  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(async () => {
    worker.use(searchHandler);
    asked.length = 0;
    document.addEventListener('click', stay);
    rec = recordingTracker();
    rec.tracker.page({ zones: {}, pageName: 'laughtrack/stand-up' }, location.href);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    h = makeHost('ENT_M046');
    await controller.render(h.host, directoryFeed, h.ctx);
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    clock.restore();
    rec.stop();
    document.removeEventListener('click', stay);
    worker.resetHandlers();
  });

  it('tracks a search that found comedians 3000 ms after its answer, not at 2999, once', async () => {
    await search(h.host, 'mar');
    clock.tick(2999);
    expect(searches()).to.have.length(0);
    clock.tick(1);
    expect(searches()).to.have.length(1);
    expect(searches()[0]).to.include({ linkName: 'Comedian search', event: 'search', searchTerm: 'mar', promoName: 'Find a Comedian', pageName: 'laughtrack/stand-up' });
    clock.tick(10_000);
    expect(searches()).to.have.length(1);
  });

  it('tracks a search that matched nobody 1000 ms after its answer, not at 999', async () => {
    await search(h.host, 'zzz');
    clock.tick(999);
    expect(terms()).to.deep.equal([]);
    clock.tick(1);
    expect(terms()).to.deep.equal(['zzz']);
  });

  it('tracks a search whose request failed 1000 ms after the failure', async () => {
    await search(h.host, 'fail');
    expect(controls(h.host).error()).to.contain('“fail”');
    clock.tick(999);
    expect(terms()).to.deep.equal([]);
    clock.tick(1);
    expect(terms()).to.deep.equal(['fail']);
  });

  it('is cancelled by a click on a link in the module', async () => {
    await search(h.host, 'mar');
    clock.tick(2000);
    h.host.querySelector<HTMLAnchorElement>('a.tf-comsearch__card')!.click();
    clock.tick(5000);
    expect(terms()).to.deep.equal([]);
    // The card's own click is what was tracked.
    expect(rec.calls.filter((c) => c.type === 'link').map((c) => c.data.linkName)).to.deep.equal(['Card: Comedian']);
  });

  it('is cancelled by a click on any link of the page, even one that stops its click, and after a failure too', async () => {
    const elsewhere = document.createElement('a');
    elsewhere.href = '/shows';
    elsewhere.textContent = 'Shows';
    elsewhere.addEventListener('click', (event) => {
      event.stopPropagation();
      event.preventDefault();
    });
    document.body.append(elsewhere);
    try {
      await search(h.host, 'mar');
      clock.tick(100);
      elsewhere.click();
      await search(h.host, 'zzz');
      clock.tick(500);
      elsewhere.click();
      clock.tick(5000);
      expect(terms()).to.deep.equal([]);
    } finally {
      elsewhere.remove();
    }
  });

  it('is cancelled by a link clicked while the search waits for its answer', async () => {
    const c = controls(h.host);
    c.input.value = 'slow';
    c.submit.click();
    await until(() => asked.includes('slow'), 'the request');
    h.host.querySelector<HTMLAnchorElement>('a.tf-comsearch__card')!.click();
    release();
    await until(() => c.status() === 'No comedian matches “slow”', 'the answer');
    clock.tick(5000);
    expect(terms()).to.deep.equal([]);
  });

  it('is not cancelled by clicks that are no link (the filter, the page)', async () => {
    await search(h.host, 'mar');
    controls(h.host).select.click();
    document.body.click();
    clock.tick(3000);
    expect(terms()).to.deep.equal(['mar']);
  });

  it('is replaced by a newer search: only the last one is tracked, on its own delay', async () => {
    await search(h.host, 'mar');
    clock.tick(2000);
    await search(h.host, 'zzz');
    clock.tick(999);
    expect(terms()).to.deep.equal([]);
    clock.tick(1);
    expect(terms()).to.deep.equal(['zzz']);
    clock.tick(5000);
    expect(terms()).to.deep.equal(['zzz']);
  });

  it('is replaced by a search sent before the one before it answered', async () => {
    const c = controls(h.host);
    c.input.value = 'slow';
    c.submit.click();
    await until(() => asked.includes('slow'), 'the request');
    await search(h.host, 'theo');
    release();
    clock.tick(3000);
    expect(terms()).to.deep.equal(['theo']);
    expect(c.names()).to.deep.equal(['Theo Lindqvist']);
  });

  it('is cancelled when the island unmounts (the visitor left the page)', async () => {
    await search(h.host, 'mar');
    clock.tick(2999);
    controller.onModuleDestroy?.(h.host);
    clock.tick(10_000);
    expect(terms()).to.deep.equal([]);
  });

  it('never tracks an empty term or a single space, which also drop a pending search', async () => {
    const c = controls(h.host);
    await search(h.host, 'mar');
    for (const term of ['', ' ']) {
      c.input.value = term;
      c.submit.click();
      await until(() => c.names().length === 4, 'the whole list');
    }
    clock.tick(10_000);
    expect(terms()).to.deep.equal([]);
    expect(asked).to.deep.equal(['mar']);
  });

  it('tracks the filter at once, by the option chosen', async () => {
    const c = controls(h.host);
    for (const value of ['tour', 'special', 'all']) {
      c.select.value = value;
      c.select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const filters = rec.calls.filter((call) => call.type === 'link').map((call) => call.data as LinkTrackData);
    expect(filters.map((d) => [d.linkName, d.promoName])).to.deep.equal([
      ['Comedian filter: On tour', 'Find a Comedian'], ['Comedian filter: New specials', 'Find a Comedian'], ['Comedian filter: All comedians', 'Find a Comedian'],
    ]);
  });
});
