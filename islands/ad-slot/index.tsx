import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { AdSlot, parseAdSlotFeed } from './ad-slot.js';
import { adSlotCss } from './ad-slot.styles.js';
import { adSlots } from './island.js';

adoptStyles('ad-slot', adSlotCss);

/** One island for every placement of placements.ts: it reads its zone's driver; the first placement's names the controller. */
export default defineIsland(adSlots[0]!.driver, AdSlot, { parseFeed: parseAdSlotFeed });
