/**
 * The visitor's choice as real platforms keep it: a TC string in the cookie
 * `euconsent-v2` (path /, 13 months, SameSite=Lax). A cookie this platform
 * did not write, or one written under an older policy, is no choice at all:
 * the banner asks again.
 */
import { readCookie, type CookieSource } from '../../runtime/util/cookies.js';
import {
  CMP_ID, CMP_VERSION, CONSENT_LANGUAGE, PUBLISHER_CC, TC_COOKIE, TC_COOKIE_DAYS, TCF_POLICY_VERSION, VENDOR_LIST_VERSION,
} from './purposes.js';
import { decodeTcString, encodeTcString, type CoreSegment } from './tc-string.js';

export interface StoredChoice {
  tcString: string;
  core: CoreSegment;
}

/** The stored choice, or undefined when there is none this platform can stand behind. */
export function readStoredChoice(doc: CookieSource): StoredChoice | undefined {
  const tcString = readCookie(TC_COOKIE, doc);
  if (!tcString) return undefined;
  const core = decodeTcString(tcString);
  if (!core || core.cmpId !== CMP_ID || core.tcfPolicyVersion !== TCF_POLICY_VERSION) return undefined;
  return { tcString, core };
}

/**
 * The TC string of a choice of `purposes` made at `now`; a change keeps the
 * first choice's creation date, as the format asks. The demo declares no
 * vendors and relies on consent alone, so vendor sections and legitimate
 * interests are empty.
 */
export function choiceString(purposes: readonly number[], now: number, previous?: CoreSegment): StoredChoice {
  const core: CoreSegment = {
    created: previous?.created ?? now,
    lastUpdated: now,
    cmpId: CMP_ID,
    cmpVersion: CMP_VERSION,
    consentScreen: 1,
    consentLanguage: CONSENT_LANGUAGE,
    vendorListVersion: VENDOR_LIST_VERSION,
    tcfPolicyVersion: TCF_POLICY_VERSION,
    isServiceSpecific: true,
    useNonStandardTexts: false,
    specialFeatureOptIns: [],
    purposesConsent: [...purposes].sort((a, b) => a - b),
    purposesLITransparency: [],
    purposeOneTreatment: false,
    publisherCC: PUBLISHER_CC,
    vendorConsents: [],
    vendorLegitimateInterests: [],
  };
  // The decoded form, so what the platform reports is exactly what the cookie will say (dates in deciseconds).
  const tcString = encodeTcString(core);
  return { tcString, core: decodeTcString(tcString)! };
}

/** Writes `choice` for the whole site for 13 months. TC strings are base64url, safe in a cookie as they are. */
export function storeChoice(doc: CookieSource, choice: StoredChoice, now: number): void {
  const expires = new Date(now + TC_COOKIE_DAYS * 86_400_000).toUTCString();
  doc.cookie = `${TC_COOKIE}=${choice.tcString}; expires=${expires}; path=/; SameSite=Lax`;
}
