/**
 * The site's page manifests, keyed by URL pathname. Zones name the built-in
 * islands (islands/index.ts) by driver, plus the two classic-script modules
 * of demo/scripts (ENT_M050 now-on-TV, ENT_M060 V3 fan poll).
 *
 * Node-safe: plain data.
 */
import type { Manifest, Zone } from '../../runtime/types.js';
import { zoneScripts } from '../scripts/index.js';

/** Builds the zones record, setting each zone's `zone` to its key (CONTRACT §2). */
function zones(spec: Record<string, Omit<Zone, 'zone'>>): Record<string, Zone> {
  return Object.fromEntries(Object.entries(spec).map(([name, zone]) => [name, { zone: name, ...zone }]));
}

const COLORS = { primary: '#ff3d7f', secondary: '#ffd23f', tertiary: '#3ee6d3' };

/** Header, trending menu, sponsor strip and footer: on every page, same feeds, so they are kept across navigations. */
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

function page(id: string, title: string, pageClass: string, background: string, body: Record<string, Omit<Zone, 'zone'>>): Manifest {
  return {
    id,
    title,
    pageClass,
    pageName: `laughtrack/${id}`,
    css: { pageBackgroundColor: background },
    supplemental: { colors: { colors: COLORS } },
    zones: zones({ ...globalZones, ...body }),
  };
}

export const home: Manifest = page('home', 'Laugh Track Network · Comedy shows, clips & stand-up', 'page-home', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/home/hero', priority: 1 },

  t2_c1_promo1: { driver: 'ENT_M020', feed: '/feeds/home/latest-clips', priority: 2 },
  t2_c2_promo1: { driver: 'ENT_M048', feed: '/feeds/home/tonight', priority: 2 },
  t2_c2_promo2: { ...zoneScripts.nowOnTvZone(), priority: 2 },

  t3_1c: { driver: 'ENT_M030', feed: '/feeds/home/shows', priority: 2 },

  t4_c1_promo1: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk', priority: 3 },
  t4_c2_promo1: { ...zoneScripts.fanPollZone(), priority: 3 },
  t4_c3_promo1: { driver: 'ENT_M040', feed: '/feeds/home/newsletter', priority: 3 },

  t5_1c: { driver: 'ENT_M020', feed: '/feeds/home/full-episodes', priority: 3 },
  t6_1c: { driver: 'ENT_M045', feed: '/feeds/home/comedians' },
  t9_1c: { driver: 'ENT_M030', feed: '/feeds/home/specials' },
  // Tier 10 must come after tier 9: zone order is numeric, not textual.
  t10_1c: { driver: 'ENT_M020', feed: '/feeds/home/most-watched' },
});

const shows = page('shows', 'Shows · Laugh Track Network', 'page-shows', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/shows/hero', priority: 1 },
  t2_1c: { driver: 'ENT_M030', feed: '/feeds/shows/new', priority: 2 },
  t3_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 2 },
  t4_c1_promo1: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk', priority: 3 },
  t4_c2_promo1: { driver: 'ENT_M040', feed: '/feeds/home/newsletter', priority: 3 },
});

const fullEpisodes = page('full-episodes', 'Full Episodes · Laugh Track Network', 'page-full-episodes', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/full-episodes/hero', priority: 1 },
  t2_1c: { driver: 'ENT_M020', feed: '/feeds/full-episodes/latest', priority: 2 },
  t3_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 3 },
});

const standUp = page('stand-up', 'Stand-Up · Laugh Track Network', 'page-stand-up', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/stand-up/hero', priority: 1 },
  t2_1c: { driver: 'ENT_M045', feed: '/feeds/stand-up/comedians', priority: 2 },
  t3_c1_promo1: { driver: 'ENT_M020', feed: '/feeds/stand-up/clips', priority: 3 },
  t3_c2_promo1: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk', priority: 3 },
  t4_1c: { driver: 'ENT_M030', feed: '/feeds/home/specials' },
});

const schedule = page('schedule', 'Schedule · Laugh Track Network', 'page-schedule', '#0f0e14', {
  t1_1c: { driver: 'ENT_M010', feed: '/feeds/schedule/hero', priority: 1 },
  t2_c1_promo1: { driver: 'ENT_M048', feed: '/feeds/schedule/tonight', priority: 2 },
  t2_c2_promo1: { ...zoneScripts.nowOnTvZone(), priority: 2 },
  t3_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 3 },
});

export const pages: Record<string, Manifest | false> = {
  '/': home,
  '/shows': shows,
  '/full-episodes': fullEpisodes,
  '/stand-up': standUp,
  // The now-on-TV module links to /standup; both spellings reach the page.
  '/standup': standUp,
  '/schedule': schedule,
};
