import { emit } from '../../runtime/events.js';
import type { LinkEvent, ModuleTrackData } from '../../runtime/tracking/track-data.js';
import { searchTermOf } from '../../runtime/tracking/track-data.js';

/**
 * How islands ask for the tracking calls that are no plain click. A plain click
 * needs only a `data-tf-track` mark; these dispatch a
 * request on the element acted on, which the page's one tracker hears on
 * `document` and completes with the page, promo and zone data. Islands never
 * call analytics, and a page without a tracker simply hears nothing.
 */

/** A link call that is no plain click: a search, a show made favourite. */
export function trackLink(from: Element, linkName: string, extra: { event?: LinkEvent; searchTerm?: string; destinationUrl?: string } = {}): void {
  emit(from, 'tf:tracklink', { linkName, ...extra });
}

/** A share action: the service and the shared item's id ('' for the page's). */
export function trackShare(from: Element, service: string, contentId = ''): void {
  emit(from, 'tf:trackshare', { service, contentId });
}

/** A module click-through: module name, destination and action. */
export function trackModule(from: Element, data: ModuleTrackData): void {
  emit(from, 'tf:trackmodule', data);
}

/**
 * A site search form's submission: tracked when sent by the
 * icon or Enter (both submit the form), skipped for an empty term or a
 * single space. `form` is the submitted form with its `keywords` field.
 */
export function trackSearch(form: HTMLFormElement, linkName: string): void {
  const field = form.elements.namedItem('keywords');
  const term = field instanceof HTMLInputElement ? searchTermOf(field.value) : undefined;
  if (term === undefined) return;
  const destination = new URL(form.action, form.ownerDocument.baseURI);
  destination.search = new URLSearchParams({ keywords: term }).toString();
  trackLink(form, linkName, { event: 'search', searchTerm: term, destinationUrl: destination.href });
}
