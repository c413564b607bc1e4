import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { AdSlot, parseAdSlotFeed } from './ad-slot.js';
import { adSlotCss } from './ad-slot.styles.js';

adoptStyles('ad-slot', adSlotCss);

/** One island for the three placements of placements.ts (ENT_M091 to ENT_M093): it reads its zone's driver. */
export default defineIsland('ENT_M091', AdSlot, { parseFeed: parseAdSlotFeed });
