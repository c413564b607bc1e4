import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseLineListFeed } from './feed.js';
import { LineList } from './line-list.js';
import { lineListCss } from './line-list.styles.js';

adoptStyles('line-list', lineListCss);

export default defineIsland(LineList, { parseFeed: parseLineListFeed });
