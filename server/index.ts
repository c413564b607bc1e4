/**
 * Triforce's server side: what a site's own server imports to answer a page
 * URL with HTML the browser runtime takes over. Framework-neutral: a
 * manifest, its feeds and the build's facts in, HTML strings out; no HTTP
 * server, no file system, no network. The demo's Fastify server is one
 * caller (demo/server/pages.ts).
 */
export { parseShell, pageStyleLink, preloadLinks, renderPage, type Preloads, type Shell } from './page-html.js';
export { fetchFeeds, withFeedData, SERVER_FEED_TIMEOUT_MS, type FeedFetcher } from './feeds.js';
export { bootModule, firstGroupPreloads, planForVisitor, shellChunks, type BuildFacts, type ViteChunk, type ViteManifest, type Visitor } from './preloads.js';
export { loadServerIslands, renderLayout, type DrawnLayout, type ServerIslands } from './render-islands.js';
export { pageHead, siteFactsOf, withPageHead, type HeadOptions, type SiteFacts } from './head.js';
export { mainItem, structuredData, isoDuration, MAIN_ITEM_DRIVERS, type MainItem, type MainItemKind } from './structured-data.js';
export { islandStyleLinks, parseIslandStyleFacts, type IslandStyleFacts } from './styles.js';
export { escapeHtml } from './escape-html.js';
export { scriptSafeJson } from './script-safe-json.js';
