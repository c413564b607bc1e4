import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ACTIVITY_FADE_MS } from '../../../runtime/constants.js';
import { createActivityIndicator, type ActivityIndicator } from '../../../runtime/navigation/activity.js';

describe('createActivityIndicator', () => {
  let clock: sinon.SinonFakeTimers;
  let page: HTMLElement;
  let indicator: ActivityIndicator;

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    page = document.createElement('tf-page');
    page.append(document.createElement('div'));
    document.body.append(page);
    // The default clock: window timers, faked above.
    indicator = createActivityIndicator({ page, document });
  });

  afterEach(() => {
    indicator.destroy();
    page.remove();
    clock.restore();
  });

  const bar = () => page.querySelector<HTMLElement>('.tf-progress');

  it('fades out over 100 ms', () => {
    expect(ACTIVITY_FADE_MS).to.equal(100);
  });

  describe('when a load starts', () => {
    it('marks the page busy and shows a progress bar at the top of the viewport', () => {
      indicator.start();
      expect(page.hasAttribute('busy')).to.equal(true);
      const element = bar();
      expect(element?.tagName).to.equal('DIV');
      expect(element?.getAttribute('role')).to.equal('progressbar');
      expect(element?.getAttribute('aria-label')).to.equal('Loading page');
      expect(element?.getAttribute('aria-busy')).to.equal('true');
      const style = getComputedStyle(element as HTMLElement);
      expect(style.position).to.equal('fixed');
      expect(style.top).to.equal('0px');
      expect(style.opacity).to.equal('1');
      expect(element?.getBoundingClientRect().height).to.be.greaterThan(0);
    });

    it('is idempotent', () => {
      indicator.start();
      indicator.start();
      expect(page.querySelectorAll('.tf-progress')).to.have.length(1);
    });
  });

  describe('when the load is done', () => {
    it('removes busy at once and fades the bar out', () => {
      indicator.start();
      indicator.done();
      expect(page.hasAttribute('busy')).to.equal(false);
      expect(bar()?.classList.contains('tf-progress--done')).to.equal(true);
      expect(getComputedStyle(bar() as HTMLElement).transitionDuration).to.equal('0.1s');
    });

    it('removes the bar exactly 100 ms later', async () => {
      indicator.start();
      indicator.done();
      await clock.tickAsync(ACTIVITY_FADE_MS - 1);
      expect(bar()).not.to.equal(null);
      await clock.tickAsync(1);
      expect(bar()).to.equal(null);
    });

    it('ignores done() without a load and done() twice', async () => {
      indicator.done();
      expect(bar()).to.equal(null);
      indicator.start();
      indicator.done();
      await clock.tickAsync(60);
      indicator.done();
      await clock.tickAsync(40);
      expect(bar()).to.equal(null);
      expect(clock.countTimers()).to.equal(0);
    });
  });

  describe('when a new load starts during the fade', () => {
    it('cancels the fade and shows the bar again', async () => {
      indicator.start();
      indicator.done();
      await clock.tickAsync(50);
      indicator.start();
      expect(page.hasAttribute('busy')).to.equal(true);
      expect(bar()?.classList.contains('tf-progress--done')).to.equal(false);
      await clock.tickAsync(500);
      expect(bar()).not.to.equal(null);
      indicator.done();
      await clock.tickAsync(ACTIVITY_FADE_MS);
      expect(bar()).to.equal(null);
    });
  });

  describe('when destroyed', () => {
    it('removes busy, the bar and its timer, and ignores later calls', async () => {
      indicator.start();
      indicator.done();
      indicator.destroy();
      expect(bar()).to.equal(null);
      expect(clock.countTimers()).to.equal(0);
      indicator.start();
      expect(page.hasAttribute('busy')).to.equal(false);
      expect(bar()).to.equal(null);
    });

    it('clears busy when destroyed mid-load', () => {
      indicator.start();
      indicator.destroy();
      expect(page.hasAttribute('busy')).to.equal(false);
      expect(bar()).to.equal(null);
    });
  });
});
