import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseSponsorStripFeed, SponsorStrip } from './sponsor-strip.js';
import { sponsorStripCss } from './sponsor-strip.styles.js';

adoptStyles('sponsor-strip', sponsorStripCss);

export default defineIsland(SponsorStrip, { parseFeed: parseSponsorStripFeed });
