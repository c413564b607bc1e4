import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { EpisodePlayer, parseEpisodePlayerFeed } from './episode-player.js';
import { episodePlayerCss } from './episode-player.styles.js';
import { episodePlayer } from './island.js';

adoptStyles('episode-player', episodePlayerCss);

export default defineIsland(episodePlayer.driver, EpisodePlayer, { parseFeed: parseEpisodePlayerFeed });
