/**
 * The network's site repository for the demo, as the ad repository
 * answers: ad units for the slots the demo's pages place, targeting key
 * values, the `omniture` section configuring the analytics stand-in, and the
 * tracking pixels. A function of the request: a share lookup (`itemId`,
 * `url`) gets that item's page name. Node-safe: plain data.
 */
export const REPOSITORY_PATH = '/ads/repository';

const NETWORK = '/21775744923/laughtrack';

export interface RepositoryAsk {
  consent: boolean;
  itemId?: string;
  pageUrl?: string;
}

export function repositoryAnswer({ consent, itemId, pageUrl }: RepositoryAsk): Record<string, unknown> {
  const path = pageUrl ? safePath(pageUrl) : undefined;
  return {
    metadata: { network: 'Laugh Track Network', version: '2026.11' },
    adUnits: {
      default: `${NETWORK}/site`,
      leaderboard: `${NETWORK}/leaderboard`,
      rectangle: `${NETWORK}/rectangle`,
      roadblock: `${NETWORK}/roadblock`,
    },
    exclusionCategories: ['alcohol', 'gambling'],
    keyValues: { site: 'laughtrack', platform: 'web', genre: ['comedy', 'entertainment'] },
    adReloadable: true,
    adReloadTime: 60,
    autoRefreshByVisibility: true,
    autoDcopt: false,
    positionThreshold: 0.5,
    enabled: true,
    disablePOE: false,
    website: { videoSiteSectionId: 'laughtrack_web', adCall1x2: false },
    omniture: {
      pageName: itemId ? `laughtrack/share/${itemId}` : 'laughtrack',
      channel: 'laughtrack',
      values: { prop1: 'laughtrack', eVar1: 'web' },
      contextData: { 'ltn.site': 'laughtrack', 'ltn.consent': String(consent), ...(path ? { 'ltn.sharedUrl': path } : {}) },
      dynamicAccountList: 'ltnprod=laughtrack.example;ltndev=localhost,127.0.0.1',
      linkInternalFilters: 'javascript:,laughtrack.example,localhost,127.0.0.1',
      videoViewEventDisable: false,
      enableVisitorNameSpace: 'laughtracknetwork',
      defaultHier: 'laughtrack',
      dynamicAccountSelection: true,
    },
    trackingPixels: {
      googleAdWords: [],
      google: ['/px/google.gif?id=AW-LTN-1'],
      floodlight: ['/px/floodlight.html?src=ltn&cat=pageview'],
      tapAd: ['/px/tapad.gif?partner=ltn'],
      mediaMath: ['/px/mathtag.js?mt_id=ltn'],
      facebook: [],
    },
  };
}

/** Only the path of a shared page's URL goes into the answer. */
function safePath(raw: string): string | undefined {
  try {
    return new URL(raw, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}
