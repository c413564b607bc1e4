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
