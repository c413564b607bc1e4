import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ClipGrid, parseClipGridFeed } from './clip-grid.js';
import { clipGridCss } from './clip-grid.styles.js';
import { clipGrid } from './island.js';

adoptStyles('clip-grid', clipGridCss);

export default defineIsland(clipGrid.driver, ClipGrid, { parseFeed: parseClipGridFeed });
