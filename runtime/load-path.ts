import { createManifestClient } from './assembly/manifest-client.js';
import { createPageLevel, type PageLevel } from './assembly/page-level.js';
import { createPageLoader, type LayerRouter, type PageLoader } from './assembly/page-loader.js';
import { createPrefetcher, type Prefetcher } from './assembly/prefetch.js';
import { createZoneLayer, type LayerEnvironment, type ModuleRequests, type ZoneLayer, type ZoneLayerDeps } from './assembly/zone-layer.js';
import type { DocumentScope } from './document-scope.js';
import { emit as emitEvent, type TfEventDetails, type TfEventType } from './events.js';
import { createFeedClient, createLazyFeedStore, type FeedStore } from './modules/feed-client.js';
import { documentScripts } from './modules/lazy-script-loader.js';
import { documentRegistry } from './modules/registry.js';
import { createModuleResolver } from './modules/resolver.js';
import { createPageServices, type PageServices } from './services/index.js';
import { realClock, type Clock, type Log } from './types.js';
import { readDebugCookie } from './util/cookies.js';
import { detectMobile } from './util/device.js';
import { languagePreferences, resolveLanguage } from './util/language.js';
import type { Visit } from './visit.js';

export interface PageSettings {
  manifestSrc: string;
  scriptBase: string;
  language: string;
  globalZones: readonly string[];
  styleBase: string;
}

export interface LoadPathOptions {
  page: HTMLElement;
  /** Read at each load: attributes may change while the page lives. */
  settings(): PageSettings;
  /**
   * What the page's document has once: its module registry and built-in
   * islands, consent, the one script loader, the deferred images, the video
   * hooks. Handed to every module through its context.
   */
  scope: DocumentScope;
  window?: Window;
  document?: Document;
  fetch?: typeof fetch;
  clock?: Clock;
  feedStore?: FeedStore;
  /** The server's inline manifest answer for the document's URL, used by the initial load only. */
  inlineManifest?: string;
  /** Decides whether a manifest opens as a modal over the page. */
  router?: LayerRouter;
}

/** Everything below navigation: requests, page services, layers, the loader and the prefetcher. */
export interface LoadPath {
  loader: PageLoader;
  prefetcher: Prefetcher;
  pageLayer: ZoneLayer;
  pageLevel: PageLevel;
  services: PageServices;
  log: Log;
  /** Forgets the stored and prefetched copies of these feeds; resolves to how many were stored. */
  forgetFeeds(urls: readonly string[]): Promise<number>;
}

/**
 * The load path of one page, composed: manifest client, feed client, script
 * loader and resolver, page services, the page's zone layer (and a modal's),
 * the loader and the prefetcher. The navigator above it only makes visits.
 */
export function createLoadPath(options: LoadPathOptions): LoadPath {
  const { page, settings, scope } = options;
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const clock = options.clock ?? realClock;
  const fetchFn = options.fetch ?? ((...args: Parameters<typeof fetch>) => win.fetch(...args));
  const emit = <T extends TfEventType>(type: T, detail: TfEventDetails[T]) => void emitEvent(page, type, detail);
  const log: Log = (level, text) => emit('tf:message', { level, text, time: clock.now() });

  // Requests: manifests, feeds, scripts and the code of each driver.
  const manifests = createManifestClient({
    now: () => clock.now(),
    manifestSrc: () => settings().manifestSrc,
    fetch: fetchFn,
    currentManifest: () => readDebugCookie(doc)?.modes.manifest,
  });
  if (options.inlineManifest !== undefined) manifests.seed(win.location.href, options.inlineManifest);
  const feeds = createFeedClient({ fetch: fetchFn, store: options.feedStore ?? createLazyFeedStore(), log, now: () => clock.now() });
  const resolver = createModuleResolver({
    registry: documentRegistry(scope),
    islands: scope.islands,
    scripts: documentScripts(scope),
    scriptBase: () => settings().scriptBase,
    window: win,
  });

  // What a page is made of: services for modules, page-level styling, the zone layers.
  const services = createPageServices({ page, window: win, log, clock });
  const pageLevel = createPageLevel({ document: doc, page });
  const environment = (): LayerEnvironment => {
    const current = settings();
    return {
      language: resolveLanguage(current.language, doc),
      globalZones: current.globalZones,
      feedEnv: { languagePreferences: languagePreferences(doc).length > 0, mobile: detectMobile(doc, win.navigator) },
    };
  };
  const layerDeps: ZoneLayerDeps = {
    document: doc,
    page,
    documentScope: scope,
    clock,
    log,
    emit,
    requestsFor,
    scope: () => services.scope(),
    releaseQueues: () => services.releaseQueues(),
  };
  const pageLayer = createZoneLayer(page, layerDeps);
  const loader = createPageLoader({
    manifests,
    pageLevel,
    pageLayer,
    createModalLayer: (container) => createZoneLayer(container, layerDeps, { contentOnly: true }),
    router: options.router,
    environment,
    emit,
    newPage: () => services.resetForNewPage(),
    // A User Timing mark: benches and staff tools measure from the moment the
    // manifest is in hand ("manifest to tf:rendercomplete"). Only
    // the latest is kept: marks are never dropped by the browser on their own.
    markManifest: (url) => {
      win.performance?.clearMarks?.('tf:manifest');
      win.performance?.mark?.('tf:manifest', { detail: { url } });
    },
  });

  const prefetcher = createPrefetcher({
    manifests,
    preload: (zone) => resolver.preload(zone),
    prefetchFeed: (url) => feeds.prefetch(url),
    kept: (identity) => pageLayer.keeps(identity),
    environment: () => ({ ...environment(), baseUrl: doc.baseURI }),
  });

  /**
   * A visit's module requests. Made here, outside the zone layer's `apply`,
   * so the closures hold the visit and nothing of the page it was made on.
   */
  function requestsFor(visit: Visit): ModuleRequests {
    const { signal } = visit;
    const visitFeeds = feeds.forLoad(signal);
    return {
      resolve: (zone) => resolver.resolve(zone, signal),
      loadFeed: (url) => visitFeeds.load(url),
    };
  }

  return { loader, prefetcher, pageLayer, pageLevel, services, log, forgetFeeds: (urls) => feeds.forget(urls) };
}
