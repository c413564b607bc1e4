import { expect } from '@open-wc/testing';
import type { LoadOutcome } from '../../../runtime/assembly/page-loader.js';
import { createNavigator, type Navigator } from '../../../runtime/navigation/navigator.js';
import type { Manifest } from '../../../runtime/types.js';
import type { Visit } from '../../../runtime/visit.js';

const ORIGIN = 'https://site.test';
const manifest: Manifest = { zones: {} };
const nothingLeft = { rendered: [], failed: [] };

type Entry = { url: string; state: unknown };

/**
 * A window whose location and history are plain state, so tests see every
 * step. History is a stack: `back()` moves down it and, like a browser, fires
 * `popstate` on a later task.
 */
function fakeWindow(start = `${ORIGIN}/`, navigationType?: string) {
  const events = new EventTarget();
  const assigned: string[] = [];
  let reloads = 0;
  const writes: { kind: 'push' | 'replace'; url: string; state: unknown }[] = [];
  let backs = 0;
  let refuseHistory = false;
  const stack: Entry[] = [{ url: start, state: null }];
  let index = 0;
  const location = {
    href: start,
    origin: ORIGIN,
    assign: (url: string) => assigned.push(url),
    reload: () => reloads++,
  };
  const popTo = (entry: Entry) => {
    location.href = entry.url;
    events.dispatchEvent(new Event('popstate'));
  };
  const history = {
    get state() {
      return stack[index]!.state;
    },
    pushState(state: unknown, _title: string, url: string) {
      if (refuseHistory) throw new DOMException('refused', 'SecurityError');
      location.href = new URL(url, location.href).href;
      stack.splice(++index, Infinity, { url: location.href, state: structuredClone(state) });
      writes.push({ kind: 'push', url: location.href, state });
    },
    replaceState(state: unknown, _title: string, url: string) {
      if (refuseHistory) throw new DOMException('refused', 'SecurityError');
      location.href = new URL(url, location.href).href;
      stack[index] = { url: location.href, state: structuredClone(state) };
      writes.push({ kind: 'replace', url: location.href, state });
    },
    back() {
      backs++;
      if (index === 0) return;
      const entry = stack[--index]!;
      setTimeout(() => popTo(entry));
    },
  };
  const win = {
    location,
    history,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    performance: navigationType ? { getEntriesByType: () => [{ type: navigationType }] } : undefined,
  } as unknown as Window;
  return {
    win,
    assigned,
    writes,
    /** The history entries as the browser would list them, and where it stands. */
    get stack() {
      return { urls: stack.map((entry) => entry.url), index };
    },
    get backs() {
      return backs;
    },
    get reloads() {
      return reloads;
    },
    /** Fires an event at the window, as the visitor's input would. */
    fire: (type: string) => events.dispatchEvent(new Event(type)),
    refuse: () => (refuseHistory = true),
    /** The browser going back or forward to `url` (an entry without state). */
    pop(url: string) {
      popTo({ url, state: null });
    },
  };
}

/** What the real loader does for a page it places: manifest, then placement. */
function place(visit: Visit): LoadOutcome {
  visit.receivedManifest();
  visit.placed(manifest);
  return { kind: 'placed', layer: 'page' };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('navigator', () => {
  let fake: ReturnType<typeof fakeWindow>;
  let page: HTMLElement;
  let visits: Visit[];
  let answer: (visit: Visit) => LoadOutcome | Promise<LoadOutcome>;
  let scrolls: string[];
  let anchors: Set<string>;
  let activity: string[];
  let observed: string[];
  /** The leaving page's holds, in order: `hold N` when taken, `release N` when released. */
  let holds: string[];
  let nav: Navigator;

  function build(win = fakeWindow()) {
    fake = win;
    nav = createNavigator({
      window: fake.win,
      page,
      load: async (visit) => {
        visits.push(visit);
        return answer(visit);
      },
      activity: { start: () => activity.push('start'), done: () => activity.push('done') },
      observer: {
        visitStarted: (visit) => observed.push(`started ${visit.id}`),
        visitPlaced: (visit) => observed.push(`placed ${visit.id}`),
        visitCompleted: (visit) => observed.push(`completed ${visit.id}`),
      },
      scrollToTop: () => scrolls.push('top'),
      scrollToAnchor: (id) => {
        scrolls.push(`#${id}`);
        return anchors.has(id);
      },
      holdLeavingPage: () => {
        const n = holds.filter((h) => h.startsWith('hold')).length + 1;
        holds.push(`hold ${n}`);
        return () => holds.push(`release ${n}`);
      },
      now: () => 4242,
    });
    nav.start();
  }

  /** The loads made, as the loader saw them. */
  const loads = () => visits.map((v) => ({ url: v.url, initial: v.initial, reload: v.reload }));
  const last = () => visits.at(-1)!;
  const pushesAndReplaces = () => fake.writes.map(({ kind, url }) => ({ kind, url }));

  beforeEach(() => {
    page = document.createElement('div');
    document.body.append(page);
    visits = [];
    scrolls = [];
    anchors = new Set(['tonight', 'top']);
    activity = [];
    observed = [];
    holds = [];
    answer = place;
    build();
  });

  afterEach(() => {
    nav.stop();
    page.remove();
  });

  describe('the first load', () => {
    it('loads the document URL without a history entry or a scroll', async () => {
      await nav.initial();
      expect(loads()).to.deep.equal([{ url: `${ORIGIN}/`, initial: true, reload: false }]);
      expect(fake.writes).to.deep.equal([]);
      expect(scrolls).to.deep.equal([]);
    });

    it('is a reload when the browser reloaded the document', async () => {
      nav.stop();
      build(fakeWindow(`${ORIGIN}/`, 'reload'));
      await nav.initial();
      expect(loads()).to.deep.equal([{ url: `${ORIGIN}/`, initial: true, reload: true }]);
    });

    it('leaves an unsupported first page to the browser as it is', async () => {
      answer = (visit) => {
        visit.receivedManifest();
        visit.fail();
        return { kind: 'unsupported' };
      };
      await nav.initial();
      expect(fake.assigned).to.deep.equal([]);
      expect(activity).to.deep.equal(['start', 'done']);
    });

    it('does not navigate away when its manifest request fails (the loader reports tf:pageerror)', async () => {
      answer = (visit) => {
        visit.fail();
        return { kind: 'failed' };
      };
      await nav.initial();
      expect(fake.assigned).to.deep.equal([]);
      expect(activity).to.deep.equal(['start', 'done']);
    });

    it('never falls back to the top when the anchor of the first URL is missing', async () => {
      nav.stop();
      build(fakeWindow(`${ORIGIN}/#later`));
      anchors.clear();
      await nav.initial();
      last().complete(nothingLeft);
      expect(scrolls).to.deep.equal(['#later', '#later']);
    });
  });

  describe('visiting a page', () => {
    it('pushes a history entry, loads it and scrolls to the top; the activity ends when the visit completes', async () => {
      await nav.visit('/shows');
      expect(pushesAndReplaces()).to.deep.equal([{ kind: 'push', url: `${ORIGIN}/shows` }]);
      expect(loads()).to.deep.equal([{ url: `${ORIGIN}/shows`, initial: false, reload: false }]);
      expect(scrolls).to.deep.equal(['top']);
      expect(activity).to.deep.equal(['start']);
      last().complete(nothingLeft);
      expect(activity).to.deep.equal(['start', 'done']);
    });

    it('marks the entry as its own, with the URL it was pushed from', async () => {
      await nav.visit('/shows');
      await nav.visit('/shows/tonight#clips');
      expect(fake.writes.map((w) => w.state)).to.deep.equal([
        { triforce: true, from: `${ORIGIN}/` },
        { triforce: true, from: `${ORIGIN}/shows` },
      ]);
    });

    it('hears nothing from the page\'s own tf:* events', async () => {
      anchors.clear();
      await nav.visit('/about#later');
      anchors.add('later');
      page.dispatchEvent(new CustomEvent('tf:modulerender', { bubbles: true }));
      page.dispatchEvent(new CustomEvent('tf:rendercomplete', { bubbles: true }));
      expect(activity).to.deep.equal(['start']);
      expect(scrolls).to.deep.equal(['#later']);
    });

    it('starts the visit at the injected clock\'s time', async () => {
      await nav.visit('/shows');
      expect(last().startedAt).to.equal(4242);
    });

    it('tells the observer of the visit\'s start, placement and completion', async () => {
      await nav.visit('/shows');
      last().complete(nothingLeft);
      expect(observed).to.deep.equal(['started 1', 'placed 1', 'completed 1']);
      expect(nav.current).to.equal(last());
    });

    it('keeps the scroll when a tf:scrolltop listener vetoes it', async () => {
      page.addEventListener('tf:scrolltop', (e) => {
        expect(e.detail).to.deep.equal({ url: `${ORIGIN}/shows` });
        e.preventDefault();
      });
      await nav.visit('/shows');
      expect(scrolls).to.deep.equal([]);
    });

    it('hands another origin to the browser', async () => {
      await nav.visit('https://elsewhere.test/x');
      expect(fake.assigned).to.deep.equal(['https://elsewhere.test/x']);
      expect(visits).to.deep.equal([]);
    });

    it('ignores URLs that are not http(s)', async () => {
      await nav.visit('javascript:alert(1)');
      expect(visits).to.deep.equal([]);
      expect(fake.assigned).to.deep.equal([]);
    });

    it('falls back to a full navigation when history refuses the entry', async () => {
      fake.refuse();
      await nav.visit('/shows');
      expect(fake.assigned).to.deep.equal([`${ORIGIN}/shows`]);
      expect(visits).to.deep.equal([]);
      expect(nav.current?.state).to.equal('canceled');
    });

    it('does a full navigation to a page the manifest does not support', async () => {
      answer = (visit) => {
        visit.receivedManifest();
        visit.fail();
        return { kind: 'unsupported' };
      };
      await nav.visit('/legal/terms.html');
      expect(fake.assigned).to.deep.equal([`${ORIGIN}/legal/terms.html`]);
      expect(activity).to.deep.equal(['start', 'done']);
    });

    it('does a full navigation when the manifest request fails', async () => {
      answer = (visit) => {
        visit.fail();
        return { kind: 'failed' };
      };
      await nav.visit('/shows');
      expect(fake.assigned).to.deep.equal([`${ORIGIN}/shows`]);
      expect(activity).to.deep.equal(['start', 'done']);
    });

    it('only ends the activity when the answer is unusable', async () => {
      answer = (visit) => {
        visit.receivedManifest();
        visit.fail();
        return { kind: 'error' };
      };
      await nav.visit('/broken');
      expect(fake.assigned).to.deep.equal([]);
      expect(scrolls).to.deep.equal([]);
      expect(activity).to.deep.equal(['start', 'done']);
    });
  });

  describe('when the URL has an anchor', () => {
    it('scrolls to it instead of the top', async () => {
      await nav.visit('/schedule#tonight');
      last().complete(nothingLeft);
      expect(scrolls).to.deep.equal(['#tonight']);
    });

    it('tries it again as the visit reports modules rendered, and stops once found', async () => {
      anchors.clear();
      await nav.visit('/about#later');
      expect(scrolls).to.deep.equal(['#later']);
      last().moduleRendered('header');
      expect(scrolls).to.deep.equal(['#later', '#later']);
      anchors.add('later');
      last().moduleRendered('schedule');
      last().moduleRendered('footer');
      last().complete(nothingLeft);
      expect(scrolls).to.deep.equal(['#later', '#later', '#later']);
    });

    it('scrolls to the top at completion when the anchor never appears', async () => {
      anchors.clear();
      await nav.visit('/about#never');
      last().moduleRendered('header');
      last().complete(nothingLeft);
      expect(scrolls).to.deep.equal(['#never', '#never', '#never', 'top']);
    });

    it('falls back to the top when the visit completed before the loader answered (nothing left to draw)', async () => {
      anchors.clear();
      answer = (visit) => {
        const outcome = place(visit);
        // The render run of a page whose zones are all kept completes on a
        // microtask queued while placing, so before the load's promise settles.
        queueMicrotask(() => visit.complete(nothingLeft));
        return outcome;
      };
      await nav.visit('/about#never');
      expect(last().state).to.equal('complete');
      expect(scrolls).to.deep.equal(['#never', 'top']);
      expect(activity).to.deep.equal(['start', 'done']);
    });

    it('drops the retry of a visit a newer one replaced', async () => {
      anchors.clear();
      await nav.visit('/about#later');
      const older = last();
      answer = (visit) => new Promise(() => visit.receivedManifest());
      void nav.visit('/shows');
      await tick();
      older.moduleRendered('header');
      older.complete(nothingLeft);
      expect(scrolls).to.deep.equal(['#later']);
    });
  });

  describe('when the manifest redirects', () => {
    const redirecting = (visit: Visit): LoadOutcome => {
      if (!visit.url.endsWith('/standup')) return place(visit);
      visit.receivedManifest();
      return { kind: 'redirect', url: `${ORIGIN}/stand-up` };
    };

    it('replaces the history entry and loads the new URL on the same origin', async () => {
      answer = redirecting;
      await nav.visit('/standup');
      expect(pushesAndReplaces()).to.deep.equal([
        { kind: 'push', url: `${ORIGIN}/standup` },
        { kind: 'replace', url: `${ORIGIN}/stand-up` },
      ]);
      expect(loads().map((l) => l.url)).to.deep.equal([`${ORIGIN}/standup`, `${ORIGIN}/stand-up`]);
      expect(nav.url).to.equal(`${ORIGIN}/stand-up`);
    });

    it('keeps the page it came from in the replaced entry, and cancels the redirected visit', async () => {
      answer = redirecting;
      await nav.visit('/standup');
      expect(fake.writes[1]!.state).to.deep.equal({ triforce: true, from: `${ORIGIN}/` });
      expect(visits[0]!.state).to.equal('canceled');
      expect(visits[0]!.signal.aborted).to.equal(true);
    });

    it('navigates fully to another origin', async () => {
      answer = (visit) => {
        visit.receivedManifest();
        return { kind: 'redirect', url: 'https://shop.test/' };
      };
      await nav.visit('/store');
      expect(fake.assigned).to.deep.equal(['https://shop.test/']);
      expect(last().state).to.equal('canceled');
    });
  });

  describe('the page being left', () => {
    it('is held from the visit\'s start until the next page is placed, before the observer hears of it', async () => {
      answer = (visit) => {
        expect(holds, 'held while the manifest loads').to.deep.equal(['hold 1']);
        visit.receivedManifest();
        observed.push(`holds ${holds.join(', ')}`);
        visit.placed(manifest);
        return { kind: 'placed', layer: 'page' };
      };
      await nav.visit('/shows');
      expect(holds).to.deep.equal(['hold 1', 'release 1']);
      expect(observed).to.deep.equal(['started 1', 'holds hold 1', 'placed 1']);
    });

    it('is not held by the first load: there is no page to leave', async () => {
      await nav.initial();
      expect(holds).to.deep.equal([]);
    });

    for (const outcome of [{ kind: 'error' }, { kind: 'failed' }, { kind: 'unsupported' }, { kind: 'canceled' }] as LoadOutcome[]) {
      it(`is released when the visit ends without a page (${outcome.kind})`, async () => {
        answer = () => outcome;
        await nav.visit('/broken');
        expect(holds).to.deep.equal(['hold 1', 'release 1']);
      });
    }

    it('is released when history refuses the entry', async () => {
      fake.refuse();
      await nav.visit('/shows');
      expect(holds).to.deep.equal(['hold 1', 'release 1']);
    });

    it('stays held across a visit that replaces an unplaced one: the new hold comes first', async () => {
      let release!: (outcome: LoadOutcome) => void;
      answer = (visit) => (visit.url.endsWith('/slow') ? new Promise((resolve) => (release = resolve)) : place(visit));
      const slow = nav.visit('/slow');
      await nav.visit('/fast');
      expect(holds).to.deep.equal(['hold 1', 'hold 2', 'release 1', 'release 2']);
      release({ kind: 'canceled' });
      await slow;
      expect(holds).to.have.length(4);
    });

    it('is released when navigation stops', async () => {
      answer = () => new Promise<LoadOutcome>(() => undefined);
      void nav.visit('/never');
      nav.stop();
      expect(holds).to.deep.equal(['hold 1', 'release 1']);
    });
  });

  describe('when a newer visit starts', () => {
    let release: (outcome: LoadOutcome) => void;

    beforeEach(() => {
      answer = (visit) => visit.url.endsWith('/slow')
        ? new Promise((resolve) => (release = resolve))
        : place(visit);
    });

    it('cancels the older: its signal aborts', async () => {
      const slow = nav.visit('/slow');
      const older = last();
      await nav.visit('/fast');
      expect(older.state).to.equal('canceled');
      expect(older.signal.aborted).to.equal(true);
      expect(nav.current).to.equal(last());
      release({ kind: 'canceled' });
      await slow;
    });

    it('ignores the older\'s late outcome', async () => {
      const slow = nav.visit('/slow');
      await nav.visit('/fast');
      release({ kind: 'redirect', url: `${ORIGIN}/elsewhere` });
      await slow;
      expect(loads().map((l) => l.url)).to.deep.equal([`${ORIGIN}/slow`, `${ORIGIN}/fast`]);
      expect(nav.url).to.equal(`${ORIGIN}/fast`);
    });

    it('ignores a late failure of the older: no full navigation', async () => {
      const slow = nav.visit('/slow');
      await nav.visit('/fast');
      release({ kind: 'failed' });
      await slow;
      expect(fake.assigned).to.deep.equal([]);
    });

    it('does not end the activity on the older\'s late completion, only on the newer\'s', async () => {
      answer = place;
      await nav.visit('/one');
      const older = last();
      await nav.visit('/two');
      expect(activity).to.deep.equal(['start', 'start']);
      expect(older.complete(nothingLeft)).to.equal(false);
      expect(activity).to.deep.equal(['start', 'start']);
      expect(observed).to.not.include('completed 1');
      last().complete(nothingLeft);
      expect(activity).to.deep.equal(['start', 'start', 'done']);
    });
  });

  describe('back and forward', () => {
    it('reloads the manifest of the location without a new history entry', async () => {
      await nav.visit('/shows');
      fake.pop(`${ORIGIN}/`);
      await tick();
      expect(loads().at(-1)).to.deep.equal({ url: `${ORIGIN}/`, initial: false, reload: false });
      expect(fake.writes).to.have.length(1);
      expect(scrolls).to.deep.equal(['top', 'top']);
    });

    it('cancels the visit in progress', async () => {
      answer = (visit) => new Promise(() => visit.receivedManifest());
      void nav.visit('/shows');
      const older = last();
      fake.pop(`${ORIGIN}/`);
      expect(older.state).to.equal('canceled');
    });

    it('ignores a hash change on the same page', async () => {
      await nav.visit('/schedule');
      fake.pop(`${ORIGIN}/schedule#tonight`);
      fake.pop(`${ORIGIN}/schedule`);
      expect(visits).to.have.length(1);
    });
  });

  describe('back(url), closing a page opened over another', () => {
    it('goes back through history when the entry was pushed from that URL', async () => {
      await nav.visit('/shows');
      await nav.visit('/shows/clip-7');
      await nav.back('/shows');
      expect(fake.backs).to.equal(1);
      expect(fake.writes.filter((w) => w.kind === 'replace')).to.deep.equal([]);
      await tick();
      expect(loads().at(-1)).to.deep.equal({ url: `${ORIGIN}/shows`, initial: false, reload: false });
      expect(fake.stack).to.deep.equal({ urls: [`${ORIGIN}/`, `${ORIGIN}/shows`, `${ORIGIN}/shows/clip-7`], index: 1 });
    });

    it('ignores the #fragment of either URL', async () => {
      await nav.visit('/schedule#tonight');
      await nav.visit('/shows/clip-7');
      await nav.back('/schedule#late');
      expect(fake.backs).to.equal(1);
    });

    it('loads the page in place of the current entry when it was pushed from another page', async () => {
      await nav.visit('/shows/clip-7');
      await nav.back('/shows');
      expect(fake.backs).to.equal(0);
      expect(pushesAndReplaces()).to.deep.equal([
        { kind: 'push', url: `${ORIGIN}/shows/clip-7` },
        { kind: 'replace', url: `${ORIGIN}/shows` },
      ]);
      // The entry below is still the one it was pushed from.
      expect(fake.writes[1]!.state).to.deep.equal({ triforce: true, from: `${ORIGIN}/` });
      expect(fake.stack).to.deep.equal({ urls: [`${ORIGIN}/`, `${ORIGIN}/shows`], index: 1 });
      expect(loads().at(-1)!.url).to.equal(`${ORIGIN}/shows`);
    });

    it('loads the page in place of a first document, whose entry is not its own', async () => {
      nav.stop();
      build(fakeWindow(`${ORIGIN}/shows/clip-7`));
      await nav.initial();
      await nav.back('/shows');
      expect(fake.backs).to.equal(0);
      expect(pushesAndReplaces()).to.deep.equal([{ kind: 'replace', url: `${ORIGIN}/shows` }]);
      expect(fake.writes[0]!.state).to.deep.equal({ triforce: true });
      expect(fake.stack.urls).to.deep.equal([`${ORIGIN}/shows`]);
    });

    it('hands another origin to the browser', async () => {
      await nav.back('https://elsewhere.test/');
      expect(fake.assigned).to.deep.equal(['https://elsewhere.test/']);
      expect(fake.backs).to.equal(0);
      expect(fake.writes).to.deep.equal([]);
    });
  });

  describe('anchors', () => {
    it('adds a history entry for the hash and scrolls to it', () => {
      nav.anchor('top');
      expect(pushesAndReplaces()).to.deep.equal([{ kind: 'push', url: `${ORIGIN}/#top` }]);
      expect(fake.writes[0]!.state).to.deep.equal({ triforce: true, from: `${ORIGIN}/` });
      expect(scrolls).to.deep.equal(['#top']);
      expect(visits).to.deep.equal([]);
      expect(nav.url).to.equal(`${ORIGIN}/#top`);
    });

    it('adds no second entry for the anchor already in the URL', () => {
      nav.anchor('top');
      nav.anchor('top');
      expect(fake.writes).to.have.length(1);
      expect(scrolls).to.deep.equal(['#top', '#top']);
    });
  });

  describe('reload()', () => {
    it('loads the same URL again as a reload, without history', async () => {
      await nav.visit(fake.win.location.href, 'reload');
      expect(loads()).to.deep.equal([{ url: `${ORIGIN}/`, initial: false, reload: true }]);
      expect(fake.writes).to.deep.equal([]);
    });
  });

  describe('stop()', () => {
    it('cancels the current visit, ends the activity and stops hearing back/forward', async () => {
      answer = (visit) => new Promise(() => visit.receivedManifest());
      void nav.visit('/shows');
      const visit = last();
      nav.stop();
      expect(visit.state).to.equal('canceled');
      expect(activity).to.deep.equal(['start', 'done']);
      fake.pop(`${ORIGIN}/elsewhere`);
      expect(visits).to.have.length(1);
    });

    it('is safe twice, and start() twice hears popstate once', async () => {
      nav.start();
      fake.pop(`${ORIGIN}/shows`);
      expect(visits).to.have.length(1);
      nav.stop();
      nav.stop();
      expect(activity).to.deep.equal(['start', 'done']);
    });
  });
});

describe('navigator: restore visits, arrival and a failed first load', () => {
  let fake: ReturnType<typeof fakeWindow>;
  let page: HTMLElement;
  let visits: Visit[];
  let answer: (visit: Visit) => LoadOutcome | Promise<LoadOutcome>;
  let calls: string[];
  /** How far the fake page can scroll now. */
  let reach: number;
  let saved: { x: number; y: number } | undefined;
  let nav: Navigator;

  function build(win = fakeWindow()) {
    fake = win;
    nav = createNavigator({
      window: fake.win,
      page,
      load: async (visit) => {
        visits.push(visit);
        return answer(visit);
      },
      scrollToTop: () => calls.push('top'),
      scrollToAnchor: (id) => (calls.push(`#${id}`), false),
      memory: {
        start: () => calls.push('memory start'),
        stop: () => calls.push('memory stop'),
        stamp: (state) => ({ ...state, scrollKey: 'k' }),
        leave: () => calls.push('leave'),
        traversed: () => calls.push('traversed'),
        saved: () => saved,
        persist: (position) => calls.push(`persist ${position?.y}`),
      },
      scrollToPosition: ({ y }) => {
        calls.push(`to ${Math.min(y, reach)}`);
        return y <= reach;
      },
      arrival: {
        start: () => undefined,
        stop: () => undefined,
        placed: (visit) => calls.push(`arrived ${visit.id}`),
        moduleRendered: () => undefined,
        completed: () => undefined,
        cancel: () => calls.push('arrival cancel'),
      },
      firstLoadFailed: (visit) => calls.push(`first load failed ${visit.id}`),
    });
    nav.start();
  }
  const last = () => visits.at(-1)!;

  beforeEach(() => {
    page = document.createElement('div');
    document.body.append(page);
    visits = [];
    calls = [];
    reach = 10_000;
    saved = { x: 0, y: 1500 };
    answer = place;
    build();
  });

  afterEach(() => {
    nav.stop();
    page.remove();
  });

  const popTo = async (url: string) => {
    fake.pop(url);
    await tick();
  };

  it('starts and stops the scroll memory with navigation', () => {
    expect(calls).to.deep.equal(['memory start']);
    nav.stop();
    expect(calls).to.include('memory stop');
  });

  it('keeps where the left entry was before pushing a new one', async () => {
    await nav.visit('/shows');
    expect(calls.indexOf('leave')).to.be.greaterThan(-1);
    expect(fake.writes[0]!.state).to.deep.include({ scrollKey: 'k' });
  });

  it('still scrolls an advance visit to the top, after a cancelable tf:scrolltop', async () => {
    const seen: string[] = [];
    page.addEventListener('tf:scrolltop', (e) => seen.push((e as CustomEvent<{ url: string }>).detail.url));
    await nav.visit('/shows');
    expect(seen).to.deep.equal([`${ORIGIN}/shows`]);
    expect(calls.filter((c) => c.startsWith('to ') || c === 'top')).to.deep.equal(['top']);
  });

  it('returns a restore visit to where its entry was, without tf:scrolltop', async () => {
    let scrolltops = 0;
    page.addEventListener('tf:scrolltop', () => scrolltops++);
    await popTo(`${ORIGIN}/shows`);
    expect(calls).to.include('traversed');
    expect(calls.filter((c) => c.startsWith('to ') || c === 'top')).to.deep.equal(['to 1500']);
    expect(scrolltops).to.equal(0);
  });

  it('prefers the entry\'s position over its fragment', async () => {
    await popTo(`${ORIGIN}/schedule#tonight`);
    expect(calls.filter((c) => c.startsWith('to ') || c.startsWith('#'))).to.deep.equal(['to 1500']);
  });

  it('scrolls an advance visit as before when the entry has no position', async () => {
    saved = undefined;
    await popTo(`${ORIGIN}/shows`);
    expect(calls.filter((c) => c.startsWith('to ') || c === 'top')).to.deep.equal(['top']);
  });

  it('goes as near as it can while the page is shorter, and on as modules draw, until it gets there', async () => {
    reach = 600;
    await popTo(`${ORIGIN}/shows`);
    reach = 1200;
    last().moduleRendered('t2_1c');
    reach = 2000;
    last().moduleRendered('t3_1c');
    last().moduleRendered('t4_1c');
    expect(calls.filter((c) => c.startsWith('to '))).to.deep.equal(['to 600', 'to 1200', 'to 1500']);
  });

  it('stops trying at the end of the render', async () => {
    reach = 600;
    await popTo(`${ORIGIN}/shows`);
    last().complete({ rendered: [], failed: [] });
    expect(calls.filter((c) => c.startsWith('to '))).to.deep.equal(['to 600', 'to 600']);
  });

  it('gives way to the visitor scrolling by hand', async () => {
    reach = 600;
    await popTo(`${ORIGIN}/shows`);
    fake.fire('wheel');
    reach = 2000;
    last().moduleRendered('t2_1c');
    expect(calls.filter((c) => c.startsWith('to '))).to.deep.equal(['to 600']);
  });

  it('restores the position of a same-page fragment entry itself (the browser does not, in manual mode)', async () => {
    await nav.visit('/schedule');
    calls = [];
    await popTo(`${ORIGIN}/schedule#tonight`);
    expect(visits).to.have.length(1);
    expect(calls).to.deep.equal(['traversed', 'to 1500']);
  });

  it('restores on a first load the browser made from history (reload, Back to this document)', async () => {
    nav.stop();
    build(fakeWindow(`${ORIGIN}/shows`, 'back_forward'));
    calls = [];
    await nav.initial();
    expect(calls.filter((c) => c.startsWith('to '))).to.deep.equal(['to 1500']);
  });

  it('does not restore on a first load by link', async () => {
    await nav.initial();
    expect(calls.filter((c) => c.startsWith('to ') || c === 'top')).to.deep.equal([]);
  });

  it('reloads a restore visit whose manifest fails, keeping the entry and its position', async () => {
    answer = (visit) => {
      visit.fail();
      return { kind: 'failed' };
    };
    await popTo(`${ORIGIN}/shows`);
    expect(fake.reloads).to.equal(1);
    expect(fake.assigned).to.deep.equal([]);
    expect(calls).to.include('persist 1500');
  });

  it('tells the arrival of an in-page visit to the page, never of the first load nor a modal', async () => {
    await nav.initial();
    await nav.visit('/shows');
    answer = (visit) => {
      place(visit);
      return { kind: 'placed', layer: 'modal' };
    };
    await nav.visit('/clips/a');
    expect(calls.filter((c) => c.startsWith('arrived'))).to.deep.equal([`arrived ${visits[1]!.id}`]);
  });

  it('reports a first load that could not be assembled, failed or in error', async () => {
    answer = (visit) => {
      visit.fail();
      return { kind: 'failed' };
    };
    await nav.initial();
    answer = (visit) => {
      visit.fail();
      return { kind: 'error' };
    };
    await nav.initial();
    await nav.visit('/broken');
    expect(calls.filter((c) => c.startsWith('first load failed'))).to.deep.equal([`first load failed ${visits[0]!.id}`, `first load failed ${visits[1]!.id}`]);
  });
});
