/**
 * What each tracking call carries. Pure:
 * the tracker reads the page and the clicked element, these shape the data.
 */
import type { Manifest } from '../types.js';

/** `s.tl()`'s link type: `o` custom link, `e` exit (another host), `d` download. */
export type LinkType = 'o' | 'e' | 'd';

export interface PageTrackData {
  pageName: string;
  /** The second `/` segment of `pageName` ('' when it has none). */
  show: string;
  url: string;
  parentId?: string;
  itemId?: string;
  /** The manifest's `type` (ENT_P008, ENT_P006, ...). */
  pageType?: string;
  isWebview?: boolean;
}

export interface LinkTrackData {
  linkName: string;
  linkType: LinkType;
  pageName: string;
  show: string;
  promoName: string;
  destinationUrl: string;
  /** The driver of the zone the link is in. */
  moduleName?: string;
  /** What the link stands for beyond a click (a favourite, a search). */
  event?: LinkEvent;
  /** The visitor's search term, for a `search` event. */
  searchTerm?: string;
}

export type LinkEvent = 'search' | 'favourite';

/**
 * A link call page code asks for when it is no plain click (`tf:tracklink`):
 * a search submitted, a show made favourite. The tracker adds the page, promo
 * and module data, as for a click.
 */
export interface LinkTrackRequest {
  linkName: string;
  event?: LinkEvent;
  searchTerm?: string;
  destinationUrl?: string;
}

export interface ShareTrackData {
  service: string;
  /** The shared item's id; the tracker fills in the page's `reporting.itemId`, else its URL, when empty. */
  contentId: string;
}

export interface ModuleTrackData {
  moduleName: string;
  destination: string;
  action: string;
}

export interface TrackCalls {
  page: PageTrackData;
  link: LinkTrackData;
  share: ShareTrackData;
  module: ModuleTrackData;
}

export type TrackType = keyof TrackCalls;

/** `tf:track`'s detail: one analytics call, sent or not. */
export type TrackCall = { [T in TrackType]: { type: T; data: TrackCalls[T] } }[TrackType];

/** The page name split by `/`; the second segment is the show. */
export function showOf(pageName: string): string {
  return pageName.split('/')[1] ?? '';
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The page call's data for a page the visitor landed on. */
export function pageTrackData(manifest: Manifest, url: string): PageTrackData {
  const pageName = text(manifest.pageName) ?? '';
  const data: PageTrackData = { pageName, show: showOf(pageName), url };
  const reporting = manifest.reporting;
  if (reporting && typeof reporting === 'object') {
    const parentId = text(reporting.parentId);
    const itemId = text(reporting.itemId);
    if (parentId) data.parentId = parentId;
    if (itemId) data.itemId = itemId;
  }
  const pageType = text(manifest.type);
  if (pageType) data.pageType = pageType;
  if (manifest.supplemental?.isWebview === true) data.isWebview = true;
  return data;
}

/**
 * AppMeasurement's link type for a click: `d` for a `download` link, `e` for
 * a link to another host, else `o`. Only http(s) destinations count as links.
 */
export function linkTypeOf(destination: URL | undefined, download: boolean, pageUrl: string): LinkType {
  if (destination === undefined) return 'o';
  if (download) return 'd';
  return destination.host !== new URL(pageUrl).host ? 'e' : 'o';
}

/**
 * The term a site search is tracked with, or undefined when it is not tracked:
 * an empty term and a single space are skipped. Any whitespace-only
 * term is skipped alike: it searches for nothing either.
 */
export function searchTermOf(value: string): string | undefined {
  const term = value.trim();
  return term === '' ? undefined : term;
}
