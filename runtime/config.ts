/**
 * Site configuration. Pages supply it as
 * a child `<script type="application/json" data-tf-config>` or through the
 * `config` property of `<tf-page>`; either is merged over these defaults.
 * Only keys known here and values of the default's type are taken, so a
 * malformed block can never put an unexpected type into the runtime.
 */
import { isRecord } from './util/guards.js';

export interface TriforceConfig {
  siteBaseUrl: string;
  searchUrl: string;
  searchFeedUrl: string;
  adsEnabled: boolean;
  mobileAdsEnabled: boolean;
  socialAppIds: Record<string, string>;
  videoAdNetworkId: string;
  mediaSiteParameter: string;
  imageQuality: number;
  recommendations: { resultsUrl: string; registerUrl: string; activityUrl: string; popularityUrl: string };
  playerContentSets: { videos: string; fullEpisodes: string; playlists: string };
  defaultTourId: string;
  tveStaging: boolean;
  personalizationEnabled: boolean;
  personalizationMbox: string;
  /** The Adobe Target library (at.js), loaded with consent when personalization is on; empty: never loaded. */
  personalizationSrc: string;
  /** Ad-block detection: on only when 1, ... */
  adBlockDetection: number;
  /** ... for pages whose `reporting.parentId` is one of these (the site's two ids) ... */
  adBlockParentIds: string[];
  /** A script the detection requests where ad blockers refuse it (a URL like an ad library's); empty: the bait element alone. */
  adBlockBaitSrc: string;
  /** The legal page on disabling ad-block, linked from the detection message. */
  adBlockHelpUrl: string;
  /** The site repository, read by JSONP; empty: never loaded. */
  adRepositoryUrl: string;
  /** The ad library, Google Publisher Tag's API (runtime/ads/gpt.ts); empty: no ads. */
  adLibrarySrc: string;
  /** The analytics library (AppMeasurement's API) and its report suite; empty: never loaded. */
  analyticsSrc: string;
  analyticsAccount: string;
  /** The reporting module script; empty: never loaded; skipped on webview pages. */
  reportingModuleSrc: string;
  /** The survey intercept script; empty: never loaded. */
  surveySrc: string;
  /** The coda script, whose `window.coda` is then polled; empty: never loaded. */
  codaSrc: string;
  /** The social network pixel (Meta pixel API) and its pixel id; either empty: never loaded. */
  socialPixelSrc: string;
  socialPixelId: string;
  /** The video player library (the MTVN Player Embed API, runtime/tve/player.ts); empty: full episodes cannot play. */
  playerSrc: string;
  /**
   * The site's TV-provider sign-in (`<tf-signin>`'s attributes
   * and the wrapper's `channelID`); an empty `requestor`: none.
   */
  signin: SigninConfig;
  debug: boolean;
  monitor: boolean;
  /** Extra global zone names, placed inside the content. */
  globalZones: string[];
}

export interface SigninConfig {
  requestor: string;
  resource: string;
  brand: string;
  serviceBase: string;
  entitlementSrc: string;
  reportingSrc: string;
  channelID: string;
  /** `<tf-signin identity-src>`: the identity adapter module of the special preview (issue 16); empty: no social or mail sign-in. */
  identitySrc: string;
}

export const defaultConfig: TriforceConfig = {
  siteBaseUrl: '/',
  searchUrl: '/search',
  searchFeedUrl: '/feeds/search',
  adsEnabled: false,
  mobileAdsEnabled: false,
  socialAppIds: {},
  videoAdNetworkId: '',
  mediaSiteParameter: '',
  imageQuality: 0.7,
  recommendations: { resultsUrl: '', registerUrl: '', activityUrl: '', popularityUrl: '' },
  playerContentSets: { videos: '', fullEpisodes: '', playlists: '' },
  defaultTourId: '',
  tveStaging: false,
  personalizationEnabled: false,
  personalizationMbox: '',
  personalizationSrc: '',
  adBlockDetection: 0,
  adBlockParentIds: [],
  adBlockBaitSrc: '',
  adBlockHelpUrl: '/legal/ad-block-help.html',
  adRepositoryUrl: '',
  adLibrarySrc: '',
  analyticsSrc: '',
  analyticsAccount: '',
  reportingModuleSrc: '/media/module/ENT_Reporting',
  surveySrc: '',
  codaSrc: '',
  socialPixelSrc: '',
  socialPixelId: '',
  playerSrc: '',
  signin: { requestor: '', resource: '', brand: '', serviceBase: '', entitlementSrc: '', reportingSrc: '', channelID: '', identitySrc: '' },
  debug: false,
  monitor: false,
  globalZones: [],
};

type Plain = Record<string, unknown>;

function mergeKnown(base: Plain, patch: Plain): Plain {
  const out: Plain = { ...base };
  for (const key of Object.keys(base)) {
    if (!Object.hasOwn(patch, key)) continue;
    const current = base[key];
    const next = patch[key];
    if (Array.isArray(current)) {
      if (Array.isArray(next)) out[key] = next.filter((item) => typeof item === 'string');
    } else if (isRecord(current)) {
      // Open maps (like socialAppIds) take any string values; fixed shapes only their keys.
      if (isRecord(next)) {
        out[key] = Object.keys(current).length === 0
          ? Object.fromEntries(Object.entries(next).filter(([, v]) => typeof v === 'string'))
          : mergeKnown(current, next);
      }
    } else if (typeof next === typeof current && (typeof next !== 'number' || Number.isFinite(next))) {
      out[key] = next;
    }
  }
  return out;
}

export function mergeConfig(patch: unknown, base: TriforceConfig = defaultConfig): TriforceConfig {
  return isRecord(patch) ? (mergeKnown(base as unknown as Plain, patch) as unknown as TriforceConfig) : base;
}

/** Reads the JSON config block of a page element; a malformed block is ignored. */
export function readConfigBlock(host: Element): unknown {
  const block = host.querySelector(':scope > script[type="application/json"][data-tf-config]');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as unknown;
  } catch {
    return undefined;
  }
}
