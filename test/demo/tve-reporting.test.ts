import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { REPORTING_MODULE_PATH } from '../../demo/api/tags-handlers.js';
import { eventProblem, TVE_REPORTING_PATH, type ReceivedBeacon } from '../../demo/api/tve-reporting-handlers.js';
import { createSigninReporter } from '../../runtime/tve/reporting.js';
import type { SigninStatus } from '../../runtime/tve/signin/index.js';
import { createTveWrapper } from '../../runtime/tve/wrapper.js';
import { fakeConsent } from '../support/consent-source.js';
import { startDemoWorker } from '../support/demo-worker.js';

async function recent(): Promise<ReceivedBeacon[]> {
  return ((await (await fetch('/beacons/recent')).json()) as { beacons: ReceivedBeacon[] }).beacons;
}

function load(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${src}?${Math.random()}`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/**
 * This window, except that the reporter's requests reach this test's
 * collector, which lives in the page's service worker (msw): Firefox sends a
 * `keepalive` request past the service worker, straight to the network.
 */
function throughServiceWorker(): Window {
  return new Proxy(window, {
    get(target, key) {
      if (key === 'fetch') return (input: RequestInfo | URL, init?: RequestInit) => target.fetch(input, { ...init, keepalive: false });
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('the sign-in reporting collector and the reporting module stand-in', () => {
  before(() => startDemoWorker());

  it('receives what the reporter sends, by topic, and lists it', async () => {
    const session = { id: 'test-sess-ion0-0000-0001', destroy: () => {} };
    const reporter = createSigninReporter({
      collectorUrl: TVE_REPORTING_PATH, consent: fakeConsent(true).source, session, window: throughServiceWorker(),
      component: { service: 'tve', brand: 'laughtrack', country: 'US', language: 'en', environment: 'dev' },
    });
    reporter.report('error', 'TVEErrorGeneric', { message: 'Providers.getList' });
    reporter.report('performance', 'providers:loaded', { ms: 80 });
    reporter.flush();
    await waitUntil(async () => (await recent()).filter((b) => b.event.session === session.id).length === 2, 'both events collected');
    const mine = (await recent()).filter((b) => b.event.session === session.id);
    expect(mine.map((b) => [b.topic, b.event.name])).to.deep.equal([['vmn_tve', 'TVEErrorGeneric'], ['authperf', 'providers:loaded']]);
    expect(mine[0]!.event.component).to.deep.include({ version: '4.8.1', brand: 'laughtrack' });
    reporter.destroy();
  });

  it('refuses an unknown topic and events without the fields a beacon event carries', async () => {
    const post = (query: string, body: string) => fetch(`${TVE_REPORTING_PATH}${query}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect((await post('?topic=other', '{"events":[]}')).status).to.equal(400);
    expect((await post('?topic=vmn_tve', 'nope')).status).to.equal(400);
    const partial = await post('?topic=vmn_tve', JSON.stringify({ events: [{ name: 'x' }] }));
    expect(partial.status).to.equal(400);
    expect(((await partial.json()) as { error: string }).error).to.contain('lacks client, beaconVersion, session');
    expect(eventProblem({ client: 'a', beaconVersion: '1', session: 's', browser: {}, component: {}, beaconType: 't', name: 'n', data: {}, timestamp: 1 }))
      .to.equal('an event\'s component lacks its version');
  });

  it('the reporting module takes the wrapper\'s channel and franchise', async () => {
    const win = window as Window & { ENT_Reporting?: { getProperties(): Record<string, string> } };
    await load(REPORTING_MODULE_PATH);
    const seen: unknown[] = [];
    const listen = (e: Event) => void seen.push((e as CustomEvent).detail);
    document.addEventListener('ent-reporting:properties', listen);
    const signin = Object.assign(new EventTarget(), {
      status: { isLoggedIn: false, provider: null, via: null } as SigninStatus, login() {}, logout() {}, showPicker() {},
    });
    const wrapper = createTveWrapper({ requestorID: 'LTN', channelID: 'laughtrack' }, { signin, pageName: 'laughtrack/desk-jockeys/full-episodes' });
    expect(seen).to.deep.equal([{ channel: 'laughtrack', franchise: 'desk-jockeys' }]);
    expect(win.ENT_Reporting!.getProperties()).to.deep.equal({ channel: 'laughtrack', franchise: 'desk-jockeys' });
    wrapper.destroy();
    document.removeEventListener('ent-reporting:properties', listen);
    delete win.ENT_Reporting;
  });
});
