import { httpUrl } from '../../runtime/util/url.js';

/**
 * Link hrefs come from feeds. Only http(s) URLs, site-relative paths and
 * in-page anchors are allowed; anything else (javascript:, data:, mailto:,
 * protocol-relative //host, malformed) is dropped.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  if (href === '') return undefined;
  // Control characters and whitespace inside a URL are a smuggling vector.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(href)) return undefined;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/')) return href.startsWith('//') ? undefined : href;
  // Checked for parsing only: the original href is kept, not the parser's rewrite.
  if (/^https?:\/\//i.test(href)) return httpUrl(href) ? href : undefined;
  // A bare relative path ("shows/x") is allowed; anything with a scheme is not.
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  return href;
}
