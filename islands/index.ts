import type { IslandLoader } from '../runtime/modules/resolver.js';
import { adoptReservations } from './reservations.js';

// The zones of these islands hold their boxes before any chunk loads.
adoptReservations();

/**
 * Built-in islands by driver. Each loads lazily as its own chunk, so a page
 * downloads only the islands its manifest names (CONTRACT §3 step 2).
 */
export const builtInIslands: Record<string, IslandLoader> = {
  ENT_M001: () => import('./site-header/index.js'),
  ENT_M002: () => import('./trending-bar/index.js'),
  ENT_M010: () => import('./hero-promo/index.js'),
  ENT_M011: () => import('./show-header/index.js'),
  ENT_M015: () => import('./episode-player/index.js'),
  ENT_M020: () => import('./clip-grid/index.js'),
  ENT_M025: () => import('./clip-viewer/index.js'),
  ENT_M030: () => import('./show-row/index.js'),
  ENT_M040: () => import('./text-promo/index.js'),
  ENT_M045: () => import('./comedian-spotlight/index.js'),
  ENT_M046: () => import('./comedian-search/index.js'),
  ENT_M048: () => import('./schedule-teaser/index.js'),
  ENT_M070: () => import('./search-results/index.js'),
  ENT_M080: () => import('./not-found/index.js'),
  ENT_M090: () => import('./sponsor-strip/index.js'),
  // The ad placements (islands/ad-slot/placements.ts): one island, a reserved box per driver.
  ENT_M091: () => import('./ad-slot/index.js'),
  ENT_M092: () => import('./ad-slot/index.js'),
  ENT_M093: () => import('./ad-slot/index.js'),
  ENT_M099: () => import('./site-footer/index.js'),
};
