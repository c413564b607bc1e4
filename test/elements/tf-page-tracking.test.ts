import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import '../../elements/index.js';
import type { TfPage } from '../../elements/tf-page/tf-page.js';
import type { Beacon } from '../../demo/api/analytics-handlers.js';
import type { TrackCall } from '../../runtime/tracking/track-data.js';
import type { Manifest } from '../../runtime/types.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { manifestOf, once, textModule } from '../support/page-fixtures.js';

const MANIFEST = '/feeds/triforce/manifest/v2';
const zones = { t1_1c: { zone: 't1_1c', driver: 'TRACK_TEXT' } };
const start = location.href;

/** The test's pages by path; a path without one gets the home manifest. */
const PAGES: Record<string, Manifest> = {
  '/t/shows': manifestOf(zones, { pageName: 'laughtrack/desk-jockeys/shows' }),
  '/t/old': { type: 'redirect', newLocation: '/t/new', zones: {} },
  '/t/new': manifestOf(zones, { pageName: 'laughtrack/new' }),
  '/t/about': manifestOf(zones, { pageName: 'laughtrack/about', isModalable: 'true' }),
};
const HOME = manifestOf(zones, { pageName: 'laughtrack/home' });

describe('<tf-page> tracking', () => {
  let worker: SetupWorker;
  let calls: TrackCall[];
  const record = (event: Event) => calls.push((event as CustomEvent<TrackCall>).detail);

  before(async () => {
    worker = await startDemoWorker();
    window.Triforce.defineModule('TRACK_TEXT', textModule());
  });
  beforeEach(() => {
    calls = [];
    document.addEventListener('tf:track', record);
    worker.use(http.get(MANIFEST, ({ request }) => {
      const page = new URL(new URL(request.url).searchParams.get('url')!).pathname;
      return HttpResponse.json({ manifest: PAGES[page] ?? HOME });
    }));
  });
  afterEach(() => {
    document.removeEventListener('tf:track', record);
    worker.resetHandlers();
    history.replaceState(null, '', start);
  });

  async function mount(template = html`<tf-page></tf-page>`): Promise<TfPage> {
    const complete = new Promise<TfPage>((resolve) => document.addEventListener('tf:complete', (e) => resolve(e.target as TfPage), { once: true }));
    await fixture(template);
    return complete;
  }

  const pageCalls = () => calls.filter((c) => c.type === 'page').map((c) => [c.data.pageName, new URL((c.data as { url: string }).url).pathname]);

  it('makes one page call per page landed on: the first load, each visit, a redirect\'s final page only, a modal page once', async () => {
    const page = await mount();
    expect(pageCalls()).to.deep.equal([['laughtrack/home', location.pathname]]);
    for (const path of ['/t/shows', '/t/old', '/t/about']) {
      const done = once(page, 'tf:complete');
      await page.navigate(path);
      await done;
    }
    expect(pageCalls().slice(1)).to.deep.equal([
      ['laughtrack/desk-jockeys/shows', '/t/shows'],
      ['laughtrack/new', '/t/new'],
      ['laughtrack/about', '/t/about'],
    ]);
    expect(calls.at(-1)!.data).to.deep.include({ show: 'about' });
  });

  it('sends each page call once, with consent, as an AppMeasurement beacon configured by the site repository', async () => {
    // A platform that reports a choice remembered from an earlier visit: all purposes.
    const consents = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 1, true]));
    (window as unknown as { __tcfapi: unknown }).__tcfapi = (command: string, _v: number, callback: (data: unknown, ok: boolean) => void) => {
      if (command === 'addEventListener') callback({ eventStatus: 'tcloaded', gdprApplies: true, purpose: { consents }, listenerId: 1 }, true);
    };
    const beacons = async () => ((await (await fetch('/b/recent')).json()) as { beacons: Beacon[] }).beacons.filter((b) => b.suite === 'ltntest');
    const page = await mount(html`<tf-page><script type="application/json" data-tf-config>
      {"analyticsSrc": "/demo/public/vendor/appmeasurement.js", "analyticsAccount": "ltntest", "adRepositoryUrl": "/ads/repository"}
    </script></tf-page>`);
    // The first view waits on the page being drawn, the idle time after it, the
    // analytics script and the repository: a chain WebKit took over 10 s for
    // beside two other suites (load 20). A ceiling, not a pause.
    await waitUntil(async () => (await beacons()).length === 1, 'the first page view', { timeout: 30_000 });
    const done = once(page, 'tf:complete');
    await page.navigate('/t/shows');
    await done;
    await waitUntil(async () => (await beacons()).length === 2, 'the second page view');
    const [first, second] = await beacons();
    expect([first!.kind, first!.pageName, first!.channel]).to.deep.equal(['page', 'laughtrack/home', 'laughtrack']);
    expect(second).to.deep.include({ kind: 'page', pageName: 'laughtrack/desk-jockeys/shows' });
    expect(second!.contextData).to.deep.include({ show: 'desk-jockeys', 'ltn.site': 'laughtrack' });
    expect(window.Triforce.consent).to.deep.equal({ granted: true, gdprApplies: true });
  });
});
