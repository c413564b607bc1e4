import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createModuleRegistry, type ModuleRegistry } from '../../../runtime/modules/registry.js';
import type { FeedStore } from '../../../runtime/modules/feed-client.js';
import type { Manifest, ModuleContext } from '../../../runtime/types.js';
import { PAGE_EVENTS, manifestOf, once, recordEvents, tableFetch, textModule, createTestLoader, type TestLoader } from '../../support/page-fixtures.js';

const MANIFEST_PATH = '/feeds/triforce/manifest/v2';

function memoryStore(): FeedStore {
  const map = new Map<string, unknown>();
  return { get: async (k) => map.get(k), set: async (k, v) => void map.set(k, v), delete: async (keys) => keys.filter((k) => map.delete(k)) };
}

describe('page loader', () => {
  let page: HTMLElement;
  let registry: ModuleRegistry;
  let loader: TestLoader | undefined;
  let requests: string[];

  function start(table: Record<string, unknown>, settings: Partial<{ globalZones: string[] }> = {}) {
    requests = [];
    loader = createTestLoader({
      page,
      registry,
      islands: {},
      fetch: tableFetch(table, requests),
      feedStore: memoryStore(),
      settings: { globalZones: settings.globalZones ?? [] },
    });
    return loader;
  }

  beforeEach(() => {
    page = document.createElement('div');
    document.body.append(page);
    registry = createModuleRegistry();
    registry.define('TEXT', textModule());
  });

  afterEach(() => {
    loader?.destroy();
    loader = undefined;
    page.remove();
    document.cookie = 'languagePreferences=; max-age=0; path=/';
  });

  describe('when a page loads', () => {
    const zones: Manifest['zones'] = {
      footer: { zone: 'footer', driver: 'TEXT', priority: 3 },
      t10_1c: { zone: 't10_1c', driver: 'TEXT', priority: 2 },
      t9_1c: { zone: 't9_1c', driver: 'TEXT' },
      t2_c2_promo1: { zone: 't2_c2_promo1', driver: 'TEXT', priority: 2 },
      t2_c1_promo2: { zone: 't2_c1_promo2', driver: 'TEXT', priority: 1 },
      t2_c1_promo1: { zone: 't2_c1_promo1', driver: 'TEXT', priority: 1 },
      ENT_M171: { zone: 'ENT_M171', driver: 'TEXT' },
      header: { zone: 'header', driver: 'TEXT', priority: 1 },
      menu: { zone: 'menu', driver: 'TEXT', priority: 1 },
      bogus: { zone: 'bogus', driver: 'TEXT' },
    };

    it('places the layout and emits the events in order', async () => {
      const events = recordEvents(page, PAGE_EVENTS);
      const done = once(page, 'tf:complete');
      await start({ [MANIFEST_PATH]: { manifest: manifestOf(zones) } }).load('http://x.test/', { initial: true });
      await done;

      const header = page.querySelector(':scope > .tf-header')!;
      expect([...header.children].map((z) => z.getAttribute('zone'))).to.deep.equal(['menu', 'header']);
      const content = page.querySelector(':scope > .tf-content')!;
      expect([...content.querySelectorAll('.tf-tier')].map((t) => (t as HTMLElement).dataset.tier)).to.deep.equal(['2', '9', '10']);
      const wrapped = content.querySelector(':scope > .tf-tier-wrapper > .tf-tier.tf-tier--2col')!;
      expect([...wrapped.querySelectorAll('.tf-column[data-column="1"] > tf-zone')].map((z) => z.getAttribute('zone')))
        .to.deep.equal(['t2_c1_promo1', 't2_c1_promo2']);
      expect(content.querySelector(':scope > tf-zone[zone="ENT_M171"]')).to.exist;
      expect(page.querySelector(':scope > .tf-footer > tf-zone[zone="footer"]')).to.exist;
      expect(page.querySelector('tf-zone[zone="bogus"]')).to.equal(null);

      const types = events.filter((e) => e.type !== 'tf:message').map((e) => e.type);
      expect(types.slice(0, 2)).to.deep.equal(['tf:pagestartload', 'tf:pageready']);
      expect(types.slice(-2)).to.deep.equal(['tf:rendercomplete', 'tf:complete']);
      const priorities = events.filter((e) => e.type === 'tf:modulerender')
        .map((e) => (e.detail as { priority?: number }).priority ?? Infinity);
      expect(priorities).to.deep.equal([...priorities].sort((a, b) => a - b));
      const warning = events.find((e) => e.type === 'tf:message')!.detail as { level: string; text: string; time: number };
      expect(warning.level).to.equal('warn');
      expect(warning.text).to.equal('Zone bogus seems to be invalid. It cannot be placed on the page');
      expect(warning.time).to.be.a('number');
      expect(page.querySelectorAll('tf-zone[state="rendered"]').length).to.equal(9);
    });

    it('marks the moment the manifest is in hand for timing tools', async () => {
      performance.clearMarks('tf:manifest');
      const done = once(page, 'tf:complete');
      await start({ [MANIFEST_PATH]: { manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT' } }) } }).load('http://x.test/a', { initial: true });
      await done;
      await loader!.load('http://x.test/b', { initial: false });
      const marks = performance.getEntriesByName('tf:manifest') as PerformanceMark[];
      expect(marks.map((mark) => mark.detail)).to.deep.equal([{ url: 'http://x.test/b' }]);
    });
  });

  describe('when a module fails', () => {
    it('removes it, logs the exact lines and still renders the others', async () => {
      registry.define('BOOM', { render() { throw new Error('kaboom'); } });
      const events = recordEvents(page, PAGE_EVENTS);
      const done = once(page, 'tf:rendercomplete');
      await start({
        [MANIFEST_PATH]: { manifest: manifestOf({
          t1_1c: { zone: 't1_1c', driver: 'BOOM', priority: 1 },
          t2_1c: { zone: 't2_1c', priority: 1 },
          t3_1c: { zone: 't3_1c', driver: 'TEXT', priority: 2 },
        }) },
      }).load('http://x.test/', { initial: true });
      const complete = (await done).detail;

      expect(complete.rendered).to.deep.equal(['t3_1c']);
      expect(complete.failed).to.have.members(['t1_1c', 't2_1c']);
      const texts = events.filter((e) => e.type === 'tf:message').map((e) => (e.detail as { text: string }).text);
      expect(texts).to.include('Module t1_1c:BOOM render failed');
      expect(texts).to.include('Module has no driver - t2_1c');
      expect(events.filter((e) => e.type === 'tf:moduleremove').map((e) => e.detail)).to.deep.include(
        { zone: 't1_1c', driver: 'BOOM', reason: 'failed' });
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(null);
      expect(page.querySelector('tf-zone[zone="t3_1c"]')!.getAttribute('state')).to.equal('rendered');
    });

    it('removes a module whose feed says output false, as neither rendered nor failed', async () => {
      const events = recordEvents(page, PAGE_EVENTS);
      const done = once(page, 'tf:rendercomplete');
      await start({
        [MANIFEST_PATH]: { manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/off' } }) },
        '/feeds/off': { result: { output: false } },
      }).load('http://x.test/', { initial: true });
      const complete = (await done).detail;
      expect(complete).to.deep.include({ rendered: [], failed: [] });
      expect(events.find((e) => e.type === 'tf:moduleremove')!.detail).to.deep.equal(
        { zone: 't1_1c', driver: 'TEXT', reason: 'output-false' });
    });

    it('fails modules not rendered 30 000 ms after the load began', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      try {
        const events = recordEvents(page, PAGE_EVENTS);
        let release!: () => void;
        const never = new Promise<void>((resolve) => (release = resolve));
        registry.define('SLOW', { render: () => never });
        await start({
          [MANIFEST_PATH]: { manifest: manifestOf({
            t1_1c: { zone: 't1_1c', driver: 'SLOW', priority: 1 },
            t2_1c: { zone: 't2_1c', driver: 'TEXT', priority: 1 },
          }) },
        }).load('http://x.test/', { initial: true });
        await clock.tickAsync(29_999);
        expect(events.some((e) => e.type === 'tf:rendercomplete')).to.equal(false);
        await clock.tickAsync(1);
        const complete = events.find((e) => e.type === 'tf:rendercomplete')!.detail;
        expect(complete).to.deep.include({ rendered: ['t2_1c'], failed: ['t1_1c'] });
        const texts = events.filter((e) => e.type === 'tf:message').map((e) => (e.detail as { text: string }).text);
        expect(texts).to.include('Some modules failed to render - the zones were t1_1c');
        release();
      } finally {
        clock.restore();
      }
    });
  });

  describe('when the manifest cannot be used', () => {
    it('raises "No zones in feed" for a manifest without zones', async () => {
      const error = once(page, 'tf:pageerror');
      await start({ [MANIFEST_PATH]: { manifest: { title: 'Empty', zones: {} } } }).load('http://x.test/', { initial: true });
      expect((await error).detail).to.deep.equal({ message: 'No zones in feed' });
    });

    it('raises a page error when the answer has no manifest', async () => {
      const error = once(page, 'tf:pageerror');
      await start({ [MANIFEST_PATH]: { nothing: true } }).load('http://x.test/', { initial: true });
      expect((await error).detail.message).to.be.a('string').and.not.equal('');
    });

    // tableFetch answers 404 for a path missing from its table.
    it('reports a failed manifest request on the first load as a page error, and leaves the page empty', async () => {
      const events = recordEvents(page, PAGE_EVENTS);
      const outcome = await start({}).load('http://x.test/', { initial: true });
      expect(outcome).to.deep.equal({ kind: 'failed' });
      expect(events.map((e) => e.type)).to.deep.equal(['tf:pagestartload', 'tf:pageerror']);
      expect(events[1]!.detail).to.deep.equal({ message: 'Manifest failed to load for http://x.test/' });
      expect(loader!.visit!.state).to.equal('failed');
    });

    it('hands a later visit whose manifest request failed to the navigator, without a page error, keeping the page', async () => {
      let broken = false;
      const done = once(page, 'tf:complete');
      start({
        [MANIFEST_PATH]: () => (broken ? undefined : { manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT' } }) }),
      });
      await loader!.load('http://x.test/', { initial: true });
      await done;
      broken = true;
      const events = recordEvents(page, PAGE_EVENTS);
      expect(await loader!.load('http://x.test/two')).to.deep.equal({ kind: 'failed' });
      expect(events.map((e) => e.type)).to.deep.equal(['tf:pagestartload']);
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.exist;
    });

    it('leaves an unsupported initial page alone', async () => {
      const events = recordEvents(page, PAGE_EVENTS);
      await start({ [MANIFEST_PATH]: { manifest: false } }).load('http://x.test/', { initial: true });
      expect(events.map((e) => e.type)).to.deep.equal(['tf:pagestartload']);
      expect(page.children.length).to.equal(0);
    });
  });

  describe('feeds and language', () => {
    it('asks for lang=true when language preferences exist and passes the language to modules', async () => {
      document.cookie = `languagePreferences=${encodeURIComponent('spa,eng')}; path=/`;
      const calls: { ctx: ModuleContext; feed: unknown }[] = [];
      registry.define('SPY', textModule(calls as never));
      const done = once(page, 'tf:complete');
      await start({
        [MANIFEST_PATH]: { manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPY', feed: '/feeds/a' } }) },
        '/feeds/a': { text: 'hola' },
      }).load('http://x.test/', { initial: true });
      await done;
      expect(requests).to.include('/feeds/a?lang=true');
      expect(calls[0]!.ctx).to.deep.include({ zone: 't1_1c', driver: 'SPY', language: 'spa', page });
      expect(page.querySelector('tf-zone[zone="t1_1c"]')!.textContent).to.equal('hola');
    });

    it('uses feedData without a request', async () => {
      const done = once(page, 'tf:complete');
      await start({
        [MANIFEST_PATH]: { manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT', feed: '/feeds/x', feedData: { text: 'inline' } } }) },
      }).load('http://x.test/', { initial: true });
      await done;
      expect(requests.filter((r) => r.startsWith('/feeds/x'))).to.deep.equal([]);
      expect(page.textContent).to.equal('inline');
    });
  });

  describe('when a newer load starts', () => {
    it('never applies the older manifest', async () => {
      let answerFirst!: () => void;
      const first = new Promise<void>((resolve) => (answerFirst = resolve));
      const done = once(page, 'tf:complete');
      const l = start({
        [MANIFEST_PATH]: async (url: URL) => {
          if (url.searchParams.get('url') === 'http://x.test/old') await first;
          return { manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'TEXT', feedData: { text: url.searchParams.get('url') } } }) };
        },
      });
      const older = l.load('http://x.test/old', { initial: true });
      await l.load('http://x.test/new', { initial: false });
      answerFirst();
      await older;
      await done;
      expect(page.textContent).to.equal('http://x.test/new');
    });
  });

  describe('when destroyed', () => {
    it('calls each module\'s destroy hook and removes its zone', async () => {
      const destroyed: string[] = [];
      registry.define('DESTROYABLE', { render() {}, onModuleDestroy: (host) => destroyed.push(host.getAttribute('zone')!) });
      const done = once(page, 'tf:complete');
      const l = start({ [MANIFEST_PATH]: { manifest: manifestOf({ t1_1c: { zone: 't1_1c', driver: 'DESTROYABLE' } }) } });
      await l.load('http://x.test/', { initial: true });
      await done;
      l.destroy();
      expect(destroyed).to.deep.equal(['t1_1c']);
      expect(page.querySelector('tf-zone')).to.equal(null);
    });
  });
});
