import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { commentsCss } from '../shared/comments/comments.styles.js';
import { sharePanelCss } from '../shared/share-panel.styles.js';
import { ClipViewer, parseClipViewerFeed } from './clip-viewer.js';
import { clipViewerCss } from './clip-viewer.styles.js';

adoptStyles('clip-viewer', clipViewerCss);
adoptStyles('share-panel', sharePanelCss);
adoptStyles('comments', commentsCss);

export default defineIsland(ClipViewer, { parseFeed: parseClipViewerFeed });
