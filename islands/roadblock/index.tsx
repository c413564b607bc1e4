import { defineIsland } from '../define-island.js';
import { adSlotCss } from '../ad-slot/ad-slot.styles.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseRoadblockFeed } from './feed.js';
import { Roadblock } from './roadblock.js';
import { roadblockCss } from './roadblock.styles.js';

// The ad's box is the ad slot island's own: one stylesheet, adopted once whichever island comes first.
adoptStyles('ad-slot', adSlotCss);
adoptStyles('roadblock', roadblockCss);

export default defineIsland(Roadblock, { parseFeed: parseRoadblockFeed });
