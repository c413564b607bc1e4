import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { readContextData, type Beacon } from '../../demo/api/analytics-handlers.js';
import type { AppMeasurement } from '../../runtime/tracking/analytics.js';
import { startDemoWorker } from '../support/demo-worker.js';

type StandInWindow = Window & { s?: AppMeasurement; s_account?: string; s_gi?: (account: string) => AppMeasurement & { lastBeacon?: string } };

async function recent(): Promise<Beacon[]> {
  return ((await (await fetch('/b/recent')).json()) as { beacons: Beacon[] }).beacons;
}

/** Loads the stand-in as pages do: a classic script by URL. */
function loadStandIn(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `/demo/public/vendor/appmeasurement.js?${Math.random()}`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('stand-in did not load'));
    document.head.append(script);
  });
}

describe('the AppMeasurement stand-in and the demo collector', () => {
  const win = window as StandInWindow;
  before(async () => {
    await startDemoWorker();
    win.s_account = 'ltntest';
    await loadStandIn();
  });
  after(() => {
    delete win.s;
    delete win.s_gi;
    delete win.s_account;
  });

  it('makes s from s_account, one object per report suite', () => {
    expect(win.s).to.equal(win.s_gi!('ltntest'));
    expect(win.s_gi!('other')).not.to.equal(win.s);
    expect(typeof win.s!.t).to.equal('function');
    expect(typeof win.s!.tl).to.equal('function');
  });

  it('sends a page view and a link event as beacons the collector reads back', async () => {
    const s = win.s!;
    const before = (await recent()).length;
    s.pageName = 'laughtrack/desk-jockeys';
    s.channel = 'laughtrack';
    s.contextData = { 'ltn.site': 'laughtrack', 'ltn.page.type': 'show', show: 'desk-jockeys' };
    s.t();
    const link = document.createElement('a');
    link.href = 'https://shop.laughtrack.example/';
    s.tl(link, 'e', 'Store');
    await waitUntil(async () => (await recent()).length >= before + 2, 'two beacons');
    // Two beacons in flight at once may reach the collector in either order (a full Firefox run saw the link first).
    const sent = (await recent()).slice(-2) as Beacon[];
    const page = sent.find((beacon) => beacon.kind === 'page')!;
    const exit = sent.find((beacon) => beacon.kind === 'link')!;
    expect(page).to.deep.include({ suite: 'ltntest', kind: 'page', pageName: 'laughtrack/desk-jockeys', channel: 'laughtrack', url: location.href });
    expect(page.contextData).to.deep.equal({ 'ltn.site': 'laughtrack', 'ltn.page.type': 'show', show: 'desk-jockeys' });
    expect(exit).to.deep.include({ kind: 'link', linkType: 'e', linkName: 'Store', linkUrl: 'https://shop.laughtrack.example/' });
  });

  it('reads nested context data back to dotted keys and leaves the rest of the query alone', () => {
    expect(readContextData('AQB=1&pageName=x&c.&a.&b=1&c.&d=2&.c&.a&e=3&.c&AQE=1')).to.deep.equal({ 'a.b': '1', 'a.c.d': '2', e: '3' });
    expect(readContextData('AQB=1&pageName=x&AQE=1')).to.deep.equal({});
  });
});
