import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createScrollWatch, type ScrollWatch } from '../../../runtime/services/scroll-watch.js';
import type { Clock } from '../../../runtime/types.js';

describe('createScrollWatch', () => {
  let fake: sinon.SinonFakeTimers;
  let clock: Clock;
  let win: Window;
  let watch: ScrollWatch;
  /** Every callback, stamped with the fake time. */
  let journal: string[];

  const scroll = () => win.dispatchEvent(new Event('scroll'));
  const resize = () => win.dispatchEvent(new Event('resize'));
  const at = (ms: number) => fake.tick(ms - fake.now);
  const calls = (kind: string) => journal.filter((line) => line.endsWith(` ${kind}`));

  beforeEach(() => {
    fake = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    clock = {
      setTimeout: (fn, ms) => fake.setTimeout(fn, ms) as unknown as number,
      clearTimeout: (id) => fake.clearTimeout(id),
      now: () => fake.now,
    };
    // An EventTarget stands in for the window, so real scrolling elsewhere cannot leak in.
    win = new EventTarget() as Window;
    journal = [];
    watch = createScrollWatch({
      window: win,
      clock,
      onPageInTouch: () => journal.push(`${fake.now} touch`),
      onScrollLoad: () => journal.push(`${fake.now} load`),
      onResize: () => journal.push(`${fake.now} resize`),
    });
    watch.start();
  });

  afterEach(() => {
    watch.stop();
    fake.restore();
  });

  describe('when scrolling stops', () => {
    it('fires page-in-touch 50 ms after the last scroll event, not at 49 ms', () => {
      scroll();
      at(49);
      expect(calls('touch')).to.deep.equal([]);
      at(50);
      expect(calls('touch')).to.deep.equal(['50 touch']);
      at(1000);
      expect(calls('touch')).to.deep.equal(['50 touch']);
    });

    it('counts the 50 ms from the last event of a burst', () => {
      scroll();
      at(40);
      scroll();
      at(89);
      expect(calls('touch')).to.deep.equal([]);
      at(90);
      expect(calls('touch')).to.deep.equal(['90 touch']);
    });
  });

  describe('when scrolling goes on', () => {
    it('fires page-in-touch at once on the 10th and 20th scroll event, not the 9th', () => {
      for (let i = 1; i <= 9; i += 1) {
        scroll();
        at(i * 10);
      }
      expect(calls('touch')).to.deep.equal([]);
      scroll();
      expect(calls('touch')).to.deep.equal(['90 touch']);
      for (let i = 11; i <= 20; i += 1) {
        at(i * 10);
        scroll();
      }
      expect(calls('touch')).to.deep.equal(['90 touch', '200 touch']);
    });

    it('counts ten again after a pause', () => {
      for (let i = 0; i < 9; i += 1) scroll();
      at(50);
      expect(calls('touch')).to.deep.equal(['50 touch']);
      scroll();
      expect(calls('touch')).to.deep.equal(['50 touch']);
    });
  });

  describe('when the page scrolls', () => {
    it('calls the scroll-load handler 250 ms after the last scroll event, not at 249 ms', () => {
      scroll();
      at(100);
      scroll();
      at(349);
      expect(calls('load')).to.deep.equal([]);
      at(350);
      expect(calls('load')).to.deep.equal(['350 load']);
    });
  });

  describe('when the window is resized', () => {
    it('rechecks 300 ms after the last resize, not at 299 ms', () => {
      resize();
      at(200);
      resize();
      at(499);
      expect(calls('resize')).to.deep.equal([]);
      at(500);
      expect(calls('resize')).to.deep.equal(['500 resize']);
      expect(journal).to.deep.equal(['500 resize']);
    });
  });

  describe('when stopped', () => {
    it('cancels pending callbacks and ignores later events', () => {
      scroll();
      resize();
      watch.stop();
      at(1000);
      scroll();
      resize();
      at(2000);
      expect(journal).to.deep.equal([]);
    });

    it('starts counting again from zero when restarted', () => {
      for (let i = 0; i < 9; i += 1) scroll();
      watch.stop();
      watch.start();
      scroll();
      expect(journal).to.deep.equal([]);
    });
  });

  describe('when started twice', () => {
    it('listens once', () => {
      watch.start();
      for (let i = 0; i < 5; i += 1) scroll();
      expect(journal).to.deep.equal([]);
    });
  });

  describe('on a real window', () => {
    it('listens passively, so scrolling is never held up', () => {
      const spy = sinon.spy(window, 'addEventListener');
      const real = createScrollWatch({ window, clock, onPageInTouch: () => {}, onScrollLoad: () => {}, onResize: () => {} });
      try {
        real.start();
        const options = spy.getCalls().filter((call) => call.args[0] === 'scroll').map((call) => call.args[2]);
        expect(JSON.stringify(options)).to.equal('[{"passive":true}]');
      } finally {
        real.stop();
        spy.restore();
      }
    });
  });
});
