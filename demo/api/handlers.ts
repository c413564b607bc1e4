/**
 * The demo content API (CONTRACT §8): `createHandlers` for any content, and
 * `handlers` for the real site. Used by the Vite server plugin (Node) and by
 * the msw browser worker in unit tests.
 */
import { createHandlers } from './create-handlers.js';
import { siteContent } from './site-content.js';

export {
  API_PREFIXES,
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

export const handlers = createHandlers(siteContent);
