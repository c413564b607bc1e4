import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ComedianSpotlight, parseComedianSpotlightFeed } from './comedian-spotlight.js';
import { comedianSpotlightCss } from './comedian-spotlight.styles.js';

adoptStyles('comedian-spotlight', comedianSpotlightCss);

export default defineIsland(ComedianSpotlight, { parseFeed: parseComedianSpotlightFeed });
