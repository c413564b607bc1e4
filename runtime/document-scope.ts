/**
 * What a document has once, whichever page, element or island uses it: the
 * consent store, the module registry and the built-in islands, the one
 * script loader, the deferred images' shared observers, the personalization
 * hooks of the video player (`documentVideo`), the running scroll animation, and what the chunks keep per document (the
 * site repository, the ad slots, the tags already sent). Made by the entry
 * (`elements/wiring.ts`) and handed down: to each page session, to the
 * elements, and to islands through their module context. Nothing below it
 * builds or caches a per-document object of its own.
 *
 * Every member is made on first use, so a scope costs nothing until it is
 * asked (a test's, or a page without ads never starting an ad registry).
 */
import type { AdSlots } from './ads/ad-slots.js';
import { createConsentStore, type ConsentSource } from './consent/consent-store.js';
import type { DeferredImages } from './images/deferred.js';
import type { ModuleRegistry } from './modules/registry.js';
import type { IslandLoader } from './modules/resolver.js';
import type { ScriptLoader } from './modules/script-loader.js';
import type { ScrollAnimation } from './navigation/scroll.js';
import type { PageServices } from './services/index.js';
import type { VideoHooks } from './personalization/video.js';
import type { DocumentRepository } from './tracking/document-repository.js';
import type { DocumentTags } from './tracking/tags/index.js';
import type { Log } from './types.js';

/**
 * What the folders below own per document: the scope keeps the one
 * instance, the folder knows how to make it (`documentRegistry(scope)`,
 * `documentImages(scope)`, `documentScripts(scope)`, `documentRepository(scope)`, `documentAds(…)`,
 * `documentVideo(scope)`),
 * so a bundle or page that never uses one never carries or makes it (the
 * standalone `<tf-signin>` needs consent alone).
 */
export interface ChunkOwned {
  registry: ModuleRegistry;
  scripts: ScriptLoader;
  images: DeferredImages;
  repository: DocumentRepository;
  ads: AdSlots;
  tags: DocumentTags;
  /** Where the video player's personalization hooks go. */
  video: VideoHooks;
}

export interface DocumentScope {
  readonly window: Window;
  readonly document: Document;
  /** The reading side of the document's consent store, started on first use. */
  readonly consent: ConsentSource;
  /** Built-in islands by driver, each a lazy chunk; the entry that bundles them adds them. */
  readonly islands: Record<string, IslandLoader>;
  /** The anchor scroll running in the document, which any page's next scroll cancels. */
  readonly scrolling: ScrollAnimation;
  /**
   * Sends the registry's messages to a page's log (its `tf:message`) until
   * the returned function is called: classic scripts call `defineModule`
   * globally, so every connected page hears about bad calls.
   */
  addRegistryLog(log: Log): () => void;
  /** Where the document's module registry logs: every page log added, else the console. */
  readonly registryLog: Log;
  /** A page connected: the entry may publish its services (`window.Triforce`). */
  pageConnected(services: PageServices): void;
  /** Adds a hook `pageConnected` calls; the returned function removes it. */
  onPageConnected(hook: (services: PageServices) => void): () => void;
  /** The document's one `key`, made by `create` the first time it is asked for. */
  own<K extends keyof ChunkOwned>(key: K, create: () => ChunkOwned[K]): ChunkOwned[K];
}

export interface DocumentScopeOptions {
  window: Window;
  document?: Document;
  /** A consent source instead of the store over the platform (a server renderer's, a test's). */
  consent?: ConsentSource;
  /** The script loader instead of the lazily imported one (tests inject it). */
  scripts?: ScriptLoader;
  /** A registry of the caller's (tests define their modules in it). */
  registry?: ModuleRegistry;
  /** The table of built-in islands, by reference (tests hand theirs). */
  islands?: Record<string, IslandLoader>;
}

/** Console output for the document's own messages: no page may be connected to hear them. */
const toConsole: Log = (level, text) => {
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
};

export function createDocumentScope(options: DocumentScopeOptions): DocumentScope {
  const win = options.window;
  const doc = options.document ?? win.document;
  const registryLogs = new Set<Log>();
  const connectedHooks = new Set<(services: PageServices) => void>();
  const owned = new Map<keyof ChunkOwned, ChunkOwned[keyof ChunkOwned]>();
  let consent = options.consent;
  if (options.registry) owned.set('registry', options.registry);
  if (options.scripts) owned.set('scripts', options.scripts);

  function startConsent(): ConsentSource {
    const store = createConsentStore({ win, doc, log: toConsole });
    // Only the reading side, frozen: page code cannot swap in a source that grants.
    const source: ConsentSource = Object.freeze({ current: store.current, subscribe: store.subscribe });
    store.start();
    return source;
  }

  const registryLog: Log = (level, text) => {
    for (const log of registryLogs) log(level, text);
    // No page is listening (a legacy page defining modules early): the console is all there is.
    if (registryLogs.size === 0) toConsole(level, text);
  };

  const scope: DocumentScope = {
    window: win,
    document: doc,
    get consent() {
      return (consent ??= startConsent());
    },
    islands: options.islands ?? {},
    scrolling: {},
    registryLog,
    addRegistryLog(log) {
      registryLogs.add(log);
      return () => void registryLogs.delete(log);
    },
    pageConnected(services) {
      for (const hook of connectedHooks) hook(services);
    },
    onPageConnected(hook) {
      connectedHooks.add(hook);
      return () => void connectedHooks.delete(hook);
    },
    own(key, create) {
      let value = owned.get(key) as ChunkOwned[typeof key] | undefined;
      if (value === undefined) owned.set(key, (value = create()));
      return value;
    },
  };
  // Frozen: page code cannot replace a member. The islands table stays open to entries.
  return Object.freeze(scope);
}

const KEY = Symbol.for('triforce.scope');

/**
 * The scope of `win`'s document, made by whichever bundle asks first and
 * found by every later one. `tf.js` and each standalone element bundle carry
 * their own copy of this module, but the consent platform, the repository's
 * one JSONP callback (`repoLoad`), the ad library and the scripts already
 * injected exist once per document: a second bundle making a scope of its
 * own would poll the platform twice and request the repository and the tags
 * again. So the scope lives on the window under a registered symbol, on a
 * property that cannot be replaced, not in a module variable. Only entries
 * and elements (which the browser, not a parent, creates) look it up;
 * everything below them is handed it.
 */
export function documentScope(win: Window): DocumentScope {
  const holder = win as unknown as Record<symbol, DocumentScope | undefined>;
  const existing = holder[KEY];
  if (existing) return existing;
  const scope = createDocumentScope({ window: win });
  Object.defineProperty(win, KEY, { value: scope });
  return scope;
}
