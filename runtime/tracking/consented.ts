/**
 * What only consent lets run (CONTRACT §10), a chunk of its own that
 * site-tracking.ts imports when the document's consent store first says
 * granted: the analytics adapter with the site repository that configures
 * it, the manifest's pixels and the other tags. A visitor who never
 * consents never downloads any of it.
 */
import type { ConsentSource } from '../consent/consent-store.js';
import type { Log, Manifest } from '../types.js';
import { createAnalytics, type Analytics } from './analytics.js';
import { createPixels } from './pixels.js';
import { createSiteRepository } from './site-repository.js';
import type { TrackCall } from './track-data.js';
import { createTags, type TagsConfig } from './tags/index.js';

/** The configuration keys tracking reads (CONTRACT §10, §11), read on each use. */
export interface TrackingConfig extends TagsConfig {
  analyticsSrc: string;
  analyticsAccount: string;
  adRepositoryUrl: string;
}

export interface ConsentedTrackingOptions {
  window: Window;
  document: Document;
  config(): TrackingConfig;
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
  let analytics: Analytics | undefined;

  function analyticsFor(config: TrackingConfig): Analytics {
    const repository = createSiteRepository({ window: win, document: doc });
    let loaded: Promise<unknown> | undefined;
    return createAnalytics({
      window: win,
      document: doc,
      src: config.analyticsSrc,
      account: config.analyticsAccount,
      consent,
      // The repository configures analytics: asked once, with consent (it was granted to get here).
      ready: () => (loaded ??= repository.init({ url: options.config().adRepositoryUrl, consent: consent.current().granted }).catch((error: unknown) => {
        log?.('error', error instanceof Error ? error.message : String(error));
      })),
      settings: () => {
        try {
          return repository.data().omniture;
        } catch {
          return undefined;
        }
      },
      log,
    });
  }

  const pixels = createPixels({ document: doc, consent: () => consent });
  const tags = createTags({ window: win, document: doc, consent: () => consent, config: options.config, events: options.events, log });
  return {
    send(call, element) {
      const config = options.config();
      if (config.analyticsSrc === '') return;
      analytics ??= analyticsFor(config);
      analytics.send(call, element);
    },
    pageLanded(manifest, url) {
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
