import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CONSENT_POLL_MS, CONSENT_SEARCH_MS, type ConsentStore } from '../../../runtime/consent/consent-store.js';
import { runtimeMessages } from '../../../runtime/messages.js';
import { allPurposes, fakePlatform, storeHarness, tcData, type StoreHarness } from './tcf-fixtures.js';

describe('createConsentStore', () => {
  let clock: sinon.SinonFakeTimers;
  let win: StoreHarness['win'];
  let events: boolean[];
  let log: sinon.SinonSpy;
  let reload: sinon.SinonSpy;
  let store: ConsentStore;

  beforeEach(() => {
    ({ clock, win, events, log, reload, store } = storeHarness());
  });

  afterEach(() => {
    store.stop();
    clock.restore();
  });

  it('looks every 500 ms for 25 000 ms', () => {
    expect([CONSENT_POLL_MS, CONSENT_SEARCH_MS]).to.deep.equal([500, 25_000]);
  });

  it('is not granted and not known before any answer', () => {
    store.start();
    expect(store.current()).to.deep.equal({ known: false, granted: false, gdprApplies: undefined });
    expect(events).to.deep.equal([]);
  });

  describe('looking for the platform', () => {
    it('finds a platform already there at once', () => {
      const platform = fakePlatform();
      win.__tcfapi = platform.api;
      store.start();
      expect(platform.api.callCount).to.equal(1);
      expect(platform.api.firstCall.args.slice(0, 2)).to.deep.equal(['addEventListener', 2]);
    });

    it('finds a platform that arrives later on the next 500 ms tick, not before', () => {
      store.start();
      clock.tick(1200);
      const platform = fakePlatform();
      win.__tcfapi = platform.api;
      clock.tick(299);
      expect(platform.api.callCount).to.equal(0);
      clock.tick(1);
      expect(platform.api.callCount).to.equal(1);
      clock.tick(5000);
      expect(platform.api.callCount, 'no second listener once found').to.equal(1);
      expect(clock.countTimers(), 'only the wait for a first answer').to.equal(1);
    });

    it('ends the search at 25 000 ms: not granted, known, told once, and never looks again', () => {
      store.start();
      clock.tick(CONSENT_SEARCH_MS - 1);
      expect(events).to.deep.equal([]);
      clock.tick(1);
      expect(events).to.deep.equal([false]);
      expect(store.current()).to.deep.equal({ known: true, granted: false, gdprApplies: undefined });
      expect(clock.countTimers(), 'no timer left running').to.equal(0);
      const platform = fakePlatform();
      win.__tcfapi = platform.api;
      clock.tick(60_000);
      expect(platform.api.callCount).to.equal(0);
      expect(events).to.deep.equal([false]);
    });

    it('still finds a platform that arrives on the last tick', () => {
      store.start();
      clock.tick(CONSENT_SEARCH_MS - 1);
      win.__tcfapi = fakePlatform(tcData('tcloaded')).api;
      clock.tick(1);
      expect(events).to.deep.equal([true]);
    });

    it('is safe to start twice', () => {
      const platform = fakePlatform();
      win.__tcfapi = platform.api;
      store.start();
      store.start();
      expect(platform.listening).to.equal(1);
    });
  });

  describe('reading the answers', () => {
    const start = (initial?: Record<string, unknown>) => {
      const platform = fakePlatform(initial);
      win.__tcfapi = platform.api;
      store.start();
      return platform;
    };

    it('grants consent remembered from an earlier visit (tcloaded) without reloading', () => {
      start(tcData('tcloaded'));
      expect(store.current()).to.deep.equal({ known: true, granted: true, gdprApplies: true });
      expect(events).to.deep.equal([true]);
      expect(reload.called).to.equal(false);
    });

    it('tells the first answer even when it is not granted (cmpuishown)', () => {
      start(tcData('cmpuishown'));
      expect(store.current()).to.include({ known: true, granted: false });
      expect(events).to.deep.equal([false]);
    });

    it('grants when GDPR does not apply and keeps gdprApplies', () => {
      start({ eventStatus: 'tcloaded', gdprApplies: false });
      expect(store.current()).to.deep.equal({ known: true, granted: true, gdprApplies: false });
    });

    it('does not grant when a required purpose is refused', () => {
      start(tcData('useractioncomplete', { ...allPurposes(), 9: false }));
      expect(store.current().granted).to.equal(false);
      expect(reload.called).to.equal(false);
    });

    it('fires tf:consent only when granted changes', () => {
      const platform = start(tcData('cmpuishown'));
      platform.answer(tcData('cmpuishown'));
      platform.answer(tcData('useractioncomplete', {}));
      expect(events).to.deep.equal([false]);
      platform.answer({ eventStatus: 'tcloaded', gdprApplies: false });
      platform.answer(tcData('tcloaded'));
      expect(events).to.deep.equal([false, true]);
      expect(store.current().gdprApplies, 'the latest answer is kept').to.equal(true);
    });

    for (const [what, data, success] of [
      ['null', null, true], ['a string', 'granted', true], ['a failed call', tcData('tcloaded'), false],
      ['a payload whose getters throw', new Proxy({}, { get() { throw new Error('hostile'); } }), true],
    ] as [string, unknown, unknown][]) {
      it(`takes garbage (${what}) as not granted, without throwing`, () => {
        const platform = start(tcData('tcloaded'));
        expect(() => platform.answer(data, success)).not.to.throw();
        expect(store.current()).to.include({ known: true, granted: false });
        expect(events).to.deep.equal([true, false]);
      });
    }

    it('waits for a platform that is found but silent until the search ends, then says not granted', () => {
      const platform = start();
      clock.tick(CONSENT_SEARCH_MS);
      expect(events).to.deep.equal([false]);
      platform.answer(tcData('tcloaded'));
      expect(events, 'its late answer still counts').to.deep.equal([false, true]);
      expect(reload.called).to.equal(false);
    });
  });

  describe('a platform that throws', () => {
    it('warns once, keeps looking until the search ends, and is never granted', () => {
      const api = sinon.stub().throws(new Error('not ready'));
      win.__tcfapi = api;
      store.start();
      clock.tick(CONSENT_SEARCH_MS);
      expect(api.callCount).to.equal(CONSENT_SEARCH_MS / CONSENT_POLL_MS + 1);
      expect(log.args).to.deep.equal([['warn', runtimeMessages.consentPlatformFailed]]);
      expect(events).to.deep.equal([false]);
      clock.tick(10_000);
      expect(api.callCount, 'no looking after the search').to.equal(CONSENT_SEARCH_MS / CONSENT_POLL_MS + 1);
    });

    it('is used once it stops throwing', () => {
      const platform = fakePlatform(tcData('tcloaded'));
      let calls = 0;
      win.__tcfapi = (...args: Parameters<typeof platform.api>) => {
        if (++calls === 1) throw new Error('starting');
        platform.api(...args);
      };
      store.start();
      expect(events).to.deep.equal([]);
      clock.tick(CONSENT_POLL_MS);
      expect(events).to.deep.equal([true]);
    });
  });

  describe('subscribers', () => {
    it('are called at once when consent is known, and on every change until they unsubscribe', () => {
      const platform = fakePlatform(tcData('tcloaded'));
      win.__tcfapi = platform.api;
      store.start();
      const listener = sinon.spy();
      const unsubscribe = store.subscribe(listener);
      expect(listener.args).to.deep.equal([[{ known: true, granted: true, gdprApplies: true }]]);
      platform.answer(tcData('useractioncomplete', {}));
      expect(listener.callCount).to.equal(2);
      unsubscribe();
      platform.answer(tcData('tcloaded'));
      expect(listener.callCount).to.equal(2);
    });

    it('are not called before consent is known', () => {
      store.start();
      const listener = sinon.spy();
      store.subscribe(listener);
      clock.tick(CONSENT_SEARCH_MS - 1);
      expect(listener.called).to.equal(false);
      clock.tick(1);
      expect(listener.args).to.deep.equal([[{ known: true, granted: false, gdprApplies: undefined }]]);
    });

    it('do not keep consent from each other when one throws', () => {
      const platform = fakePlatform(tcData('cmpuishown'));
      win.__tcfapi = platform.api;
      store.start();
      store.subscribe(() => { throw new Error('broken consumer'); });
      const next = sinon.spy();
      store.subscribe(next);
      platform.answer({ eventStatus: 'tcloaded', gdprApplies: false });
      expect(next.lastCall.args[0]).to.include({ granted: true });
      expect(log.args).to.deep.include(['error', runtimeMessages.consentListenerFailed]);
    });

    it('see frozen states', () => {
      store.start();
      expect(Object.isFrozen(store.current())).to.equal(true);
    });
  });

  describe('stop', () => {
    it('removes its platform listener, stops looking and telling, and is safe twice', () => {
      const platform = fakePlatform(tcData('cmpuishown'));
      win.__tcfapi = platform.api;
      store.start();
      const listener = sinon.spy();
      store.subscribe(listener);
      store.stop();
      store.stop();
      expect(platform.listening).to.equal(0);
      expect(platform.api.secondCall.args[0]).to.equal('removeEventListener');
      expect(platform.api.secondCall.args[3]).to.equal(1);
      platform.answer(tcData('tcloaded'));
      clock.tick(CONSENT_SEARCH_MS * 2);
      expect(listener.callCount).to.equal(1);
      expect(events).to.deep.equal([false]);
    });

    it('stops a search in progress: no look, no end', () => {
      store.start();
      store.stop();
      const platform = fakePlatform();
      win.__tcfapi = platform.api;
      clock.tick(CONSENT_SEARCH_MS * 2);
      expect(platform.api.called).to.equal(false);
      expect(events).to.deep.equal([]);
      expect(clock.countTimers()).to.equal(0);
    });
  });
});
