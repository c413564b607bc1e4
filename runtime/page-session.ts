import { createLoadPath, type LoadPathOptions } from './load-path.js';
import { runtimeMessages } from './messages.js';
import { createLazyFeedStore } from './modules/feed-client.js';
import { documentImages } from './images/deferred.js';
import { documentScripts } from './modules/lazy-script-loader.js';
import { createActivityIndicator } from './navigation/activity.js';
import { createArrival } from './navigation/arrival.js';
import { showLoadError } from './navigation/load-error.js';
import { createScrollMemory } from './navigation/scroll-memory.js';
import { applyBodyMarks } from './navigation/body-marks.js';
import { createLinkObserver } from './navigation/link-observer.js';
import { createPrefetchLoader } from './navigation/prefetch-loader.js';
import { createModalRouter } from './navigation/modal-router.js';
import { createNavigator } from './navigation/navigator.js';
import { createLazyScroll } from './navigation/scroll-loader.js';
import { createLazyStylesheets } from './navigation/stylesheet-loader.js';
import type { PageServices } from './services/index.js';
import { createAdBlockDetection, type AdBlockConfig } from './adblock/index.js';
import { createPersonalization, type PersonalizationConfig } from './personalization/index.js';
import { documentVideo } from './personalization/video.js';
import { createSiteTracking, type TrackingConfig } from './tracking/site-tracking.js';
import { realClock, type Log, type Manifest } from './types.js';
import { createSettledQueue } from './util/settled-queue.js';
import { localStorageOf } from './util/storage.js';

const NO_TRACKING: TrackingConfig = { analyticsSrc: '', analyticsAccount: '', adRepositoryUrl: '' };
const NO_AD_BLOCK: AdBlockConfig = { adBlockDetection: 0, adBlockParentIds: [], adBlockBaitSrc: '', adBlockHelpUrl: '' };
const NO_PERSONALIZATION: PersonalizationConfig = { personalizationEnabled: false, personalizationMbox: '', personalizationSrc: '' };

/** The longest a drawn page waits for an idle moment before its settled work runs (util/settled-queue.ts). */
export const SETTLED_TIMEOUT_MS = 2000;

export interface PageSessionOptions extends Omit<LoadPathOptions, 'router'> {
  /** The tracking keys of the site configuration, read on each use (none: nothing is sent, `tf:track` still fires). */
  tracking?(): TrackingConfig;
  /** Ad-block detection's keys, read on each page (none: off). */
  adBlock?(): AdBlockConfig;
  /** Personalization's keys, read on each page (none: off). */
  personalization?(): PersonalizationConfig;
}

export interface PageSession {
  /** Loads the document's own URL and starts following links. */
  start(): Promise<void>;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Forgets the stored state of the page on screen (the debug bar's Clear
   * This Page): the stored and prefetched copies of its zones' feeds, no
   * other page's. Resolves to how many stored feeds there were.
   */
  clearCache(): Promise<number>;
  readonly manifest: Manifest | undefined;
  readonly services: PageServices;
  /** This page's `tf:message` sink. */
  readonly log: Log;
  destroy(): void;
}

/**
 * The composition root of one `<tf-page>` ("build collaborators in one
 * place and pass them in"): every collaborator of the load path is made here
 * and injected, so no file builds its own. The element only wires attributes
 * to it; `createLoadPath` (load-path.ts) below navigation, this above it. ARCHITECTURE.md follows one visit through what is built here.
 */
export function createPageSession(options: PageSessionOptions): PageSession {
  const { page, settings, scope } = options;
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const clock = options.clock ?? realClock;
  const modal = createModalRouter({
    page,
    document: doc,
    onClose: (below) => void nav.back(below),
    // Built below; called only once a modal is open, long after.
    report: (data) => tracking.tracker.module(data),
    log: (level, text) => log(level, text),
  });
  // Work no page needs to draw: the feed store's writes and warming a later visit's chunks.
  const settled = createSettledQueue({ window: win, timeoutMs: SETTLED_TIMEOUT_MS });
  const feedStore = options.feedStore ?? createLazyFeedStore(undefined, (write) => settled.run(write));
  const { loader, prefetcher, pageLevel, services, log, forgetFeeds } = createLoadPath({ ...options, feedStore, router: modal });

  // Navigation: the navigator owns the visits; links, intent and idle rounds feed it.
  const activity = createActivityIndicator({ page, document: doc, clock, log });
  const scroll = createLazyScroll({ window: win, document: doc, animation: scope.scrolling, log });
  const stylesheets = createLazyStylesheets({ document: doc, styleBase: () => settings().styleBase, log });
  const tracking = createSiteTracking({ window: win, document: doc, scope, log, events: services.events, config: () => options.tracking?.() ?? NO_TRACKING });
  // Ad-block detection and personalization: fronts that import their chunk only when configured on.
  const adBlock = createAdBlockDetection({ document: doc, log, config: () => options.adBlock?.() ?? NO_AD_BLOCK });
  const personalization = createPersonalization({
    window: win,
    document: doc,
    log,
    config: () => options.personalization?.() ?? NO_PERSONALIZATION,
    consent: () => scope.consent,
    loadScript: (src) => documentScripts(scope).load(src),
    video: documentVideo(scope),
  });
  // Hover intent and idle rounds: a chunk of their own, imported once the first page is drawn or a link is pointed at.
  const prefetching = createPrefetchLoader({
    document: doc,
    load: () => import('./navigation/prefetching.js').then((m) => m.createPrefetching({ document: doc, prefetch: (url) => prefetcher.prefetch(url) })),
  });
  const arrival = createArrival({ page, document: doc });
  const nav = createNavigator({
    window: win,
    page,
    load: (visit) => loader.load(visit),
    activity,
    now: () => clock.now(),
    scrollToTop: () => scroll.toTop(),
    scrollToAnchor: (id) => scroll.toAnchor(id),
    memory: createScrollMemory({ window: win }),
    scrollToPosition: (position) => scroll.toPosition(position),
    arrival,
    // In tf.js, not a chunk: a first load fails mostly when the network does,
    // when a chunk would not arrive either. Trying again is the first load once more, in place.
    firstLoadFailed: () => void showLoadError(page, doc, () => void nav.initial()),
    // The left page's images wait for the next page: most of their zones go.
    holdLeavingPage: () => documentImages(scope).hold(),
    observer: {
      visitStarted: () => {
        settled.pageLeft();
        prefetching.pageLeft();
        adBlock.pageLeft();
      },
      visitPlaced: (visit, manifest) => {
        void stylesheets.apply(manifest.supplemental?.pageStyle);
        // One page call per page landed on (a redirect's final page only;
        // prefetches are no visits).
        tracking.pageLanded(manifest, visit.url);
        adBlock.pageLanded(manifest);
        personalization.pageLanded(visit.initial);
      },
      visitCompleted: () => {
        // The TV-auth, episode-lock and device marks are re-checked after every render.
        applyBodyMarks({ document: doc, storage: localStorageOf(win), now: clock.now(), navigator: win.navigator });
        personalization.pageDrawn();
        // What a later visit may need (the idle prefetch round, scrolling, page
        // stylesheets), once this page is drawn and the browser idle.
        settled.run(() => {
          prefetching.pageDrawn();
          scroll.warm();
          stylesheets.warm();
        });
        settled.pageDrawn();
      },
    },
  });
  const links = createLinkObserver({
    document: doc,
    delegate: { visit: (url) => void nav.visit(url), anchor: (id) => nav.anchor(id) },
  });

  let destroyed = false;
  return {
    start() {
      services.start();
      arrival.start();
      nav.start();
      links.start();
      prefetching.start();
      tracking.start();
      return nav.initial();
    },
    navigate: (url) => nav.visit(url),
    reload: () => nav.visit(win.location.href, 'reload'),
    async clearCache() {
      const cleared = await forgetFeeds(loader.feedUrls);
      log('info', runtimeMessages.pageCacheCleared(cleared, win.location.href));
      return cleared;
    },
    get manifest() {
      return loader.manifest;
    },
    services,
    log,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      settled.destroy();
      tracking.destroy();
      adBlock.destroy();
      personalization.destroy();
      links.stop();
      prefetching.stop();
      prefetcher.destroy();
      nav.stop();
      arrival.stop();
      activity.destroy();
      modal.destroy();
      loader.destroy();
      pageLevel.clear();
      stylesheets.destroy();
      services.destroy();
    },
  };
}
