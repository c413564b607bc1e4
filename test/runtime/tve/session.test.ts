import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createReportingSession, isSessionId, newSessionId, readSession, SESSION_EXPIRY_MS, SESSION_KEY } from '../../../runtime/tve/session.js';

const stored = () => JSON.parse(localStorage.getItem(SESSION_KEY)!) as { id: string; expires: number | null };

describe('the reporting session', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    localStorage.removeItem(SESSION_KEY);
    clock = sinon.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
  });
  afterEach(() => {
    clock.restore();
    localStorage.removeItem(SESSION_KEY);
  });

  it('makes ids of 24 characters with a dash at every 5th place', () => {
    const id = newSessionId();
    expect(id).to.have.length(24);
    expect([4, 9, 14, 19].map((i) => id[i])).to.deep.equal(['-', '-', '-', '-']);
    expect(id.replace(/-/g, '')).to.match(/^[a-z0-9]{20}$/);
    expect(isSessionId(id)).to.equal(true);
    expect(newSessionId()).not.to.equal(id);
  });

  it('keeps its id while the page is open, without an expiry', () => {
    const session = createReportingSession();
    expect(stored()).to.deep.equal({ id: session.id, expires: null });
    session.destroy();
  });

  it('is taken over by a page loaded within a minute of leaving', () => {
    const first = createReportingSession();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(stored().expires).to.equal(Date.now() + SESSION_EXPIRY_MS);
    first.destroy();
    clock.tick(SESSION_EXPIRY_MS - 1);
    const next = createReportingSession();
    expect(next.id).to.equal(first.id);
    expect(stored().expires, 'live again').to.equal(null);
    next.destroy();
  });

  it('starts anew when a page loads a minute or more after the last one left', () => {
    const first = createReportingSession();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    first.destroy();
    clock.tick(SESSION_EXPIRY_MS);
    const next = createReportingSession();
    expect(next.id).not.to.equal(first.id);
    expect(isSessionId(next.id)).to.equal(true);
    next.destroy();
  });

  it('clears the expiry when the page comes back from the back/forward cache', () => {
    const session = createReportingSession();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(stored()).to.deep.equal({ id: session.id, expires: null });
    session.destroy();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(stored().expires, 'no longer followed after destroy').to.equal(null);
  });

  it('ignores a malformed record and replaces it', () => {
    for (const bad of ['not json', '{"id":"short","expires":null}', '{"id":"aaaa-bbbb-cccc-dddd-eeee","expires":"soon"}', '[]']) {
      localStorage.setItem(SESSION_KEY, bad);
      const session = createReportingSession();
      expect(isSessionId(session.id)).to.equal(true);
      expect(stored().id).to.equal(session.id);
      session.destroy();
    }
    expect(readSession('{"id":"aaaa-bbbb-cccc-dddd-eeee","expires":null}', 0)).to.equal('aaaa-bbbb-cccc-dddd-eeee');
  });

  it('still has an id when local storage throws', () => {
    const getItem = sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
    const setItem = sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('full', 'QuotaExceededError'));
    try {
      const session = createReportingSession();
      expect(isSessionId(session.id)).to.equal(true);
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      session.destroy();
    } finally {
      getItem.restore();
      setItem.restore();
    }
  });
});
