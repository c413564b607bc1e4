/**
 * What the configuration and the site repository say about ads, and the
 * consent-dependent parameters.
 * Pure: the slot registry and the player read these, nothing here touches
 * the page.
 *
 * Decisions on the repository fields whose meaning was never written down:
 * - `enabled: false` turns every slot of the page off (absent: on).
 * - `website.adCall1x2` must be true for a `1x2` slot to load.
 * - `positionThreshold`: the share (0 to 1) of a slot's box that must be in
 *   the viewport for it to count as in view. A slot is first requested when
 *   it is in view (lazy loading); absent or out of range: any part of it.
 * - `adReloadable` with `adReloadTime` (seconds, at least 30, Google's
 *   floor for refreshing): a shown slot is requested again each time that
 *   long has passed while the tab was visible; with
 *   `autoRefreshByVisibility` only the time the slot itself was in view
 *   counts, so a slot scrolled away never refreshes.
 * - `autoDcopt`: the page's first slot carries `dcopt=ist`, the ad server's
 *   flag allowing one interstitial per page view.
 * - `disablePOE` (the network's "page of ads" single request): when true
 *   each slot is requested on its own instead of in one request for all.
 */
import { consentParameters } from '../consent/parameters.js';
import type { ConsentState } from '../consent/consent-store.js';
import type { RepositoryData } from '../tracking/repository-data.js';

/** Floor of `adReloadTime`, seconds. */
export const MIN_RELOAD_SECONDS = 30;

export interface AdConfig {
  adsEnabled: boolean;
  mobileAdsEnabled: boolean;
  adLibrarySrc: string;
  adRepositoryUrl: string;
}

/** `adsEnabled` on desktop, `mobileAdsEnabled` on a mobile device, and a library to load. */
export function adsAllowed(config: AdConfig, mobile: boolean): boolean {
  return (mobile ? config.mobileAdsEnabled : config.adsEnabled) && config.adLibrarySrc !== '' && config.adRepositoryUrl !== '';
}

export interface PageSettings {
  enabled: boolean;
  /** One request for all the page's slots (false when `disablePOE`). */
  singleRequest: boolean;
  allowOneByTwo: boolean;
  interstitial: boolean;
  keyValues: Record<string, string | string[]>;
  exclusions: string[];
  adUnits: Record<string, string>;
  visibility: VisibilitySettings;
}

export interface VisibilitySettings {
  /** Share of the box in the viewport that counts as in view (0: any part). */
  threshold: number;
  /** Milliseconds between two requests of a shown slot; undefined: never again. */
  reloadMs: number | undefined;
  /** Only the slot's in-view time counts towards `reloadMs`. */
  byVisibility: boolean;
}

export function pageSettings(data: RepositoryData): PageSettings {
  const threshold = data.positionThreshold;
  const reload = data.adReloadable === true && data.adReloadTime !== undefined && data.adReloadTime > 0
    ? Math.max(data.adReloadTime, MIN_RELOAD_SECONDS) * 1000
    : undefined;
  return {
    enabled: data.enabled !== false,
    singleRequest: data.disablePOE !== true,
    allowOneByTwo: data.website?.adCall1x2 === true,
    interstitial: data.autoDcopt === true,
    keyValues: data.keyValues ?? {},
    exclusions: data.exclusionCategories ?? [],
    adUnits: data.adUnits ?? {},
    visibility: {
      threshold: threshold !== undefined && threshold >= 0 && threshold <= 1 ? threshold : 0,
      reloadMs: reload,
      byVisibility: data.autoRefreshByVisibility === true,
    },
  };
}

/** A slot's ad unit path: its `position` in `adUnits`, else `default`. */
export function adUnitPath(settings: Pick<PageSettings, 'adUnits'>, position: string): string | undefined {
  const units = settings.adUnits;
  return (position !== '' && Object.hasOwn(units, position) ? units[position] : undefined) ?? units['default'];
}

/** The targeting a slot is defined with: consent as it stands then. */
export function slotTargeting(consent: Pick<ConsentState, 'granted'>, first: boolean, settings: Pick<PageSettings, 'interstitial'>): Record<string, string> {
  const p = consentParameters(consent);
  return { consent: p.kvConsent, gdpr: p.gdpr, ...(first && settings.interstitial ? { dcopt: 'ist' } : {}) };
}
