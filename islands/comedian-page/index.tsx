import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ComedianPage, parseComedianPageFeed } from './comedian-page.js';
import { comedianPageCss } from './comedian-page.styles.js';

adoptStyles('comedian-page', comedianPageCss);

export default defineIsland(ComedianPage, { parseFeed: parseComedianPageFeed });
