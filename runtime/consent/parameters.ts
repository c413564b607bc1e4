import type { ConsentState } from './consent-store.js';

/** The consent-dependent parameters, each as its consumer sends it. */
export interface ConsentParameters {
  /** The player's and the ad repository's `consent` parameter. */
  adConsent: 'true' | 'false';
  /** Whether the analytics, audience-measurement and data-exchange reporters are on. */
  reporters: boolean;
  /** Ad targeting key-value `consent`. */
  kvConsent: 'yes' | 'no';
  /** Ad targeting key-value `gdpr`: `1` while consent is missing. */
  gdpr: '1' | '0';
}

/**
 * With no consent, the ad parameter consent is false, the analytics,
 * audience-measurement and data-exchange reporters are disabled, and ad
 * key-value consent is 'no' with gdpr flag 1; after consent these become
 * true, 'yes' and 0. Every one follows `granted` alone, never the
 * platform's `gdprApplies`: the rule names consent, not where it applies.
 */
export function consentParameters(state: Pick<ConsentState, 'granted'>): ConsentParameters {
  const granted = state.granted === true;
  return {
    adConsent: granted ? 'true' : 'false',
    reporters: granted,
    kvConsent: granted ? 'yes' : 'no',
    gdpr: granted ? '0' : '1',
  };
}
