import { expect } from '@open-wc/testing';
import type { LoadOutcome } from '../../../runtime/assembly/page-loader.js';
import { createNavigator, type Navigator } from '../../../runtime/navigation/navigator.js';

const ORIGIN = 'https://site.test';

/** A window whose location and history are plain state, so tests see every step. */
function fakeWindow(start = `${ORIGIN}/`) {
  const events = new EventTarget();
  const assigned: string[] = [];
  const entries: { kind: 'push' | 'replace'; url: string }[] = [];
  let refuseHistory = false;
  const location = {
    href: start,
    origin: ORIGIN,
    assign: (url: string) => assigned.push(url),
  };
  const record = (kind: 'push' | 'replace') => (_state: unknown, _title: string, url: string) => {
    if (refuseHistory) throw new DOMException('refused', 'SecurityError');
    location.href = new URL(url, location.href).href;
    entries.push({ kind, url: location.href });
  };
  const win = {
    location,
    history: { pushState: record('push'), replaceState: record('replace') },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    performance: undefined,
  } as unknown as Window;
  return {
    win,
    assigned,
    entries,
    refuse: () => (refuseHistory = true),
    /** The browser going back or forward to `url`. */
    pop(url: string) {
      location.href = url;
      events.dispatchEvent(new Event('popstate'));
    },
  };
}

describe('navigator', () => {
  let fake: ReturnType<typeof fakeWindow>;
  let page: HTMLElement;
  let loads: { url: string; initial: boolean; reload?: boolean }[];
  let answer: (url: string) => LoadOutcome | Promise<LoadOutcome>;
  let scrolls: string[];
  let anchors: Set<string>;
  let activity: string[];
  let nav: Navigator;

  beforeEach(() => {
    fake = fakeWindow();
    page = document.createElement('div');
    document.body.append(page);
    loads = [];
    scrolls = [];
    anchors = new Set(['tonight', 'top']);
    activity = [];
    answer = () => ({ kind: 'placed', layer: 'page' });
    nav = createNavigator({
      window: fake.win,
      page,
      load: async (url, how) => {
        loads.push({ url, ...how });
        return answer(url);
      },
      activity: { start: () => activity.push('start'), done: () => activity.push('done') },
      scrollToTop: () => scrolls.push('top'),
      scrollToAnchor: (id) => {
        scrolls.push(`#${id}`);
        return anchors.has(id);
      },
    });
    nav.start();
  });

  afterEach(() => {
    nav.stop();
    page.remove();
  });

  describe('the first load', () => {
    it('loads the document URL without a history entry or a scroll', async () => {
      await nav.initial();
      expect(loads).to.deep.equal([{ url: `${ORIGIN}/`, initial: true, reload: false }]);
      expect(fake.entries).to.deep.equal([]);
      expect(scrolls).to.deep.equal([]);
    });

    it('leaves an unsupported first page to the browser as it is', async () => {
      answer = () => ({ kind: 'unsupported' });
      await nav.initial();
      expect(fake.assigned).to.deep.equal([]);
    });
  });

  describe('visiting a page', () => {
    it('pushes a history entry, loads it and scrolls to the top', async () => {
      await nav.visit('/shows');
      expect(fake.entries).to.deep.equal([{ kind: 'push', url: `${ORIGIN}/shows` }]);
      expect(loads).to.deep.equal([{ url: `${ORIGIN}/shows`, initial: false, reload: false }]);
      expect(scrolls).to.deep.equal(['top']);
      expect(activity).to.deep.equal(['start']);
      page.dispatchEvent(new CustomEvent('tf:rendercomplete'));
      expect(activity).to.deep.equal(['start', 'done']);
    });

    it('keeps the scroll when a tf:scrolltop listener vetoes it', async () => {
      page.addEventListener('tf:scrolltop', (e) => {
        expect(e.detail).to.deep.equal({ url: `${ORIGIN}/shows` });
        e.preventDefault();
      });
      await nav.visit('/shows');
      expect(scrolls).to.deep.equal([]);
    });

    it('scrolls to the anchor of a URL with a fragment instead of the top', async () => {
      await nav.visit('/schedule#tonight');
      expect(scrolls).to.deep.equal(['#tonight']);
    });

    it('tries the anchor again as modules render, then falls back to the top', async () => {
      anchors.clear();
      await nav.visit('/about#later');
      expect(scrolls).to.deep.equal(['#later']);
      page.dispatchEvent(new CustomEvent('tf:modulerender'));
      expect(scrolls).to.deep.equal(['#later', '#later']);
      anchors.add('later');
      page.dispatchEvent(new CustomEvent('tf:modulerender'));
      page.dispatchEvent(new CustomEvent('tf:rendercomplete'));
      expect(scrolls).to.deep.equal(['#later', '#later', '#later']);
    });

    it('scrolls to the top when the anchor never appears', async () => {
      anchors.clear();
      await nav.visit('/about#never');
      page.dispatchEvent(new CustomEvent('tf:rendercomplete'));
      expect(scrolls).to.deep.equal(['#never', '#never', 'top']);
    });

    it('hands another origin to the browser', async () => {
      await nav.visit('https://elsewhere.test/x');
      expect(fake.assigned).to.deep.equal(['https://elsewhere.test/x']);
      expect(loads).to.deep.equal([]);
    });

    it('ignores URLs that are not http(s)', async () => {
      await nav.visit('javascript:alert(1)');
      expect(loads).to.deep.equal([]);
      expect(fake.assigned).to.deep.equal([]);
    });

    it('falls back to a full navigation when history refuses the entry', async () => {
      fake.refuse();
      await nav.visit('/shows');
      expect(fake.assigned).to.deep.equal([`${ORIGIN}/shows`]);
      expect(loads).to.deep.equal([]);
    });

    it('does a full navigation to a page the manifest does not support', async () => {
      answer = () => ({ kind: 'unsupported' });
      await nav.visit('/legal/terms.html');
      expect(fake.assigned).to.deep.equal([`${ORIGIN}/legal/terms.html`]);
      expect(activity).to.deep.equal(['start', 'done']);
    });
  });

  describe('when the manifest redirects', () => {
    it('replaces the history entry and loads the new URL on the same origin', async () => {
      answer = (url) => (url.endsWith('/standup') ? { kind: 'redirect', url: `${ORIGIN}/stand-up` } : { kind: 'placed', layer: 'page' });
      await nav.visit('/standup');
      expect(fake.entries).to.deep.equal([
        { kind: 'push', url: `${ORIGIN}/standup` },
        { kind: 'replace', url: `${ORIGIN}/stand-up` },
      ]);
      expect(loads.map((l) => l.url)).to.deep.equal([`${ORIGIN}/standup`, `${ORIGIN}/stand-up`]);
      expect(nav.url).to.equal(`${ORIGIN}/stand-up`);
    });

    it('navigates fully to another origin', async () => {
      answer = () => ({ kind: 'redirect', url: 'https://shop.test/' });
      await nav.visit('/store');
      expect(fake.assigned).to.deep.equal(['https://shop.test/']);
    });
  });

  describe('rapid visits', () => {
    it('acts only on the newest visit', async () => {
      let releaseFirst!: () => void;
      answer = (url) => url.endsWith('/slow')
        ? new Promise((resolve) => (releaseFirst = () => resolve({ kind: 'redirect', url: `${ORIGIN}/elsewhere` })))
        : { kind: 'placed', layer: 'page' };
      const slow = nav.visit('/slow');
      await nav.visit('/fast');
      releaseFirst();
      await slow;
      expect(loads.map((l) => l.url)).to.deep.equal([`${ORIGIN}/slow`, `${ORIGIN}/fast`]);
      expect(nav.url).to.equal(`${ORIGIN}/fast`);
    });
  });

  describe('back and forward', () => {
    it('reloads the manifest of the location without a new history entry', async () => {
      await nav.visit('/shows');
      fake.pop(`${ORIGIN}/`);
      await Promise.resolve();
      expect(loads.at(-1)).to.deep.equal({ url: `${ORIGIN}/`, initial: false, reload: false });
      expect(fake.entries).to.have.length(1);
    });

    it('ignores a hash change on the same page', async () => {
      await nav.visit('/schedule');
      fake.pop(`${ORIGIN}/schedule#tonight`);
      fake.pop(`${ORIGIN}/schedule`);
      expect(loads).to.have.length(1);
    });
  });

  describe('anchors', () => {
    it('adds a history entry for the hash and scrolls to it', () => {
      nav.anchor('top');
      expect(fake.entries).to.deep.equal([{ kind: 'push', url: `${ORIGIN}/#top` }]);
      expect(scrolls).to.deep.equal(['#top']);
      expect(loads).to.deep.equal([]);
    });
  });

  describe('reload()', () => {
    it('loads the same URL again as a reload, without history', async () => {
      await nav.visit(fake.win.location.href, 'reload');
      expect(loads).to.deep.equal([{ url: `${ORIGIN}/`, initial: false, reload: true }]);
      expect(fake.entries).to.deep.equal([]);
    });
  });
});
