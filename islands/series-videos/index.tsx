import { clipGridCss } from '../clip-grid/clip-grid.styles.js';
import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseSeriesVideosFeed } from './feed.js';
import { SeriesVideos } from './series-videos.js';
import { seriesVideosCss } from './series-videos.styles.js';

// The cards are the clip grid's, and so is their look.
adoptStyles('clip-grid', clipGridCss);
adoptStyles('series-videos', seriesVideosCss);

export default defineIsland(SeriesVideos, { parseFeed: parseSeriesVideosFeed });
