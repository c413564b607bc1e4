import { consentMessages } from './consent/consent-messages.js';

/*
 * Where each log text lives. Every lazy chunk keeps the texts only it logs
 * in its own `{chunk}-messages.ts` beside it, so `tf.js` carries none of
 * them and the chunk imports none from `tf.js` for them; this file holds
 * what `tf.js` itself logs, the fronts' failures to load a chunk included.
 *   runtime/messages.ts                                 tf.js (below)
 *   runtime/consent/consent-messages.ts                 the consent store (tf.js and the standalone elements)
 *   runtime/services/queues-messages.ts                 the queue engine chunk (queues.ts)
 *   runtime/tracking/consented-messages.ts              the consented tracking chunk: analytics, tags, coda
 *   runtime/tracking/document-repository-messages.ts    the site repository chunk
 *   runtime/carousel/horizontal-carousel-messages.ts    the horizontal carousel chunk and element
 *   runtime/personalization/target-messages.ts          the at.js adapter chunk (target.ts)
 *   runtime/ads/ad-messages.ts                          the ads runtime (`<tf-ad>`'s chunk)
 *   runtime/tve/signin/errors.ts                        the sign-in core (`<tf-signin>`'s chunk)
 *   runtime/tve/player.ts (playerMessages)              the episode player island's chunk, inline
 *   runtime/tve/wrapper.ts (wrapperMessages)            the site header's sign-in control chunk, inline
 */

/**
 * The error catalogue, written once. Texts are matched exactly by tests and
 * by staff searching logs, so a text, once logged, is never reworded.
 */
export const messages = {
  invalidZone: (name: string) => `Zone ${name} seems to be invalid. It cannot be placed on the page`,
  noListener: (event: string) => `No listener is registered for ${event}`,
  listenerFailed: (event: string) => `${event} event callback failed with an error`,
  scriptFailed: (url: string) => `Script failed to load at ${url}`,
  renderFailed: (zone: string, driver: string) => `Module ${zone}:${driver} render failed`,
  hydrationFailed: (zone: string, driver: string) => `Module ${zone}:${driver} did not match the server's markup and was drawn again`,
  noDriver: (zone: string) => `Module has no driver - ${zone}`,
  legacyMissing: (driver: string) => `TriforceModule_${driver}: not loaded yet or doesn't exist`,
  refreshFailed: (zone: string, driver: string) => `Module ${zone}:${driver}: onModuleWillRefresh caused an error`,
  destroyFailed: (zone: string, driver: string) => `Module ${zone}:${driver}: onModuleDestroy caused an error`,
  stragglers: (zones: readonly string[], attempts: number) =>
    `Zone render failure for: [${zones.join(', ')}] ${attempts} times. Increasing timeout.`,
  modulesFailed: (zones: readonly string[]) => `Some modules failed to render - the zones were ${zones.join(', ')}`,
  parentClassFailed: 'Failed to load parent class for view',
  templateMissing: (name: string) => `Unable to render template: ${name}, because it's not registered in the pool`,
  queueCreate: 'Error creating queue. Missing a field (queueName, loadFunction or processFunction',
  queueItem: 'Error adding item to queue. Missing a field (item or queueName',
  noZones: 'No zones in feed',
  imageInfo: 'Image info could not be parsed. This means there is probably an issue with the feed',
  /** The modal's click-through could not be reported (type error). */
  modalReportingFailed: 'Reporting for Page Modal returns error',
} as const;

/**
 * Texts the legacy catalogue does not have, for cases the legacy runtime
 * never met (it had no checks there). Kept here too, so every line a staff
 * member may read in the log is written in one file.
 */
export const runtimeMessages = {
  /** `tf:pageerror` of a first load whose manifest request failed. */
  manifestFailed: (url: string) => `Manifest failed to load for ${url}`,
  /** `tf:pageerror`: the answer held no usable manifest. */
  noManifest: (url: string) => `No manifest for ${url}`,
  badRedirect: (url: string) => `Redirect without a valid location for ${url}`,
  /** Feeds: the legacy catalogue says nothing about failing feeds. */
  feedFailed: (url: string) => `Feed failed to load at ${url}`,
  feedFromStore: (url: string) => `Feed failed to load at ${url}; using the stored copy`,
  /** The debug bar's Clear This Page: the page's stored feeds forgotten. */
  pageCacheCleared: (count: number, url: string) => `Cleared ${count} stored ${count === 1 ? 'feed' : 'feeds'} of ${url}`,
  /** The first page's layout as the server drew it was not the one its manifest plans (a warning: the browser builds it). */
  layoutRebuilt: 'The server\'s layout did not match the page\'s plan and was built again',
  /** Islands did not exist in the legacy runtime. */
  islandFailed: (driver: string) => `Island ${driver} failed to load`,
  /** Elements `tf.js` defines on first use (elements/shared/lazy-elements.ts). */
  prefetchingFailed: 'Prefetching failed to load; it is tried again on the next page or link',
  modalFailed: 'The modal dialog failed to load; it is tried again on the next modal page',
  queuesFailed: 'The deferred queues failed to load; the calls made so far are dropped, the next one tries again',
  scrollFailed: 'Scrolling failed to load; it is tried again on the next scroll',
  stylesheetsFailed: 'The page stylesheet switcher failed to load; it is tried again on the next page',
  activityBarFailed: 'The progress bar failed to load; it is tried again on the next page',
  debugBarFailed: 'The debug bar failed to load; it is tried again on the next page',
  trackingFailed: 'Tracking failed to load; it is tried again on the next page or call',
  elementFailed: (tag: string) => `Element <${tag}> failed to load; it is tried again when it next appears`,
  /** `Triforce.defineModule` from classic scripts: the legacy runtime had no such checks. */
  badDriver: (driver: string) => `Triforce.defineModule: driver must be a non-empty string, got ${driver}`,
  badController: (driver: string) => `Triforce.defineModule(${driver}): controller must be an object with a render function`,
  redefined: (driver: string) => `Triforce.defineModule(${driver}): a module is already defined under this driver; keeping the first`,
  /** Templates and queues (the site's own texts name only the missing template and fields). */
  templateInvalid: (name: string) => `Unable to register template: ${name}, because it is not a template element or a function`,
  templateNoTarget: (name: string) => `Unable to render template: ${name}, because the target element is missing`,
  templateBuildFailed: (name: string) => `Unable to render template: ${name}, because the template failed to build`,
  queueExists: (queue: string) => `Queue ${queue} already exists; the first one is kept`,
  ...consentMessages,
  /** Ad-block detection and personalization; the adapter's own texts: personalization/target-messages.ts. */
  adBlockFailed: 'Ad-block detection failed to load; it is tried again on the next page',
  personalizationFailed: 'Personalization failed to load; it is tried again on the next page',
} as const;
