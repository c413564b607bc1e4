import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseLeaderboardFeed } from './feed.js';
import { Leaderboard } from './leaderboard.js';
import { leaderboardCss } from './leaderboard.styles.js';

adoptStyles('leaderboard', leaderboardCss);

export default defineIsland(Leaderboard, { parseFeed: parseLeaderboardFeed });
