import { expect, oneEvent } from '@open-wc/testing';
import type { SetupWorker } from 'msw/browser';
import '../../elements/tf-debug-bar/tf-debug-bar.js';
import type { TfDebugBar } from '../../elements/tf-debug-bar/tf-debug-bar.js';
import { DEMO_STAFF_TOKEN } from '../../demo/api/staff-token.js';
import { removeCookie, writeSharedCookie } from '../../runtime/util/cookies.js';
import { startDemoWorker } from '../support/demo-worker.js';

/** The consent `window.Triforce.consent` reports; this file's page has no tf.js, so the test plays the store. */
let consent: { granted: boolean; gdprApplies: boolean | undefined } | undefined;
Object.defineProperty(window, 'Triforce', { configurable: true, value: { defineModule() {}, get consent() { return consent; } } });

const pageCall = { type: 'page', data: { pageName: 'laughtrack/desk-jockeys', show: 'desk-jockeys', url: `${location.origin}/shows/desk-jockeys` } };
const linkCall = { type: 'link', data: { linkName: 'Store', linkType: 'e', pageName: 'laughtrack/desk-jockeys', show: 'desk-jockeys', promoName: 'Footer', destinationUrl: 'https://shop.example/' } };
const fire = (type: string, detail: unknown) => document.dispatchEvent(new CustomEvent(type, { detail }));

describe('<tf-debug-bar> tracking panel', () => {
  let worker: SetupWorker;
  let bar: TfDebugBar | undefined;

  before(async () => {
    worker = await startDemoWorker();
  });

  beforeEach(() => {
    consent = undefined;
    writeSharedCookie('crabappleAuth', { value: DEMO_STAFF_TOKEN });
  });

  afterEach(() => {
    worker.resetHandlers();
    bar?.remove();
    bar = undefined;
    removeCookie('crabappleAuth');
  });

  /** Connects a bar, `seed`ed as the loader does, and opens it on the tracking panel. */
  async function mount(early: { type: string; detail: unknown }[] = []): Promise<ShadowRoot> {
    bar = document.createElement('tf-debug-bar');
    const answered = oneEvent(bar, 'tf:debugaccess');
    document.body.append(bar);
    bar.seedEvents(early.map((e) => ({ ...e, at: performance.now() - 1000 })));
    await answered;
    bar.show();
    await bar.updateComplete;
    bar.shadowRoot!.querySelector<HTMLDetailsElement>('[part="tracking"]')!.open = true;
    return bar.shadowRoot!;
  }

  const rendered = async () => {
    await bar!.updateComplete;
    return bar!.shadowRoot!;
  };
  const calls = (root: ShadowRoot, list = '[part="tracking"] > .calls') =>
    [...root.querySelectorAll(`${list} > li`)].map((li) => [li.getAttribute('data-type'), li.querySelector('.name')!.textContent, li.querySelector('.sent')!.textContent]);
  const consentLine = (root: ShadowRoot) => root.querySelector('[part="tracking"] .consent')!.textContent!.replace(/\s+/g, ' ').trim();

  it('lists this page\'s calls with their data, each sent ✓ once the adapter says so', async () => {
    const root = await mount();
    fire('tf:consent', { granted: true });
    fire('tf:pagestartload', { url: pageCall.data.url, initial: false });
    fire('tf:track', pageCall);
    fire('tf:track', linkCall);
    await rendered();
    expect(calls(root)).to.deep.equal([['page', 'laughtrack/desk-jockeys', 'waiting'], ['link', 'Store', 'waiting']]);
    fire('tf:tracksent', pageCall);
    await rendered();
    expect(calls(root)).to.deep.equal([['page', 'laughtrack/desk-jockeys', '✓ sent'], ['link', 'Store', 'waiting']]);
    const link = root.querySelector('[part="tracking"] li[data-type="link"] .feed')!;
    expect(link.textContent).to.equal('linkType: e · pageName: laughtrack/desk-jockeys · show: desk-jockeys · promoName: Footer · destinationUrl: https://shop.example/');
    expect(root.querySelector('[part="tracking"] summary')!.textContent).to.equal('Tracking (2)');
    await expect(bar!).shadowDom.to.be.accessible();
  });

  it('shows consent live, gdprApplies from window.Triforce.consent, and calls made without it as not sent', async () => {
    const root = await mount();
    expect(consentLine(root)).to.equal('Consent: not known yet · GDPR applies: unknown');
    fire('tf:track', pageCall);
    consent = { granted: false, gdprApplies: true };
    fire('tf:consent', { granted: false });
    fire('tf:track', linkCall);
    await rendered();
    expect(consentLine(root)).to.equal('Consent: not granted · GDPR applies: yes');
    expect(calls(root).map((c) => c[2])).to.deep.equal(['not sent: no consent', 'not sent: no consent']);
    consent = { granted: true, gdprApplies: true };
    fire('tf:consent', { granted: true });
    await rendered();
    expect(consentLine(root)).to.equal('Consent: granted · GDPR applies: yes');
  });

  it('lists the pixels fired, and starts each new page empty with the last page\'s calls kept apart', async () => {
    const root = await mount();
    fire('tf:consent', { granted: true });
    fire('tf:pagestartload', { url: `${location.origin}/shows/desk-jockeys`, initial: false });
    fire('tf:track', pageCall);
    fire('tf:pixel', { kind: 'mathtag', url: 'https://px.test/m.js' });
    fire('tf:pixel', { kind: 'tapAd', url: 'https://px.test/t.gif', source: 'repository' });
    fire('tf:track', linkCall);
    await rendered();
    const pixels = [...root.querySelectorAll('[part="tracking"] .pixels li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(pixels).to.deep.equal(['mathtag manifest https://px.test/m.js', 'tapAd repository https://px.test/t.gif']);
    expect(root.querySelector('[part="tracking"] .pixels')!.getAttribute('aria-label')).to.equal('Pixels fired on this page');

    // The link navigated: the next page starts empty, and its call, sent late, is marked on the page it was clicked on.
    fire('tf:pagestartload', { url: `${location.origin}/about`, initial: false });
    fire('tf:tracksent', linkCall);
    await rendered();
    expect(calls(root)).to.deep.equal([]);
    expect(root.querySelector('[part="tracking"] .pixels')).to.equal(null);
    expect([...root.querySelectorAll('[part="tracking"] > .hint')].map((p) => p.textContent)).to.deep.equal(['No tracking calls on this page yet.', 'No pixels fired on this page.']);
    const previous = root.querySelector('[part="tracking"] .previous .calls')!;
    expect(previous.getAttribute('aria-label')).to.equal('Tracking calls on the previous page, /shows/desk-jockeys');
    expect(calls(root, '[part="tracking"] .previous .calls')).to.deep.equal([['page', 'laughtrack/desk-jockeys', 'waiting'], ['link', 'Store', '✓ sent']]);
  });

  it('shows what happened before it loaded: the seeded events, and consent the platform gave before anything listened', async () => {
    consent = { granted: true, gdprApplies: false };
    const root = await mount([
      { type: 'tf:pagestartload', detail: { url: location.href, initial: true } },
      { type: 'tf:track', detail: pageCall },
      { type: 'tf:tracksent', detail: pageCall },
      { type: 'tf:pixel', detail: { kind: 'google', url: 'https://px.test/g.gif' } },
    ]);
    expect(calls(root)).to.deep.equal([['page', 'laughtrack/desk-jockeys', '✓ sent']]);
    expect(root.querySelectorAll('[part="tracking"] .pixels li')).to.have.length(1);
    expect(consentLine(root)).to.equal('Consent: granted · GDPR applies: no');
  });
});
