import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseShowRowFeed, ShowRow } from './show-row.js';
import { showRowCss } from './show-row.styles.js';
import { showRow } from './island.js';

adoptStyles('show-row', showRowCss);

export default defineIsland(showRow.driver, ShowRow, { parseFeed: parseShowRowFeed });
