import { emit as emitEvent, type TfEventDetails, type TfEventType } from '../events.js';
import { messages } from '../messages.js';
import type { Clock, Log, Manifest, MessageLevel, Zone } from '../types.js';
import { realClock } from '../types.js';
import { readDebugCookie } from '../util/cookies.js';
import { detectMobile } from '../util/device.js';
import { languagePreferences, resolveLanguage } from '../util/language.js';
import { httpUrl } from '../util/url.js';
import { createFeedClient, createIdbFeedStore, feedUrlFor, type FeedStore } from '../modules/feed-client.js';
import { isRecord } from '../util/guards.js';
import type { ModuleRegistry } from '../modules/registry.js';
import { createModuleResolver, type IslandLoader } from '../modules/resolver.js';
import { createScriptLoader } from '../modules/script-loader.js';
import { createManifestClient } from './manifest-client.js';
import { createPageLevel } from './page-level.js';
import { createZoneLayer, type ZoneLayer } from './zone-layer.js';

export interface PageSettings {
  manifestSrc: string;
  scriptBase: string;
  language: string;
  globalZones: readonly string[];
}

/** Where a manifest is drawn: the page, or a modal over it (spec 001 §2). */
export interface LayerRouter {
  /** Decides for each manifest; `container` is only called for 'modal'. */
  route(url: string, manifest: Manifest, load: { initial: boolean; reload: boolean }): 'page' | 'modal';
  container(): HTMLElement;
}

export interface PageLoaderOptions {
  page: HTMLElement;
  settings(): PageSettings;
  registry: ModuleRegistry;
  islands: Record<string, IslandLoader>;
  document?: Document;
  window?: Window;
  fetch?: typeof fetch;
  clock?: Clock;
  feedStore?: FeedStore;
  router?: LayerRouter;
  /** Page services: deferred queues are released per load and dropped on a new page. */
  releaseQueues?(): void;
  newPage?(): void;
}

/** What became of a load; the navigator acts on everything but 'placed'. */
export type LoadOutcome =
  | { kind: 'placed'; layer: 'page' | 'modal' }
  | { kind: 'aborted' }
  | { kind: 'unsupported' }
  | { kind: 'redirect'; url: string }
  | { kind: 'error' };

export interface PageLoader {
  load(url: string, how: { initial: boolean; reload?: boolean }): Promise<LoadOutcome>;
  /**
   * Fetches what a visit to `url` will need (its manifest, the feeds this
   * page session has not fetched yet, island chunks) so a click soon after
   * finds them in hand. Never reports: a failure here is met by the visit.
   */
  prefetch(url: string): Promise<void>;
  /** Removes the modal layer's zones (the modal itself is closed by its owner). */
  dropModal(): void;
  /** Logs a line of the message catalogue as this page's `tf:message`. */
  readonly log: Log;
  readonly manifest: Manifest | undefined;
  destroy(): void;
}

/** The target of a redirect manifest, if it names an http(s) URL (spec 000 §4). */
export function redirectTarget(manifest: Manifest, base: string): string | undefined {
  const raw = typeof manifest.newLocation === 'object' && manifest.newLocation !== null
    ? (manifest.newLocation as { url?: unknown }).url
    : manifest.newLocation;
  return httpUrl(raw, base)?.href;
}

/**
 * Drives one `<tf-page>`: manifest → layer (page or modal) → zones → render
 * run, with the events of CONTRACT §2 in order. One AbortController per load:
 * a newer load aborts the older one's requests and stops its run, so a
 * superseded load never writes to the page (STYLE 4).
 */
export function createPageLoader(options: PageLoaderOptions): PageLoader {
  const { page, registry } = options;
  const doc = options.document ?? document;
  const win = options.window ?? window;
  const clock = options.clock ?? realClock;
  const fetchFn = options.fetch ?? ((...args: Parameters<typeof fetch>) => win.fetch(...args));

  const emit = <T extends TfEventType>(type: T, detail: TfEventDetails[T]) => void emitEvent(page, type, detail);
  const log: Log = (level: MessageLevel, text: string) => emit('tf:message', { level, text, time: clock.now() });

  const manifestClient = createManifestClient({
    now: () => clock.now(),
    manifestSrc: () => options.settings().manifestSrc,
    fetch: fetchFn,
    currentManifest: () => {
      const id = readDebugCookie(doc)?.modes.manifest;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
    },
  });
  const feeds = createFeedClient({ fetch: fetchFn, store: options.feedStore ?? createIdbFeedStore(), log, now: () => clock.now() });
  const scripts = createScriptLoader({ document: doc });
  const resolver = createModuleResolver({
    registry,
    islands: options.islands,
    scripts,
    scriptBase: () => options.settings().scriptBase,
    window: win,
  });
  const pageLevel = createPageLevel({ document: doc, page });
  const layerDeps = {
    document: doc,
    page,
    clock,
    log,
    emit,
    resolve: resolver.resolve,
    loadFeed: feeds.load,
    releaseQueues: () => options.releaseQueues?.(),
  };
  const pageLayer = createZoneLayer(page, layerDeps);
  let modalLayer: ZoneLayer | undefined;

  let current: AbortController | undefined;
  let manifest: Manifest | undefined;
  let destroyed = false;

  function dropModal() {
    modalLayer?.destroy();
    modalLayer = undefined;
  }

  async function load(url: string, how: { initial: boolean; reload?: boolean }): Promise<LoadOutcome> {
    if (destroyed) return { kind: 'aborted' };
    current?.abort();
    const controller = new AbortController();
    current = controller;
    emit('tf:pagestartload', { url, initial: how.initial });

    let answer;
    try {
      answer = await manifestClient.load(url, controller.signal);
    } catch (error) {
      if (controller.signal.aborted || (error as Error).name === 'AbortError') return { kind: 'aborted' };
      emit('tf:pageerror', { message: `Manifest failed to load for ${url}` });
      return { kind: 'error' };
    }
    if (controller.signal.aborted) return { kind: 'aborted' };
    // A User Timing mark: benches and staff tools measure from the moment the
    // manifest is in hand ("manifest to tf:rendercomplete", CONTRACT §9). Only
    // the latest is kept: marks are never dropped by the browser on their own.
    win.performance?.clearMarks?.('tf:manifest');
    win.performance?.mark?.('tf:manifest', { detail: { url } });

    if (answer.manifest === false) return { kind: 'unsupported' };
    if (answer.manifest === null) {
      emit('tf:pageerror', { message: `No manifest for ${url}` });
      return { kind: 'error' };
    }
    const next = answer.manifest;
    if (next.type === 'redirect') {
      const target = redirectTarget(next, url);
      if (target) return { kind: 'redirect', url: target };
      emit('tf:pageerror', { message: `Redirect without a valid location for ${url}` });
      return { kind: 'error' };
    }
    if (Object.keys(next.zones).length === 0) {
      emit('tf:pageerror', { message: messages.noZones });
      return { kind: 'error' };
    }

    const where = options.router?.route(url, next, { initial: how.initial, reload: how.reload ?? false }) ?? 'page';
    options.newPage?.();
    manifest = next;
    pageLevel.apply(next);
    const settings = options.settings();
    const env = {
      url,
      language: resolveLanguage(settings.language, doc),
      globalZones: settings.globalZones,
      feedEnv: feedEnv(),
      signal: controller.signal,
    };
    if (where === 'modal') {
      modalLayer ??= createZoneLayer(options.router!.container(), layerDeps, { contentOnly: true });
      modalLayer.apply(next, env);
    } else {
      dropModal();
      pageLayer.apply(next, env);
    }
    return { kind: 'placed', layer: where };
  }

  function feedEnv() {
    return { languagePreferences: languagePreferences(doc).length > 0, mobile: detectMobile(doc, win.navigator) };
  }

  async function prefetch(url: string): Promise<void> {
    if (destroyed) return;
    const answer = await manifestClient.prefetch(url);
    if (destroyed || !answer.manifest || answer.manifest.type === 'redirect') return;
    const env = feedEnv();
    for (const [name, raw] of Object.entries(answer.manifest.zones)) {
      if (!isRecord(raw)) continue;
      const zone = { ...raw, zone: name } as Zone;
      resolver.preload(zone);
      if (Object.hasOwn(zone, 'feedData')) continue;
      const feedUrl = feedUrlFor(zone, env, doc.baseURI);
      // The feed client skips URLs this page already has: those are cached for the session.
      if (feedUrl !== undefined) feeds.prefetch(feedUrl);
    }
  }

  return {
    load,
    prefetch,
    dropModal,
    log,
    get manifest() {
      return manifest;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      current?.abort();
      dropModal();
      pageLayer.destroy();
      pageLevel.clear();
    },
  };
}
