/**
 * What the demo's ad server has to serve: house ads only (the network
 * promoting its own shows), drawn at the sizes below by the creative page
 * `/ads/creative.html` (creative.ts). The GPT stand-in (gpt.ts) asks
 * `chooseAd` for each slot it requests, the way GPT asks Google Ad Manager:
 * a slot gets the first of its sizes the inventory has, or answers empty.
 *
 * Staff and the e2e suite make chosen slots answer empty with the cookie
 * `ltn_ads_empty`: a comma-separated list of ad unit names (the path's last
 * segment, `roadblock`) and sizes (`300x250`). The product never reads it.
 *
 * Node-safe: pure, no DOM.
 */
import { SHOW_LIST } from '../content/catalogue.js';

export const CREATIVE_PATH = '/ads/creative.html';
export const CREATIVE_STYLES_PATH = '/ads/creative.css';
export const EMPTY_COOKIE = 'ltn_ads_empty';

/** Sizes the house ads are drawn at (IAB standard units). */
export const HOUSE_AD_SIZES: readonly string[] = ['728x90', '970x90', '970x250', '320x50', '300x50', '300x250', '336x280', '300x600', '160x600', '320x100'];

export type AdSize = readonly [width: number, height: number];

export interface AdAsk {
  adUnitPath: string;
  sizes: readonly AdSize[];
  /** Page-level targeting merged with the slot's (the slot's wins), values as lists. */
  targeting: Readonly<Record<string, readonly string[]>>;
  nonPersonalizedAds: boolean;
  /** The `ltn_ads_empty` cookie's value. */
  emptyList?: string;
  /** Which request this is (rotates the show advertised). */
  sequence: number;
}

export interface AdAnswer {
  size: AdSize;
  personalized: boolean;
  show: string;
  /** The creative's same-origin address. */
  src: string;
}

const sizeName = ([w, h]: AdSize) => `${w}x${h}`;

/**
 * Personalized only when nothing asks otherwise: the privacy setting
 * (`setPrivacySettings({nonPersonalizedAds})`) and the publisher's consent
 * key-values (`consent=no`, `gdpr=1` before consent).
 */
export function isPersonalized(ask: Pick<AdAsk, 'targeting' | 'nonPersonalizedAds'>): boolean {
  if (ask.nonPersonalizedAds) return false;
  const consent = ask.targeting['consent'];
  const gdpr = ask.targeting['gdpr'];
  return !consent?.includes('no') && !(gdpr?.includes('1') && !consent?.includes('yes'));
}

/** The show a personalized ad picks: one named by the page's targeting (`show`, `genre` …) when it is a show slug. */
function showFor(ask: AdAsk, personalized: boolean): string {
  if (personalized) {
    const named = Object.values(ask.targeting).flat().find((value) => SHOW_LIST.some((show) => show.slug === value));
    if (named) return named;
  }
  return SHOW_LIST[ask.sequence % SHOW_LIST.length]!.slug;
}

export function chooseAd(ask: AdAsk): AdAnswer | undefined {
  const empty = new Set((ask.emptyList ?? '').split(',').map((item) => item.trim()).filter(Boolean));
  const unitName = ask.adUnitPath.slice(ask.adUnitPath.lastIndexOf('/') + 1);
  if (empty.has(unitName) || empty.has(ask.adUnitPath)) return undefined;
  const size = ask.sizes.find((candidate) => HOUSE_AD_SIZES.includes(sizeName(candidate)) && !empty.has(sizeName(candidate)));
  if (!size) return undefined;
  const personalized = isPersonalized(ask);
  const show = showFor(ask, personalized);
  const query = new URLSearchParams({ size: sizeName(size), show, ad: personalized ? 'personalized' : 'non-personalized', unit: ask.adUnitPath });
  return { size, personalized, show, src: `${CREATIVE_PATH}?${query}` };
}
