import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { sharePanelCss } from '../shared/share-panel.styles.js';
import { parseShowHeaderFeed, ShowHeader } from './show-header.js';
import { showHeaderCss } from './show-header.styles.js';

adoptStyles('show-header', showHeaderCss);
adoptStyles('share-panel', sharePanelCss);

export default defineIsland(ShowHeader, { parseFeed: parseShowHeaderFeed });
