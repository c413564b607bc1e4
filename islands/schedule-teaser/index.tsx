import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseScheduleTeaserFeed, ScheduleTeaser } from './schedule-teaser.js';
import { scheduleTeaserCss } from './schedule-teaser.styles.js';
import { scheduleTeaser } from './island.js';

adoptStyles('schedule-teaser', scheduleTeaserCss);

export default defineIsland(scheduleTeaser.driver, ScheduleTeaser, { parseFeed: parseScheduleTeaserFeed });
