import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { createStore, entries as idbEntries, get as idbGet, set as idbSet } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import '../../elements/index.js';
import '../../elements/tf-debug-bar/tf-debug-bar.js';
import type { TfDebugBar } from '../../elements/tf-debug-bar/tf-debug-bar.js';
import type { TfPage } from '../../elements/tf-page/tf-page.js';
import { DEMO_STAFF_TOKEN } from '../../demo/api/staff-token.js';
import { hashString } from '../../runtime/util/hash.js';
import { removeCookie, writeSharedCookie } from '../../runtime/util/cookies.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { manifestOf, textModule } from '../support/page-fixtures.js';

type Saved = { savedAt: number; feed: { seeded?: string } };

/**
 * Clear This Page end to end in the browser: the real `<tf-page>`, the real
 * page-clear script the demo serves, the real IndexedDB store `TriforceDB`/
 * `feeds`, holding the feeds of this page and of another one.
 */
describe('<tf-debug-bar> Clear This Page with a real <tf-page>', () => {
  let worker: SetupWorker;
  const run = Math.random().toString(36).slice(2);
  const abs = (path: string) => new URL(path, location.href).href;
  const thisPage = [`/feeds/clear-${run}/hero`, `/feeds/clear-${run}/row`].map(abs);
  const otherPage = [`/feeds/other-${run}/hero`, `/feeds/other-${run}/row`].map(abs);
  const feeds = () => createStore('TriforceDB', 'feeds');
  const seeded = (url: string) => ({ savedAt: Date.now(), feed: { seeded: url } });

  before(async () => {
    worker = await startDemoWorker();
    window.Triforce.defineModule('CLEAR_TEXT', textModule());
  });

  afterEach(() => {
    worker.resetHandlers();
    removeCookie('crabappleAuth');
    document.querySelectorAll('tf-debug-bar').forEach((bar) => bar.remove());
  });

  it('forgets the stored feeds of this page\'s zones and keeps every other page\'s', async () => {
    worker.use(
      http.get('/feeds/triforce/manifest/v2', () => HttpResponse.json({ manifest: manifestOf({
        t1_1c: { zone: 't1_1c', driver: 'CLEAR_TEXT', feed: thisPage[0] },
        t2_1c: { zone: 't2_1c', driver: 'CLEAR_TEXT', feed: thisPage[1] },
      }) })),
      http.get(`/feeds/clear-${run}/:name`, ({ params }) => HttpResponse.json({ text: `fresh ${String(params.name)}` })),
    );
    for (const url of [...thisPage, ...otherPage]) await idbSet(hashString(url), seeded(url), feeds());

    const drawn = new Promise((resolve) => document.addEventListener('tf:complete', resolve, { once: true }));
    await fixture<TfPage>(html`<tf-page></tf-page>`);
    await drawn;

    writeSharedCookie('crabappleAuth', { value: DEMO_STAFF_TOKEN });
    const bar = document.createElement('tf-debug-bar') as TfDebugBar;
    document.body.append(bar);
    await waitUntil(() => bar.access === 'granted', 'the bar never showed');
    bar.show();
    await bar.updateComplete;
    const root = bar.shadowRoot!;
    const reloaded = new Promise((resolve) => document.addEventListener('tf:pagestartload', resolve, { once: true }));
    root.querySelector<HTMLButtonElement>('button[name="clear"]')!.click();
    await bar.updateComplete;
    expect(root.querySelector('.status')!.textContent).to.equal('Clearing this page…');
    await waitUntil(() => root.querySelector('.status')!.textContent !== 'Clearing this page…', 'page-clear never reported');

    expect(root.querySelector('.status')!.textContent).to.equal('Cleared 2 stored feeds of this page.');
    // This page's seeded copies are gone (the reload may have stored fresh answers since).
    for (const url of thisPage) expect((await idbGet<Saved>(hashString(url), feeds()))?.feed.seeded, url).to.equal(undefined);
    // Another page's stay, untouched.
    for (const url of otherPage) expect((await idbGet<Saved>(hashString(url), feeds()))?.feed.seeded, url).to.equal(url);
    expect((await idbEntries(feeds())).length).to.be.at.least(2);
    await reloaded;
  });
});
