import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { COMPONENT_VERSION, createSigninReporter, MAX_WAITING_EVENTS, PERFORMANCE_BEACON, type ReportingEvent, type SigninReporterOptions } from '../../../runtime/tve/reporting.js';
import type { ReportingSession } from '../../../runtime/tve/session.js';
import { fakeConsent } from '../../support/consent-source.js';

const SESSION: ReportingSession = { id: 'abcd-efgh-ijkl-mnop-qrst', destroy: () => {} };
const COMPONENT = { service: 'tve', brand: 'laughtrack', country: 'US', language: 'en', environment: 'live' };

interface Sent {
  url: URL;
  events: ReportingEvent[];
  keepalive: boolean | undefined;
}

describe('the sign-in reporting beacons', () => {
  let clock: sinon.SinonFakeTimers;
  let sent: Sent[];
  let fetchStub: sinon.SinonStub;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 1_700_000_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    sent = [];
    fetchStub = sinon.stub(window, 'fetch').callsFake((input, init) => {
      sent.push({ url: new URL(String(input)), events: (JSON.parse(String(init!.body)) as { events: ReportingEvent[] }).events, keepalive: init!.keepalive });
      return Promise.resolve(new Response(null, { status: 204 }));
    });
  });
  afterEach(() => {
    sinon.restore();
    clock.restore();
  });

  function reporter(consent = fakeConsent(true), extra: Partial<SigninReporterOptions> = {}) {
    const handle = createSigninReporter({ collectorUrl: '/beacons/tve', consent: consent.source, component: COMPONENT, session: SESSION, ...extra });
    return { consent, handle };
  }

  it('posts the events of one task together, with every field a reporting event needs', () => {
    const { handle } = reporter();
    handle.report('error', 'TVEErrorGeneric', { message: 'Providers.getList' });
    handle.report('flow', 'signin:start');
    expect(sent, 'not before the task ends').to.have.length(0);
    clock.tick(0);
    expect(sent).to.have.length(1);
    const [post] = sent as [Sent];
    expect(post.url.pathname).to.equal('/beacons/tve');
    expect(post.url.searchParams.get('topic')).to.equal('vmn_tve');
    expect(post.keepalive).to.equal(true);
    expect(fetchStub.firstCall.args[1]!.method).to.equal('POST');
    expect(post.events.map((e) => e.name)).to.deep.equal(['TVEErrorGeneric', 'signin:start']);
    expect(post.events[0]).to.deep.equal({
      client: 'tve-web',
      beaconVersion: '1.0',
      session: SESSION.id,
      browser: { userAgent: navigator.userAgent, language: navigator.language },
      component: { ...COMPONENT, version: COMPONENT_VERSION },
      beaconType: 'error',
      name: 'TVEErrorGeneric',
      data: { message: 'Providers.getList' },
      timestamp: 1_700_000_000_000,
    });
    expect(COMPONENT_VERSION).to.equal('4.8.1');
    handle.destroy();
  });

  it('sends performance beacons to topic authperf, one request per topic', () => {
    const { handle } = reporter();
    handle.report(PERFORMANCE_BEACON, 'providers:loaded', { ms: 120 });
    handle.report('error', 'TVEErrorGeneric');
    clock.tick(0);
    expect(sent.map((s) => [s.url.searchParams.get('topic'), s.events.map((e) => e.name)])).to.deep.equal([
      ['authperf', ['providers:loaded']],
      ['vmn_tve', ['TVEErrorGeneric']],
    ]);
    handle.destroy();
  });

  describe('consent', () => {
    it('sends nothing before consent is known, then everything in order once granted', () => {
      const { consent, handle } = reporter(fakeConsent());
      handle.report('flow', 'a');
      handle.report('flow', 'b');
      clock.tick(60_000);
      expect(sent, 'nothing while consent is unknown').to.have.length(0);
      consent.set(true);
      expect(sent.flatMap((s) => s.events.map((e) => e.name))).to.deep.equal(['a', 'b']);
      handle.destroy();
    });

    it('drops waiting events when consent is refused, and every later one', () => {
      const { consent, handle } = reporter(fakeConsent());
      handle.report('flow', 'before');
      consent.set(false);
      handle.report('flow', 'while refused');
      clock.tick(60_000);
      expect(sent).to.have.length(0);
      consent.set(true);
      clock.tick(0);
      expect(sent, 'nothing kept from the refusal leaks out later').to.have.length(0);
      handle.report('flow', 'after');
      clock.tick(0);
      expect(sent.flatMap((s) => s.events.map((e) => e.name))).to.deep.equal(['after']);
      handle.destroy();
    });

    it('drops what the task reported when consent is withdrawn before it ends', () => {
      const { consent, handle } = reporter(fakeConsent(true));
      handle.report('flow', 'a');
      consent.set(false);
      clock.tick(0);
      expect(sent).to.have.length(0);
      handle.destroy();
    });

    it('keeps only the latest events while consent stays unknown', () => {
      const { consent, handle } = reporter(fakeConsent());
      for (let i = 0; i < MAX_WAITING_EVENTS + 5; i++) handle.report('flow', `e${i}`);
      consent.set(true);
      const names = sent.flatMap((s) => s.events.map((e) => e.name));
      expect(names).to.have.length(MAX_WAITING_EVENTS);
      expect(names[0]).to.equal('e5');
      handle.destroy();
    });
  });

  it('hands what is left to sendBeacon when the page is hidden', () => {
    const beacon = sinon.stub(navigator, 'sendBeacon').returns(true);
    const { handle } = reporter();
    handle.report('flow', 'leaving');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(beacon.calledOnce).to.equal(true);
    expect(String(beacon.firstCall.args[0])).to.contain('/beacons/tve?topic=vmn_tve');
    expect(fetchStub.called).to.equal(false);
    clock.tick(0);
    expect(fetchStub.called, 'sent once').to.equal(false);
    handle.destroy();
  });

  it('never throws into the page when the collector fails', async () => {
    fetchStub.callsFake(() => Promise.reject(new TypeError('network')));
    const lines: string[] = [];
    const { handle } = reporter(fakeConsent(true), { log: (_level, text) => void lines.push(text) });
    handle.report('flow', 'x');
    clock.tick(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(lines).to.deep.equal([`TVE reporting failed to send to ${new URL('/beacons/tve?topic=vmn_tve', location.href).href}`]);
    handle.destroy();
  });

  it('sends what is left on destroy and nothing after', () => {
    const { handle } = reporter();
    handle.report('flow', 'last');
    handle.destroy();
    expect(sent).to.have.length(1);
    handle.report('flow', 'too late');
    clock.tick(0);
    expect(sent).to.have.length(1);
  });
});
