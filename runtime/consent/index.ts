/**
 * Consent: the document's store fed by any
 * IAB TCF v2.2 platform, and the parameters that follow it.
 * Consumers are handed the document scope's `consent` and use `current()`/`subscribe()`.
 */
export {
  createConsentStore, CONSENT_POLL_MS, CONSENT_SEARCH_MS,
  type ConsentListener, type ConsentSource, type ConsentState, type ConsentStore, type ConsentStoreOptions,
} from './consent-store.js';
export { consentParameters, type ConsentParameters } from './parameters.js';
export { readTcfAnswer, REQUIRED_PURPOSES, type TcfApi, type TcfCallback, type TcfReading } from './tcf.js';
