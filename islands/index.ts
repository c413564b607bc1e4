import type { IslandLoader } from '../runtime/modules/resolver.js';
import { islandDescriptors } from './descriptors.js';
import { adoptReservations } from './reservations.js';

// The zones of these islands hold their boxes before any chunk loads.
adoptReservations();

/**
 * Built-in islands by driver, from their descriptors. Each loads lazily as
 * its own chunk, so a page downloads only the islands its manifest names.
 */
export const builtInIslands: Record<string, IslandLoader> = Object.fromEntries(islandDescriptors.map(({ driver, load }) => [driver, load]));
