import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { clipGridCss } from '../clip-grid/clip-grid.styles.js';
import { parseRecommendedFeed, Recommended } from './recommended.js';
import { recommendedCss } from './recommended.styles.js';

// The row is a clip row: the clip grid's styles, adopted once per document whichever island comes first.
adoptStyles('clip-grid', clipGridCss);
adoptStyles('recommended', recommendedCss);

export default defineIsland(Recommended, { parseFeed: parseRecommendedFeed });
