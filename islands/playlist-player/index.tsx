import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { commentsCss } from '../shared/comments/comments.styles.js';
import { sharePanelCss } from '../shared/share-panel.styles.js';
import { PlaylistPlayer, parsePlaylistFeed } from './playlist-player.js';
import { playlistPlayerCss } from './playlist-player.styles.js';

adoptStyles('playlist-player', playlistPlayerCss);
adoptStyles('share-panel', sharePanelCss);
adoptStyles('comments', commentsCss);

export default defineIsland(PlaylistPlayer, { parseFeed: parsePlaylistFeed });
