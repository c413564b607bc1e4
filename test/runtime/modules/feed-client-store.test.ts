import { expect } from '@open-wc/testing';
import { createStore, get as idbGet, keys as idbKeys, set as idbSet, type UseStore } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { FEED_STORE_MAX_AGE_MS } from '../../../runtime/constants.js';
import { createFeedClient, createLazyFeedStore, type FeedStore } from '../../../runtime/modules/feed-client.js';
import { createIdbFeedStore } from '../../../runtime/modules/feed-store.js';
import { hashString } from '../../../runtime/util/hash.js';

// Unique per run: IndexedDB outlives a test page.
const runId = Math.random().toString(36).slice(2);
let run = 0;
const freshKey = () => hashString(`feed-${runId}-${++run}`);
/** A database of its own, for tests that count what is in it. */
const ownDatabase = (): UseStore => createStore(`TriforceTest-${runId}-${++run}`, 'feeds');
const triforceFeeds = () => createStore('TriforceDB', 'feeds');

/** A store whose idle flushes the test runs by hand, on a clock it moves. */
function idleStore(options: { open?: () => UseStore; maxEntries?: number } = {}) {
  const clock = { time: 1_700_000_000_000 };
  const idle: (() => void)[] = [];
  const store = createIdbFeedStore({ ...options, now: () => clock.time, whenIdle: (flush) => idle.push(flush) });
  /** Runs the pending flush and waits for its writes. */
  const flush = async (written: Promise<void>) => {
    idle.shift()?.();
    await written;
  };
  return { store, clock, idle, flush };
}

describe('the IndexedDB feed store', () => {
  describe('with the feed client', () => {
    const worker = setupWorker();
    before(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }));
    after(() => worker.stop());
    afterEach(() => worker.resetHandlers());

    it('keeps answers in TriforceDB/feeds with the time they were saved, and serves them when the network fails', async () => {
      const url = new URL(`/feeds/stored-${runId}`, location.href).href;
      worker.use(http.get(url, () => HttpResponse.json({ live: true }), { once: true }));
      const { store, clock, flush } = idleStore();
      const writes: Promise<void>[] = [];
      const watched: FeedStore = { get: (key) => store.get(key), set: (key, value) => { const write = store.set(key, value); writes.push(write); return write; }, delete: (keys) => store.delete(keys) };
      await createFeedClient({ store: watched }).forLoad(new AbortController().signal).load(url);
      await flush(writes[0]!);
      expect(writes).to.have.length(1);
      expect(await idbGet(hashString(url), triforceFeeds())).to.deep.equal({ savedAt: clock.time, feed: { live: true } });

      worker.use(http.get(url, () => HttpResponse.error()));
      const later = createFeedClient({ store: createIdbFeedStore({ now: () => clock.time }) }).forLoad(new AbortController().signal);
      expect(await later.load(url)).to.deep.equal({ live: true });
    });
  });

  it('gathers the writes of one busy stretch into one idle flush, readable before it', async () => {
    const [a, b] = [freshKey(), freshKey()];
    const { store, idle, flush } = idleStore();
    const written = Promise.all([store.set(a, { n: 1 }), store.set(b, { n: 2 }), store.set('uncloneable', { f: () => {} })]);
    expect(idle).to.have.length(1);
    expect(await store.get(a)).to.deep.equal({ n: 1 });
    expect(await idbGet(a, triforceFeeds())).to.equal(undefined);
    await flush(written.then(() => undefined));
    // The refused value costs only itself.
    expect(await store.get(a)).to.deep.equal({ n: 1 });
    expect(await idbGet(b, triforceFeeds())).to.have.property('feed').that.deep.equals({ n: 2 });
    void store.set(a, { n: 3 });
    expect(idle).to.have.length(1);
  });

  it('reads nothing for a key never written', async () => {
    expect(await createIdbFeedStore().get(freshKey())).to.equal(undefined);
  });

  describe('an entry older than 7 days', () => {
    it('is never used, and is deleted when met', async () => {
      const key = freshKey();
      const { store, clock, flush } = idleStore();
      await flush(store.set(key, { old: true }));
      clock.time += FEED_STORE_MAX_AGE_MS;
      expect(await store.get(key), 'exactly 7 days old').to.deep.equal({ old: true });
      clock.time += 1;
      expect(await store.get(key)).to.equal(undefined);
      expect(await idbGet(key, triforceFeeds())).to.equal(undefined);
    });

    it('is not mistaken for a young one when the clock was set back', async () => {
      const key = freshKey();
      const { store, clock, flush } = idleStore();
      await flush(store.set(key, { saved: 'tomorrow' }));
      clock.time -= 24 * 3600 * 1000;
      expect(await store.get(key)).to.equal(undefined);
    });
  });

  it('never uses an entry of the old format (a bare feed, no time), and deletes it', async () => {
    const key = freshKey();
    await idbSet(key, { result: { path: '/feeds/old' } }, triforceFeeds());
    expect(await createIdbFeedStore().get(key)).to.equal(undefined);
    expect(await idbGet(key, triforceFeeds())).to.equal(undefined);
  });

  describe('its bound', () => {
    it('is enforced at flush: over it, the oldest go until three quarters are left', async () => {
      const open = ownDatabase();
      const { store, clock, flush } = idleStore({ open: () => open, maxEntries: 4 });
      const writes: Promise<void>[] = [];
      for (const name of ['a', 'b', 'c', 'd', 'e']) {
        clock.time += 1000;
        writes.push(store.set(name, { name }));
      }
      await flush(writes[0]!);
      expect((await idbKeys(open)).sort()).to.deep.equal(['c', 'd', 'e']);
    });

    it('evicts by the time an entry was saved, so a feed saved again stays', async () => {
      const open = ownDatabase();
      const { store, clock, flush } = idleStore({ open: () => open, maxEntries: 4 });
      for (const name of ['a', 'b', 'c', 'd']) {
        clock.time += 1000;
        await flush(store.set(name, { name }));
      }
      expect(await idbKeys(open)).to.have.length(4);
      clock.time += 1000;
      const again = store.set('a', { name: 'a', again: true });
      clock.time += 1000;
      void store.set('e', { name: 'e' });
      await flush(again);
      expect((await idbKeys(open)).sort()).to.deep.equal(['a', 'd', 'e']);
    });

    it('sends stale and old-format entries first', async () => {
      const open = ownDatabase();
      const { store, clock, flush } = idleStore({ open: () => open, maxEntries: 4 });
      await idbSet('bare', { result: {} }, open);
      await flush(store.set('stale', {}));
      clock.time += FEED_STORE_MAX_AGE_MS + 1;
      const writes = ['x', 'y', 'z'].map((name) => store.set(name, {}));
      await flush(writes[0]!);
      expect((await idbKeys(open)).sort()).to.deep.equal(['x', 'y', 'z']);
    });
  });

  describe('delete', () => {
    it('forgets the given feeds, written or still waiting, answers which it had, and keeps every other', async () => {
      const open = ownDatabase();
      const { store, idle, flush } = idleStore({ open: () => open });
      await flush(Promise.all(['a', 'b', 'other'].map((key) => store.set(key, { key }))).then(() => undefined));
      const waiting = store.set('c', { key: 'c' });
      expect((await store.delete(['a', 'c', 'never-saved', 'a'])).sort()).to.deep.equal(['a', 'c']);
      await flush(waiting);
      expect(idle).to.have.length(0);
      expect((await idbKeys(open)).sort()).to.deep.equal(['b', 'other']);
      expect(await store.get('c')).to.equal(undefined);
    });

    it('waits for a flush under way, so it never writes a forgotten feed back', async () => {
      const open = ownDatabase();
      const { store, idle } = idleStore({ open: () => open });
      const written = store.set('a', { key: 'a' });
      idle.shift()!();
      expect(await store.delete(['a'])).to.deep.equal(['a']);
      await written;
      expect(await idbKeys(open)).to.deep.equal([]);
    });
  });

  describe('when IndexedDB fails', () => {
    const check = async (open: () => UseStore) => {
      const { store, flush } = idleStore({ open, maxEntries: 1 });
      expect(await store.get('any')).to.equal(undefined);
      await flush(Promise.all([store.set('a', {}), store.set('b', {})]).then(() => undefined));
      expect(await store.get('a')).to.equal(undefined);
    };

    it('reads nothing and writes nothing where IndexedDB is missing', async () => {
      await check(() => { throw new ReferenceError('indexedDB is not defined'); });
    });

    it('reads nothing and writes nothing when every request is refused', async () => {
      await check(() => () => Promise.reject(new DOMException('The user denied permission', 'UnknownError')));
    });

    it('swallows a failure thrown inside a transaction', async () => {
      await check(() => () => { throw new DOMException('quota', 'QuotaExceededError'); });
    });

    it('swallows a write IndexedDB refuses: nothing is stored and the next write is', async () => {
      const open = ownDatabase();
      const { store, flush } = idleStore({ open: () => open });
      const refused = store.set('uncloneable', { render: () => {} });
      await flush(refused);
      expect(await refused).to.equal(undefined);
      expect(await idbKeys(open)).to.deep.equal([]);
      expect(await store.get('uncloneable')).to.equal(undefined);
      await flush(store.set('plain', { n: 1 }));
      expect(await idbGet('plain', open)).to.have.property('feed').that.deep.equals({ n: 1 });
    });
  });
});

describe('the lazy feed store', () => {
  it('imports the store on first use, once, and passes reads and writes through', async () => {
    const saved = new Map<string, unknown>();
    let imports = 0;
    const store = createLazyFeedStore(async () => {
      imports += 1;
      return { get: async (key) => saved.get(key), set: async (key, feed) => void saved.set(key, feed), delete: async (keys) => keys.filter((key) => saved.delete(key)) };
    });
    expect(imports).to.equal(0);
    await store.set('a', { n: 1 });
    expect(await store.get('a')).to.deep.equal({ n: 1 });
    expect(imports).to.equal(1);
  });

  it('imports the store for a write only when `later` runs it, and at once for a read', async () => {
    const idle: (() => void)[] = [];
    let imports = 0;
    const store = createLazyFeedStore(async () => {
      imports += 1;
      return { get: async () => 'stored', set: async () => undefined, delete: async () => [] };
    }, (run) => void idle.push(run));
    const written = store.set('a', 1);
    await Promise.resolve();
    expect([imports, idle.length]).to.deep.equal([0, 1]);
    idle.shift()!();
    await written;
    expect(imports).to.equal(1);
    const fresh = createLazyFeedStore(async () => {
      imports += 1;
      return { get: async () => 'stored', set: async () => undefined, delete: async () => [] };
    }, () => { throw new Error('a read never waits'); });
    expect(await fresh.get('a')).to.equal('stored');
  });

  it('drops a write still waiting for `later` when its key is deleted, and passes the delete through', async () => {
    const idle: (() => void)[] = [];
    const saved = new Map<string, unknown>([['a', 1], ['other', 2]]);
    const store = createLazyFeedStore(async () => ({
      get: async (key) => saved.get(key),
      set: async (key, feed) => void saved.set(key, feed),
      delete: async (keys) => keys.filter((key) => saved.delete(key)),
    }), (run) => void idle.push(run));
    const written = store.set('b', 3);
    expect((await store.delete(['a', 'b'])).sort()).to.deep.equal(['a', 'b']);
    idle.shift()!();
    await written;
    expect([...saved.keys()]).to.deep.equal(['other']);
  });

  it('reads nothing and writes nothing while its chunk fails, and tries again on the next use', async () => {
    let fail = true;
    const saved = new Map<string, unknown>();
    const store = createLazyFeedStore(async () => {
      if (fail) throw new Error('chunk failed');
      return { get: async (key) => saved.get(key), set: async (key, feed) => void saved.set(key, feed), delete: async (keys) => keys.filter((key) => saved.delete(key)) };
    });
    expect(await store.get('a')).to.equal(undefined);
    await store.set('a', 1);
    expect(saved.size).to.equal(0);
    fail = false;
    await store.set('a', 2);
    expect(await store.get('a')).to.equal(2);
  });
});
