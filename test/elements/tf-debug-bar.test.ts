import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import sinon from 'sinon';
import '../../elements/tf-debug-bar/tf-debug-bar.js';
import type { TfDebugBar } from '../../elements/tf-debug-bar/tf-debug-bar.js';
import { DEMO_STAFF_TOKEN } from '../../demo/api/staff-token.js';
import { readCookie, readDebugCookie, removeCookie, writeSharedCookie } from '../../runtime/util/cookies.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { preferReducedMotion } from '../support/reduced-motion.js';

const AUTH = 'crabappleAuth';

describe('<tf-debug-bar>', () => {
  let worker: SetupWorker;
  let bars: HTMLElement[];
  let stubPage: (HTMLElement & { reload?: sinon.SinonSpy; clearCache?: sinon.SinonSpy; manifest?: unknown }) | undefined;

  before(async () => {
    worker = await startDemoWorker();
  });

  beforeEach(() => {
    bars = [];
    preferReducedMotion(false);
  });

  afterEach(async () => {
    sinon.restore();
    worker.resetHandlers();
    for (const bar of bars) bar.remove();
    stubPage?.remove();
    stubPage = undefined;
    for (const name of [AUTH, 'tf_debug', 'staffAuth']) removeCookie(name);
    document.documentElement.classList.remove('tf-debug-joke');
    document.querySelectorAll('script[data-tf-sme], script[data-tf-page-clear]').forEach((s) => s.remove());
  });

  const staff = () => writeSharedCookie(AUTH, { value: DEMO_STAFF_TOKEN });

  /** Connects a bar and resolves once `/debugbar` has answered. */
  async function mount(attributes: Record<string, string> = {}): Promise<TfDebugBar> {
    const bar = document.createElement('tf-debug-bar');
    for (const [name, value] of Object.entries(attributes)) bar.setAttribute(name, value);
    const answered = oneEvent(bar, 'tf:debugaccess');
    bars.push(bar);
    document.body.append(bar);
    await answered;
    await bar.updateComplete;
    return bar;
  }

  async function open(bar: TfDebugBar): Promise<ShadowRoot> {
    bar.shadowRoot!.querySelector<HTMLButtonElement>('.toggle')!.click();
    await bar.updateComplete;
    return bar.shadowRoot!;
  }

  /** A `<tf-page>` stand-in: the bar uses its manifest and reload(), page-clear its clearCache() (two feeds stored). */
  function page(manifest?: unknown) {
    stubPage = Object.assign(document.createElement('tf-page'), { reload: sinon.spy(async () => {}), clearCache: sinon.spy(async () => 2), manifest });
    document.body.append(stubPage);
    return stubPage;
  }

  describe('gating', () => {
    it('makes no request and shows nothing without the authorization cookie', async () => {
      const fetch = sinon.spy(window, 'fetch');
      const bar = document.createElement('tf-debug-bar');
      bars.push(bar);
      document.body.append(bar);
      await bar.updateComplete;
      expect(fetch.called).to.equal(false);
      expect(bar.access).to.equal('absent');
      expect(bar.shadowRoot!.querySelector('button')).to.equal(null);
    });

    it('shows nothing when /debugbar denies access', async () => {
      writeSharedCookie(AUTH, { value: 'a-visitor-who-guessed' });
      const bar = document.createElement('tf-debug-bar');
      const answer = oneEvent(bar, 'tf:debugaccess');
      bars.push(bar);
      document.body.append(bar);
      expect((await answer).detail).to.deep.equal({ access: false });
      await bar.updateComplete;
      expect(bar.access).to.equal('denied');
      expect(bar.shadowRoot!.querySelector('button')).to.equal(null);
    });

    it('shows the corner icon when access is granted, and the overlay as a dialog on click', async () => {
      staff();
      const bar = await mount();
      expect(bar.access).to.equal('granted');
      const toggle = bar.shadowRoot!.querySelector<HTMLButtonElement>('.toggle')!;
      expect(toggle.getAttribute('aria-label')).to.equal('Open the debug bar');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      const toggled = oneEvent(bar, 'tf:debugtoggle');
      toggle.click();
      expect((await toggled).detail).to.deep.equal({ open: true });
      expect(bar.hasAttribute('open')).to.equal(true);
      const dialog = bar.shadowRoot!.querySelector('[role="dialog"]')!;
      expect(dialog.getAttribute('aria-labelledby')).to.equal('title');
      expect(bar.shadowRoot!.activeElement?.id).to.equal('title');
      await expect(bar).shadowDom.to.be.accessible();
    });

    it('asks only when the cookie named by auth-cookie exists', async () => {
      worker.use(http.get('/debugbar', () => HttpResponse.json({ access: true })));
      writeSharedCookie('staffAuth', { value: '1' });
      const bar = await mount({ 'auth-cookie': 'staffAuth' });
      expect(bar.access).to.equal('granted');
    });

    it('denies on a failed answer', async () => {
      staff();
      worker.use(http.get('/debugbar', () => new HttpResponse('oops', { status: 500 })));
      const bar = await mount();
      expect(bar.access).to.equal('denied');
    });
  });

  describe('switches', () => {
    it('persists each switch under its exact key in tf_debug, and removes it when off', async () => {
      staff();
      const bar = await mount({ 'sme-src': '/__crabapple_admin/sme.js' });
      const root = await open(bar);
      expect([...root.querySelectorAll('.switch')].map((s) => s.textContent!.trim())).to.deep.equal(['Debug']);
      root.querySelector<HTMLButtonElement>('button[name="more"]')!.click();
      await bar.updateComplete;
      expect(root.querySelector('button[name="more"]')!.textContent).to.equal('Fewer Options');
      const expected: Record<string, string> = {
        Debug: 'debug.sections.javascript', 'Cache Refresh': 'cache.refreshObjects', 'CDN Clear': 'cdn.akamai.clearRequests',
        'Feed Refresh': 'cache.refreshFeeds', SME: 'sme', 'Joke Mode': 'debug.sections.crap',
      };
      const labels = [...root.querySelectorAll('.switch')].map((s) => s.textContent!.trim());
      expect(labels).to.deep.equal(Object.keys(expected));
      for (const [label, key] of Object.entries(expected)) {
        const button = [...root.querySelectorAll<HTMLButtonElement>('.switch')].find((s) => s.textContent!.trim() === label)!;
        const changed = oneEvent(bar, 'tf:debugchange');
        button.click();
        expect((await changed).detail.modes[key]).to.equal(true);
        await bar.updateComplete;
        expect(readDebugCookie()!.modes[key], label).to.equal(true);
        expect(button.getAttribute('aria-checked')).to.equal('true');
        button.click();
        await bar.updateComplete;
        expect(readDebugCookie()!.modes, label).to.not.have.property(key);
        expect(button.getAttribute('aria-checked')).to.equal('false');
      }
    });

    it('hides SME unless sme-src configures the tool, and loads the tool once when SME is on', async () => {
      staff();
      const plain = await mount();
      const plainRoot = await open(plain);
      plainRoot.querySelector<HTMLButtonElement>('button[name="more"]')!.click();
      await plain.updateComplete;
      expect([...plainRoot.querySelectorAll('.switch')].map((s) => s.textContent!.trim())).to.not.include('SME');
      plain.remove();

      const bar = await mount({ 'sme-src': '/__crabapple_admin/sme.js' });
      const root = await open(bar);
      root.querySelector<HTMLButtonElement>('button[name="more"]')!.click();
      await bar.updateComplete;
      const sme = root.querySelector<HTMLButtonElement>('.switch[data-key="sme"]')!;
      sme.click();
      sme.click();
      sme.click();
      const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-tf-sme]');
      expect(scripts).to.have.length(1);
      expect(new URL(scripts[0]!.src).pathname).to.equal('/__crabapple_admin/sme.js');
    });

    it('reverts joke mode after 5000 ms', async () => {
      staff();
      const bar = await mount();
      const root = await open(bar);
      root.querySelector<HTMLButtonElement>('button[name="more"]')!.click();
      await bar.updateComplete;
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
      root.querySelector<HTMLButtonElement>('.switch[data-key="debug.sections.crap"]')!.click();
      expect(readDebugCookie()!.modes['debug.sections.crap']).to.equal(true);
      expect(document.documentElement.classList.contains('tf-debug-joke')).to.equal(true);
      clock.tick(4999);
      expect(readDebugCookie()!.modes['debug.sections.crap']).to.equal(true);
      clock.tick(1);
      expect(readDebugCookie()!.modes).to.not.have.property('debug.sections.crap');
      expect(document.documentElement.classList.contains('tf-debug-joke')).to.equal(false);
      await bar.updateComplete;
      expect(root.querySelector('.switch[data-key="debug.sections.crap"]')!.getAttribute('aria-checked')).to.equal('false');
    });
  });

  describe('selectors', () => {
    it('fills the manifest selector from the list; choosing one sets modes.manifest and reloads the page', async () => {
      staff();
      const tfPage = page();
      const bar = await mount();
      const root = await open(bar);
      const select = root.querySelector<HTMLSelectElement>('select[name="manifest"]')!;
      await waitUntil(() => select.options.length > 1, 'manifest list never arrived');
      expect([...select.options].map((o) => o.value)).to.deep.equal(['', 'home-standup-week', 'home-binge-weekend', 'home-archive-retired-parent']);
      select.value = 'home-binge-weekend';
      select.dispatchEvent(new Event('change'));
      expect(readDebugCookie()!.modes.manifest).to.equal('home-binge-weekend');
      expect(tfPage.reload!.callCount).to.equal(1);
      select.value = '';
      select.dispatchEvent(new Event('change'));
      expect(readDebugCookie()!.modes).to.not.have.property('manifest');
    });

    it('shows the list as unavailable when the endpoint fails, keeping the default', async () => {
      staff();
      worker.use(http.get('/__crabapple_admin/manifest/ajax/list', () => new HttpResponse(null, { status: 500 })));
      const bar = await mount();
      const root = await open(bar);
      const select = root.querySelector<HTMLSelectElement>('select[name="manifest"]')!;
      await waitUntil(() => select.options.length > 1);
      expect(select.options[1]!.textContent).to.equal('Manifest list unavailable');
      expect(select.value).to.equal('');
    });

    it('sets the arc stage (Site Default drops it) and reloads the page', async () => {
      staff();
      const tfPage = page();
      const bar = await mount();
      const root = await open(bar);
      const select = root.querySelector<HTMLSelectElement>('select[name="arcStage"]')!;
      expect([...select.options].map((o) => o.textContent)).to.deep.equal(['Site Default', 'live', 'staging', 'authoring']);
      select.value = 'authoring';
      select.dispatchEvent(new Event('change'));
      expect(readDebugCookie()!.modes.arcStage).to.equal('authoring');
      select.value = 'default';
      select.dispatchEvent(new Event('change'));
      expect(readDebugCookie()!.modes).to.not.have.property('arcStage');
      expect(tfPage.reload!.callCount).to.equal(2);
    });
  });

  describe('actions', () => {
    it('Clear This Page has the page forget its stored state, says how much, then reloads the page', async () => {
      staff();
      const tfPage = page();
      const bar = await mount();
      const root = await open(bar);
      root.querySelector<HTMLButtonElement>('button[name="clear"]')!.click();
      await bar.updateComplete;
      expect(root.querySelector('.status')!.textContent).to.equal('Clearing this page…');
      await waitUntil(() => root.querySelector('.status')!.textContent !== 'Clearing this page…', 'page-clear never reported');
      expect(root.querySelector('.status')!.textContent).to.equal('Cleared 2 stored feeds of this page.');
      expect(tfPage.clearCache!.callCount).to.equal(1);
      await waitUntil(() => tfPage.reload!.called, 'page-clear never reloaded the page');
      expect(tfPage.reload!.calledAfter(tfPage.clearCache!)).to.equal(true);
      expect(document.querySelector('script[data-tf-page-clear]')).to.equal(null);
    });

    it('Clear This Page says so when the page could not forget', async () => {
      staff();
      const tfPage = page();
      tfPage.clearCache = sinon.spy(async () => { throw new Error('the database is gone'); });
      const bar = await mount();
      const root = await open(bar);
      root.querySelector<HTMLButtonElement>('button[name="clear"]')!.click();
      await bar.updateComplete;
      await waitUntil(() => root.querySelector('.status')!.textContent !== 'Clearing this page…', 'page-clear never reported');
      expect(root.querySelector('.status')!.textContent).to.equal('Clear This Page failed: the database is gone');
      expect(tfPage.reload!.called).to.equal(false);
    });

    it('links a StandAlone fragment for every module on the page', async () => {
      staff();
      page({ zones: {
        t1_1c: { zone: 't1_1c', driver: 'ENT_M010', feed: '/feeds/home/hero' },
        t2_1c: { zone: 't2_1c', driver: 'ENT_M060', version: 'V3', moduleName: 'fan-poll', feed: '/feeds/poll' },
      } });
      const bar = await mount();
      const root = await open(bar);
      const links = [...root.querySelectorAll<HTMLAnchorElement>('[part="fragments"] a')];
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
        '/triforce/module_debug/ENT_M010?feedUrl=%2Ffeeds%2Fhome%2Fhero&crabappleErrors=true',
        '/triforce/module_debug/fan-poll?feedUrl=%2Ffeeds%2Fpoll&crabappleErrors=true',
      ]);
      expect(links[0]!.target).to.equal('_blank');
    });

    it('Logout removes both cookies and the bar', async () => {
      staff();
      const bar = await mount();
      const root = await open(bar);
      root.querySelector<HTMLButtonElement>('.switch')!.click();
      expect(readCookie('tf_debug')).to.not.equal(undefined);
      root.querySelector<HTMLButtonElement>('[part="logout"]')!.click();
      await bar.updateComplete;
      expect(readCookie(AUTH)).to.equal(undefined);
      expect(readCookie('tf_debug')).to.equal(undefined);
      expect(bar.access).to.equal('revoked');
      expect(bar.open).to.equal(false);
      expect(bar.shadowRoot!.querySelector('button')).to.equal(null);
    });

    it('Escape closes the overlay and returns focus to the icon', async () => {
      staff();
      const bar = await mount();
      await open(bar);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => bar.shadowRoot!.activeElement?.classList.contains('toggle'));
      expect(bar.open).to.equal(false);
      expect(bar.shadowRoot!.querySelector('[role="dialog"]')).to.equal(null);
    });
  });

  describe('staff panels', () => {
    it('shows each module with driver, state, priority, feed and failures, and the message log', async () => {
      staff();
      const source = page();
      const bar = await mount();
      const fire = (type: string, detail: unknown) => source.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
      fire('tf:pagestartload', { url: location.href, initial: false });
      fire('tf:pageready', { url: location.href, manifest: { zones: {
        t1_1c: { zone: 't1_1c', driver: 'ENT_M010', feed: '/feeds/home/hero', priority: 1 },
        t2_1c: { zone: 't2_1c', driver: 'ENT_M020', feed: '/feeds/x', priority: 2 },
      } } });
      fire('tf:modulerender', { zone: 't1_1c', driver: 'ENT_M010', priority: 1 });
      fire('tf:moduleremove', { zone: 't2_1c', driver: 'ENT_M020', reason: 'failed' });
      fire('tf:message', { level: 'error', text: 'Module t2_1c:ENT_M020 render failed', time: Date.now() });
      const root = await open(bar);
      const rows = [...root.querySelectorAll('[part="modules"] tbody tr')];
      expect(rows.map((r) => r.getAttribute('data-state'))).to.deep.equal(['rendered', 'failed']);
      expect(rows[0]!.textContent).to.contain('ENT_M010').and.contain('/feeds/home/hero');
      expect(rows[1]!.querySelector('td:last-child')!.textContent).to.equal('1');
      const line = root.querySelector('[part="log"] li[data-level="error"]')!;
      expect(line.textContent).to.contain('Module t2_1c:ENT_M020 render failed');
      expect(line.querySelector('time')!.textContent).to.match(/^\d\d:\d\d:\d\d\.\d{3}$/);
      expect(root.querySelectorAll('[part="timings"] tr').length).to.be.greaterThan(1);
    });
  });

  describe('sprite', () => {
    it('runs 8 frames, 100 ms each and the last 1000 ms, only while closed', async () => {
      staff();
      const bar = await mount();
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
      // Opening stops the sprite started on real timers; closing restarts it on the fake clock.
      bar.show();
      await bar.updateComplete;
      bar.hide();
      await bar.updateComplete;
      const frame = () => Number(bar.shadowRoot!.querySelector('[part="icon"]')!.getAttribute('data-frame'));
      const seen: number[] = [frame()];
      for (const wait of [1000, 100, 100, 100, 100, 100, 100, 100, 1000]) {
        clock.tick(wait);
        await bar.updateComplete;
        seen.push(frame());
      }
      expect(seen).to.deep.equal([7, 0, 1, 2, 3, 4, 5, 6, 7, 0]);
      bar.show();
      await bar.updateComplete;
      clock.tick(5000);
      await bar.updateComplete;
      expect(frame()).to.equal(0);
    });

    it('stands still under prefers-reduced-motion', async () => {
      preferReducedMotion(true);
      staff();
      const bar = await mount();
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
      bar.requestUpdate();
      await bar.updateComplete;
      clock.tick(3000);
      await bar.updateComplete;
      expect(bar.shadowRoot!.querySelector('[part="icon"]')!.getAttribute('data-frame')).to.equal('7');
      expect(clock.countTimers()).to.equal(0);
    });
  });
});
