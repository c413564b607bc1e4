import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import sinon from 'sinon';
import type { AdCallbacks, AdOutcome } from '../../../runtime/ads/ad-slots.js';
import { fakeAds, REPOSITORY } from '../../support/fake-ads.js';

function callbacks() {
  const outcomes: AdOutcome[] = [];
  const handlers: AdCallbacks = { settled: (o) => void outcomes.push(o), rendered: sinon.spy(), viewable: sinon.spy() };
  return { outcomes, handlers };
}

function request(sizes: [number, number][] = [[300, 250]], position = '') {
  const element = document.createElement('div');
  const names = sizes.map(([w, h]) => `${w}x${h}`);
  return { element, sizes, position, small: false, oneByTwo: names.includes('1x2') };
}

describe('the document\'s ad slots (runtime/ads/ad-slots.ts)', () => {
  it('reads the repository once for every slot, without consent, and sets the page up non-personalized', async () => {
    const ads = fakeAds({ granted: false });
    const a = callbacks();
    const b = callbacks();
    ads.slots.register(request([[728, 90]], 'leaderboard'), a.handlers);
    ads.slots.register(request(), b.handlers);
    await waitUntil(() => a.outcomes.length && b.outcomes.length);
    expect(ads.asked).to.deep.equal([{ url: '/ads/repository', consent: false }]);
    expect(ads.gpt.calls.find((c) => c.name === 'pubads.setPrivacySettings')!.args).to.deep.equal([{ nonPersonalizedAds: true }]);
    expect(ads.gpt.calls.filter((c) => c.name === 'pubads.setTargeting').map((c) => c.args)).to.deep.equal([['site', 'ltn']]);
    expect(ads.gpt.slots.map((s) => s.path)).to.deep.equal(['/1/leaderboard', '/1/site']);
  });

  it('keeps a slot\'s targeting from before consent, gives later slots the new one, and turns personalized ads on', async () => {
    const ads = fakeAds({ granted: false });
    const before = callbacks();
    ads.slots.register(request(), before.handlers);
    await waitUntil(() => before.outcomes.length);
    ads.consent.set(true);
    const after = callbacks();
    ads.slots.register(request(), after.handlers);
    await waitUntil(() => after.outcomes.length);
    expect(ads.gpt.slots.map((s) => s.targeting)).to.deep.equal([{ consent: 'no', gdpr: '1' }, { consent: 'yes', gdpr: '0' }]);
    expect(ads.gpt.calls.filter((c) => c.name === 'pubads.setPrivacySettings').map((c) => c.args[0]))
      .to.deep.equal([{ nonPersonalizedAds: true }, { nonPersonalizedAds: false }]);
  });

  it('destroys a slot released, and never defines one released before setup ended', async () => {
    const ads = fakeAds();
    const first = callbacks();
    const release = ads.slots.register(request(), first.handlers);
    const early = ads.slots.register(request(), callbacks().handlers);
    early();
    await waitUntil(() => first.outcomes.length);
    release();
    release();
    expect(ads.gpt.count('defineSlot')).to.equal(1);
    expect(ads.gpt.count('destroySlots')).to.equal(1);
    expect(ads.gpt.live()).to.deep.equal([]);
  });

  it('refuses a 1x2 slot while the repository disables that call, and allows it when on', async () => {
    const off = fakeAds();
    const refused = callbacks();
    off.slots.register(request([[1, 2]]), refused.handlers);
    await waitUntil(() => refused.outcomes.length);
    expect(refused.outcomes).to.deep.equal(['refused']);
    expect(off.gpt.count('defineSlot')).to.equal(0);
    const on = fakeAds({ repository: { ...REPOSITORY, website: { adCall1x2: true } } });
    const allowed = callbacks();
    on.slots.register(request([[1, 2]]), allowed.handlers);
    await waitUntil(() => allowed.outcomes.length);
    expect(allowed.outcomes).to.deep.equal(['defined']);
  });

  it('loads nothing when ads are off in the configuration, the repository disables them, or fails', async () => {
    for (const ads of [fakeAds({ config: { adsEnabled: false } }), fakeAds({ repository: { ...REPOSITORY, enabled: false } }), fakeAds({ repository: new Error('Bad response from Repo url call') })]) {
      const slot = callbacks();
      ads.slots.register(request(), slot.handlers);
      await waitUntil(() => slot.outcomes.length);
      expect(slot.outcomes).to.deep.equal(['off']);
      expect(ads.gpt.calls).to.deep.equal([]);
    }
    const failed = fakeAds({ repository: new Error('Bad response from Repo url call') });
    failed.slots.register(request(), callbacks().handlers);
    await waitUntil(() => failed.logged.length);
    expect(failed.logged).to.deep.equal(['Bad response from Repo url call']);
  });

  it('marks the first slot dcopt=ist with autoDcopt, and logs a position without an ad unit', async () => {
    const ads = fakeAds({ repository: { ...REPOSITORY, autoDcopt: true, adUnits: { leaderboard: '/1/lb' } } });
    const first = callbacks();
    const second = callbacks();
    const third = callbacks();
    ads.slots.register(request([[728, 90]], 'leaderboard'), first.handlers);
    ads.slots.register(request([[728, 90]], 'leaderboard'), second.handlers);
    ads.slots.register(request(), third.handlers);
    await waitUntil(() => third.outcomes.length);
    expect(ads.gpt.slots.map((s) => s.targeting['dcopt'])).to.deep.equal(['ist', undefined]);
    expect(third.outcomes).to.deep.equal(['no-unit']);
    expect(ads.logged).to.deep.equal(['No ad unit for position "default" in the ad repository']);
  });
});
