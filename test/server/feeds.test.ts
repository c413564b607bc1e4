import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { planZones } from '../../runtime/assembly/zone-plan.js';
import type { Manifest } from '../../runtime/types.js';
import { fetchFeeds, SERVER_FEED_TIMEOUT_MS, withFeedData } from '../../server/feeds.js';

const manifest: Manifest = {
  title: 'Home',
  zones: {
    header: { zone: 'header', driver: 'ENT_M001', feed: '/feeds/header' },
    t1_1c: { zone: 't1_1c', driver: 'ENT_M010', feed: '/feeds/hero' },
    t2_1c: { zone: 't2_1c', driver: 'ENT_M020', feed: '/feeds/hero' },
    t3_1c: { zone: 't3_1c', driver: 'ENT_M030', feed: '/feeds/broken' },
    t4_1c: { zone: 't4_1c', driver: 'ENT_M040', feedData: { inline: true } },
    t5_1c: { zone: 't5_1c', driver: 'ENT_M050' },
  },
};
const env = { language: 'eng', globalZones: [], feedEnv: { languagePreferences: false, mobile: false }, baseUrl: 'https://site.test/' };
const zones = planZones(manifest, env).zones;

describe('fetchFeeds', () => {
  it('answers each zone with its feed, asks each URL once, and leaves out failures, inline feeds and zones without a feed', async () => {
    const asked: string[] = [];
    const feeds = await fetchFeeds(zones, async (url) => {
      asked.push(url);
      if (url.endsWith('/broken')) throw new Error('HTTP 500');
      return { url };
    });
    expect(asked.sort()).to.deep.equal(['https://site.test/feeds/broken', 'https://site.test/feeds/header', 'https://site.test/feeds/hero']);
    expect([...feeds.keys()].sort()).to.deep.equal(['header', 't1_1c', 't2_1c']);
    expect(feeds.get('t2_1c')).to.deep.equal({ url: 'https://site.test/feeds/hero' });
  });

  it('gives up on a feed slower than its deadline, keeping the ones that answered', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const done = fetchFeeds(zones, (url) => (url.endsWith('/hero') ? new Promise(() => undefined) : Promise.resolve({ url })));
      await clock.tickAsync(SERVER_FEED_TIMEOUT_MS - 1);
      let settled = false;
      void done.then(() => (settled = true));
      await clock.tickAsync(0);
      expect(settled, 'still waiting before the deadline').to.equal(false);
      await clock.tickAsync(1);
      expect([...(await done).keys()].sort()).to.deep.equal(['header', 't3_1c']);
    } finally {
      clock.restore();
    }
  });
});

describe('withFeedData', () => {
  it('puts each answer inline as the zone\'s feedData and leaves the manifest it was given alone', () => {
    const inlined = withFeedData(manifest, new Map([['t1_1c', { hero: 1 }], ['nowhere', { x: 1 }]]));
    expect(inlined.zones.t1_1c).to.deep.equal({ ...manifest.zones.t1_1c, feedData: { hero: 1 } });
    expect(inlined.zones.t2_1c).to.equal(manifest.zones.t2_1c);
    expect(Object.keys(inlined.zones)).to.deep.equal(Object.keys(manifest.zones));
    expect(manifest.zones.t1_1c).to.not.have.property('feedData');
  });
});
