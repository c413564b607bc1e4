import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { VisibilitySettings } from '../../../runtime/ads/ad-settings.js';
import { CHECK_MS, createVisibilityWatch, FIRST_CHECK_MS, type Measure } from '../../../runtime/ads/visibility.js';

describe('ad visibility checks (every 500 ms, then every 750 ms)', () => {
  let clock: sinon.SinonFakeTimers;
  let view: Measure;
  let tabVisible: boolean;
  let settings: VisibilitySettings;
  const element = document.createElement('div');
  const start = () => createVisibilityWatch({ settings: () => settings, measure: () => view, pageVisible: () => tabVisible });

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    view = { inView: 1, shown: true };
    tabVisible = true;
    settings = { threshold: 0, reloadMs: undefined, byVisibility: false };
  });
  afterEach(() => clock.restore());

  it('requests a slot in view at the first check, 500 ms after it is watched, and not before', () => {
    const request = sinon.spy();
    start().watch({ element, small: false, request });
    clock.tick(FIRST_CHECK_MS - 1);
    expect(request.called).to.equal(false);
    clock.tick(1);
    expect(request.callCount).to.equal(1);
    clock.tick(CHECK_MS * 10);
    expect(request.callCount, 'no reload without adReloadable').to.equal(1);
  });

  it('requests a slot out of view only at the 750 ms check after it came within positionThreshold', () => {
    settings.threshold = 0.5;
    view = { inView: 0.4, shown: true };
    const request = sinon.spy();
    start().watch({ element, small: false, request });
    clock.tick(FIRST_CHECK_MS + CHECK_MS * 2);
    expect(request.called).to.equal(false);
    view = { inView: 0.5, shown: true };
    clock.tick(CHECK_MS - 1);
    expect(request.called).to.equal(false);
    clock.tick(1);
    expect(request.callCount).to.equal(1);
  });

  it('skips the small sizes while they have no visible box, and requests them once shown', () => {
    view = { inView: 1, shown: false };
    const small = sinon.spy();
    const large = sinon.spy();
    const watch = start();
    watch.watch({ element, small: true, request: small });
    watch.watch({ element, small: false, request: large });
    clock.tick(FIRST_CHECK_MS + CHECK_MS * 4);
    expect(small.called).to.equal(false);
    expect(large.callCount, 'only the small sizes wait while hidden').to.equal(1);
    view = { inView: 1, shown: true };
    clock.tick(CHECK_MS);
    expect(small.callCount).to.equal(1);
  });

  it('reloads a shown slot after adReloadTime of in-view time with autoRefreshByVisibility', () => {
    settings = { threshold: 0, reloadMs: 30_000, byVisibility: true };
    const request = sinon.spy();
    start().watch({ element, small: false, request });
    clock.tick(FIRST_CHECK_MS);
    expect(request.callCount).to.equal(1);
    clock.tick(CHECK_MS * 20); // 15 s in view
    view = { inView: 0, shown: true };
    clock.tick(60_000); // out of view: not counted
    expect(request.callCount).to.equal(1);
    view = { inView: 1, shown: true };
    clock.tick(CHECK_MS * 19);
    expect(request.callCount).to.equal(1);
    clock.tick(CHECK_MS);
    expect(request.callCount, '40 checks of 750 ms in view = 30 s').to.equal(2);
  });

  it('counts wall time without autoRefreshByVisibility, never while the tab is hidden', () => {
    settings = { threshold: 0, reloadMs: 30_000, byVisibility: false };
    const request = sinon.spy();
    start().watch({ element, small: false, request });
    clock.tick(FIRST_CHECK_MS);
    view = { inView: 0, shown: true };
    tabVisible = false;
    clock.tick(60_000);
    expect(request.callCount).to.equal(1);
    tabVisible = true;
    clock.tick(CHECK_MS * 40);
    expect(request.callCount).to.equal(2);
  });

  it('stops checking once no slot is watched, and starts again at 500 ms', () => {
    const first = sinon.spy();
    const watch = start();
    const unwatch = watch.watch({ element, small: false, request: first });
    unwatch();
    expect(clock.countTimers()).to.equal(0);
    clock.tick(FIRST_CHECK_MS * 4);
    expect(first.called).to.equal(false);
    const second = sinon.spy();
    watch.watch({ element, small: false, request: second });
    clock.tick(FIRST_CHECK_MS);
    expect(second.callCount).to.equal(1);
    watch.stop();
    expect(clock.countTimers()).to.equal(0);
  });
});
