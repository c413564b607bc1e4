import { createPageLoader, type PageLoader, type PageSettings } from './assembly/page-loader.js';
import type { ModuleRegistry } from './modules/registry.js';
import type { IslandLoader } from './modules/resolver.js';
import { createActivityIndicator } from './navigation/activity.js';
import { applyBodyMarks } from './navigation/body-marks.js';
import { createLinkIntent } from './navigation/link-intent.js';
import { createLinkObserver } from './navigation/link-observer.js';
import { createLinkPrefetch } from './navigation/link-prefetch.js';
import { createModalRouter } from './navigation/modal-router.js';
import { createNavigator, type Navigator } from './navigation/navigator.js';
import { scrollToAnchor, scrollToTop } from './navigation/scroll.js';
import { createStylesheets } from './navigation/stylesheets.js';
import { createPageServices, type PageServices } from './services/index.js';
import type { Log, Manifest } from './types.js';
import { localStorageOf } from './util/storage.js';

export interface PageSessionOptions {
  page: HTMLElement;
  settings(): PageSettings & { styleBase: string };
  registry: ModuleRegistry;
  islands: Record<string, IslandLoader>;
  window?: Window;
  document?: Document;
}

export interface PageSession {
  /** Loads the document's own URL and starts following links. */
  start(): Promise<void>;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  readonly manifest: Manifest | undefined;
  readonly services: PageServices;
  readonly log: Log;
  destroy(): void;
}

/**
 * Everything one `<tf-page>` runs, composed in one place so the element only
 * wires attributes to it: the loader and its layers, the navigator and link
 * observer, modal pages, per-page stylesheets, body marks, the activity
 * indicator and the page services offered to modules.
 */
export function createPageSession(options: PageSessionOptions): PageSession {
  const { page } = options;
  const win = options.window ?? window;
  const doc = options.document ?? document;
  // These closures reach the loader and navigator created below; none runs
  // before start(), when both exist.
  const log: Log = (level, text) => pageLoader.log(level, text);
  const services = createPageServices({ page, window: win, log });
  const modal = createModalRouter({ page, document: doc, onClose: (previousUrl) => void nav.visit(previousUrl) });
  const pageLoader: PageLoader = createPageLoader({
    page,
    document: doc,
    window: win,
    settings: options.settings,
    registry: options.registry,
    islands: options.islands,
    router: modal,
    releaseQueues: () => services.releaseQueues(),
    newPage: () => services.resetForNewPage(),
  });
  const activity = createActivityIndicator({ page, document: doc });
  const stylesheets = createStylesheets({ document: doc, styleBase: () => options.settings().styleBase });
  const nav: Navigator = createNavigator({
    window: win,
    page,
    load: pageLoader.load,
    activity,
    scrollToTop: () => scrollToTop(win),
    scrollToAnchor: (id) => scrollToAnchor(id, { window: win, document: doc }) !== undefined,
  });
  const links = createLinkObserver({
    document: doc,
    delegate: { visit: (url) => void nav.visit(url), anchor: (id) => nav.anchor(id) },
  });

  const intent = createLinkIntent({ document: doc, intent: (url) => void pageLoader.prefetch(url) });
  const idlePrefetch = createLinkPrefetch({ document: doc, page, prefetch: (url) => pageLoader.prefetch(url) });

  const onReady = () => void stylesheets.apply(pageLoader.manifest?.supplemental?.pageStyle);
  // Spec 001 §4: the TV-auth, episode-lock and device marks are re-checked after every render.
  const onRendered = () => applyBodyMarks({ document: doc, storage: localStorageOf(win), now: Date.now(), navigator: win.navigator });

  return {
    start() {
      page.addEventListener('tf:pageready', onReady);
      page.addEventListener('tf:rendercomplete', onRendered);
      services.start();
      nav.start();
      links.start();
      intent.start();
      idlePrefetch.start();
      return nav.initial();
    },
    navigate: (url) => nav.visit(url),
    reload: () => nav.visit(win.location.href, 'reload'),
    get manifest() {
      return pageLoader.manifest;
    },
    services,
    log,
    destroy() {
      page.removeEventListener('tf:pageready', onReady);
      page.removeEventListener('tf:rendercomplete', onRendered);
      links.stop();
      intent.stop();
      idlePrefetch.stop();
      nav.stop();
      activity.destroy();
      modal.destroy();
      pageLoader.destroy();
      stylesheets.destroy();
      services.destroy();
    },
  };
}
