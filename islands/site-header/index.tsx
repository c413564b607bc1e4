import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseSiteHeaderFeed, SiteHeader } from './site-header.js';
import { siteHeaderCss } from './site-header.styles.js';

adoptStyles('site-header', siteHeaderCss);

export default defineIsland(SiteHeader, { parseFeed: parseSiteHeaderFeed });
