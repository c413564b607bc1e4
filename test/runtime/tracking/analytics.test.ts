import { expect } from '@open-wc/testing';
import { fakeConsent } from '../../support/consent-source.js';
import { createAnalytics, type AppMeasurement } from '../../../runtime/tracking/analytics.js';
import type { TrackCall } from '../../../runtime/tracking/track-data.js';
import { deferred } from '../../support/deferred.js';

/** A recording AppMeasurement: each t()/tl() with the settings and contextData it saw. */
function recorder() {
  const seen: { fn: string; args: unknown[]; pageName?: unknown; contextData?: unknown; channel?: unknown }[] = [];
  const s: AppMeasurement = {
    t() { seen.push({ fn: 't', args: [], pageName: s.pageName, contextData: s.contextData, channel: s.channel }); },
    tl(...args) { seen.push({ fn: 'tl', args, contextData: s.contextData }); },
  };
  return { s, seen };
}

const page: TrackCall = { type: 'page', data: { pageName: 'laughtrack/desk-jockeys', show: 'desk-jockeys', url: 'http://site.test/shows/desk-jockeys' } };
const link: TrackCall = { type: 'link', data: { linkName: 'Store', linkType: 'e', pageName: 'laughtrack', show: '', promoName: 'Footer', destinationUrl: 'https://shop.example/' } };
const flushed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the analytics adapter (AppMeasurement)', () => {
  it('neither loads the library nor sends before consent, then loads it once and sends what waited, in order', async () => {
    const consent = fakeConsent();
    const { s, seen } = recorder();
    const win = {} as Window & { s?: unknown };
    const loads: string[] = [];
    const analytics = createAnalytics({ window: win, src: '/vendor/appmeasurement.js', account: 'ltnprod', consent: consent.source,
      loadScript: async (src) => { loads.push(src); win.s = s; } });
    analytics.send(page);
    analytics.send(link, document.body);
    await flushed();
    expect([loads.length, seen.length]).to.deep.equal([0, 0]);
    consent.set(true);
    await flushed();
    expect(loads).to.deep.equal([new URL('/vendor/appmeasurement.js', location.href).href]);
    expect(seen.map((c) => c.fn)).to.deep.equal(['t', 'tl']);
    expect(seen[0]).to.deep.include({ pageName: 'laughtrack/desk-jockeys', contextData: page.data });
    expect(seen[1]!.args).to.deep.equal([document.body, 'e', 'Store']);
    expect((win as { s_account?: string }).s_account).to.equal('ltnprod');
    analytics.destroy();
  });

  it('drops what waited when consent is refused and sends nothing after', async () => {
    const consent = fakeConsent();
    let loads = 0;
    const analytics = createAnalytics({ window: {} as Window, src: '/a.js', account: '', consent: consent.source, loadScript: async () => void loads++ });
    analytics.send(page);
    consent.set(false);
    analytics.send(page);
    await flushed();
    expect(loads).to.equal(0);
    analytics.destroy();
  });

  it('holds calls while the library loads and never drops them; a failed load is logged and retried on the next call', async () => {
    const consent = fakeConsent(true);
    const { s, seen } = recorder();
    const win = {} as Window & { s?: unknown };
    const attempts: ReturnType<typeof deferred<void>>[] = [];
    const logs: string[] = [];
    const analytics = createAnalytics({ window: win, src: '/a.js', account: 'x', consent: consent.source, log: (_level, text) => logs.push(text),
      loadScript: () => { const d = deferred<void>(); attempts.push(d); return d.promise; } });
    analytics.send(page);
    analytics.send(link);
    attempts[0]!.reject(new Error('offline'));
    await flushed();
    expect(logs).to.deep.equal([`The analytics library failed to load from /a.js; it is tried again on the next call`]);
    expect(seen).to.have.length(0);
    analytics.send({ type: 'share', data: { service: 'facebook', contentId: 'clip-7' } });
    expect(attempts).to.have.length(2);
    win.s = s;
    attempts[1]!.resolve();
    await flushed();
    expect(seen.map((c) => [c.fn, ...c.args.slice(1)])).to.deep.equal([['t'], ['tl', 'e', 'Store'], ['tl', 'o', 'share:facebook']]);
    analytics.destroy();
  });

  it('sets the repository\'s omniture settings and context data on s before each call', async () => {
    const { s, seen } = recorder();
    const analytics = createAnalytics({
      window: { s } as unknown as Window, src: '/a.js', account: 'x', consent: fakeConsent(true).source, loadScript: async () => undefined,
      settings: () => ({ channel: 'laughtrack', linkInternalFilters: 'javascript:,127.0.0.1', values: { eVar1: 'web' }, contextData: { 'ltn.site': 'laughtrack' }, enableVisitorNameSpace: 'ltn' }),
    });
    analytics.send(page);
    analytics.send({ type: 'module', data: { moduleName: 'Page Modal', destination: '/about', action: 'Clicks on Modal About' } });
    await flushed();
    expect(seen[0]).to.deep.include({ channel: 'laughtrack', contextData: { 'ltn.site': 'laughtrack', ...page.data } });
    expect([s.linkInternalFilters, s.eVar1, s.visitorNamespace]).to.deep.equal(['javascript:,127.0.0.1', 'web', 'ltn']);
    expect(seen[1]!.args).to.deep.equal([true, 'o', 'Page Modal']);
    analytics.destroy();
  });

  it('sends a call with settings of its own (a share) with them once they arrive, the calls after it waiting behind it', async () => {
    const { s, seen } = recorder();
    const shared = deferred<{ pageName: string; contextData: Record<string, string> } | undefined>();
    const analytics = createAnalytics({ window: { s } as unknown as Window, src: '/a.js', account: 'x', consent: fakeConsent(true).source,
      loadScript: async () => undefined, settings: () => ({ contextData: { 'ltn.site': 'page' } }) });
    analytics.send({ type: 'share', data: { service: 'facebook', contentId: 'clip-7' } }, undefined, shared.promise);
    analytics.send(link);
    await flushed();
    expect(seen).to.have.length(0);
    shared.resolve({ pageName: 'laughtrack/share/clip-7', contextData: { 'ltn.sharedUrl': '/clips/clip-7' } });
    await flushed();
    expect(seen.map((c) => c.args[2])).to.deep.equal(['share:facebook', 'Store']);
    expect(seen[0]!.contextData).to.deep.equal({ 'ltn.sharedUrl': '/clips/clip-7', service: 'facebook', contentId: 'clip-7' });
    expect(s.pageName).to.equal('laughtrack/share/clip-7');
    expect(seen[1]!.contextData).to.deep.include({ 'ltn.site': 'page' });
    analytics.destroy();
  });

  it('sends a share whose own settings failed with no repository settings at all, never holding the calls after it', async () => {
    const { s, seen } = recorder();
    const analytics = createAnalytics({ window: { s } as unknown as Window, src: '/a.js', account: 'x', consent: fakeConsent(true).source, loadScript: async () => undefined });
    analytics.send({ type: 'share', data: { service: 'mail', contentId: 'c' } }, undefined, Promise.reject(new Error('Bad response from Repo url call')));
    analytics.send(link);
    await flushed();
    expect(seen.map((c) => c.args[2])).to.deep.equal(['share:mail', 'Store']);
    analytics.destroy();
  });

  it('makes s with s_gi(account) when the library only defines s_gi', async () => {
    const { s, seen } = recorder();
    const accounts: string[] = [];
    const win = { s_gi: (account: string) => (accounts.push(account), s) } as unknown as Window;
    const analytics = createAnalytics({ window: win, src: '/a.js', account: 'ltnprod', consent: fakeConsent(true).source, loadScript: async () => undefined });
    analytics.send(page);
    await flushed();
    expect(accounts).to.deep.equal(['ltnprod']);
    expect(seen).to.have.length(1);
    analytics.destroy();
  });

  it('waits for `ready` (the repository) once before the first call, and still sends when it fails', async () => {
    const { s, seen } = recorder();
    const ready = deferred<void>();
    let readies = 0;
    const analytics = createAnalytics({ window: { s } as unknown as Window, src: '/a.js', account: 'x', consent: fakeConsent(true).source,
      loadScript: async () => undefined, ready: () => (readies++, ready.promise) });
    analytics.send(page);
    await flushed();
    expect(seen).to.have.length(0);
    ready.reject(new Error('repository down'));
    await flushed();
    analytics.send(link);
    await flushed();
    expect([readies, seen.length]).to.deep.equal([1, 2]);
    analytics.destroy();
  });

  it('announces each call handed to the library as tf:tracksent, after s.t()/s.tl() returned, never one that threw or waits', async () => {
    const consent = fakeConsent();
    const { s, seen } = recorder();
    const broken: TrackCall = { type: 'share', data: { service: 'mail', contentId: 'clip-1' } };
    const tl = s.tl.bind(s);
    s.tl = (element, linkType, name) => { if (name === 'share:mail') throw new Error('library bug'); return tl(element, linkType, name); };
    const sent: { detail: unknown; calls: number }[] = [];
    const listener = (event: Event) => sent.push({ detail: (event as CustomEvent).detail, calls: seen.length });
    document.addEventListener('tf:tracksent', listener);
    const analytics = createAnalytics({ window: { s } as unknown as Window, src: '/a.js', account: 'x', consent: consent.source,
      loadScript: async () => undefined, log: () => {} });
    analytics.send(page);
    analytics.send(broken);
    analytics.send(link);
    await flushed();
    expect(sent).to.deep.equal([]);
    consent.set(true);
    await flushed();
    document.removeEventListener('tf:tracksent', listener);
    // The same call objects as tf:track's detail, each after the library saw it; the broken share is not among them.
    expect(sent.map((e) => e.detail)).to.deep.equal([page, link]);
    expect(sent[0]!.detail).to.equal(page);
    expect(sent.map((e) => e.calls)).to.deep.equal([1, 2]);
    analytics.destroy();
  });

  it('never loads an empty source', async () => {
    let loads = 0;
    const analytics = createAnalytics({ window: {} as Window, src: '', account: 'x', consent: fakeConsent(true).source, loadScript: async () => void loads++ });
    analytics.send(page);
    await flushed();
    expect(loads).to.equal(0);
    analytics.destroy();
  });
});
