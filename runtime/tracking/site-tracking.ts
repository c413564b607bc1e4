/**
 * A page session's tracking. The tracker (every `tf:track`
 * call, and the delegated clicks) always runs, in `tf.js`. Everything that
 * only consent lets run (the analytics library and the site repository
 * configuring it, the manifest's pixels, the other tags) is the
 * `consented.ts` chunk, imported when the document's consent store first
 * says granted. Until then this front keeps the page landed on last and the
 * calls made meanwhile, in order, and hands them over; consent refused drops
 * the calls (a visitor who accepts later gets a reloaded page).
 */
import type { ConsentSource } from '../consent/consent-store.js';
import type { DocumentScope } from '../document-scope.js';
import { runtimeMessages } from '../messages.js';
import type { Log, Manifest } from '../types.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import type { ConsentedTracking, ConsentedTrackingOptions, TrackingConfig } from './consented.js';
import type { TrackCall } from './track-data.js';
import { createTracker, type Tracker } from './tracker.js';

export type { TrackingConfig } from './consented.js';

export interface SiteTrackingOptions {
  window?: Window;
  document?: Document;
  config(): TrackingConfig;
  /** The document's scope: its consent store, repository, script loader and tags. */
  scope: DocumentScope;
  /** The scope's consent store by default. */
  consent?(): ConsentSource;
  /** The page mediator, for the `monitor` event. */
  events?: { emit(event: string, ...args: unknown[]): void };
  log?: Log;
  /** Imports the consented part (injected by tests). */
  load?(): Promise<{ createConsentedTracking(options: ConsentedTrackingOptions): ConsentedTracking }>;
}

export interface SiteTracking {
  readonly tracker: Tracker;
  /** A page the visitor landed on (the first load, each in-page visit, a modal page, a redirect's final page). */
  pageLanded(manifest: Manifest, url: string): void;
  start(): void;
  destroy(): void;
}

/** Calls kept while consent is not yet known; a page makes a handful. */
const MAX_WAITING = 100;

export function createSiteTracking(options: SiteTrackingOptions): SiteTracking {
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const chunk = createLazyCalls(
    options.load ?? (() => import('./consented.js')),
    () => options.log?.('error', runtimeMessages.trackingFailed),
  );
  let consent: ConsentSource | undefined;
  let unsubscribe: (() => void) | undefined;
  let granted = false;
  let consented: ConsentedTracking | undefined;
  let landed: [Manifest, string] | undefined;
  let waiting: [TrackCall, Element | undefined][] = [];
  let destroyed = false;

  /** Imports the consented part once consent is granted, then hands it the page and the calls that waited. */
  function handOver(): void {
    // One hand-over waits for the chunk at a time; the calls it hands over are read when it runs.
    if (!granted || consented || destroyed || !(chunk.idle || chunk.loaded)) return;
    chunk.run(({ createConsentedTracking }) => {
      // Consent may have been refused, or another hand-over made, while the chunk loaded.
      if (!granted || consented || destroyed) return;
      consented = createConsentedTracking({ window: win, document: doc, scope: options.scope, config: options.config, consent: consent!, events: options.events, log: options.log });
      if (landed) consented.pageLanded(...landed);
      for (const [call, element] of waiting.splice(0)) consented.send(call, element);
    });
  }

  /** Asks the consent store on first use: a session that tracks nothing never wakes it. */
  function watchConsent(): void {
    if (unsubscribe || destroyed) return;
    consent = (options.consent ?? (() => options.scope.consent))();
    unsubscribe = consent.subscribe((state) => {
      granted = state.granted;
      if (granted) handOver();
      else waiting = [];
    });
  }

  function send(call: TrackCall, element: Element | undefined): void {
    if (consented) return consented.send(call, element);
    watchConsent();
    if (consent?.current().known && !granted) return;
    if (waiting.length < MAX_WAITING) waiting.push([call, element]);
    handOver();
  }

  const tracker = createTracker({ document: doc, send });
  return {
    tracker,
    pageLanded(manifest, url) {
      tracker.page(manifest, url);
      landed = [manifest, url];
      if (consented) consented.pageLanded(manifest, url);
      else handOver();
    },
    start: () => tracker.start(),
    destroy() {
      destroyed = true;
      tracker.stop();
      unsubscribe?.();
      consented?.destroy();
      consented = undefined;
      waiting = [];
    },
  };
}
