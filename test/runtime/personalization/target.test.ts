import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { targetMessages } from '../../../runtime/personalization/target-messages.js';
import {
  createTargetAdapter, OFFER_TIMEOUT_MS, TARGET_POLL_MS, TARGET_POLL_TRIES, zoneActions,
  type GetOfferOptions, type OfferAction,
} from '../../../runtime/personalization/target.js';
import type { MessageLevel } from '../../../runtime/types.js';
import { fakeConsent } from '../../support/consent-source.js';

type TargetWindow = Window & { adobe?: { target?: unknown }; targetGlobalSettings?: Record<string, unknown> };
const win = window as TargetWindow;
const CONFIG = { personalizationEnabled: true, personalizationMbox: 'ltn-global-mbox', personalizationSrc: '/vendor/at.js' };

function markup(doc: Document, tag: string, attributes: Record<string, string>, ...children: Element[]): Element {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** A recording `adobe.target`: requests kept, answered by the test. */
function fakeTarget() {
  const requests: GetOfferOptions[] = [];
  const applied: { mbox: string; offer: OfferAction[] }[] = [];
  return { requests, applied, api: { getOffer: (o: GetOfferOptions) => void requests.push(o), applyOffer: (o: { mbox: string; offer: OfferAction[] }) => void applied.push(o) } };
}

function world(granted?: boolean) {
  const doc = document.implementation.createHTMLDocument('target');
  doc.body.append(markup(doc, 'tf-zone', { zone: 't1_1c' }, markup(doc, 'a', { class: 'cta' })), markup(doc, 'a', { class: 'cta outside' }));
  const consent = fakeConsent(granted);
  const lines: [MessageLevel, string][] = [];
  const loaded: string[] = [];
  const offers: unknown[] = [];
  doc.addEventListener('tf:offer', (event) => offers.push(event.detail));
  const adapter = createTargetAdapter({
    window, document: doc, config: () => CONFIG, consent: consent.ask,
    log: (level, text) => void lines.push([level, text]),
    loadScript: (src) => (loaded.push(src), Promise.resolve()),
  });
  return { doc, consent, lines, loaded, offers, adapter };
}

const flush = async (clock: sinon.SinonFakeTimers) => {
  await clock.tickAsync(0);
};

describe('personalization: the at.js adapter', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    clock.restore();
    delete win.adobe;
    delete win.targetGlobalSettings;
  });

  it('asks nothing and loads nothing before consent; with consent, the global mbox of the page landed on', async () => {
    const target = fakeTarget();
    win.adobe = { target: target.api };
    const w = world();
    w.adapter.pageLanded(true);
    await flush(clock);
    expect(w.loaded).to.deep.equal([]);
    expect(target.requests).to.have.length(0);
    w.consent.set(true);
    await flush(clock);
    expect(w.loaded).to.deep.equal(['/vendor/at.js']);
    expect(win.targetGlobalSettings).to.include({ pageLoadEnabled: false, bodyHidingEnabled: false });
    expect(target.requests.map((r) => [r.mbox, r.params, r.timeout])).to.deep.equal([['ltn-global-mbox', {}, OFFER_TIMEOUT_MS]]);
  });

  it('refused consent: nothing, ever', async () => {
    const target = fakeTarget();
    win.adobe = { target: target.api };
    const w = world(false);
    w.adapter.pageLanded(true);
    w.adapter.videoStart({ id: 'v1', categoryId: 'show' });
    await clock.tickAsync(OFFER_TIMEOUT_MS * 2);
    expect(w.loaded).to.deep.equal([]);
    expect(target.requests).to.have.length(0);
  });

  it('in-page visits ask with requestType pushState', async () => {
    const target = fakeTarget();
    win.adobe = { target: target.api };
    const w = world(true);
    w.adapter.pageLanded(true);
    w.adapter.pageLanded(false);
    await flush(clock);
    expect(target.requests.map((r) => r.params)).to.deep.equal([{}, { requestType: 'pushState' }]);
  });

  it('looks for adobe.target every 100 ms: found at the 50th try', async () => {
    const target = fakeTarget();
    const w = world(true);
    w.adapter.pageLanded(true);
    await clock.tickAsync(TARGET_POLL_MS * (TARGET_POLL_TRIES - 1));
    expect(target.requests).to.have.length(0);
    win.adobe = { target: target.api };
    await clock.tickAsync(TARGET_POLL_MS - 1);
    expect(target.requests).to.have.length(0);
    await clock.tickAsync(1);
    expect(target.requests).to.have.length(1);
    expect(w.lines).to.deep.equal([]);
  });

  it('gives up after 50 tries (5 s), logs it once, and the next page waits afresh', async () => {
    const w = world(true);
    w.adapter.pageLanded(true);
    await clock.tickAsync(TARGET_POLL_MS * TARGET_POLL_TRIES - 1);
    expect(w.lines).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(w.lines).to.deep.equal([['error', targetMessages.personalizationGaveUp]]);
    await clock.tickAsync(TARGET_POLL_MS * TARGET_POLL_TRIES * 3);
    expect(w.lines).to.have.length(1);
    const target = fakeTarget();
    win.adobe = { target: target.api };
    w.adapter.pageLanded(false);
    await flush(clock);
    expect(target.requests).to.have.length(1);
  });

  it('times out at 5000 ms: logged, and a late answer is neither applied nor announced', async () => {
    const target = fakeTarget();
    win.adobe = { target: target.api };
    const w = world(true);
    w.adapter.pageLanded(true);
    w.adapter.pageDrawn();
    await flush(clock);
    await clock.tickAsync(OFFER_TIMEOUT_MS - 1);
    expect(w.lines).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(w.lines).to.deep.equal([['error', targetMessages.offerTimedOut('ltn-global-mbox')]]);
    target.requests[0]!.success([{ action: 'setContent', selector: 'tf-zone .cta', content: 'Late' }]);
    expect(target.applied).to.have.length(0);
    expect(w.offers).to.have.length(0);
  });

  it('applies the offer only inside zones, once the page is drawn, then fires tf:offer with the response', async () => {
    const target = fakeTarget();
    win.adobe = { target: target.api };
    const w = world(true);
    w.adapter.pageLanded(true);
    await flush(clock);
    const response = [
      { action: 'setContent', selector: 'tf-zone[zone="t1_1c"] .cta', content: 'Binge' },
      { action: 'setContent', selector: '.cta', content: 'Everywhere' },
      { action: 'setContent', selector: 'body', content: 'All' },
    ];
    target.requests[0]!.success(response);
    expect(target.applied).to.have.length(0);
    expect(w.offers).to.have.length(0);
    w.adapter.pageDrawn();
    expect(target.applied).to.deep.equal([{ mbox: 'ltn-global-mbox', offer: [response[0]] }]);
    expect(w.offers).to.deep.equal([{ mbox: 'ltn-global-mbox', response }]);
    expect(w.lines).to.deep.equal([['warn', targetMessages.offerOutsideZones('ltn-global-mbox')]]);
    await clock.tickAsync(OFFER_TIMEOUT_MS);
    expect(w.lines).to.have.length(1);
  });

  it('an offer for a page already left is announced, not applied', async () => {
    const target = fakeTarget();
    win.adobe = { target: target.api };
    const w = world(true);
    w.adapter.pageLanded(true);
    await flush(clock);
    target.requests[0]!.success([{ action: 'setContent', selector: 'tf-zone .cta', content: 'Stale' }]);
    w.adapter.pageLanded(false);
    w.adapter.pageDrawn();
    expect(target.applied).to.have.length(0);
    expect(w.offers).to.have.length(1);
  });

  it('errors (the error callback, a throwing applyOffer) are only logged', async () => {
    const target = fakeTarget();
    win.adobe = { target: { getOffer: target.api.getOffer, applyOffer: () => { throw new Error('boom'); } } };
    const w = world(true);
    w.adapter.pageLanded(true);
    w.adapter.pageLanded(false);
    w.adapter.pageDrawn();
    await flush(clock);
    target.requests[0]!.error('400', new Error('bad mbox'));
    target.requests[1]!.success([{ action: 'setContent', selector: 'tf-zone .cta', content: 'x' }]);
    expect(w.lines).to.deep.equal([
      ['error', targetMessages.offerFailed('ltn-global-mbox', '400 bad mbox')],
      ['error', targetMessages.offerFailed('ltn-global-mbox', 'boom')],
    ]);
  });

  it('videoStart carries entity.id and entity.categoryId; videoComplete orderId, orderTotal 1 and productPurchasedId', async () => {
    const target = fakeTarget();
    win.adobe = { target: target.api };
    const w = world(true);
    w.adapter.videoStart({ id: 'mgid:ep:1', categoryId: 'desk-jockeys' });
    w.adapter.videoComplete({ id: 'mgid:ep:1', categoryId: 'desk-jockeys' });
    await flush(clock);
    expect(target.requests.map((r) => [r.mbox, r.timeout])).to.deep.equal([['videoStart', OFFER_TIMEOUT_MS], ['videoComplete', OFFER_TIMEOUT_MS]]);
    expect(target.requests[0]!.params).to.deep.equal({ 'entity.id': 'mgid:ep:1', 'entity.categoryId': 'desk-jockeys' });
    const complete = target.requests[1]!.params!;
    expect(complete).to.include({ orderTotal: 1, productPurchasedId: 'mgid:ep:1' });
    expect(complete.orderId).to.be.a('string').and.match(/^mgid:ep:1-/);
  });

  it('destroyed: its timers stop and a late answer does nothing', async () => {
    const w = world(true);
    w.adapter.pageLanded(true);
    w.adapter.destroy();
    await clock.tickAsync(TARGET_POLL_MS * TARGET_POLL_TRIES * 2);
    expect(w.lines).to.deep.equal([]);
  });
});

describe('personalization: zoneActions', () => {
  it('keeps actions whose selector matches only elements in zones; drops bad input', () => {
    const doc = document.implementation.createHTMLDocument('zones');
    doc.body.append(markup(doc, 'tf-zone', { zone: 'a' }, markup(doc, 'p', { class: 'x' })), markup(doc, 'p', { class: 'y' }));
    const inZone = { selector: 'tf-zone .x' };
    expect(zoneActions(doc, [inZone, { selector: 'p' }, { selector: '[[' }, null, 3, { content: 'no selector' }])).to.deep.equal({ kept: [inZone], dropped: 5 });
    expect(zoneActions(doc, { not: 'a list' })).to.deep.equal({ kept: [], dropped: 0 });
  });
});
