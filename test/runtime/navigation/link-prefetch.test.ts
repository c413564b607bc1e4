import { expect } from '@open-wc/testing';
import { emit } from '../../../runtime/events.js';
import { createLinkPrefetch, IDLE_PREFETCH_TIMEOUT_MS, type LinkPrefetch } from '../../../runtime/navigation/link-prefetch.js';
import { prefetchAllowed, prefetchMode } from '../../../runtime/navigation/prefetch-policy.js';

const abs = (path: string) => new URL(path, location.href).href;

/** Resolves once `check` holds, polling each frame (IntersectionObserver reports after a frame). */
async function until(check: () => boolean, frames = 60): Promise<void> {
  for (let i = 0; i < frames && !check(); i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(check(), 'condition never held').to.equal(true);
}

describe('idle link prefetch (data-tf-prefetch="idle")', () => {
  let page: HTMLElement;
  let prefetcher: LinkPrefetch;
  let urls: string[];
  /** Idle callbacks waiting to run, with the timeout each was given. */
  let idle: { fn: () => void; timeout: number; cancelled: boolean }[];
  /** The delegate's answers, settled by the test to pace the round. */
  let pending: (() => void)[];

  const runIdle = () => {
    const due = idle.splice(0);
    for (const job of due) if (!job.cancelled) job.fn();
  };
  const drawn = () => prefetcher.pageDrawn();

  beforeEach(() => {
    urls = [];
    idle = [];
    pending = [];
    page = document.createElement('div');
    document.body.prepend(page);
    prefetcher = createLinkPrefetch({
      document,
      prefetch: (url) => {
        urls.push(url);
        return new Promise<void>((resolve) => pending.push(resolve));
      },
      whenIdle: (fn, timeout) => {
        const job = { fn, timeout, cancelled: false };
        idle.push(job);
        return () => { job.cancelled = true; };
      },
    });
    prefetcher.start();
  });

  afterEach(() => {
    prefetcher.stop();
    page.remove();
  });

  function nav(links: string[], mark = 'idle'): HTMLElement {
    const nav = document.createElement('nav');
    nav.setAttribute('data-tf-prefetch', mark);
    for (const href of links) {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = href;
      nav.append(a);
    }
    page.append(nav);
    return nav;
  }

  it('waits for the page to be drawn and the browser to be idle, then fetches the marked links in view, one at a time, in order', async () => {
    nav(['/shows', '/stand-up']);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(idle).to.have.length(0);
    drawn();
    expect(idle).to.have.length(1);
    expect(idle[0]!.timeout).to.equal(IDLE_PREFETCH_TIMEOUT_MS);
    expect(urls).to.deep.equal([]);
    runIdle();
    await until(() => urls.length === 1);
    expect(urls).to.deep.equal([abs('/shows')]);
    // The next link waits for the first to settle and for another idle moment.
    pending.shift()!();
    await until(() => idle.length === 1);
    expect(urls).to.have.length(1);
    runIdle();
    await until(() => urls.length === 2);
    expect(urls).to.deep.equal([abs('/shows'), abs('/stand-up')]);
  });

  it('skips the page on screen, links the click rules leave to the browser, repeats, and links marked none', async () => {
    const marked = nav([location.pathname + location.search + '#top', 'mailto:a@b.c', 'https://elsewhere.example/x', '/shows', '/shows#clips', '/schedule']);
    marked.querySelector('[href="/schedule"]')!.setAttribute('data-tf-prefetch', 'none');
    const newTab = document.createElement('a');
    newTab.href = '/full-episodes';
    newTab.target = '_blank';
    marked.append(newTab);
    drawn();
    runIdle();
    await until(() => urls.length === 1);
    pending.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    runIdle();
    expect(urls).to.deep.equal([abs('/shows')]);
  });

  it('leaves unmarked links and links out of view alone', async () => {
    const plain = document.createElement('a');
    plain.href = '/shows';
    page.append(plain);
    const far = nav(['/stand-up']);
    far.style.cssText = 'position: absolute; top: 20000px';
    drawn();
    runIdle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(urls).to.deep.equal([]);
  });

  it('stops the round when the page is left; the next drawn page starts its own', async () => {
    nav(['/shows', '/stand-up']);
    drawn();
    prefetcher.pageLeft();
    runIdle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).to.deep.equal([]);
    drawn();
    runIdle();
    await until(() => urls.length === 1);
    prefetcher.pageLeft();
    pending.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    runIdle();
    expect(urls).to.deep.equal([abs('/shows')]);
  });

  it('starts no round on a dispatched tf:rendercomplete, and stops none on tf:pagestartload: the page session calls it', async () => {
    nav(['/shows']);
    emit(page, 'tf:rendercomplete', { url: location.href, rendered: [], failed: [] });
    expect(idle).to.have.length(0);
    drawn();
    emit(page, 'tf:pagestartload', { url: abs('/x'), initial: false });
    runIdle();
    await until(() => urls.length === 1);
    expect(urls).to.deep.equal([abs('/shows')]);
  });

  it('replaces a round not yet begun when another page is drawn', () => {
    nav(['/shows']);
    drawn();
    drawn();
    expect(idle.map((job) => job.cancelled)).to.deep.equal([true, false]);
  });

  it('takes pageLeft() without a round in stride', async () => {
    nav(['/shows']);
    prefetcher.pageLeft();
    prefetcher.pageLeft();
    drawn();
    runIdle();
    await until(() => urls.length === 1);
    expect(urls).to.deep.equal([abs('/shows')]);
  });

  it('goes on with the round when a prefetch throws', async () => {
    prefetcher.stop();
    const seen: string[] = [];
    prefetcher = createLinkPrefetch({
      document,
      prefetch: (url) => {
        seen.push(url);
        throw new Error('boom');
      },
      whenIdle: (fn) => {
        queueMicrotask(fn);
        return () => undefined;
      },
    });
    prefetcher.start();
    nav(['/shows', '/stand-up']);
    drawn();
    await until(() => seen.length === 2);
    expect(seen).to.deep.equal([abs('/shows'), abs('/stand-up')]);
  });

  it('does nothing after stop(), and stop() ends a round under way', async () => {
    nav(['/shows']);
    drawn();
    prefetcher.stop();
    expect(idle[0]!.cancelled).to.equal(true);
    drawn();
    expect(idle).to.have.length(1);
  });

  it('never starts for a visitor saving data', () => {
    prefetcher.stop();
    // An own property shadows Chromium's `Navigator.prototype.connection` and
    // stands in where the engine has none (Firefox, Safari).
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      prefetcher = createLinkPrefetch({ document, prefetch: async (url) => void urls.push(url) });
      prefetcher.start();
      nav(['/shows']);
      drawn();
      expect(idle).to.have.length(0);
    } finally {
      delete (navigator as Navigator & { connection?: object }).connection;
    }
  });
});

describe('prefetch policy', () => {
  it('reads the nearest data-tf-prefetch: idle, none, or intent by default', () => {
    const el = (tag: string, mark?: string, ...children: Element[]) => {
      const node = document.createElement(tag);
      if (mark !== undefined) node.setAttribute('data-tf-prefetch', mark);
      node.append(...children);
      return node;
    };
    const [a, b, c, d] = [el('a'), el('a'), el('a', ' IDLE '), el('a', 'soon')];
    el('div', 'idle', a!, el('span', 'none', b!), c!, d!);
    expect(prefetchMode(a!)).to.equal('idle');
    expect(prefetchMode(b!)).to.equal('none');
    expect(prefetchMode(c!)).to.equal('idle');
    expect(prefetchMode(d!)).to.equal('intent');
    expect(prefetchMode(el('a'))).to.equal('intent');
  });

  it('allows prefetching unless the visitor saves data or is on 2G', () => {
    const win = (connection: object | undefined) => ({ navigator: { connection } }) as unknown as Window;
    expect(prefetchAllowed(win(undefined))).to.equal(true);
    expect(prefetchAllowed(win({ effectiveType: '4g' }))).to.equal(true);
    expect(prefetchAllowed(win({ saveData: true }))).to.equal(false);
    expect(prefetchAllowed(win({ effectiveType: '2g' }))).to.equal(false);
    expect(prefetchAllowed(win({ effectiveType: 'slow-2g' }))).to.equal(false);
    expect(prefetchAllowed(undefined)).to.equal(true);
  });
});
