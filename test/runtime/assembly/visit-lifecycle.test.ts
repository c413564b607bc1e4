import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createModuleRegistry, type ModuleRegistry } from '../../../runtime/modules/registry.js';
import type { FeedStore } from '../../../runtime/modules/feed-client.js';
import type { Clock, Manifest, ModuleController } from '../../../runtime/types.js';
import { deferred, type Deferred } from '../../support/deferred.js';
import { PAGE_EVENTS, createTestLoader, manifestOf, once, recordEvents, textModule, type TestLoader } from '../../support/page-fixtures.js';

const MANIFEST_PATH = '/feeds/triforce/manifest/v2';
const memoryStore = (): FeedStore => ({ get: async () => undefined, set: async () => undefined, delete: async () => [] });

/**
 * The load path as one visit: leaving a page mid-load,
 * a zone kept before it rendered, the module timeout counted from
 * tf:pagestartload, and module scopes going away with their modules.
 */
describe('a visit on the load path', () => {
  let page: HTMLElement;
  let registry: ModuleRegistry;
  let loader: TestLoader;
  let pages: Record<string, Manifest>;
  /** Feeds held open by the test: `/feeds/slow…` answer only when resolved. */
  let held: Map<string, Deferred<unknown>>;
  let requests: string[];

  const feedOf = (path: string): Promise<unknown> => {
    if (!path.startsWith('/feeds/slow')) return Promise.resolve({ text: path });
    let hold = held.get(path);
    if (!hold) held.set(path, (hold = deferred<unknown>()));
    return hold.promise;
  };

  function fetchFor(): typeof fetch {
    return async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      requests.push(url.pathname);
      const body = url.pathname === MANIFEST_PATH
        ? { manifest: pages[new URL(url.searchParams.get('url')!).pathname] }
        : await new Promise((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          feedOf(url.pathname).then(resolve, reject);
        });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    };
  }

  function start(clock?: Clock) {
    loader = createTestLoader({ page, registry, islands: {}, feedStore: memoryStore(), fetch: fetchFor(), clock });
  }

  beforeEach(() => {
    page = document.createElement('div');
    document.body.append(page);
    registry = createModuleRegistry();
    registry.define('TEXT', textModule());
    pages = {};
    held = new Map();
    requests = [];
  });

  afterEach(() => {
    loader.destroy();
    page.remove();
  });

  describe('when the visitor leaves a page while its zones still load', () => {
    beforeEach(() => {
      pages['/one'] = manifestOf({
        t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/fast' },
        t2_1c: { zone: 't2_1c', driver: 'TEXT', feed: '/feeds/slow-a' },
      });
      pages['/two'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/other' } });
      start();
    });

    it('leaves its loading zones on screen, untouched and unlogged, until the next page is placed', async () => {
      const rendered = once(page, 'tf:modulerender');
      await loader.load('http://x.test/one');
      await rendered;
      const slow = page.querySelector('tf-zone[zone="t2_1c"]')!;
      expect(slow.getAttribute('state')).to.equal('loading');
      const events = recordEvents(page, PAGE_EVENTS);
      const second = loader.load('http://x.test/two');
      // Between the click and the next page's placement: the old zone is still there, still loading.
      await Promise.resolve();
      expect(slow.isConnected).to.equal(true);
      expect(slow.getAttribute('state')).to.equal('loading');
      await second;
      await once(page, 'tf:complete');
      expect(slow.isConnected).to.equal(false);
      const texts = events.filter((e) => e.type === 'tf:message').map((e) => (e.detail as { text: string }).text);
      expect(texts).to.deep.equal([]);
      // Removed by the new page as a zone it lacks, not as a failure of the left one
      // (t1_1c, without a refresh hook, is replaced for its new feed).
      expect(events.filter((e) => e.type === 'tf:moduleremove').map((e) => e.detail)).to.have.deep.members([
        { zone: 't1_1c', driver: 'TEXT', reason: 'destroyed' },
        { zone: 't2_1c', driver: 'TEXT', reason: 'destroyed' },
      ]);
    });

    it('never lets the left page fire tf:rendercomplete, even when its last zone settles after the click', async () => {
      await loader.load('http://x.test/one');
      const left = loader.visit!;
      const completes: string[] = [];
      page.addEventListener('tf:rendercomplete', (e) => completes.push(e.detail.url));
      const second = deferred<unknown>();
      held.set('/feeds/slow-b', second);
      pages['/two'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/slow-b' } });
      const loading = loader.load('http://x.test/two');
      expect(left.state).to.equal('canceled');
      held.get('/feeds/slow-a')!.resolve({ text: 'late' });
      await loading;
      second.resolve({ text: 'two' });
      await once(page, 'tf:rendercomplete');
      expect(completes).to.deep.equal(['http://x.test/two']);
    });
  });

  describe('when the next page keeps a zone that had not rendered yet', () => {
    it('renders it, on the same element, with one request for its feed', async () => {
      pages['/one'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/slow-a' } });
      pages['/two'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/slow-a' }, t2_1c: { zone: 't2_1c', driver: 'TEXT', feed: '/feeds/b' } });
      start();
      await loader.load('http://x.test/one');
      const zone = page.querySelector('tf-zone[zone="t1_1c"]')!;
      const done = once(page, 'tf:rendercomplete');
      await loader.load('http://x.test/two');
      held.get('/feeds/slow-a')!.resolve({ text: 'at last' });
      const result = (await done).detail as { rendered: string[]; failed: string[] };
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(zone);
      expect(zone.getAttribute('state')).to.equal('rendered');
      expect(zone.textContent).to.equal('at last');
      expect(result.rendered).to.have.members(['t1_1c', 't2_1c']);
      expect(result.failed).to.deep.equal([]);
    });
  });

  describe('the module timeout', () => {
    let clock: sinon.SinonFakeTimers;
    afterEach(() => clock.restore());

    it('counts 30 000 ms from tf:pagestartload, not from the manifest', async () => {
      clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const fake: Clock = { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (id) => window.clearTimeout(id), now: () => Date.now() };
      pages['/one'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/slow-a' } });
      start(fake);
      const manifestHeld = deferred<void>();
      const realFetch = fetchFor();
      loader.destroy();
      loader = createTestLoader({
        page, registry, islands: {}, feedStore: memoryStore(), clock: fake,
        fetch: async (input, init) => {
          if (String(input).includes(MANIFEST_PATH)) await manifestHeld.promise;
          return realFetch(input, init);
        },
      });
      const removed: string[] = [];
      page.addEventListener('tf:moduleremove', (e) => removed.push(`${e.detail.zone} ${e.detail.reason}`));
      const loading = loader.load('http://x.test/one');
      await clock.tickAsync(10_000);
      manifestHeld.resolve();
      await loading;
      await clock.tickAsync(19_999);
      expect(removed).to.deep.equal([]);
      await clock.tickAsync(1);
      expect(removed).to.deep.equal(['t1_1c failed']);
    });
  });

  describe('module scopes', () => {
    it('drop the mediator listeners and templates of a destroyed module, and keep a kept one\'s', async () => {
      const heard: string[] = [];
      const scoped = (name: string): ModuleController => ({
        render(host, _feed, ctx) {
          ctx.events.on('ping', () => heard.push(name));
          const template = document.createElement('template');
          ctx.templates.register(`tpl-${name}`, template);
          host.textContent = name;
        },
      });
      registry.define('STAYS', scoped('stays'));
      registry.define('GOES', scoped('goes'));
      pages['/one'] = manifestOf({ header: { zone: 'header', driver: 'STAYS', feed: '/feeds/h' }, t1_1c: { zone: 't1_1c', driver: 'GOES', feed: '/feeds/a' } });
      pages['/two'] = manifestOf({ header: { zone: 'header', driver: 'STAYS', feed: '/feeds/h' }, t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/b' } });
      start();
      let done = once(page, 'tf:complete');
      await loader.load('http://x.test/one');
      await done;
      done = once(page, 'tf:complete');
      await loader.load('http://x.test/two');
      await done;
      loader.path.services.events.emit('ping');
      expect(heard).to.deep.equal(['stays']);
      expect(loader.path.services.templates.has('tpl-stays')).to.equal(true);
      expect(loader.path.services.templates.has('tpl-goes')).to.equal(false);
    });
  });
});
