/**
 * A page session's tracking (CONTRACT §10): the tracker (every `tf:track`
 * call, and the delegated clicks) always runs; the manifest's pixels fire
 * per page landed on once consent is granted (pixels.ts); the analytics library and
 * the site repository it is configured from are set up on the first call
 * that could be sent, and only when `analyticsSrc` is configured; the other
 * tags (reporting module, social pixel, survey, coda, monitor) follow each
 * page landed on once consent is granted (tags/). Consent is
 * the document's store (runtime/consent), asked by the analytics adapter.
 */
import type { ConsentSource } from '../consent/consent-store.js';
import { documentConsent } from '../consent/document-consent.js';
import type { Log, Manifest } from '../types.js';
import { createAnalytics, type Analytics } from './analytics.js';
import { createPixels } from './pixels.js';
import { createSiteRepository } from './site-repository.js';
import type { TrackCall } from './track-data.js';
import { createTracker, type Tracker } from './tracker.js';
import { createTags, type TagsConfig } from './tags/index.js';

/** The configuration keys tracking reads (CONTRACT §10, §11), read on each use. */
export interface TrackingConfig extends TagsConfig {
  analyticsSrc: string;
  analyticsAccount: string;
  adRepositoryUrl: string;
}

export interface SiteTrackingOptions {
  window?: Window;
  document?: Document;
  config(): TrackingConfig;
  /** The document's consent store by default. */
  consent?(): ConsentSource;
  /** The page mediator, for the `monitor` event. */
  events?: { emit(event: string, ...args: unknown[]): void };
  log?: Log;
}

export interface SiteTracking {
  readonly tracker: Tracker;
  /** A page the visitor landed on (the first load, each in-page visit, a modal page, a redirect's final page). */
  pageLanded(manifest: Manifest, url: string): void;
  start(): void;
  destroy(): void;
}

export function createSiteTracking(options: SiteTrackingOptions): SiteTracking {
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const consent = options.consent ?? (() => documentConsent(win));
  let analytics: Analytics | undefined;

  function analyticsFor(config: TrackingConfig): Analytics {
    const repository = createSiteRepository({ window: win, document: doc });
    let loaded: Promise<unknown> | undefined;
    const store = consent();
    return createAnalytics({
      window: win,
      document: doc,
      src: config.analyticsSrc,
      account: config.analyticsAccount,
      consent: store,
      // The repository configures analytics: asked once, with consent (it was granted to get here).
      ready: () => (loaded ??= repository.init({ url: options.config().adRepositoryUrl, consent: store.current().granted }).catch((error: unknown) => {
        options.log?.('error', error instanceof Error ? error.message : String(error));
      })),
      settings: () => {
        try {
          return repository.data().omniture;
        } catch {
          return undefined;
        }
      },
      log: options.log,
    });
  }

  function send(call: TrackCall, element: Element | undefined): void {
    const config = options.config();
    if (config.analyticsSrc === '') return;
    analytics ??= analyticsFor(config);
    analytics.send(call, element);
  }

  const tracker = createTracker({ document: doc, send });
  const pixels = createPixels({ document: doc, consent });
  const tags = createTags({ window: win, document: doc, consent, config: options.config, events: options.events, log: options.log });
  return {
    tracker,
    pageLanded(manifest, url) {
      tracker.page(manifest, url);
      pixels.pageLanded(manifest);
      tags.pageLanded(manifest, url);
    },
    start: () => tracker.start(),
    destroy() {
      tracker.stop();
      pixels.destroy();
      tags.destroy();
      analytics?.destroy();
      analytics = undefined;
    },
  };
}
