import { httpUrl } from '../util/url.js';

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

/**
 * Points the document's `<link rel="canonical">` at `pageUrl`, on the base
 * the server wrote it with (its own origin, which came from `siteBaseUrl`),
 * so a search engine or share button that reads the DOM after an in-page
 * visit sees the page on screen. A document without the link (a page the
 * server did not write) is left alone: the runtime has no base to trust.
 */
export function updateCanonicalLink(doc: Document, pageUrl: string): void {
  const link = doc.head?.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) return;
  const href = canonicalUrl(pageUrl, link.href);
  if (href !== undefined && link.href !== href) link.href = href;
}
