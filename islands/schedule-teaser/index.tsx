import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseScheduleTeaserFeed, ScheduleTeaser } from './schedule-teaser.js';
import { scheduleTeaserCss } from './schedule-teaser.styles.js';

adoptStyles('schedule-teaser', scheduleTeaserCss);

export default defineIsland(ScheduleTeaser, { parseFeed: parseScheduleTeaserFeed });
