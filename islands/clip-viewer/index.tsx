import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ClipViewer, parseClipViewerFeed } from './clip-viewer.js';
import { clipViewerCss } from './clip-viewer.styles.js';

adoptStyles('clip-viewer', clipViewerCss);

export default defineIsland(ClipViewer, { parseFeed: parseClipViewerFeed });
