import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseTrendingBarFeed, TrendingBar } from './trending-bar.js';
import { trendingBarCss } from './trending-bar.styles.js';

adoptStyles('trending-bar', trendingBarCss);

export default defineIsland(TrendingBar, { parseFeed: parseTrendingBarFeed });
