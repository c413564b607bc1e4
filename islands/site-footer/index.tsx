import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseSiteFooterFeed, SiteFooter } from './site-footer.js';
import { siteFooterCss } from './site-footer.styles.js';

adoptStyles('site-footer', siteFooterCss);

export default defineIsland(SiteFooter, { parseFeed: parseSiteFooterFeed });
