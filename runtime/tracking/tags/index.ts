/**
 * The third-party tags besides analytics and the manifest's pixels (issue 14
 * "Pixels and other tags"), for each page the visitor lands on
 * and only once consent is granted:
 * - the reporting module (`reportingModuleSrc`), once per document, never
 *   requested from a webview page;
 * - the social pixel (`socialPixelSrc`, `socialPixelId`): `fbq('init', id)`
 *   once, `fbq('track', 'PageView')` per page (social-pixel.ts);
 * - the survey intercept (`surveySrc`): its script once per document, then
 *   `LTNSurvey.evaluate({pageName, url})` per page; the vendor's script owns
 *   the rule and its cookie, as a real intercept vendor's does;
 * - the coda script (`codaSrc`), once per document, then the wait for
 *   `window.coda` (coda.ts);
 * - with `monitor` on, the `monitor` event on the page mediator.
 *
 * Before consent the latest page waits; consent granted (the store's
 * subscribers are told, and it stays silent while the page reloads for
 * consent given in the banner) runs it. Consent withdrawn drops it. The
 * configuration is read on each page, so a key emptied later stops its tag.
 */
import type { ConsentSource } from '../../consent/consent-store.js';
import type { DocumentScope } from '../../document-scope.js';
import { documentScripts } from '../../modules/lazy-script-loader.js';
import { consentedMessages } from '../consented-messages.js';
import type { Log, Manifest } from '../../types.js';
import { pageTrackData, type PageTrackData } from '../track-data.js';
import { waitForCoda } from './coda.js';
import { ensureFbq } from './social-pixel.js';

/** The configuration keys the tags read; a missing or empty URL never loads. */
export interface TagsConfig {
  reportingModuleSrc?: string;
  surveySrc?: string;
  codaSrc?: string;
  socialPixelSrc?: string;
  socialPixelId?: string;
  monitor?: boolean;
}

/** The event `monitor` sends to the page mediator, with a `MonitorEvent`. */
export const MONITOR_EVENT = 'monitor';

export interface MonitorEvent {
  type: 'page';
  pageName: string;
  url: string;
  /** Epoch ms. */
  time: number;
}

/** The survey vendor's API (demo/public/vendor/survey.js documents it). */
export interface SurveyApi {
  /** Evaluates the intercept's rules for a page the visitor landed on; true when it was shown. */
  evaluate(page: { pageName: string; url: string }): boolean;
}

export interface TagsOptions {
  window?: Window;
  /** The document's scope: its one script loader, and what the tags did once in it. */
  scope: Pick<DocumentScope, 'document' | 'own'>;
  /** The document's consent store, asked on the first page that has a tag to load. */
  consent(): ConsentSource;
  config(): TagsConfig;
  /** The page mediator, for the `monitor` event. */
  events?: { emit(event: string, ...args: unknown[]): void };
  log?: Log;
  /** Loads a classic script once per document (tests inject it); the scope's script loader by default. */
  loadScript?(src: string): Promise<void>;
}

export interface Tags {
  /** A page the visitor landed on (the same ones that send a page call). */
  pageLanded(manifest: Manifest, url: string): void;
  destroy(): void;
}

/** What happened once in a document, whichever page session did it (kept by the document scope). */
export interface DocumentTags {
  codaWaited: boolean;
  pixelIds: Set<string>;
}

const configured = (config: TagsConfig): boolean =>
  Boolean(config.reportingModuleSrc || config.surveySrc || config.codaSrc || (config.socialPixelSrc && config.socialPixelId) || config.monitor);

export function createTags(options: TagsOptions): Tags {
  const win = options.window ?? window;
  const log = options.log;
  const loadScript = options.loadScript ?? ((src: string) => documentScripts(options.scope).load(src));
  const once = options.scope.own('tags', () => ({ codaWaited: false, pixelIds: new Set<string>() }));
  let pending: PageTrackData | undefined;
  let granted = false;
  let destroyed = false;
  let unsubscribe: (() => void) | undefined;

  /** A third party's own code, kept from breaking the page. */
  function guard(tag: string, call: () => void): void {
    try {
      call();
    } catch {
      log?.('error', consentedMessages.tagFailed(tag));
    }
  }

  /** Requests `src` (once per document); false, logged, when it failed. */
  function load(src: string): Promise<boolean> {
    return loadScript(src).then(() => true, (error: unknown) => {
      log?.('error', error instanceof Error ? error.message : String(error));
      return false;
    });
  }

  function socialPixel(src: string, pixelId: string): void {
    guard('social pixel', () => {
      // The snippet's queueing fbq first: the library replays what it queued.
      const fbq = ensureFbq(win);
      if (!once.pixelIds.has(pixelId)) {
        once.pixelIds.add(pixelId);
        fbq('init', pixelId);
      }
      fbq('track', 'PageView');
    });
    void load(src);
  }

  function survey(src: string, page: PageTrackData): void {
    void load(src).then((loaded) => {
      if (!loaded || destroyed) return;
      const api = (win as Window & { LTNSurvey?: Partial<SurveyApi> }).LTNSurvey;
      if (typeof api?.evaluate === 'function') guard('survey', () => void api.evaluate?.({ pageName: page.pageName, url: page.url }));
    });
  }

  function run(page: PageTrackData): void {
    const config = options.config();
    if (config.reportingModuleSrc && !page.isWebview) void load(config.reportingModuleSrc);
    if (config.socialPixelSrc && config.socialPixelId) socialPixel(config.socialPixelSrc, config.socialPixelId);
    if (config.surveySrc) survey(config.surveySrc, page);
    if (config.codaSrc && !once.codaWaited) {
      // The wait belongs to the document, like the script: it outlives this session.
      once.codaWaited = true;
      void load(config.codaSrc);
      waitForCoda(win, log);
    }
    if (config.monitor) {
      const event: MonitorEvent = { type: 'page', pageName: page.pageName, url: page.url, time: Date.now() };
      options.events?.emit(MONITOR_EVENT, event);
    }
  }

  function flush(): void {
    if (destroyed || !granted || !pending) return;
    const page = pending;
    pending = undefined;
    run(page);
  }

  return {
    pageLanded(manifest, url) {
      if (destroyed || !configured(options.config())) return;
      // Only the page the visitor is on: one that was left before consent never counts.
      pending = pageTrackData(manifest, url);
      unsubscribe ??= options.consent().subscribe((state) => {
        granted = state.granted;
        if (!granted) pending = undefined;
        flush();
      });
      flush();
    },
    destroy() {
      destroyed = true;
      pending = undefined;
      unsubscribe?.();
    },
  };
}
