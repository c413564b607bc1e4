import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import sinon from 'sinon';
import { ACTIVITY_FADE_MS, ACTIVITY_SHOW_DELAY_MS } from '../../../runtime/constants.js';
import { runtimeMessages } from '../../../runtime/messages.js';
import * as barModule from '../../../runtime/navigation/activity-bar.js';
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
    // The default clock: window timers, faked above. The bar's chunk is the module itself, at once.
    indicator = createActivityIndicator({ page, document, loadBar: () => Promise.resolve(barModule) });
  });

  afterEach(() => {
    indicator.destroy();
    page.remove();
    clock.restore();
  });

  const bar = () => page.querySelector<HTMLElement>('.tf-progress');
  /** start(), then lets the bar's chunk arrive and its delay pass. */
  const start = async () => {
    indicator.start();
    await clock.tickAsync(ACTIVITY_SHOW_DELAY_MS);
  };

  it('fades out over 100 ms', () => {
    expect(ACTIVITY_FADE_MS).to.equal(100);
  });

  describe('when a load starts', () => {
    it('marks the page busy and shows a progress bar at the top of the viewport', async () => {
      await start();
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

    it('marks the page busy at once but shows the bar only once the load has lasted 150 ms', async () => {
      expect(ACTIVITY_SHOW_DELAY_MS).to.equal(150);
      indicator.start();
      expect(page.hasAttribute('busy')).to.equal(true);
      await clock.tickAsync(ACTIVITY_SHOW_DELAY_MS - 1);
      expect(bar()).to.equal(null);
      await clock.tickAsync(1);
      expect(bar()).not.to.equal(null);
    });

    it('shows no bar at all for a load done sooner, and leaves no timer', async () => {
      indicator.start();
      await clock.tickAsync(ACTIVITY_SHOW_DELAY_MS - 1);
      indicator.done();
      expect(page.hasAttribute('busy')).to.equal(false);
      await clock.tickAsync(ACTIVITY_SHOW_DELAY_MS + ACTIVITY_FADE_MS);
      expect(bar()).to.equal(null);
      expect(clock.countTimers()).to.equal(0);
    });

    it('is idempotent', async () => {
      await start();
      await start();
      expect(page.querySelectorAll('.tf-progress')).to.have.length(1);
    });
  });

  describe('when the load is done', () => {
    it('removes busy at once and fades the bar out', async () => {
      await start();
      indicator.done();
      expect(page.hasAttribute('busy')).to.equal(false);
      expect(bar()?.classList.contains('tf-progress--done')).to.equal(true);
      expect(getComputedStyle(bar() as HTMLElement).transitionDuration).to.equal('0.1s');
    });

    it('removes the bar exactly 100 ms later', async () => {
      await start();
      indicator.done();
      await clock.tickAsync(ACTIVITY_FADE_MS - 1);
      expect(bar()).not.to.equal(null);
      await clock.tickAsync(1);
      expect(bar()).to.equal(null);
    });

    it('ignores done() without a load and done() twice', async () => {
      indicator.done();
      expect(bar()).to.equal(null);
      await start();
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
      await start();
      indicator.done();
      await clock.tickAsync(50);
      indicator.start();
      expect(page.hasAttribute('busy')).to.equal(true);
      expect(bar()).not.to.equal(null);
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
      await start();
      indicator.done();
      indicator.destroy();
      expect(bar()).to.equal(null);
      expect(clock.countTimers()).to.equal(0);
      indicator.start();
      expect(page.hasAttribute('busy')).to.equal(false);
      expect(bar()).to.equal(null);
    });

    it('clears busy when destroyed mid-load', async () => {
      await start();
      indicator.destroy();
      expect(page.hasAttribute('busy')).to.equal(false);
      expect(bar()).to.equal(null);
    });
  });

  describe('while the bar\'s chunk is on its way', () => {
    it('marks the page busy at once and draws the bar as the state is when the chunk arrives', async () => {
      let arrive!: () => void;
      const arrived = new Promise<typeof barModule>((resolve) => (arrive = () => resolve(barModule)));
      const loadBar = sinon.spy(() => arrived);
      indicator = createActivityIndicator({ page, document, loadBar });
      indicator.start();
      expect(page.hasAttribute('busy')).to.equal(true);
      expect(bar()).to.equal(null);
      indicator.done();
      indicator.start();
      arrive();
      await clock.tickAsync(ACTIVITY_SHOW_DELAY_MS);
      expect(bar()?.classList.contains('tf-progress--done')).to.equal(false);
      expect(loadBar.callCount).to.equal(1);
    });

    it('draws nothing when the load is over before the chunk arrives', async () => {
      let arrive!: () => void;
      const arrived = new Promise<typeof barModule>((resolve) => (arrive = () => resolve(barModule)));
      indicator = createActivityIndicator({ page, document, loadBar: () => arrived });
      indicator.start();
      indicator.done();
      await clock.tickAsync(ACTIVITY_FADE_MS);
      arrive();
      await clock.tickAsync(0);
      expect(bar()).to.equal(null);
      expect(page.hasAttribute('busy')).to.equal(false);
    });

    it('logs a chunk that fails, keeps busy working and tries again on the next load', async () => {
      const log = sinon.spy();
      const loadBar = sinon.stub().onFirstCall().rejects(new Error('offline')).onSecondCall().resolves(barModule);
      indicator = createActivityIndicator({ page, document, log, loadBar });
      await start();
      expect(log.calledOnceWithExactly('warn', runtimeMessages.activityBarFailed)).to.equal(true);
      expect(page.hasAttribute('busy')).to.equal(true);
      indicator.done();
      await clock.tickAsync(ACTIVITY_FADE_MS);
      await start();
      expect(bar()).not.to.equal(null);
      expect(loadBar.callCount).to.equal(2);
    });
  });
});

describe('createActivityIndicator with its own chunk', () => {
  it('loads the bar on the first start', async () => {
    const page = document.createElement('tf-page');
    document.body.append(page);
    const indicator = createActivityIndicator({ page, document });
    indicator.start();
    await waitUntil(() => page.querySelector('.tf-progress'), 'the bar arrives');
    indicator.destroy();
    expect(page.querySelector('.tf-progress')).to.equal(null);
    page.remove();
  });
});
