/**
 * What every page of the demo site shares: the global zones (header,
 * trending menu, sponsor strip, footer), the ad placements, the tracking
 * pixels and the colours, put together by `page` around a page's own zones
 * (pages.ts).
 *
 * Node-safe: plain data.
 */
import type { Manifest, Zone } from '../../runtime/types.js';
import { ROADBLOCK_ZONE } from './roadblock.js';

/** Builds the zones record, setting each zone's `zone` to its key. */
function zones(spec: Record<string, Omit<Zone, 'zone'>>): Record<string, Zone> {
  return Object.fromEntries(Object.entries(spec).map(([name, zone]) => [name, { zone: name, ...zone }]));
}

const COLORS = { primary: '#ff3d7f', secondary: '#ffd23f', tertiary: '#3ee6d3' };

/**
 * Header, trending menu, sponsor strip and footer: on every page with the
 * same driver and feed, so in-page navigation keeps them mounted.
 */
const globalZones: Record<string, Omit<Zone, 'zone'>> = {
  header: { driver: 'ENT_M001', feed: '/feeds/global/header', priority: 1 },
  menu: { driver: 'ENT_M002', feed: '/feeds/global/trending', priority: 1 },
  footer: { driver: 'ENT_M099', feed: '/feeds/global/footer', priority: 3 },
  // Inline feed: the sponsor line ships in the manifest itself, no request.
  'ads-reporting': {
    driver: 'ENT_M090',
    feedData: {
      result: {
        label: 'Presented by',
        sponsor: 'Crunchwell Pretzels',
        message: 'The official snack of laughing with your mouth full.',
        url: 'https://crunchwell.example/',
      },
    },
  },
};

/**
 * The ad placements (issue 17; islands/ad-slot/placements.ts): the leaderboard
 * under the header on every page but the not-found page and modal pages, a
 * rectangle beside the schedule, the roadblock zone at the foot of the
 * content. Inline feeds naming the repository's `adUnits` key: a zone with
 * the same driver and feed on the next page is kept, and so is its slot.
 */
const LEADERBOARD = { t0_1c: { driver: 'ENT_M091', feedData: { result: { position: 'leaderboard' } }, priority: 2 } };
export const rectangle = (priority: number) => ({ driver: 'ENT_M092', feedData: { result: { position: 'rectangle' } }, priority });
// The roadblock module (continue watching, watch now) draws the roadblock ad beside its links.
export const ROADBLOCK = ROADBLOCK_ZONE;

interface PageOptions {
  /** The leaderboard under the header (default true). */
  leaderboard?: boolean;
  /** A stylesheet of demo/public/styles/ (without `.css`) that replaces the default one. */
  pageStyle?: string;
  /** Split by '/', the second segment names the show. */
  pageName?: string;
  /** The page type (ENT_P008 a full episode, ENT_P006 a show) and reporting parent, read by ad-block detection. */
  type?: string;
  parentId?: string;
}

/**
 * The page's tracking pixels (the manifest's `supplemental`): the tag manager's
 * script and the retargeting and ad-network images, served by the demo's
 * stand-ins (demo/api/analytics-handlers.ts); fired only with consent.
 */
const pixels = (id: string) => ({
  pixelMathtag: `/px/mathtag.js?mt_id=ltn&page=${id}`,
  pixelTapad: `/px/tapad.gif?partner=ltn&page=${id}`,
  pixelGoogle: `/px/google.gif?id=AW-LTN-1&page=${id}`,
});

/** A page of the site: its id, title, class and background, the global zones, the leaderboard ad unless told otherwise, and `body`'s zones. */
export function page(id: string, title: string, pageClass: string, background: string, body: Record<string, Omit<Zone, 'zone'>>, options: PageOptions = {}): Manifest {
  return {
    id,
    title,
    pageClass,
    pageName: options.pageName ?? `laughtrack/${id}`,
    ...(options.type ? { type: options.type } : {}),
    ...(options.parentId ? { reporting: { parentId: options.parentId } } : {}),
    // A themed page takes its colours and background from its stylesheet.
    ...(options.pageStyle
      ? { supplemental: { pageStyle: options.pageStyle, ...pixels(id) } }
      : { css: { pageBackgroundColor: background }, supplemental: { colors: { colors: COLORS }, ...pixels(id) } }),
    zones: zones({ ...globalZones, ...(options.leaderboard === false ? {} : LEADERBOARD), ...body }),
  };
}
