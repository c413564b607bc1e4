import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseShowRowFeed, ShowRow } from './show-row.js';
import { showRowCss } from './show-row.styles.js';

adoptStyles('show-row', showRowCss);

export default defineIsland(ShowRow, { parseFeed: parseShowRowFeed });
