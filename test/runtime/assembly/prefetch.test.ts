import { expect } from '@open-wc/testing';
import { createManifestClient } from '../../../runtime/assembly/manifest-client.js';
import { PREFETCH_TTL_MS } from '../../../runtime/constants.js';
import { createFeedClient } from '../../../runtime/modules/feed-client.js';
import { createModuleRegistry } from '../../../runtime/modules/registry.js';
import type { Clock, Manifest } from '../../../runtime/types.js';
import { createTtlCache } from '../../../runtime/util/ttl-cache.js';
import { manifestOf, once, tableFetch, textModule, createTestLoader, type TestLoader } from '../../support/page-fixtures.js';

const MANIFEST_PATH = '/feeds/triforce/manifest/v2';

describe('prefetching a likely visit', () => {
  let time: number;
  const now = () => time;
  beforeEach(() => (time = 1_000));

  describe('the expiring cache', () => {
    it('forgets entries after their time, keeps the newest few, and hands each over once', () => {
      const cache = createTtlCache<number>({ ttlMs: 100, max: 2, now });
      cache.set('a', 1);
      cache.set('b', 2);
      cache.set('c', 3);
      expect(cache.get('a')).to.equal(undefined);
      expect(cache.take('b')).to.equal(2);
      expect(cache.take('b')).to.equal(undefined);
      time += 100;
      expect(cache.get('c')).to.equal(undefined);
      expect(cache.size).to.equal(0);
    });
  });

  describe('the manifest client', () => {
    const pages: Record<string, unknown> = { '/show': { manifest: manifestOf({ t1_1c: { zone: 't1_1c' } }) } };
    const table = { [MANIFEST_PATH]: (url: URL) => pages[new URL(url.searchParams.get('url')!).pathname] };

    it('answers the next load of the same page from the prefetch, once', async () => {
      const requests: string[] = [];
      const client = createManifestClient({ manifestSrc: MANIFEST_PATH, fetch: tableFetch(table, requests), now });
      await client.prefetch('http://x.test/show');
      expect(requests).to.have.length(1);
      expect((await client.load('http://x.test/show#top')).manifest).to.have.property('zones');
      expect(requests).to.have.length(1);
      await client.load('http://x.test/show');
      expect(requests).to.have.length(2);
    });

    it('marks prefetch requests with X-Sec-Purpose: prefetch, and visits without it', async () => {
      const purposes: (string | null)[] = [];
      const fetch = tableFetch({ ...table, '/feeds/a': {}, '/feeds/b': {} });
      const watching: typeof globalThis.fetch = (input, init) => {
        purposes.push(new Headers(init?.headers).get('X-Sec-Purpose'));
        return fetch(input, init);
      };
      const client = createManifestClient({ manifestSrc: MANIFEST_PATH, fetch: watching, now });
      await client.prefetch('http://x.test/show');
      // No such page in the table: a 404, a failed request; only its headers matter here.
      await client.load('http://x.test/other').catch(() => undefined);
      const feeds = createFeedClient({ fetch: watching, now });
      feeds.prefetch('http://x.test/feeds/a');
      await feeds.forLoad(new AbortController().signal).load('http://x.test/feeds/b');
      expect(purposes).to.deep.equal(['prefetch', null, 'prefetch', null]);
    });

    it('asks again when the prefetch is older than its time to live', async () => {
      const requests: string[] = [];
      const client = createManifestClient({ manifestSrc: MANIFEST_PATH, fetch: tableFetch(table, requests), now });
      await client.prefetch('http://x.test/show');
      time += PREFETCH_TTL_MS;
      await client.load('http://x.test/show');
      expect(requests).to.have.length(2);
    });

    it('asks again when the prefetch found no manifest, and never rejects itself', async () => {
      const requests: string[] = [];
      let fail = true;
      const fetch = tableFetch({ [MANIFEST_PATH]: () => (fail ? undefined : pages['/show']) }, requests);
      const client = createManifestClient({ manifestSrc: MANIFEST_PATH, fetch, now });
      expect(await client.prefetch('http://x.test/show')).to.deep.equal({ manifest: null });
      fail = false;
      expect((await client.load('http://x.test/show')).manifest).to.have.property('zones');
      expect(requests).to.have.length(2);
    });
  });

  describe('the feed client', () => {
    it('hands a prefetched feed to the next page load within its time, not after', async () => {
      const requests: string[] = [];
      const feeds = createFeedClient({ fetch: tableFetch({ '/feeds/a': { a: 1 }, '/feeds/b': { b: 1 } }, requests), now });
      feeds.prefetch('http://x.test/feeds/a');
      feeds.prefetch('http://x.test/feeds/b');
      feeds.prefetch('http://x.test/feeds/a#again');
      const load = feeds.forLoad(new AbortController().signal);
      expect(await load.load('http://x.test/feeds/a')).to.deep.equal({ a: 1 });
      time += PREFETCH_TTL_MS;
      expect(await feeds.forLoad(new AbortController().signal).load('http://x.test/feeds/b')).to.deep.equal({ b: 1 });
      expect(requests).to.deep.equal(['/feeds/a', '/feeds/b', '/feeds/b']);
    });
  });

  describe('the page loader', () => {
    let page: HTMLElement;
    let loader: TestLoader;
    let requests: string[];
    let loads: string[];
    const pages: Record<string, Manifest> = {
      '/one': manifestOf({ header: { zone: 'header', driver: 'TEXT', feed: '/feeds/header' }, t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/a' } }),
      '/two': manifestOf({
        header: { zone: 'header', driver: 'TEXT', feed: '/feeds/header' },
        t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/b' },
        t2_1c: { zone: 't2_1c', driver: 'ISLAND', feed: '/feeds/c' },
        t3_1c: { zone: 't3_1c', driver: 'TEXT', feedData: { text: 'inline' } },
      }),
    };

    beforeEach(() => {
      page = document.createElement('div');
      document.body.append(page);
      requests = [];
      loads = [];
      const registry = createModuleRegistry();
      registry.define('TEXT', textModule());
      const clock: Clock = { now, setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (id) => window.clearTimeout(id) };
      loader = createTestLoader({
        page,
        registry,
        islands: { ISLAND: async () => { loads.push('ISLAND'); return { default: textModule() }; } },
        clock,
        feedStore: { get: async () => undefined, set: async () => undefined, delete: async () => [] },
        fetch: tableFetch({
          [MANIFEST_PATH]: (url: URL) => ({ manifest: pages[new URL(url.searchParams.get('url')!).pathname] }),
          '/feeds/header': { text: 'H' }, '/feeds/a': { text: 'A' }, '/feeds/b': { text: 'B' }, '/feeds/c': { text: 'C' },
        }, requests),
        settings: { globalZones: [] },
      });
    });

    afterEach(() => {
      loader.destroy();
      page.remove();
    });

    async function visit(path: string) {
      const done = once(page, 'tf:complete');
      await loader.load(`http://x.test${path}`, { initial: false });
      await done;
    }

    it('fetches the manifest, the island and the feeds the page does not draw yet; the visit then asks for nothing', async () => {
      await visit('/one');
      requests.length = 0;
      await loader.prefetch('http://x.test/two');
      expect(requests.map((r) => r.split('?')[0])).to.have.members([MANIFEST_PATH, '/feeds/b', '/feeds/c']);
      expect(loads).to.deep.equal(['ISLAND']);
      requests.length = 0;
      await visit('/two');
      expect(requests).to.deep.equal([]);
      expect(page.querySelector('tf-zone[zone="t2_1c"]')!.textContent).to.equal('C');
    });

    it('stops at a redirect or a page that is not a Triforce page', async () => {
      pages['/moved'] = { type: 'redirect', newLocation: '/two', zones: {} } as unknown as Manifest;
      await loader.prefetch('http://x.test/moved');
      expect(requests.map((r) => r.split('?')[0])).to.deep.equal([MANIFEST_PATH]);
      expect(loads).to.deep.equal([]);
    });
  });
});
