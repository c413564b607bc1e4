import type { LoadOutcome } from '../assembly/page-loader.js';
import type { Manifest } from '../types.js';
import { createEventStore } from '../util/event-store.js';
import { httpUrl, withoutFragment } from '../util/url.js';
import { createVisit, type RenderResult, type Visit } from '../visit.js';
import type { Arrival } from './arrival.js';
import { createPlacedScroll, type PlacedScrollDeps } from './placed-scroll.js';
import type { ScrollMemory } from './scroll-memory.js';

export type VisitMode = 'push' | 'replace' | 'restore' | 'reload';

/** Told about each visit's progress; a canceled visit tells nothing. */
export interface NavigatorObserver {
  visitStarted?(visit: Visit): void;
  visitPlaced?(visit: Visit, manifest: Manifest): void;
  visitCompleted?(visit: Visit, result: RenderResult): void;
}

/** The window, the page and how to scroll it come from PlacedScrollDeps. */
export interface NavigatorDeps extends PlacedScrollDeps {
  load(visit: Visit): Promise<LoadOutcome>;
  activity?: { start(): void; done(): void };
  observer?: NavigatorObserver;
  /**
   * A visit starts leaving the page on screen: work that page would start
   * now (its images coming near) waits, since most of it is about to be
   * dropped. The returned release is called once the next page is placed,
   * or when the visit ends without placing one.
   */
  holdLeavingPage?(): () => void;
  /** Where each history entry was left, for restore visits (none: they scroll like advance visits). */
  memory?: ScrollMemory;
  /** Focus and announcement once an in-page visit is placed. */
  arrival?: Arrival;
  /** The first load could not be assembled (`tf:pageerror` was emitted): the page must still say so. */
  firstLoadFailed?(visit: Visit): void;
  now?(): number;
}

export interface Navigator {
  start(): void;
  stop(): void;
  /** The first load of the document's own URL. */
  initial(): Promise<void>;
  /** Loads another page of the site in place. */
  visit(url: string, mode?: VisitMode): Promise<void>;
  /**
   * Leaves the page on screen for `url`, the page it was opened over, the
   * way Back does: back through history when the entry below is that page,
   * else in place of the current entry. Never adds an entry.
   */
  back(url: string): Promise<void>;
  /** An in-page anchor: a history entry for the hash and a smooth scroll. */
  anchor(id: string): void;
  readonly url: string;
  /** The visit in progress or last made. */
  readonly current: Visit | undefined;
}

/** What the navigator writes into the history entries it makes. */
interface EntryState {
  triforce: true;
  /** The URL of the entry this one was pushed over. */
  from?: string;
}

/**
 * Owns the one current visit (Turbo `session.js` and `navigator.js`):
 * history entries, redirect, unsupported and failed answers, back/forward,
 * the activity indicator, and when the placed page scrolls (where to is
 * placed-scroll.ts's). Starting a visit cancels the one before it as a whole
 * (Astro's "newest navigation wins").
 */
export function createNavigator(deps: NavigatorDeps): Navigator {
  const win = deps.window;
  const listeners = createEventStore();
  let url = win.location.href;
  let ids = 0;
  let current: Visit | undefined;
  let started = false;
  const scroll = createPlacedScroll(deps);
  /** The leaving page's hold, by the visit that took it. */
  let hold: { visit: Visit; release(): void } | undefined;

  function releaseHold(visit?: Visit) {
    if (!hold || (visit && hold.visit !== visit)) return;
    const { release } = hold;
    hold = undefined;
    release();
  }

  const fullNavigation = (href: string) => win.location.assign(href);

  function record(mode: 'push' | 'replace', href: string): boolean {
    const from = mode === 'push' ? url : (win.history.state as EntryState | null)?.from;
    const plain: EntryState = from === undefined ? { triforce: true } : { triforce: true, from };
    if (mode === 'push') deps.memory?.leave();
    const state = deps.memory ? deps.memory.stamp(plain) : plain;
    try {
      if (mode === 'push') win.history.pushState(state, '', href);
      else win.history.replaceState(state, '', href);
      return true;
    } catch {
      // A history that refuses the entry (sandboxed frames, odd URLs): let the browser go.
      fullNavigation(href);
      return false;
    }
  }

  const delegate = {
    visitPlaced(visit: Visit, manifest: Manifest) {
      releaseHold(visit);
      deps.observer?.visitPlaced?.(visit, manifest);
    },
    visitModuleRendered(visit: Visit) {
      scroll.moduleRendered(visit);
      deps.arrival?.moduleRendered(visit);
    },
    visitCompleted(visit: Visit, result: RenderResult) {
      deps.activity?.done();
      scroll.completed(visit);
      deps.arrival?.completed(visit);
      deps.observer?.visitCompleted?.(visit, result);
    },
  };

  async function go(href: string, mode: VisitMode | 'initial'): Promise<void> {
    current?.cancel();
    scroll.cancel();
    deps.arrival?.cancel();
    const initial = mode === 'initial';
    // Back, Forward, or the browser reloading an entry: where the entry was left.
    const restoreTo = mode === 'restore' || (initial && isHistoryNavigation(win)) ? deps.memory?.saved() : undefined;
    const visit = createVisit({
      id: ++ids,
      url: href,
      initial,
      reload: mode === 'reload' || (initial && isReloadNavigation(win)),
      now: deps.now,
      delegate,
    });
    current = visit;
    // The new hold first, then the left visit's release: what waited keeps waiting.
    const left = hold;
    hold = !initial && deps.holdLeavingPage ? { visit, release: deps.holdLeavingPage() } : undefined;
    left?.release();
    if ((mode === 'push' || mode === 'replace') && !record(mode, href)) {
      visit.cancel();
      releaseHold(visit);
      return;
    }
    url = href;
    deps.activity?.start();
    deps.observer?.visitStarted?.(visit);
    const outcome = await deps.load(visit);
    // Placed, it was released then; any other end leaves this page on screen.
    releaseHold(visit);
    if (visit !== current || visit.state === 'canceled') return;
    switch (outcome.kind) {
      case 'placed':
        scroll.placed(visit, restoreTo);
        // A modal page's dialog takes focus and names itself; the first load is the browser's to announce.
        if (!initial && outcome.layer === 'page') deps.arrival?.placed(visit);
        return;
      case 'redirect':
        // Same origin: history now shows the new URL; another origin: the browser goes.
        if (new URL(outcome.url).origin === win.location.origin) return go(outcome.url, 'replace');
        visit.cancel();
        return fullNavigation(outcome.url);
      case 'unsupported':
      case 'failed':
        // Not a Triforce page, or its manifest could not be had: the browser
        // loads it. The first document already is that page.
        deps.activity?.done();
        if (initial) {
          if (outcome.kind === 'failed') deps.firstLoadFailed?.(visit);
        } else if (mode === 'restore') {
          // History already shows this entry: reloading it keeps it (and the
          // position written into its state), where assigning the URL would replace it.
          deps.memory?.persist(restoreTo);
          win.location.reload();
        } else fullNavigation(href);
        return;
      case 'error':
        deps.activity?.done();
        if (initial) deps.firstLoadFailed?.(visit);
        return;
      case 'canceled':
        return;
    }
  }

  const onPopState = () => {
    const next = win.location.href;
    const previous = url;
    url = next;
    deps.memory?.traversed();
    // A hash change on the same page is not a new page; with scroll
    // restoration manual, returning to where that entry was is ours to do.
    if (withoutFragment(next) === withoutFragment(previous)) {
      const saved = deps.memory?.saved();
      if (saved) deps.scrollToPosition?.(saved);
      return;
    }
    void go(next, 'restore');
  };

  /** `target` as a URL this page can load in place; another origin is handed to the browser. */
  function inPlace(target: string): URL | undefined {
    const resolved = httpUrl(target, win.location.href);
    if (!resolved) return undefined;
    if (resolved.origin === win.location.origin) return resolved;
    fullNavigation(resolved.href);
    return undefined;
  }

  return {
    start() {
      if (started) return;
      started = true;
      deps.memory?.start();
      listeners.add(win, 'popstate', onPopState);
    },
    stop() {
      if (!started) return;
      started = false;
      current?.cancel();
      scroll.cancel();
      deps.arrival?.cancel();
      deps.memory?.stop();
      releaseHold();
      listeners.clear();
      deps.activity?.done();
    },
    initial: () => go(win.location.href, 'initial'),
    visit(target, mode = 'push') {
      const resolved = inPlace(target);
      return resolved ? go(resolved.href, mode) : Promise.resolve();
    },
    back(target) {
      const resolved = inPlace(target);
      if (!resolved) return Promise.resolve();
      const from = (win.history.state as EntryState | null)?.from;
      if (from !== undefined && withoutFragment(from) === withoutFragment(resolved.href)) {
        // popstate brings the visit, exactly as the browser's own Back would.
        win.history.back();
        return Promise.resolve();
      }
      return go(resolved.href, 'replace');
    },
    anchor(id) {
      const href = `${withoutFragment(win.location.href)}#${encodeURIComponent(id)}`;
      if (href !== win.location.href && record('push', href)) url = href;
      void deps.scrollToAnchor(id);
    },
    get url() {
      return url;
    },
    get current() {
      return current;
    },
  };
}

function navigationType(win: Window): string | undefined {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type;
}

/** Whether the document itself was loaded by the browser's reload. */
const isReloadNavigation = (win: Window) => navigationType(win) === 'reload';

/** Whether the document was loaded from a history entry: by Back, Forward or a reload. */
const isHistoryNavigation = (win: Window) => navigationType(win) === 'reload' || navigationType(win) === 'back_forward';
