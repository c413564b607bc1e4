import type { ConsentState } from './consent-store.js';

/** The consent-dependent parameters of spec 001 §9, each as its consumer sends it. */
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
 * Spec 001 §9: "with no consent, the ad parameter consent=false, the
 * analytics, audience-measurement and data-exchange reporters are disabled,
 * and ad key-value consent is 'no' with gdpr flag 1. After consent these
 * become true, 'yes' and 0." Every one follows `granted` alone, never the
 * platform's `gdprApplies`, as the spec states it.
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
