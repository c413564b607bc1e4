/**
 * Which links may be fetched ahead of a click, shared by the intent
 * prefetcher (hover, touch, press, keyboard focus) and the idle one (links
 * in view once the page is drawn).
 *
 * A page chooses per link or per container with `data-tf-prefetch`; the
 * nearest one on the link or its ancestors counts:
 * - `idle`: fetched once the page is drawn and the browser is idle, while
 *   the link is in view (the site's main navigation);
 * - `none`: never fetched ahead (a link whose visit costs the server);
 * - anything else, or none: on intent only.
 */
import type { LinkDecision } from './link-rules.js';
import { withoutFragment } from '../util/url.js';

export type PrefetchMode = 'idle' | 'intent' | 'none';

export const PREFETCH_ATTRIBUTE = 'data-tf-prefetch';

export function prefetchMode(link: Element): PrefetchMode {
  const value = link.closest(`[${PREFETCH_ATTRIBUTE}]`)?.getAttribute(PREFETCH_ATTRIBUTE)?.trim().toLowerCase();
  return value === 'idle' || value === 'none' ? value : 'intent';
}

type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * Nothing is fetched ahead for a visitor who asked to save data, or on a
 * connection too slow to spare (2G): there a speculative request delays
 * the ones the visitor is waiting for.
 */
export function prefetchAllowed(win: Window | null | undefined): boolean {
  const connection = (win?.navigator as (Navigator & { connection?: Connection }) | undefined)?.connection;
  if (connection?.saveData === true) return false;
  return connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}

/** Same page, ignoring the fragment: a visit there would be an anchor scroll. */
function sameDocument(url: string, current: string): boolean {
  return withoutFragment(url) === withoutFragment(current);
}

/**
 * The URL to fetch ahead for `link`, whose click would be `decision`: only a
 * visit the runtime takes over, never the page on screen (`currentHref`),
 * never a link marked `none`.
 */
export function prefetchUrl(link: Element, decision: LinkDecision | undefined, currentHref: string): string | undefined {
  if (decision?.action !== 'visit' || sameDocument(decision.url, currentHref) || prefetchMode(link) === 'none') return undefined;
  return decision.url;
}
