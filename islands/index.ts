import type { ModuleController } from '../runtime/types.js';

/**
 * Built-in islands by driver. Each loads lazily as its own chunk, so a page
 * downloads only the islands its manifest names (CONTRACT §3 step 2).
 */
export type IslandLoader = () => Promise<{ default: ModuleController }>;

export const builtInIslands: Record<string, IslandLoader> = {};
