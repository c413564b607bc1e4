import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { commentsCss } from '../shared/comments/comments.styles.js';
import { sharePanelCss } from '../shared/share-panel.styles.js';
import { EpisodePlayer, parseEpisodePlayerFeed } from './episode-player.js';
import { episodePlayerCss } from './episode-player.styles.js';

adoptStyles('episode-player', episodePlayerCss);
adoptStyles('share-panel', sharePanelCss);
adoptStyles('comments', commentsCss);

export default defineIsland(EpisodePlayer, { parseFeed: parseEpisodePlayerFeed });
