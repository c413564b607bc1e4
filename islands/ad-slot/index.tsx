import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { AdSlot, parseAdSlotFeed } from './ad-slot.js';
import { adSlotCss } from './ad-slot.styles.js';

adoptStyles('ad-slot', adSlotCss);

/** One island for every placement of placements.ts: it reads its zone's driver. */
export default defineIsland(AdSlot, { parseFeed: parseAdSlotFeed });
