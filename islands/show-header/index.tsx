import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseShowHeaderFeed, ShowHeader } from './show-header.js';
import { showHeaderCss } from './show-header.styles.js';

adoptStyles('show-header', showHeaderCss);

export default defineIsland(ShowHeader, { parseFeed: parseShowHeaderFeed });
