import { DEBUG_API_PREFIXES } from '../api/debug-handlers.js';

/**
 * The site's /robots.txt: crawl everything but the staff tools (the debug
 * bar's endpoints, the content tool's admin paths). Feeds and scripts stay
 * crawlable: a search engine needs them to render the pages. No sitemap
 * line: the demo has none to point to.
 */
export function robotsTxt(): string {
  return ['User-agent: *', ...DEBUG_API_PREFIXES.map((prefix) => `Disallow: ${prefix}`), 'Allow: /', ''].join('\n');
}
