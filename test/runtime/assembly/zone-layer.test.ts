import { expect } from '@open-wc/testing';
import { createModuleRegistry, type ModuleRegistry } from '../../../runtime/modules/registry.js';
import type { FeedStore } from '../../../runtime/modules/feed-client.js';
import { MAIN_ATTRIBUTES } from '../../../runtime/assembly/layout-dom.js';
import type { Manifest, ModuleController } from '../../../runtime/types.js';
import { PAGE_EVENTS, manifestOf, once, recordEvents, tableFetch, createTestLoader, type TestLoader } from '../../support/page-fixtures.js';

const MANIFEST_PATH = '/feeds/triforce/manifest/v2';
const memoryStore = (): FeedStore => ({ get: async () => undefined, set: async () => undefined, delete: async () => [] });

/** A module that counts what happens to it, per zone element. */
function countingModule(log: string[], accept: boolean | 'throws' | 'missing' = true): ModuleController {
  const controller: ModuleController = {
    render(host, feed) {
      log.push(`render ${host.getAttribute('zone')} ${(feed as { text: string }).text}`);
      host.textContent = (feed as { text: string }).text;
    },
    onModuleDestroy(host) {
      log.push(`destroy ${host.getAttribute('zone')}`);
    },
  };
  if (accept === 'missing') return controller;
  controller.onModuleWillRefresh = (ctx) => {
    log.push(`refresh? ${ctx.zone}`);
    if (accept === 'throws') throw new Error('no');
    return accept;
  };
  return controller;
}

/**
 * Collects garbage as the browser does between tasks, with no stack to scan
 * (V8's gc() with async execution, exposed by --js-flags=--expose-gc in
 * web-test-runner.config.mjs), and says whether `ref`'s target went with it.
 * The browser may hold a node it just removed until its next frame (style
 * and layout bookkeeping), so a few frames are allowed; a node the page
 * itself still holds stays through all of them.
 */
async function collected(ref: WeakRef<object>): Promise<boolean> {
  const gc = (globalThis as { gc?: (options: { type: 'major'; execution: 'async' }) => Promise<void> }).gc;
  if (typeof gc !== 'function') throw new Error('gc() is not exposed: launch Chromium with --js-flags=--expose-gc');
  for (let frame = 0; frame < 5; frame++) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await gc({ type: 'major', execution: 'async' });
    if (ref.deref() === undefined) return true;
  }
  return false;
}

/**
 * The regions a server draws for one-column tiers `t{n}_1c`: header, content
 * (the main landmark), footer, each zone (name, driver or undefined, drawn
 * text or undefined for a loading one) in its tier and column; a zone with
 * text is marked drawn by the server.
 */
function serverRegions(page: HTMLElement, zones: [string, string | undefined, string | undefined][]): HTMLElement[] {
  const div = (parent: HTMLElement, className: string, attributes: Record<string, string> = {}) => {
    const el = parent.appendChild(document.createElement('div'));
    el.className = className;
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    return el;
  };
  div(page, 'tf-header');
  const content = div(page, 'tf-content', MAIN_ATTRIBUTES);
  div(page, 'tf-footer');
  return zones.map(([name, driver, text]) => {
    const tier = /^t(\d+)_1c$/.exec(name)![1]!;
    const column = div(div(content, 'tf-tier', { 'data-tier': tier }), 'tf-column', { 'data-column': '1' });
    const zone = column.appendChild(document.createElement('tf-zone'));
    zone.setAttribute('zone', name);
    if (driver) zone.setAttribute('driver', driver);
    zone.setAttribute('state', text === undefined ? 'loading' : 'rendered');
    if (text !== undefined) {
      if (driver) zone.setAttribute('server-rendered', '');
      zone.append(Object.assign(document.createElement('p'), { textContent: text }));
    }
    return zone;
  });
}

describe('module diffing on a new page', () => {
  let page: HTMLElement;
  let registry: ModuleRegistry;
  let loader: TestLoader;
  let requests: string[];
  let pages: Record<string, Manifest>;
  let log: string[];

  const feeds = {
    '/feeds/header': { text: 'header' },
    '/feeds/a': { text: 'A' },
    '/feeds/b': { text: 'B' },
    '/feeds/c': { text: 'C' },
    '/feeds/off': { result: { output: false } },
  };

  async function visit(path: string) {
    const done = once(page, 'tf:complete');
    await loader.load(`http://x.test${path}`, { initial: false });
    await done;
  }

  beforeEach(() => {
    page = document.createElement('div');
    document.body.append(page);
    log = [];
    requests = [];
    registry = createModuleRegistry();
    registry.define('COUNT', countingModule(log));
    registry.define('OTHER', countingModule(log));
    registry.define('REFUSES', countingModule(log, false));
    registry.define('THROWS', countingModule(log, 'throws'));
    registry.define('NOHOOK', countingModule(log, 'missing'));
    pages = {};
    loader = createTestLoader({
      page,
      registry,
      islands: {},
      feedStore: memoryStore(),
      fetch: tableFetch({
        [MANIFEST_PATH]: (url: URL) => ({ manifest: pages[new URL(url.searchParams.get('url')!).pathname] }),
        ...feeds,
      }, requests),
      settings: { globalZones: [] },
    });
  });

  afterEach(() => {
    loader.destroy();
    page.remove();
  });

  it('keeps a zone with the same driver, language and feed: no render, no feed request, same element', async () => {
    pages['/one'] = manifestOf({ header: { zone: 'header', driver: 'COUNT', feed: '/feeds/header' }, t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/a' } });
    pages['/two'] = manifestOf({ header: { zone: 'header', driver: 'COUNT', feed: '/feeds/header#x' }, t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/b' } });
    await visit('/one');
    const header = page.querySelector('tf-zone[zone="header"]');
    log.length = 0;
    const events = recordEvents(page, PAGE_EVENTS);
    await visit('/two');
    expect(page.querySelector('tf-zone[zone="header"]')).to.equal(header);
    expect(log).to.deep.equal(['refresh? t1_1c', 'render t1_1c B']);
    expect(requests.filter((r) => r.startsWith('/feeds/header'))).to.have.length(1);
    const complete = events.find((e) => e.type === 'tf:rendercomplete')!.detail as { rendered: string[] };
    expect(complete.rendered).to.deep.equal(['t1_1c']);
  });

  it('leaves a header and footer holding the same zones where they are: never detached, regions in order', async () => {
    const globals = {
      header: { zone: 'header', driver: 'COUNT', feed: '/feeds/header' },
      footer: { zone: 'footer', driver: 'COUNT', feed: '/feeds/header' },
    };
    pages['/one'] = manifestOf({ ...globals, t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/a' } });
    pages['/two'] = manifestOf({ ...globals, t1_1c: { zone: 't1_1c', driver: 'OTHER', feed: '/feeds/b' } });
    pages['/three'] = manifestOf({ ...globals, header: { zone: 'header', driver: 'OTHER', feed: '/feeds/header' }, t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/c' } });
    await visit('/one');
    const [header, footer] = ['.tf-header', '.tf-footer'].map((s) => page.querySelector(`:scope > ${s}`));
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes)));
    observer.observe(page, { childList: true, subtree: true });
    await visit('/two');
    observer.takeRecords().forEach((r) => removed.push(...r.removedNodes));
    expect(page.querySelector(':scope > .tf-header')).to.equal(header);
    expect(page.querySelector(':scope > .tf-footer')).to.equal(footer);
    expect(removed.filter((node) => node === header || node === footer || header!.contains(node) || footer!.contains(node))).to.deep.equal([]);
    const order = () => [...page.children].map((el) => el.className).filter((c) => c.startsWith('tf-'));
    expect(order()).to.deep.equal(['tf-header', 'tf-content', 'tf-footer']);
    // The header zone is replaced: a new header goes before the untouched footer.
    await visit('/three');
    observer.disconnect();
    expect(page.querySelector(':scope > .tf-footer')).to.equal(footer);
    expect(page.querySelector(':scope > .tf-header')).not.to.equal(header);
    expect(order()).to.deep.equal(['tf-header', 'tf-content', 'tf-footer']);
  });

  // Collection is observable only where a test can collect garbage: V8 with --expose-gc, not Firefox or WebKit.
  const collectable = typeof (globalThis as { gc?: unknown }).gc === 'function';
  (collectable ? it : it.skip)('lets a destroyed zone be collected while a zone from its page is kept', async () => {
    const header = { zone: 'header', driver: 'COUNT', feed: '/feeds/header' };
    pages['/one'] = manifestOf({ header, t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/a' } });
    pages['/two'] = manifestOf({ header, t2_1c: { zone: 't2_1c', driver: 'COUNT', feed: '/feeds/b' } });
    await visit('/one');
    const kept = page.querySelector('tf-zone[zone="header"]');
    const destroyed = new WeakRef(page.querySelector('tf-zone[zone="t1_1c"]')!);
    await visit('/two');
    expect(page.querySelector('tf-zone[zone="header"]')).to.equal(kept);
    expect(log).to.include('destroy t1_1c');
    // The header module was made while /one was applied: it must not hold
    // that page's modules, and through them their elements.
    expect(await collected(destroyed)).to.equal(true);
  });

  it('refreshes a zone whose feed changed in the same element, going through refreshing', async () => {
    pages['/one'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/a' } });
    pages['/two'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/b' } });
    await visit('/one');
    const zone = page.querySelector('tf-zone[zone="t1_1c"]')!;
    const states: string[] = [];
    new MutationObserver(() => states.push(zone.getAttribute('state')!)).observe(zone, { attributes: true, attributeFilter: ['state'] });
    await visit('/two');
    expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(zone);
    expect(zone.textContent).to.equal('B');
    await Promise.resolve();
    expect(states).to.deep.equal(['refreshing', 'rendered']);
  });

  it('keeps what is drawn when a refreshing module\'s new feed says output false', async () => {
    pages['/one'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/a' } });
    pages['/two'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/off' } });
    await visit('/one');
    await visit('/two');
    expect(page.querySelector('tf-zone[zone="t1_1c"]')!.textContent).to.equal('A');
  });

  for (const [driver, text] of [
    ['REFUSES', undefined],
    ['THROWS', 'Module t1_1c:THROWS: onModuleWillRefresh caused an error'],
    // A module without the hook is destroyed and created anew: routine, not an error.
    ['NOHOOK', undefined],
  ] as const) {
    it(`replaces a ${driver} module that does not accept the refresh`, async () => {
      pages['/one'] = manifestOf({ t1_1c: { zone: 't1_1c', driver, feed: '/feeds/a' } });
      pages['/two'] = manifestOf({ t1_1c: { zone: 't1_1c', driver, feed: '/feeds/b' } });
      await visit('/one');
      const first = page.querySelector('tf-zone[zone="t1_1c"]');
      const events = recordEvents(page, PAGE_EVENTS);
      await visit('/two');
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.not.equal(first);
      expect(log).to.include('destroy t1_1c');
      expect(log.at(-1)).to.equal('render t1_1c B');
      expect(events.find((e) => e.type === 'tf:moduleremove')!.detail).to.deep.equal({ zone: 't1_1c', driver, reason: 'destroyed' });
      const errors = events.filter((e) => e.type === 'tf:message' && (e.detail as { level: string }).level === 'error')
        .map((e) => (e.detail as { text: string }).text);
      expect(errors).to.deep.equal(text ? [text] : []);
    });
  }

  it('destroys zones the new page lacks or draws with another driver, and moves kept ones to their new place', async () => {
    pages['/one'] = manifestOf({
      header: { zone: 'header', driver: 'COUNT', feed: '/feeds/header' },
      t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/a' },
      t2_1c: { zone: 't2_1c', driver: 'COUNT', feed: '/feeds/b' },
    });
    pages['/two'] = manifestOf({
      header: { zone: 'header', driver: 'COUNT', feed: '/feeds/header' },
      t1_1c: { zone: 't1_1c', driver: 'OTHER', feed: '/feeds/a' },
      t3_c2_promo1: { zone: 't3_c2_promo1', driver: 'COUNT', feed: '/feeds/c' },
    });
    await visit('/one');
    log.length = 0;
    await visit('/two');
    expect(log).to.have.members(['destroy t1_1c', 'destroy t2_1c', 'render t1_1c A', 'render t3_c2_promo1 C']);
    expect(page.querySelector('tf-zone[zone="t2_1c"]')).to.equal(null);
    expect(page.querySelector('.tf-tier[data-tier="3"] .tf-column[data-column="2"] tf-zone[zone="t3_c2_promo1"]')).to.exist;
    expect(page.querySelectorAll(':scope > .tf-content')).to.have.length(1);
  });

  it('replaces every zone when the language changes', async () => {
    pages['/one'] = manifestOf({ header: { zone: 'header', driver: 'COUNT', feed: '/feeds/header' } });
    await visit('/one');
    document.cookie = 'languagePreferences=spa; path=/';
    try {
      log.length = 0;
      await visit('/one');
      expect(log).to.deep.equal(['destroy header', 'render header header']);
    } finally {
      document.cookie = 'languagePreferences=; max-age=0; path=/';
    }
  });

  it('leaves zones the server drew without a driver alone on the initial load', async () => {
    const [drawn] = serverRegions(page, [['t1_1c', undefined, 'Drawn by the server'], ['t2_1c', 'COUNT', undefined]]);
    pages['/one'] = manifestOf({ t1_1c: { zone: 't1_1c' }, t2_1c: { zone: 't2_1c', driver: 'COUNT', feed: '/feeds/a' } });
    const events = recordEvents(page, PAGE_EVENTS);
    await visit('/one');
    expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(drawn);
    expect(drawn!.textContent).to.equal('Drawn by the server');
    expect(events.filter((e) => e.type === 'tf:message')).to.deep.equal([]);
    const complete = events.find((e) => e.type === 'tf:rendercomplete')!.detail as { rendered: string[]; failed: string[] };
    expect(complete).to.deep.equal({ url: 'http://x.test/one', rendered: ['t2_1c'], failed: [] });
  });

  describe('when the server drew zones into the page', () => {
    /** Like countingModule, and it adopts a drawing when `adopts` says so. */
    function hydratingModule(adopts: (host: HTMLElement) => boolean): ModuleController & { hydrate(host: HTMLElement, feed: unknown): Promise<boolean> } {
      return {
        ...countingModule(log),
        async hydrate(host, feed) {
          log.push(`hydrate ${host.getAttribute('zone')} ${(feed as { text: string }).text}`);
          return adopts(host);
        },
      };
    }

    const serverLayout = (zones: [string, string, string | undefined][]) => serverRegions(page, zones);

    it('hydrates a server-drawn zone in its own element and nodes, with the events of a drawn page and no feed request', async () => {
      registry.define('HYDRATES', hydratingModule(() => true));
      const [drawn, loading] = serverLayout([['t1_1c', 'HYDRATES', 'A'], ['t2_1c', 'COUNT', undefined]]);
      const paragraph = drawn!.firstElementChild;
      pages['/one'] = manifestOf({
        t1_1c: { zone: 't1_1c', driver: 'HYDRATES', feed: '/feeds/a', feedData: { text: 'A' }, priority: 1 },
        t2_1c: { zone: 't2_1c', driver: 'COUNT', feed: '/feeds/b', priority: 2 },
      });
      const states: string[] = [];
      new MutationObserver((records) => records.forEach((r) => states.push(`${(r.target as Element).getAttribute('zone')} ${r.attributeName}=${(r.target as Element).getAttribute(r.attributeName!)}`)))
        .observe(page, { subtree: true, attributeFilter: ['state', 'server-rendered'] });
      const events = recordEvents(page, PAGE_EVENTS);
      await visit('/one');
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(drawn);
      expect(page.querySelector('tf-zone[zone="t2_1c"]')).to.equal(loading);
      expect(drawn!.firstElementChild).to.equal(paragraph);
      expect(log).to.deep.equal(['hydrate t1_1c A', 'render t2_1c B']);
      expect(requests.filter((r) => !r.startsWith(MANIFEST_PATH))).to.deep.equal(['/feeds/b']);
      expect(drawn!.hasAttribute('server-rendered')).to.equal(false);
      // Never back to a reserved box: rendered from the first paint, the mark dropped once adopted.
      expect(states.filter((s) => s.startsWith('t1_1c'))).to.deep.equal(['t1_1c state=rendered', 't1_1c server-rendered=null', 't1_1c state=rendered']);
      expect(events.map((e) => e.type)).to.deep.equal(['tf:pagestartload', 'tf:pageready', 'tf:modulerender', 'tf:modulerender', 'tf:rendercomplete', 'tf:complete']);
      expect(events.filter((e) => e.type === 'tf:modulerender').map((e) => (e.detail as { zone: string }).zone)).to.deep.equal(['t1_1c', 't2_1c']);
    });

    /** Every element of the page outside its zones, in document order. */
    const wrappers = () => [...page.querySelectorAll('*')].filter((el) => el.localName !== 'tf-zone' && !el.parentElement!.closest('tf-zone'));
    /** Records the page's child-list changes that are not inside a zone (a zone's own drawing). */
    function layoutMutations(): () => MutationRecord[] {
      const records: MutationRecord[] = [];
      const observer = new MutationObserver((found) => records.push(...found));
      observer.observe(page, { childList: true, subtree: true });
      return () => {
        records.push(...observer.takeRecords());
        observer.disconnect();
        return records.filter((r) => !(r.target as Element).closest('tf-zone'));
      };
    }

    it('takes over the server\'s regions, tiers and columns as they stand: no node added, removed or moved', async () => {
      registry.define('HYDRATES', hydratingModule(() => true));
      const zones = serverLayout([['t1_1c', 'HYDRATES', 'A'], ['t2_1c', 'COUNT', undefined]]);
      const before = wrappers();
      pages['/one'] = manifestOf({
        t1_1c: { zone: 't1_1c', driver: 'HYDRATES', feedData: { text: 'A' } },
        t2_1c: { zone: 't2_1c', driver: 'COUNT', feed: '/feeds/b' },
      });
      const mutations = layoutMutations();
      const events = recordEvents(page, PAGE_EVENTS);
      await visit('/one');
      expect(mutations()).to.deep.equal([]);
      expect(wrappers()).to.deep.equal(before);
      expect([...page.querySelectorAll('tf-zone')]).to.deep.equal(zones);
      expect(log).to.deep.equal(['hydrate t1_1c A', 'render t2_1c B']);
      expect(events.filter((e) => e.type === 'tf:message')).to.deep.equal([]);
    });

    it('inserts a zone the server left out in its place, and moves nothing else', async () => {
      registry.define('HYDRATES', hydratingModule(() => true));
      const [drawn, left] = serverLayout([['t1_1c', 'HYDRATES', 'A'], ['t2_1c', 'COUNT', undefined]]);
      const column = left!.parentElement!;
      left!.remove();
      const before = wrappers();
      pages['/one'] = manifestOf({
        t1_1c: { zone: 't1_1c', driver: 'HYDRATES', feedData: { text: 'A' } },
        t2_1c: { zone: 't2_1c', driver: 'COUNT', feed: '/feeds/b' },
      });
      const mutations = layoutMutations();
      const events = recordEvents(page, PAGE_EVENTS);
      await visit('/one');
      const added = page.querySelector('tf-zone[zone="t2_1c"]')!;
      expect(added.parentElement).to.equal(column);
      expect(added.textContent).to.equal('B');
      expect(mutations().map((r) => [r.target, [...r.addedNodes], r.removedNodes.length])).to.deep.equal([[column, [added], 0]]);
      expect(wrappers()).to.deep.equal(before);
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(drawn);
      expect(events.filter((e) => e.type === 'tf:message')).to.deep.equal([]);
    });

    it('builds the layout anew, with a warning and no error, when the server\'s is not what the plan makes; its zones still hydrate', async () => {
      registry.define('HYDRATES', hydratingModule(() => true));
      const [drawn] = serverLayout([['t1_1c', 'HYDRATES', 'A'], ['t2_1c', 'COUNT', undefined]]);
      const content = page.querySelector('.tf-content');
      const paragraph = drawn!.firstElementChild;
      // The plan puts t2_1c in tier 3: the server's tier 2 is no place of it.
      pages['/one'] = manifestOf({
        t1_1c: { zone: 't1_1c', driver: 'HYDRATES', feedData: { text: 'A' } },
        t3_1c: { zone: 't3_1c', driver: 'COUNT', feed: '/feeds/b' },
      });
      const events = recordEvents(page, PAGE_EVENTS);
      await visit('/one');
      expect(events.filter((e) => e.type === 'tf:message').map((e) => e.detail as { level: string; text: string }).map(({ level, text }) => ({ level, text }))).to.deep.equal([
        { level: 'warn', text: 'The server\'s layout did not match the page\'s plan and was built again' },
      ]);
      expect(page.querySelector('.tf-content')).not.to.equal(content);
      expect(page.querySelectorAll(':scope > .tf-content').length).to.equal(1);
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(drawn);
      expect(drawn!.firstElementChild).to.equal(paragraph);
      expect(page.querySelector('tf-zone[zone="t2_1c"]')).to.equal(null);
      expect(log).to.deep.equal(['hydrate t1_1c A', 'render t3_1c B']);
      const complete = events.find((e) => e.type === 'tf:rendercomplete')!.detail;
      expect(complete).to.deep.equal({ url: 'http://x.test/one', rendered: ['t1_1c', 't3_1c'], failed: [] });
    });

    it('replaces regions holding no zone (a first load\'s error page) without a warning', async () => {
      const content = page.appendChild(document.createElement('div'));
      content.className = 'tf-content';
      content.append(document.createElement('section'));
      pages['/one'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'COUNT', feed: '/feeds/a' } });
      const events = recordEvents(page, PAGE_EVENTS);
      await visit('/one');
      expect(events.filter((e) => e.type === 'tf:message')).to.deep.equal([]);
      expect(page.querySelector('.tf-content')).not.to.equal(content);
      expect(page.querySelector('.tf-content tf-zone')!.textContent).to.equal('A');
    });

    it('draws a zone again, with a warning, when its drawing cannot be adopted', async () => {
      registry.define('MISMATCH', hydratingModule(() => false));
      const [drawn] = serverLayout([['t1_1c', 'MISMATCH', 'stale'], ['t2_1c', 'COUNT', 'drawn by a server, no hydration']]);
      pages['/one'] = manifestOf({
        t1_1c: { zone: 't1_1c', driver: 'MISMATCH', feedData: { text: 'A' } },
        t2_1c: { zone: 't2_1c', driver: 'COUNT', feedData: { text: 'B' } },
      });
      const events = recordEvents(page, PAGE_EVENTS);
      await visit('/one');
      expect(log).to.have.members(['hydrate t1_1c A', 'render t1_1c A', 'render t2_1c B']);
      expect(page.querySelector('tf-zone[zone="t2_1c"]')!.textContent).to.equal('B');
      expect(log.indexOf('hydrate t1_1c A')).to.be.below(log.indexOf('render t1_1c A'));
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(drawn);
      expect(page.querySelector('tf-zone[zone="t2_1c"]')!.textContent).to.equal('B');
      const messages = events.filter((e) => e.type === 'tf:message').map((e) => e.detail as { level: string; text: string });
      expect(messages.map(({ level, text }) => ({ level, text }))).to.have.deep.members([
        { level: 'warn', text: 'Module t1_1c:MISMATCH did not match the server\'s markup and was drawn again' },
        // A module that cannot hydrate at all draws into an emptied zone, with the same warning.
        { level: 'warn', text: 'Module t2_1c:COUNT did not match the server\'s markup and was drawn again' },
      ]);
      const complete = events.find((e) => e.type === 'tf:rendercomplete')!.detail;
      expect(complete).to.deep.include({ failed: [] }).and.to.have.property('rendered').with.members(['t1_1c', 't2_1c']);
      expect(page.querySelectorAll('[server-rendered]').length).to.equal(0);
    });

    it('keeps an adopted zone on the next page naming the same feed, and adopts nothing after the first page', async () => {
      registry.define('HYDRATES', hydratingModule(() => true));
      const [header] = serverLayout([['t1_1c', 'HYDRATES', 'A']]);
      pages['/one'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'HYDRATES', feed: '/feeds/a', feedData: { text: 'A' } } });
      pages['/two'] = manifestOf({ t1_1c: { zone: 't1_1c', driver: 'HYDRATES', feed: '/feeds/a' }, t2_1c: { zone: 't2_1c', driver: 'HYDRATES', feed: '/feeds/b' } });
      await visit('/one');
      // A stray server mark on a later page is no drawing to adopt.
      const stray = page.appendChild(document.createElement('tf-zone'));
      stray.setAttribute('zone', 't2_1c');
      stray.setAttribute('driver', 'HYDRATES');
      stray.setAttribute('server-rendered', '');
      await visit('/two');
      expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(header);
      expect(log).to.deep.equal(['hydrate t1_1c A', 'render t2_1c B']);
      expect(requests.filter((r) => !r.startsWith(MANIFEST_PATH))).to.deep.equal(['/feeds/b']);
      expect(page.querySelector('tf-zone[zone="t2_1c"]')).not.to.equal(stray);
    });
  });
});
