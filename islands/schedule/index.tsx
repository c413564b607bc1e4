import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseScheduleFeed } from './feed.js';
import { Schedule } from './schedule.js';
import { scheduleCss } from './schedule.styles.js';

adoptStyles('schedule', scheduleCss);

export default defineIsland(Schedule, { parseFeed: parseScheduleFeed });
