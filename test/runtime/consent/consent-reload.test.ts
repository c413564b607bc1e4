import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CONSENT_POLL_MS, CONSENT_SEARCH_MS, type ConsentState, type ConsentStore } from '../../../runtime/consent/consent-store.js';
import { allPurposes, fakePlatform, storeHarness, tcData, type StoreHarness } from './tcf-fixtures.js';

/**
 * "On consent the page reloads", made
 * precise: only for consent the visitor gives in the banner on a page that
 * began without it, never for consent remembered from an earlier visit.
 */
describe('createConsentStore: the reload', () => {
  let clock: sinon.SinonFakeTimers;
  let win: StoreHarness['win'];
  let events: boolean[];
  let reload: sinon.SinonSpy;
  let store: ConsentStore;

  beforeEach(() => {
    ({ clock, win, events, reload, store } = storeHarness());
  });

  afterEach(() => {
    store.stop();
    clock.restore();
  });

  it('reloads once when the visitor accepts in the banner after a page that began without consent', () => {
    const platform = fakePlatform(tcData('cmpuishown'));
    win.__tcfapi = platform.api;
    store.start();
    const heard: ConsentState[] = [];
    store.subscribe((state) => heard.push(state));
    platform.answer(tcData('useractioncomplete'));
    expect(reload.callCount).to.equal(1);
    expect(events).to.deep.equal([false, true]);
    expect(store.current().granted).to.equal(true);
    expect(heard.map((state) => state.granted), 'consumers load nothing on a page being replaced').to.deep.equal([false]);
    platform.answer(tcData('useractioncomplete'));
    expect(reload.callCount).to.equal(1);
    const late = sinon.spy();
    store.subscribe(late);
    expect(late.called, 'nor is a consumer subscribing while the page reloads').to.equal(false);
  });

  it('reloads when the visitor accepted before the platform was found', () => {
    store.start();
    clock.tick(3000);
    win.__tcfapi = fakePlatform(tcData('useractioncomplete')).api;
    clock.tick(CONSENT_POLL_MS);
    expect(reload.callCount).to.equal(1);
  });

  it('never reloads for consent remembered from an earlier visit, however late the platform is found', () => {
    store.start();
    clock.tick(CONSENT_SEARCH_MS - CONSENT_POLL_MS);
    win.__tcfapi = fakePlatform(tcData('tcloaded')).api;
    clock.tick(CONSENT_SEARCH_MS);
    expect(events).to.deep.equal([true]);
    expect(reload.called).to.equal(false);
  });

  it('does not reload for a refusal in the banner', () => {
    const platform = fakePlatform(tcData('cmpuishown'));
    win.__tcfapi = platform.api;
    store.start();
    platform.answer(tcData('useractioncomplete', {}));
    expect(reload.called).to.equal(false);
  });

  it('tells of a withdrawal after consent found granted, without reloading, nor on granting again', () => {
    const platform = fakePlatform(tcData('tcloaded'));
    win.__tcfapi = platform.api;
    store.start();
    const heard: boolean[] = [];
    store.subscribe((state) => heard.push(state.granted));
    platform.answer(tcData('useractioncomplete', { ...allPurposes(), 1: false }));
    expect(events).to.deep.equal([true, false]);
    expect(heard).to.deep.equal([true, false]);
    expect(reload.called).to.equal(false);
    // The page began with consent: its tags are loaded already.
    platform.answer(tcData('useractioncomplete'));
    expect(heard).to.deep.equal([true, false, true]);
    expect(reload.called).to.equal(false);
  });
});
