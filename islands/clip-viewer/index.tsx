import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ClipViewer, parseClipViewerFeed } from './clip-viewer.js';
import { clipViewerCss } from './clip-viewer.styles.js';
import { clipViewer } from './island.js';

adoptStyles('clip-viewer', clipViewerCss);

export default defineIsland(clipViewer.driver, ClipViewer, { parseFeed: parseClipViewerFeed });
