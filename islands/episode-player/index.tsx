import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { EpisodePlayer, parseEpisodePlayerFeed } from './episode-player.js';
import { episodePlayerCss } from './episode-player.styles.js';

adoptStyles('episode-player', episodePlayerCss);

export default defineIsland(EpisodePlayer, { parseFeed: parseEpisodePlayerFeed });
