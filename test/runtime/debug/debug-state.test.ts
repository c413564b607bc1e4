import { expect } from '@open-wc/testing';
import {
  ARC_STAGES, debugOverride, emptyDebugState, isDebugMode, isOn, MODE_KEYS, selectedArcStage, selectedManifest,
  smeActive, SWITCHES, withArcStage, withManifest, withSwitch,
} from '../../../runtime/debug/debug-state.js';
import { readDebugCookie, writeDebugCookie } from '../../../runtime/util/cookies.js';

describe('debug state', () => {
  it('names the mode keys of the debug cookie exactly', () => {
    expect(Object.values(MODE_KEYS)).to.deep.equal(['manifest', 'arcStage', 'debug.sections.javascript',
      'cache.refreshObjects', 'cache.refreshFeeds', 'cdn.akamai.clearRequests', 'sme', 'debug.sections.crap']);
  });

  it('maps each switch to its cookie key', () => {
    const byLabel = Object.fromEntries(SWITCHES.map((s) => [s.label, s.key]));
    expect(byLabel).to.deep.equal({
      Debug: 'debug.sections.javascript', 'Cache Refresh': 'cache.refreshObjects', 'CDN Clear': 'cdn.akamai.clearRequests',
      'Feed Refresh': 'cache.refreshFeeds', SME: 'sme', 'Joke Mode': 'debug.sections.crap',
    });
  });

  describe('switches', () => {
    it('sets true when on and removes the key when off, never touching the input', () => {
      const start = { modes: { manifest: 'm1' }, configuration: { a: 1 } };
      const on = withSwitch(start, MODE_KEYS.feedRefresh, true);
      expect(on).to.deep.equal({ modes: { manifest: 'm1', 'cache.refreshFeeds': true }, configuration: { a: 1 } });
      expect(start.modes).to.deep.equal({ manifest: 'm1' });
      expect(withSwitch(on, MODE_KEYS.feedRefresh, false).modes).to.deep.equal({ manifest: 'm1' });
    });

    it('reads only an exact true as on', () => {
      expect(isOn({ modes: { sme: 'true' }, configuration: {} }, 'sme')).to.equal(false);
      expect(isOn({ modes: { sme: true }, configuration: {} }, 'sme')).to.equal(true);
      expect(isOn(undefined, 'sme')).to.equal(false);
    });
  });

  describe('manifest and arc stage', () => {
    it('stores a manifest id and drops it for the default', () => {
      const chosen = withManifest(emptyDebugState(), 'home-standup-week');
      expect(chosen.modes).to.deep.equal({ manifest: 'home-standup-week' });
      expect(selectedManifest(chosen)).to.equal('home-standup-week');
      expect(withManifest(chosen, '').modes).to.deep.equal({});
      expect(selectedManifest({ modes: { manifest: 42 }, configuration: {} })).to.equal('42');
      expect(selectedManifest({ modes: { manifest: {} }, configuration: {} })).to.equal('');
    });

    it('offers Site Default, live, staging and authoring; Site Default and unknown stages drop the key', () => {
      expect(ARC_STAGES.map((s) => s.label)).to.deep.equal(['Site Default', 'live', 'staging', 'authoring']);
      const staging = withArcStage(emptyDebugState(), 'staging');
      expect(staging.modes).to.deep.equal({ arcStage: 'staging' });
      expect(selectedArcStage(staging)).to.equal('staging');
      expect(withArcStage(staging, 'default').modes).to.deep.equal({});
      expect(withArcStage(staging, 'production').modes).to.deep.equal({});
      expect(selectedArcStage({ modes: { arcStage: 'bogus' }, configuration: {} })).to.equal('default');
    });
  });

  describe('debug mode', () => {
    it('is on with the cookie, the override or the config, and off otherwise', () => {
      expect(isDebugMode({ cookie: false, override: false, config: false })).to.equal(false);
      expect(isDebugMode({ cookie: true, override: false, config: false })).to.equal(true);
      expect(isDebugMode({ cookie: false, override: true, config: false })).to.equal(true);
      expect(isDebugMode({ cookie: false, override: false, config: true })).to.equal(true);
    });

    it('reads the tfDebug override from the query', () => {
      expect(debugOverride('?tfDebug')).to.equal(true);
      expect(debugOverride('?a=1&tfDebug=true')).to.equal(true);
      expect(debugOverride('?tfDebug=false')).to.equal(false);
      expect(debugOverride('')).to.equal(false);
    });
  });

  it('activates SME only with the sme mode and a configured tool', () => {
    const sme = withSwitch(emptyDebugState(), MODE_KEYS.sme, true);
    expect(smeActive(sme, true)).to.equal(true);
    expect(smeActive(sme, false)).to.equal(false);
    expect(smeActive(emptyDebugState(), true)).to.equal(false);
  });

  it('writes the cookie as encodeURIComponent(JSON.stringify(state)) on path / and reads it back', () => {
    const jar = { cookie: '' };
    const state = withSwitch(withManifest(emptyDebugState(), 'home-binge-weekend'), MODE_KEYS.debug, true);
    writeDebugCookie(state, jar);
    const [pair, ...attributes] = jar.cookie.split('; ');
    expect(pair).to.equal(`tf_debug=${encodeURIComponent(JSON.stringify(state))}`);
    expect(attributes).to.include('path=/');
    expect(readDebugCookie({ cookie: pair! })).to.deep.equal(state);
  });
});
