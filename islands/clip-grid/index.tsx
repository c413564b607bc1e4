import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ClipGrid, parseClipGridFeed } from './clip-grid.js';
import { clipGridCss } from './clip-grid.styles.js';

adoptStyles('clip-grid', clipGridCss);

export default defineIsland(ClipGrid, { parseFeed: parseClipGridFeed });
