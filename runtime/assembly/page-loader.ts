import { emit as emitEvent, type TfEventDetails, type TfEventType } from '../events.js';
import { messages } from '../messages.js';
import type { Clock, Log, Manifest, MessageLevel } from '../types.js';
import { realClock } from '../types.js';
import { readDebugCookie } from '../util/cookies.js';
import { detectMobile } from '../util/device.js';
import { languagePreferences, resolveLanguage } from '../util/language.js';
import { createFeedClient, createIdbFeedStore, feedUrlFor, type FeedStore } from '../modules/feed-client.js';
import type { ModuleRegistry } from '../modules/registry.js';
import { startRenderRun, type RenderRun } from '../modules/render-run.js';
import { createModuleResolver, type IslandLoader } from '../modules/resolver.js';
import { createScriptLoader } from '../modules/script-loader.js';
import { createZoneModule, type ZoneModule } from '../modules/zone-module.js';
import { buildLayout } from './layout-dom.js';
import { createManifestClient } from './manifest-client.js';
import { planLayout } from './layout-planner.js';
import { createPageLevel } from './page-level.js';

export interface PageSettings {
  manifestSrc: string;
  scriptBase: string;
  language: string;
  globalZones: readonly string[];
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
}

export interface PageLoader {
  load(url: string, initial: boolean): Promise<void>;
  /** Logs a line of the message catalogue as this page's `tf:message`. */
  readonly log: Log;
  readonly manifest: Manifest | undefined;
  destroy(): void;
}

const REGIONS = ':scope > .tf-header, :scope > .tf-content, :scope > .tf-footer';

/**
 * Drives one `<tf-page>`: manifest → layout plan → zones → render run, with
 * the events of CONTRACT §2 in order. One AbortController per load: a newer
 * load aborts the older one's requests and stops its run, so a superseded
 * load never writes to the page (STYLE 4).
 */
export function createPageLoader(options: PageLoaderOptions): PageLoader {
  const { page, registry } = options;
  const doc = options.document ?? document;
  const win = options.window ?? window;
  const clock = options.clock ?? realClock;
  const fetchFn = options.fetch ?? ((...args: Parameters<typeof fetch>) => win.fetch(...args));

  const emit = <T extends TfEventType>(type: T, detail: TfEventDetails[T], init?: { cancelable?: boolean }) =>
    emitEvent(page, type, detail, init);
  const log: Log = (level: MessageLevel, text: string) => emit('tf:message', { level, text, time: clock.now() });

  const manifestClient = createManifestClient({
    manifestSrc: () => options.settings().manifestSrc,
    fetch: fetchFn,
    currentManifest: () => {
      const id = readDebugCookie(doc)?.modes.manifest;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
    },
  });
  const feeds = createFeedClient({ fetch: fetchFn, store: options.feedStore ?? createIdbFeedStore(), log });
  const scripts = createScriptLoader({ document: doc });
  const resolver = createModuleResolver({
    registry,
    islands: options.islands,
    scripts,
    scriptBase: () => options.settings().scriptBase,
    window: win,
  });
  const pageLevel = createPageLevel({ document: doc, page });

  let current: AbortController | undefined;
  let run: RenderRun | undefined;
  let modules: ZoneModule[] = [];
  let manifest: Manifest | undefined;
  let destroyed = false;

  function teardownModules() {
    run?.stop();
    run = undefined;
    for (const module of modules) module.destroy(log);
    modules = [];
  }

  function place(next: Manifest, url: string, signal: AbortSignal) {
    const settings = options.settings();
    const plan = planLayout(Object.keys(next.zones), settings.globalZones);
    for (const name of plan.invalid) log('warn', messages.invalidZone(name));

    const language = resolveLanguage(settings.language, doc);
    const env = { languagePreferences: languagePreferences(doc).length > 0, mobile: detectMobile(doc, win.navigator) };
    const layout = buildLayout(doc, plan, (name) => {
      const element = doc.createElement('tf-zone');
      element.setAttribute('zone', name);
      return element;
    });

    page.querySelectorAll(REGIONS).forEach((region) => region.remove());
    page.append(layout.header, layout.content, layout.footer);
    pageLevel.apply(next);

    modules = [...layout.zones].map(([name, element]) => {
      const zone = { ...next.zones[name], zone: name };
      const driver = zone.driver || zone.moduleDriver;
      if (typeof driver === 'string' && driver) element.setAttribute('driver', driver);
      return createZoneModule({
        zone,
        element,
        context: { zone: name, language, feedUrl: feedUrlFor(zone, env, doc.baseURI), page },
        resolve: (z) => resolver.resolve(z, signal),
        loadFeed: (feedUrl) => feeds.load(feedUrl, signal),
      });
    });
    emit('tf:pageready', { url, manifest: next });

    run = startRenderRun(modules, {
      rendered: (m) => emit('tf:modulerender', { zone: m.zone, driver: m.driver, priority: m.priority }),
      removed: (m, reason) => {
        m.destroy(log);
        modules = modules.filter((candidate) => candidate !== m);
        emit('tf:moduleremove', { zone: m.zone, driver: m.driver, reason });
      },
      log,
      releaseQueues: () => undefined,
      complete: ({ rendered, failed }) => {
        emit('tf:rendercomplete', { url, rendered, failed });
        emit('tf:complete', { url });
      },
    }, { clock });
  }

  async function load(url: string, initial: boolean) {
    if (destroyed) return;
    current?.abort();
    const controller = new AbortController();
    current = controller;
    emit('tf:pagestartload', { url, initial });

    let answer;
    try {
      answer = await manifestClient.load(url, controller.signal);
    } catch (error) {
      if (controller.signal.aborted || (error as Error).name === 'AbortError') return;
      emit('tf:pageerror', { message: `Manifest failed to load for ${url}` });
      return;
    }
    if (controller.signal.aborted) return;
    // A User Timing mark: benches and staff tools measure from the moment the
    // manifest is in hand ("manifest to tf:rendercomplete", CONTRACT §9).
    win.performance?.mark?.('tf:manifest', { detail: { url } });

    if (answer.manifest === false) {
      // An unsupported page: the initial document is already the legacy page;
      // anything later is left to the browser (spec 000 §4 Navigation).
      if (!initial) win.location.assign(url);
      return;
    }
    if (answer.manifest === null) {
      emit('tf:pageerror', { message: `No manifest for ${url}` });
      return;
    }
    if (Object.keys(answer.manifest.zones).length === 0) {
      emit('tf:pageerror', { message: messages.noZones });
      return;
    }

    teardownModules();
    manifest = answer.manifest;
    place(answer.manifest, url, controller.signal);
  }

  return {
    load,
    log,
    get manifest() {
      return manifest;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      current?.abort();
      teardownModules();
      pageLevel.clear();
    },
  };
}
