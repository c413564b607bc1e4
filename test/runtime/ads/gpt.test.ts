import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createGpt } from '../../../runtime/ads/gpt.js';
import { fakeGoogletag } from '../../support/fake-googletag.js';

const PAGE = { singleRequest: true, nonPersonalized: true, keyValues: { site: 'ltn', genre: ['comedy', 'talk'] }, exclusions: ['alcohol'] };

function setUp() {
  const fake = fakeGoogletag();
  const win = { googletag: fake.googletag } as unknown as Window;
  const load = sinon.spy();
  const failed = sinon.spy();
  const events = { rendered: sinon.spy(), viewable: sinon.spy() };
  const library = createGpt({ window: win, load, failed });
  return { fake, load, failed, events, library };
}

describe('the GPT adapter (runtime/ads/gpt.ts)', () => {
  it('queues on googletag.cmd until the library loads, loading it once, then sets the page up before its first slot', () => {
    const { fake, load, events, library } = setUp();
    library.setUp(PAGE, events);
    library.define({ path: '/1/site', sizes: [[300, 250], [300, 600]], id: 'ad-1', targeting: { consent: 'no', gdpr: '1' } });
    expect(load.callCount).to.equal(1);
    expect(fake.calls).to.deep.equal([]);
    fake.load();
    expect(fake.names()).to.deep.equal([
      'pubads.setTargeting', 'pubads.setTargeting', 'pubads.setCategoryExclusion', 'pubads.setPrivacySettings',
      'pubads.disableInitialLoad', 'pubads.enableSingleRequest', 'enableServices', 'defineSlot', 'display',
    ]);
    expect(fake.calls[3]!.args).to.deep.equal([{ nonPersonalizedAds: true }]);
    expect(fake.calls[7]!.args).to.deep.equal(['/1/site', [[300, 250], [300, 600]], 'ad-1']);
    expect(fake.slots[0]!.targeting).to.deep.equal({ consent: 'no', gdpr: '1' });
  });

  it('runs each queued command on the library that arrived, when it is another object than the queue it found', () => {
    const fake = fakeGoogletag();
    const win = {} as Window & { googletag?: unknown };
    const library = createGpt({ window: win, load: sinon.spy(), failed: sinon.spy() });
    library.setUp(PAGE, { rendered: sinon.spy(), viewable: sinon.spy() });
    library.define({ path: '/1/site', sizes: [[300, 250]], id: 'ad-1', targeting: {} });
    // The library takes over the global with its own object and runs what was queued on the first one.
    const queue = (win.googletag as { cmd: (() => void)[] }).cmd;
    win.googletag = fake.googletag;
    fake.load();
    for (const command of queue) command();
    expect(fake.names()).to.include.members(['enableServices', 'defineSlot', 'display']);
  });

  it('requests with refresh, destroys with destroySlots, and never defines a slot destroyed before the library came', () => {
    const { fake, events, library } = setUp();
    library.setUp({ ...PAGE, singleRequest: false }, events);
    const kept = library.define({ path: '/1/a', sizes: [[728, 90]], id: 'a', targeting: {} });
    const gone = library.define({ path: '/1/b', sizes: [[728, 90]], id: 'b', targeting: {} });
    library.destroy(gone);
    fake.load();
    expect(fake.count('pubads.enableSingleRequest')).to.equal(0);
    expect(fake.calls.filter((c) => c.name === 'defineSlot').map((c) => c.args[2])).to.deep.equal(['a']);
    library.request(kept);
    expect(fake.calls.at(-1)).to.deep.equal({ name: 'pubads.refresh', args: [['a']] });
    library.destroy(kept);
    library.request(kept);
    expect(fake.calls.at(-1)).to.deep.equal({ name: 'destroySlots', args: [['a']] });
    expect(fake.live()).to.deep.equal([]);
  });

  it('reports slotRenderEnded and impressionViewable for its own slots', () => {
    const { fake, events, library } = setUp();
    fake.load();
    library.setUp(PAGE, events);
    const slot = library.define({ path: '/1/a', sizes: [[300, 250], [300, 600]], id: 'a', targeting: {} });
    fake.render('a', { isEmpty: false, size: [300, 600] });
    fake.render('a', { isEmpty: true, size: null });
    fake.viewable('a');
    expect(events.rendered.args).to.deep.equal([[slot, { empty: false, size: [300, 600] }], [slot, { empty: true, size: undefined }]]);
    expect(events.viewable.args).to.deep.equal([[slot]]);
  });

  it('logs a command that throws (a refused definition) and goes on', () => {
    const { fake, failed, events, library } = setUp();
    fake.load();
    library.setUp(PAGE, events);
    library.define({ path: '/1/a', sizes: [[300, 250]], id: 'same', targeting: {} });
    library.define({ path: '/1/b', sizes: [[300, 250]], id: 'same', targeting: {} });
    expect(failed.callCount).to.equal(1);
    library.setNonPersonalized(false);
    expect(fake.calls.at(-1)).to.deep.equal({ name: 'pubads.setPrivacySettings', args: [{ nonPersonalizedAds: false }] });
  });
});
