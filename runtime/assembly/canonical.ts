import { canonicalUrl } from '../util/url.js';

export { canonicalUrl };

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
