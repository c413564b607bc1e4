/**
 * Alternative home manifests the debug bar's manifest selector offers
 * (`/__crabapple_admin/manifest/ajax/list`). Selecting one sends
 * `currentManifest={id}` and the home page really changes: editors preview
 * an upcoming arrangement of the home page before it goes live.
 *
 * Node-safe: plain data built from the live home manifest.
 */
import type { Manifest, Zone } from '../../runtime/types.js';
import { zoneScripts } from '../scripts/index.js';
import { home } from './pages.js';

export interface AlternativeManifest {
  id: string;
  name: string;
  /** The page (URL pathname) this manifest stands in for. */
  path: string;
  manifest: Manifest;
}

/** The home manifest's global zones (header, menu, footer, sponsor) unchanged, so navigation keeps them. */
function homeWith(id: string, title: string, pageClass: string, body: Record<string, Omit<Zone, 'zone'>>): Manifest {
  const globals = Object.fromEntries(Object.entries(home.zones).filter(([name]) => !/^t\d+_/.test(name)));
  const zones = Object.fromEntries(Object.entries(body).map(([name, zone]) => [name, { zone: name, ...zone }]));
  return { ...home, id, title, pageClass, zones: { ...globals, ...zones } };
}

export const alternativeManifests: readonly AlternativeManifest[] = [
  {
    id: 'home-standup-week',
    name: 'Home · Stand-Up Week (preview)',
    path: '/',
    manifest: homeWith('home', 'Stand-Up Week · Laugh Track Network', 'page-home page-home--standup-week', {
      t1_1c: { driver: 'ENT_M010', feed: '/feeds/stand-up/hero', priority: 1 },
      t2_1c: { driver: 'ENT_M045', feed: '/feeds/stand-up/comedians', priority: 2 },
      t3_c1_promo1: { driver: 'ENT_M020', feed: '/feeds/stand-up/clips', priority: 2 },
      t3_c2_promo1: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk', priority: 3 },
      t4_1c: { driver: 'ENT_M030', feed: '/feeds/home/specials', priority: 3 },
    }),
  },
  {
    id: 'home-binge-weekend',
    name: 'Home · Binge Weekend (preview)',
    path: '/',
    manifest: homeWith('home', 'Binge Weekend · Laugh Track Network', 'page-home page-home--binge', {
      t1_1c: { driver: 'ENT_M010', feed: '/feeds/full-episodes/hero', priority: 1 },
      t2_1c: { driver: 'ENT_M020', feed: '/feeds/full-episodes/latest', priority: 2 },
      t3_1c: { driver: 'ENT_M020', feed: '/feeds/home/full-episodes', priority: 2 },
      t4_1c: { driver: 'ENT_M030', feed: '/feeds/shows/all', priority: 3 },
    }),
  },
  {
    // The archive's staff picks rebuilt on a parent script that was retired:
    // that column logs 'Failed to load parent class for view' and is removed,
    // the archive list beside it and the rest of the page draw as usual.
    id: 'home-archive-retired-parent',
    name: 'Home · Archive with a retired parent script (broken preview)',
    path: '/',
    manifest: homeWith('home', 'From the Archive · Laugh Track Network', 'page-home page-home--archive', {
      t1_1c: { driver: 'ENT_M010', feed: '/feeds/home/hero', priority: 1 },
      t2_c1_promo1: { ...zoneScripts.archiveListZone(), priority: 2 },
      t2_c2_promo1: { ...zoneScripts.retiredPicksZone(), priority: 2 },
      t3_1c: { driver: 'ENT_M030', feed: '/feeds/home/shows', priority: 3 },
    }),
  },
];
