/**
 * Tracking calls: every analytics call is dispatched as
 * `tf:track` `{type, data}` on `document`, whether or not it can be sent,
 * then handed to `send` (the analytics adapter, which asks the consent store).
 *
 * Clicks are tracked by one delegated listener: an element inside
 * `[data-tf-track]` (found through `composedPath()`, so shadow roots count)
 * makes a `link` call named by the attribute, with the `data-tf-promo` of its
 * nearest ancestor and the module (driver) of its zone. Islands and legacy
 * pages only mark elements; none of them calls analytics itself. What is
 * no plain click (a search, a favourite, a share, a module click-through)
 * they ask for with a `tf:tracklink`, `tf:trackshare` or `tf:trackmodule`
 * event dispatched on the element acted on (islands/shared/track.ts).
 */
import { emit } from '../events.js';
import type { Manifest } from '../types.js';
import { createEventStore } from '../util/event-store.js';
import { httpUrl } from '../util/url.js';
import {
  linkTypeOf, pageTrackData,
  type LinkTrackData, type ModuleTrackData, type PageTrackData, type ShareTrackData, type TrackCall,
} from './track-data.js';

export const TRACK_ATTRIBUTE = 'data-tf-track';
export const PROMO_ATTRIBUTE = 'data-tf-promo';

export interface TrackerOptions {
  document?: Document;
  /** Sends one call (the analytics adapter); `element` is the tracked element for link-like calls. */
  send?(call: TrackCall, element: Element | undefined): void;
}

export interface Tracker {
  /** The page call, for a page the visitor landed on. */
  page(manifest: Manifest, url: string): void;
  share(data: ShareTrackData, element?: Element): void;
  module(data: ModuleTrackData, element?: Element): void;
  /** The current page's data (the last page call), for the link calls. */
  readonly current: PageTrackData | undefined;
  start(): void;
  stop(): void;
}

/** The first element of `path` matching `test`, starting from the target. */
const inPath = (path: readonly EventTarget[], test: (el: Element) => boolean): Element | undefined =>
  path.find((node): node is Element => node instanceof Element && test(node));

/** The page code's requests (`tf:tracklink`, `tf:trackshare`, `tf:trackmodule`), heard on `document`. */
const REQUESTS = ['tf:tracklink', 'tf:trackshare', 'tf:trackmodule'] as const;

export function createTracker(options: TrackerOptions = {}): Tracker {
  const doc = options.document ?? document;
  let current: PageTrackData | undefined;
  let listening = false;
  const listeners = createEventStore();

  function dispatch(call: TrackCall, element?: Element): void {
    // On document, where nothing is above it but the window: bubbling changes no listener's order.
    emit(doc, 'tf:track', call);
    options.send?.(call, element);
  }

  /**
   * A link call's data for the element at `path[at]`: the page's data, the
   * `data-tf-promo` of its nearest ancestor (itself included) and the driver
   * of its zone, found through shadow roots.
   */
  function linkData(path: readonly EventTarget[], at: number, linkName: string, destination: URL | undefined, download: boolean): LinkTrackData {
    const above = path.slice(at);
    const promo = inPath(above, (el) => el.hasAttribute(PROMO_ATTRIBUTE));
    const zone = inPath(above, (el) => el.localName === 'tf-zone');
    const data: LinkTrackData = {
      linkName,
      linkType: linkTypeOf(destination, download, doc.location?.href ?? doc.baseURI),
      pageName: current?.pageName ?? '',
      show: current?.show ?? '',
      promoName: promo?.getAttribute(PROMO_ATTRIBUTE) ?? '',
      destinationUrl: destination?.href ?? '',
    };
    const driver = zone?.getAttribute('driver');
    if (driver) data.moduleName = driver;
    return data;
  }

  /** A `link` call for a click inside `[data-tf-track]`. */
  function onClick(event: MouseEvent): void {
    const path = event.composedPath();
    const tracked = inPath(path, (el) => el.hasAttribute(TRACK_ATTRIBUTE));
    if (!tracked) return;
    const trackedAt = path.indexOf(tracked);
    // The link followed: the clicked anchor inside the tracked element, or the tracked element itself.
    const anchor = inPath(path.slice(0, trackedAt + 1), (el) => el instanceof HTMLAnchorElement && el.hasAttribute('href')) as HTMLAnchorElement | undefined;
    const destination = anchor ? httpUrl(anchor.href, doc.baseURI) : undefined;
    const linkName = tracked.getAttribute(TRACK_ATTRIBUTE) ?? '';
    dispatch({ type: 'link', data: linkData(path, trackedAt, linkName, destination, anchor?.hasAttribute('download') ?? false) }, tracked);
  }

  /** A share call; an item without an id of its own is the page's (its `reporting.itemId`), else its URL. */
  function share(data: ShareTrackData, element?: Element): void {
    const contentId = data.contentId || current?.itemId || current?.url || '';
    dispatch({ type: 'share', data: { service: data.service, contentId } }, element);
  }

  /**
   * Page code's requests, bubbled from the element acted on. Their detail
   * is page input: anything but the documented strings is ignored.
   */
  function onRequest(event: Event): void {
    const detail = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null) return;
    const path = event.composedPath();
    const element = path[0] instanceof Element ? path[0] : undefined;
    const text = (key: string): string | undefined => {
      const value = (detail as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : undefined;
    };
    if (event.type === 'tf:trackshare') {
      const service = text('service');
      if (service) share({ service, contentId: text('contentId') ?? '' }, element);
    } else if (event.type === 'tf:trackmodule') {
      const moduleName = text('moduleName');
      if (moduleName) dispatch({ type: 'module', data: { moduleName, destination: text('destination') ?? '', action: text('action') ?? '' } }, element);
    } else {
      const linkName = text('linkName');
      if (!linkName) return;
      const destination = text('destinationUrl');
      const data = linkData(path, 0, linkName, destination ? httpUrl(destination, doc.baseURI) : undefined, false);
      const linkEvent = text('event');
      if (linkEvent === 'search' || linkEvent === 'favourite') data.event = linkEvent;
      const searchTerm = text('searchTerm');
      if (searchTerm !== undefined) data.searchTerm = searchTerm;
      dispatch({ type: 'link', data }, element);
    }
  }

  return {
    page(manifest, url) {
      current = pageTrackData(manifest, url);
      dispatch({ type: 'page', data: current });
    },
    share,
    module: (data, element) => dispatch({ type: 'module', data }, element),
    get current() {
      return current;
    },
    start() {
      if (listening) return;
      listening = true;
      // Capture: a control that stops the click's propagation is still tracked.
      listeners.add(doc, 'click', onClick, true);
      for (const type of REQUESTS) listeners.add(doc, type, onRequest);
    },
    stop() {
      listening = false;
      listeners.clear();
    },
  };
}
