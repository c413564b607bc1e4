/**
 * What only consent lets run, a chunk of its own that
 * site-tracking.ts imports when the document's consent store first says
 * granted: the analytics adapter with the site repository that configures
 * it (and, asked again per share, each shared item's settings), the
 * manifest's and the repository's pixels, and the other tags. The
 * repository is loaded once per document, by whichever needs it first (ads
 * too: document-repository.ts). A visitor who never
 * consents never downloads any of it.
 */
import type { ConsentSource } from '../consent/consent-store.js';
import type { DocumentScope } from '../document-scope.js';
import type { Log, Manifest } from '../types.js';
import { createAnalytics, type Analytics } from './analytics.js';
import { createPixels } from './pixels.js';
import type { RepositoryData, RepositoryOmniture } from './repository-data.js';
import { documentRepository } from './document-repository.js';
import type { TrackCall } from './track-data.js';
import { createTags, type TagsConfig } from './tags/index.js';

/** The configuration keys tracking reads, read on each use. */
export interface TrackingConfig extends TagsConfig {
  analyticsSrc: string;
  analyticsAccount: string;
  adRepositoryUrl: string;
}

export interface ConsentedTrackingOptions {
  window: Window;
  document: Document;
  config(): TrackingConfig;
  /** The document's scope: the repository, the script loader and the tags' memory live there. */
  scope: DocumentScope;
  consent: ConsentSource;
  /** The page mediator, for the `monitor` event. */
  events?: { emit(event: string, ...args: unknown[]): void };
  log?: Log;
}

export interface ConsentedTracking {
  send(call: TrackCall, element: Element | undefined): void;
  pageLanded(manifest: Manifest, url: string): void;
  destroy(): void;
}

export function createConsentedTracking(options: ConsentedTrackingOptions): ConsentedTracking {
  const { window: win, document: doc, consent, log } = options;
  const shared = documentRepository(options.scope);
  const { repository } = shared;
  let analytics: Analytics | undefined;
  let loaded: Promise<RepositoryData | undefined> | undefined;
  let landedUrl = doc.location?.href ?? doc.baseURI;

  const logError = (error: unknown): undefined => {
    log?.('error', error instanceof Error ? error.message : String(error));
    return undefined;
  };

  /** The page's repository data, asked once per document with consent (it was granted to get here). */
  const pageData = (): Promise<RepositoryData | undefined> =>
    (loaded ??= shared.page({ url: options.config().adRepositoryUrl, consent: consent.current().granted }).catch(logError));

  /**
   * A share's settings: the repository asked again with the
   * shared item and the page's URL; when that answer fails, the page's own.
   */
  function shareSettings(call: Extract<TrackCall, { type: 'share' }>): Promise<RepositoryOmniture | undefined> {
    const request = { url: options.config().adRepositoryUrl, consent: consent.current().granted, itemId: call.data.contentId, pageUrl: landedUrl };
    return pageData()
      .then(() => repository.lookup(request))
      .then((data) => data?.omniture, (error: unknown) => {
        logError(error);
        return pageSettings();
      });
  }

  function pageSettings(): RepositoryOmniture | undefined {
    try {
      return repository.data().omniture;
    } catch {
      return undefined;
    }
  }

  const pixels = createPixels({ document: doc, consent: () => consent, repository: () => pageData().then((data) => data?.trackingPixels) });
  const tags = createTags({ window: win, scope: options.scope, consent: () => consent, config: options.config, events: options.events, log });
  return {
    send(call, element) {
      const config = options.config();
      if (config.analyticsSrc === '') return;
      analytics ??= createAnalytics({
        window: win,
        document: doc,
        src: config.analyticsSrc,
        account: config.analyticsAccount,
        consent,
        // The repository configures analytics: its answer comes before the first call goes.
        ready: pageData,
        settings: pageSettings,
        log,
      });
      analytics.send(call, element, call.type === 'share' ? shareSettings(call) : undefined);
    },
    pageLanded(manifest, url) {
      landedUrl = url;
      pixels.pageLanded(manifest);
      tags.pageLanded(manifest, url);
    },
    destroy() {
      pixels.destroy();
      tags.destroy();
      analytics?.destroy();
      analytics = undefined;
    },
  };
}
