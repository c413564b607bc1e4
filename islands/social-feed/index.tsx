import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseSocialFeed } from './feed.js';
import { SocialFeed } from './social-feed.js';
import { socialFeedCss } from './social-feed.styles.js';

adoptStyles('social-feed', socialFeedCss);

export default defineIsland(SocialFeed, { parseFeed: parseSocialFeed });
