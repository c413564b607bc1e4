import { expect } from '@open-wc/testing';
import { readSizes, reservedSize } from '../../../runtime/ads/ad-size.js';
import { adsAllowed, adUnitPath, pageSettings, slotTargeting } from '../../../runtime/ads/ad-settings.js';

describe('ad sizes', () => {
  it('reads a comma-separated list of WIDTHxHEIGHT sizes', () => {
    expect(readSizes('300x250, 300x600')).to.deep.equal({ valid: true, sizes: [[300, 250], [300, 600]], oneByTwo: false, small: false });
  });

  it('makes a size without an x (or any malformed part) invalid, and an empty or missing one', () => {
    for (const bad of ['300', '300x250,600', 'x250', '300x', 'axb', '', null, '300x250;300x600']) {
      expect(readSizes(bad).valid, String(bad)).to.equal(false);
    }
  });

  it('tells a 1x2 call and the small sizes skipped while hidden', () => {
    expect(readSizes('1x2').oneByTwo).to.equal(true);
    for (const small of ['200x31', '140x70', '728x90', '300x50']) expect(readSizes(`970x250,${small}`).small, small).to.equal(true);
    expect(readSizes('300x250').small).to.equal(false);
  });

  it('reserves the first size, and nothing for a 1x2 out-of-page call', () => {
    expect(reservedSize(readSizes('728x90,970x90'))).to.deep.equal([728, 90]);
    expect(reservedSize(readSizes('1x2'))).to.equal(undefined);
  });
});

describe('ad settings', () => {
  const config = { adsEnabled: true, mobileAdsEnabled: false, adLibrarySrc: '/gpt.js', adRepositoryUrl: '/ads/repository' };

  it('honours adsEnabled on desktop and mobileAdsEnabled on mobile, and needs a library and a repository', () => {
    expect(adsAllowed(config, false)).to.equal(true);
    expect(adsAllowed(config, true)).to.equal(false);
    expect(adsAllowed({ ...config, mobileAdsEnabled: true }, true)).to.equal(true);
    expect(adsAllowed({ ...config, adsEnabled: false }, false)).to.equal(false);
    expect(adsAllowed({ ...config, adLibrarySrc: '' }, false)).to.equal(false);
    expect(adsAllowed({ ...config, adRepositoryUrl: '' }, false)).to.equal(false);
  });

  it('reads the repository: enabled, disablePOE, adCall1x2, autoDcopt and the visibility fields', () => {
    const s = pageSettings({
      enabled: true, disablePOE: true, autoDcopt: true, website: { adCall1x2: true }, positionThreshold: 0.5,
      adReloadable: true, adReloadTime: 10, autoRefreshByVisibility: true, keyValues: { site: 'x' }, exclusionCategories: ['alcohol'],
    });
    expect(s).to.deep.include({ enabled: true, singleRequest: false, allowOneByTwo: true, interstitial: true, exclusions: ['alcohol'] });
    // 10 s is raised to the 30 s floor.
    expect(s.visibility).to.deep.equal({ threshold: 0.5, reloadMs: 30_000, byVisibility: true });
    const defaults = pageSettings({});
    expect(defaults).to.deep.include({ enabled: true, singleRequest: true, allowOneByTwo: false, interstitial: false });
    expect(defaults.visibility).to.deep.equal({ threshold: 0, reloadMs: undefined, byVisibility: false });
    expect(pageSettings({ enabled: false, positionThreshold: 7, adReloadTime: 60 }).visibility).to.deep.equal({ threshold: 0, reloadMs: undefined, byVisibility: false });
    expect(pageSettings({ enabled: false }).enabled).to.equal(false);
  });

  it('finds a position\'s ad unit, else default', () => {
    const s = { adUnits: { default: '/1/site', leaderboard: '/1/lb' } };
    expect(adUnitPath(s, 'leaderboard')).to.equal('/1/lb');
    expect(adUnitPath(s, 'nowhere')).to.equal('/1/site');
    expect(adUnitPath(s, '')).to.equal('/1/site');
    expect(adUnitPath({ adUnits: {} }, 'x')).to.equal(undefined);
  });

  it('targets consent no and gdpr 1 until consent, yes and 0 after; dcopt=ist on the first slot with autoDcopt', () => {
    expect(slotTargeting({ granted: false }, false, { interstitial: false })).to.deep.equal({ consent: 'no', gdpr: '1' });
    expect(slotTargeting({ granted: true }, true, { interstitial: true })).to.deep.equal({ consent: 'yes', gdpr: '0', dcopt: 'ist' });
  });
});
