import { safeHref } from './safe-href.js';
import { useServerRender } from './server-render.js';

type Config = Readonly<Record<string, unknown>>;

const isConfig = (value: unknown): value is Config => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page's configuration as an island draws from it: the server's when it
 * draws the first page, else `<tf-page>`'s `config` (read structurally:
 * islands never import elements). Both are the same merged block, so a key
 * read here draws the same markup on either side; none gives undefined.
 */
export function usePageConfig(page: unknown): Config | undefined {
  const server = useServerRender();
  if (server) return server.config;
  const config = (page as { config?: unknown } | null | undefined)?.config;
  return isConfig(config) ? config : undefined;
}

/** A string key of `config`, trimmed; '' when absent or of another type. */
export const configString = (config: Config | undefined, key: string): string => {
  const value = config?.[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** `configured` when it is a path of this site (a search never leaves the site), else `fallback`. */
const sitePath = (configured: string, fallback: string): string => {
  const href = safeHref(configured);
  return href?.startsWith('/') && !href.startsWith('//') ? href : fallback;
};

/** The site's search page and its results feed (`searchUrl`, `searchFeedUrl`), with the defaults of runtime/config.ts. */
export function searchAddresses(config: Config | undefined): { page: string; feed: string } {
  return { page: sitePath(configString(config, 'searchUrl'), '/search'), feed: sitePath(configString(config, 'searchFeedUrl'), '/feeds/search') };
}
