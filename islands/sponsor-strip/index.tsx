import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseSponsorStripFeed, SponsorStrip } from './sponsor-strip.js';
import { sponsorStripCss } from './sponsor-strip.styles.js';
import { sponsorStrip } from './island.js';

adoptStyles('sponsor-strip', sponsorStripCss);

export default defineIsland(sponsorStrip.driver, SponsorStrip, { parseFeed: parseSponsorStripFeed });
