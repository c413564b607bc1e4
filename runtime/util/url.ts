/**
 * `value` read as a URL against `base`, kept only when it is http(s).
 *
 * Manifest and feed strings end up in `src`, `href` and CSS `url()`: any other
 * scheme (javascript:, data:, blob:, mailto:…) could run code or leak out of
 * the page, so every such string passes through this one check.
 */
export function httpUrl(value: unknown, base?: string): URL | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/** `href` without its `#fragment`: the part a server sees and history compares. */
export function withoutFragment(href: string): string {
  const at = href.indexOf('#');
  return at < 0 ? href : href.slice(0, at);
}

/**
 * The canonical address of a page: its path and query on the site's public
 * base (`siteBaseUrl`), without a `#fragment`. The server writes it into the
 * first page's `<link rel="canonical">`; the runtime keeps that link current
 * on in-page visits with the same rule. Undefined when either is not http(s).
 */
export function canonicalUrl(pageUrl: string, siteBaseUrl: string): string | undefined {
  const page = httpUrl(pageUrl);
  const base = httpUrl(siteBaseUrl);
  if (!page || !base) return undefined;
  return httpUrl(page.pathname + page.search, base.href)?.href;
}
