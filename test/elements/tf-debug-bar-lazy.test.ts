import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import '../../elements/index.js';
import type { TfPage } from '../../elements/tf-page/tf-page.js';
import type { TfDebugBar } from '../../elements/tf-debug-bar/tf-debug-bar.js';
import { DEMO_STAFF_TOKEN } from '../../demo/api/staff-token.js';
import { readDebugCookie, removeCookie, writeSharedCookie } from '../../runtime/util/cookies.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { manifestOf, textModule } from '../support/page-fixtures.js';

const MANIFEST = '/feeds/triforce/manifest/v2';

/**
 * `<tf-page>` loads the debug bar's code only for staff. The order of these
 * tests matters: the bar's module can be loaded once per document, so the
 * visitor test runs first.
 */
describe('<tf-page> and the debug bar', () => {
  let worker: SetupWorker;
  let requests: string[];

  before(async () => {
    worker = await startDemoWorker();
    window.Triforce.defineModule('DEBUG_TEXT', textModule());
  });

  beforeEach(() => {
    requests = [];
    worker.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.pathname + url.search);
    });
    // The manifest depends on the debug bar's choice, the way the content server's does.
    worker.use(http.get(MANIFEST, ({ request }) => {
      const chosen = new URL(request.url).searchParams.get('currentManifest');
      return HttpResponse.json({ manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'DEBUG_TEXT', feedData: { text: chosen ?? 'live' } } },
        { title: chosen ? `Preview ${chosen}` : 'Live page' }) });
    }));
  });

  afterEach(() => {
    worker.resetHandlers();
    worker.events.removeAllListeners();
    document.querySelectorAll('tf-debug-bar').forEach((bar) => bar.remove());
    for (const name of ['crabappleAuth', 'tf_debug']) removeCookie(name);
  });

  async function mountPage(): Promise<TfPage> {
    const complete = new Promise<TfPage>((resolve) =>
      document.addEventListener('tf:complete', (e) => resolve(e.target as TfPage), { once: true }));
    await fixture(html`<tf-page></tf-page>`);
    return complete;
  }

  it('for a visitor: no request to /debugbar and none of the bar\'s code', async () => {
    await mountPage();
    expect(requests.some((r) => r.startsWith('/debugbar'))).to.equal(false);
    expect(customElements.get('tf-debug-bar')).to.equal(undefined);
    const loaded = performance.getEntriesByType('resource').map((e) => e.name);
    expect(loaded.filter((name) => name.includes('tf-debug-bar/tf-debug-bar'))).to.deep.equal([]);
    expect(document.querySelector('tf-debug-bar')).to.equal(null);
  });

  it('for staff: loads the bar, which asks /debugbar and shows what the page did before it arrived', async () => {
    writeSharedCookie('crabappleAuth', { value: DEMO_STAFF_TOKEN });
    const access = oneEvent(document, 'tf:debugaccess');
    await mountPage();
    expect((await access).detail).to.deep.equal({ access: true });
    const bar = document.querySelector('tf-debug-bar')!;
    expect(bar.parentElement).to.equal(document.body);
    expect(requests).to.include('/debugbar');
    bar.show();
    await bar.updateComplete;
    const rows = [...bar.shadowRoot!.querySelectorAll('[part="modules"] tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-zone'))).to.deep.equal(['t1_1c']);
    expect(rows[0]!.getAttribute('data-state')).to.equal('rendered');
  });

  it('switches the page to the chosen manifest in place, sending currentManifest', async () => {
    writeSharedCookie('crabappleAuth', { value: DEMO_STAFF_TOKEN });
    worker.use(http.get('/__crabapple_admin/manifest/ajax/list', () => HttpResponse.json({ result: [{ id: 'next-week', name: 'Next week' }] })));
    const page = await mountPage();
    expect(page.manifest!.title).to.equal('Live page');
    await waitUntil(() => document.querySelector('tf-debug-bar')?.access === 'granted', 'the bar never showed');
    const bar: TfDebugBar = document.querySelector('tf-debug-bar')!;
    bar.show();
    await bar.updateComplete;
    const select = bar.shadowRoot!.querySelector<HTMLSelectElement>('select[name="manifest"]')!;
    await waitUntil(() => select.options.length > 1, 'manifest list never arrived');
    // A browser reload would start a new document without this mark.
    (window as { debugBarMark?: number }).debugBarMark = 1;
    const complete = oneEvent(page, 'tf:complete');
    select.value = 'next-week';
    select.dispatchEvent(new Event('change'));
    await complete;
    expect((window as { debugBarMark?: number }).debugBarMark).to.equal(1);
    expect(readDebugCookie()!.modes.manifest).to.equal('next-week');
    expect(requests.filter((r) => r.startsWith(MANIFEST)).at(-1)).to.contain('&currentManifest=next-week');
    expect(page.manifest!.title).to.equal('Preview next-week');
    expect(page.querySelector('tf-zone[zone="t1_1c"]')!.textContent).to.equal('next-week');
  });
});
