import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { afterPageDrawn, DRAWN_FALLBACK_MS, IDLE_TIMEOUT_MS, type IdleWindow } from '../../islands/site-header/after-page-drawn.js';

const IDLE_MS = 50;

/** The header's sign-in chunk waits for a drawn page and an idle browser, and never for a visit under way. */
describe('afterPageDrawn (islands/site-header/after-page-drawn.ts)', () => {
  let clock: sinon.SinonFakeTimers;
  let page: HTMLElement;
  let load: sinon.SinonSpy;
  let stop: () => void;

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page = document.createElement('div');
    load = sinon.spy();
    // The browser's idle time, played by the fake clock: it comes IDLE_MS after it is asked for.
    const win: IdleWindow = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      requestIdleCallback: (callback) => window.setTimeout(callback, IDLE_MS),
      cancelIdleCallback: (id) => window.clearTimeout(id),
    };
    stop = afterPageDrawn(page, load, win);
  });
  afterEach(() => {
    stop();
    clock.restore();
  });

  const drawn = () => page.dispatchEvent(new Event('tf:rendercomplete'));
  const visit = () => page.dispatchEvent(new Event('tf:pagestartload'));

  it('loads at the first idle time after the page is drawn, not before', () => {
    clock.tick(DRAWN_FALLBACK_MS - 1);
    expect(load.called).to.equal(false);
    drawn();
    clock.tick(IDLE_MS - 1);
    expect(load.called).to.equal(false);
    clock.tick(1);
    expect(load.callCount).to.equal(1);
  });

  it('puts the load off when a visit starts before the idle time, to after that page is drawn', () => {
    drawn();
    visit();
    clock.tick(DRAWN_FALLBACK_MS + IDLE_TIMEOUT_MS);
    expect(load.called).to.equal(false);
    drawn();
    clock.tick(IDLE_TIMEOUT_MS + 1);
    expect(load.callCount).to.equal(1);
  });

  it('loads once only, however many pages are drawn after', () => {
    drawn();
    clock.runToLast();
    drawn();
    clock.tick(DRAWN_FALLBACK_MS + IDLE_TIMEOUT_MS);
    expect(load.callCount).to.equal(1);
  });

  it('goes ahead when no page reports being drawn in 10 s', () => {
    clock.tick(DRAWN_FALLBACK_MS);
    expect(load.called).to.equal(false);
    clock.tick(IDLE_MS);
    expect(load.callCount).to.equal(1);
  });

  it('never loads once stopped (the header went, or a sign-in request loaded it first)', () => {
    drawn();
    stop();
    clock.tick(DRAWN_FALLBACK_MS + IDLE_TIMEOUT_MS);
    expect(load.called).to.equal(false);
  });
});
