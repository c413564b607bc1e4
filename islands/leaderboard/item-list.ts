import { httpUrl } from '../../runtime/util/url.js';
import type { Entry } from './feed.js';

/**
 * The list's schema.org description: an `ItemList` of the sketches shown, in
 * the order shown, each a `TVClip` named by its title at its absolute address
 * (read against the page's, http(s) only; a sketch without one is left out of
 * the list, the positions staying the shown ones). Plain data from checked
 * feed strings; the island writes it into its script through `scriptSafeJson`,
 * so no string can close the element or become markup.
 */
export function itemList(name: string, entries: readonly Entry[], pageUrl: string): Record<string, unknown> {
  const items = entries.flatMap((entry, i) => {
    const url = httpUrl(entry.url, pageUrl);
    return url ? [{ '@type': 'ListItem', position: i + 1, item: { '@type': 'TVClip', name: entry.title, url: url.href } }] : [];
  });
  return { '@context': 'https://schema.org', '@type': 'ItemList', name, numberOfItems: items.length, itemListElement: items };
}
