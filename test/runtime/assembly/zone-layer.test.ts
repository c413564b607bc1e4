import { expect } from '@open-wc/testing';
import { createModuleRegistry, type ModuleRegistry } from '../../../runtime/modules/registry.js';
import type { FeedStore } from '../../../runtime/modules/feed-client.js';
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
    const region = page.appendChild(document.createElement('div'));
    region.className = 'tf-content';
    const drawn = region.appendChild(document.createElement('tf-zone'));
    drawn.setAttribute('zone', 't1_1c');
    drawn.textContent = 'Drawn by the server';
    pages['/one'] = manifestOf({ t1_1c: { zone: 't1_1c' }, t2_1c: { zone: 't2_1c', driver: 'COUNT', feed: '/feeds/a' } });
    const events = recordEvents(page, PAGE_EVENTS);
    await visit('/one');
    expect(page.querySelector('tf-zone[zone="t1_1c"]')).to.equal(drawn);
    expect(drawn.textContent).to.equal('Drawn by the server');
    expect(events.filter((e) => e.type === 'tf:message')).to.deep.equal([]);
    const complete = events.find((e) => e.type === 'tf:rendercomplete')!.detail as { rendered: string[]; failed: string[] };
    expect(complete).to.deep.equal({ url: 'http://x.test/one', rendered: ['t2_1c'], failed: [] });
  });
});
