/**
 * Tracking calls (CONTRACT §10): every analytics call is dispatched as
 * `tf:track` `{type, data}` on `document`, whether or not it can be sent,
 * then handed to `send` (the analytics adapter, which asks the consent store).
 *
 * Clicks are tracked by one delegated listener: an element inside
 * `[data-tf-track]` (found through `composedPath()`, so shadow roots count)
 * makes a `link` call named by the attribute, with the `data-tf-promo` of its
 * nearest ancestor and the module (driver) of its zone. Islands and legacy
 * pages only mark elements; none of them calls analytics itself.
 */
import type { Manifest } from '../types.js';
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

/** The first element of `path` matching `selector`, starting from the target. */
const inPath = (path: readonly EventTarget[], test: (el: Element) => boolean): Element | undefined =>
  path.find((node): node is Element => node instanceof Element && test(node));

export function createTracker(options: TrackerOptions = {}): Tracker {
  const doc = options.document ?? document;
  let current: PageTrackData | undefined;
  let listening = false;

  function dispatch(call: TrackCall, element?: Element): void {
    doc.dispatchEvent(new CustomEvent('tf:track', { detail: call }));
    options.send?.(call, element);
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
    const promo = inPath(path.slice(trackedAt), (el) => el.hasAttribute(PROMO_ATTRIBUTE));
    const zone = inPath(path.slice(trackedAt), (el) => el.localName === 'tf-zone');
    const data: LinkTrackData & { moduleName?: string } = {
      linkName: tracked.getAttribute(TRACK_ATTRIBUTE) ?? '',
      linkType: linkTypeOf(destination, anchor?.hasAttribute('download') ?? false, doc.location?.href ?? doc.baseURI),
      pageName: current?.pageName ?? '',
      show: current?.show ?? '',
      promoName: promo?.getAttribute(PROMO_ATTRIBUTE) ?? '',
      destinationUrl: destination?.href ?? '',
    };
    const driver = zone?.getAttribute('driver');
    if (driver) data.moduleName = driver;
    dispatch({ type: 'link', data }, tracked);
  }

  return {
    page(manifest, url) {
      current = pageTrackData(manifest, url);
      dispatch({ type: 'page', data: current });
    },
    share: (data, element) => dispatch({ type: 'share', data }, element),
    module: (data, element) => dispatch({ type: 'module', data }, element),
    get current() {
      return current;
    },
    start() {
      if (listening) return;
      listening = true;
      // Capture: a control that stops the click's propagation is still tracked.
      doc.addEventListener('click', onClick, true);
    },
    stop() {
      listening = false;
      doc.removeEventListener('click', onClick, true);
    },
  };
}
