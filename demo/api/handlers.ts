/**
 * The demo content API: `createHandlers` for any content, and
 * `handlers` for the real site. Used by the Vite server plugin (Node) and by
 * the msw browser worker in unit tests.
 */
import { API_PREFIXES as CONTENT_PREFIXES, createHandlers } from './create-handlers.js';
import { createAdCreativeHandlers } from './ad-creative-handlers.js';
import { COMMENTS_API_PREFIXES, createCommentsHandlers } from './comments-handlers.js';
import { ANALYTICS_API_PREFIXES, createAnalyticsHandlers } from './analytics-handlers.js';
import { createDebugHandlers, DEBUG_API_PREFIXES } from './debug-handlers.js';
import { createIdentityHandlers, IDENTITY_API_PREFIXES } from './identity-handlers.js';
import { createRepositoryHandlers, REPOSITORY_API_PREFIXES } from './repository-handlers.js';
import { siteContent } from './site-content.js';
import { createRecommendationHandlers, RECOMMENDATIONS_API_PREFIXES } from './recommendation-handlers.js';
import { createSupportHandlers, SUPPORT_API_PREFIXES } from './support-handlers.js';
import { createTagsHandlers, TAGS_API_PREFIXES } from './tags-handlers.js';
import { createTveReportingHandlers, TVE_REPORTING_API_PREFIXES } from './tve-reporting-handlers.js';
import { createTveHandlers, TVE_API_PREFIXES } from './tve-handlers.js';

export {
  MANIFEST_PATH,
  createHandlers,
  findPage,
  pagePathOf,
  parseManifestQuery,
  selectManifest,
  type FeedSource,
  type ManifestQuery,
  type PageSource,
  type SiteContent,
} from './create-handlers.js';

/** The content API's paths plus the debug bar's staff endpoints, the site repository, the analytics collector, the other tags' servers, the sign-in's reporting collector, the TV-everywhere services and the identity provider's server. */
export const API_PREFIXES: readonly string[] = [...CONTENT_PREFIXES, ...DEBUG_API_PREFIXES, ...REPOSITORY_API_PREFIXES, ...ANALYTICS_API_PREFIXES, ...TAGS_API_PREFIXES, ...TVE_REPORTING_API_PREFIXES, ...TVE_API_PREFIXES, ...IDENTITY_API_PREFIXES, ...COMMENTS_API_PREFIXES, ...RECOMMENDATIONS_API_PREFIXES, ...SUPPORT_API_PREFIXES];

// The staff handlers come first: a preview manifest answers before the site's.
// In Node (the servers) each beacon is a line of the server's log; in a test's service worker it is only listed.
const log = typeof window === 'undefined' ? (line: string) => console.info(line) : undefined;
export const handlers = [...createDebugHandlers(siteContent), ...createHandlers(siteContent), ...createRepositoryHandlers(), ...createAdCreativeHandlers(), ...createAnalyticsHandlers({ log }), ...createTagsHandlers({ log }), ...createTveReportingHandlers({ log }), ...createTveHandlers(), ...createIdentityHandlers(), ...createCommentsHandlers(), ...createRecommendationHandlers(), ...createSupportHandlers()];
