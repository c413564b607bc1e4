import type { LinkTrackRequest, ModuleTrackData, ShareTrackData, TrackCall } from './tracking/track-data.js';
import type { Manifest, MessageLevel } from './types.js';

/**
 * Every page event, declared once (Shoelace `src/events`). The map
 * also augments `GlobalEventHandlersEventMap` so `addEventListener('tf:…')`
 * is typed for every consumer.
 */
export interface TfEventDetails {
  'tf:pagestartload': { url: string; initial: boolean };
  'tf:pageready': { url: string; manifest: Manifest };
  'tf:modulerender': { zone: string; driver: string; priority: number | undefined };
  'tf:moduleremove': { zone: string; driver: string; reason: ModuleRemoveReason };
  'tf:rendercomplete': { url: string; rendered: string[]; failed: string[] };
  'tf:complete': { url: string };
  'tf:message': { level: MessageLevel; text: string; time: number };
  'tf:pageerror': { message: string };
  'tf:scrolltop': { url: string };
  'tf:modalopen': { url: string };
  'tf:modalclose': { url: string };
  /** Page services: scrolling paused or every 10th scroll event. */
  'tf:pageintouch': Record<string, never>;
  /** Page services: the scroll handler, debounced 250 ms. */
  'tf:scrollload': Record<string, never>;
  /** Page services: 300 ms after the last resize. */
  'tf:resizecheck': Record<string, never>;
  /** `<tf-image>` showed a newly loaded image: its URL and drawn size. */
  'tf:imageload': { url: string; width: number; height: number };
  /** `<tf-image>` could not load an image and shows the missing-image placeholder. */
  'tf:imageerror': { url: string };
  /** `<tf-carousel>` selected another position. */
  'tf:select': { index: number };
  /** `<tf-collapsible>` opened or closed. */
  'tf:expanded': Record<string, never>;
  'tf:collapsed': Record<string, never>;
  /** One analytics call, on `document`, whether or not it can be sent. */
  'tf:track': TrackCall;
  /**
   * Requests to the tracker from islands and legacy pages, dispatched on the
   * element acted on (bubbling, composed) so the tracker reads its promo and
   * zone as for a click: a link call that is no plain click (search,
   * favourite), a share, a module click-through.
   */
  'tf:tracklink': LinkTrackRequest;
  'tf:trackshare': ShareTrackData;
  'tf:trackmodule': ModuleTrackData;
  /**
   * Consent first known (the platform's first answer, or not granted when the
   * 25 s search ends without one) and every change of `granted`.
   */
  'tf:consent': { granted: boolean };
  /**
   * The analytics adapter handed a `tf:track` call to the library (`s.t()` or
   * `s.tl()` returned): the same `{type, data}` object, on `document`.
   */
  'tf:tracksent': TrackCall;
  /**
   * A pixel was added to the page, on `document`: one of the
   * manifest's, or of the site repository's `trackingPixels` lists.
   */
  'tf:pixel': { kind: PixelKind; url: string; source: PixelSource };
  /** A personalization offer fetched, on `document`: the mbox and at.js's response (its list of actions). */
  'tf:offer': { mbox: string; response: unknown };
}

/** The manifest's three, then the repository's lists by their names. */
export type PixelKind = 'mathtag' | 'tapad' | 'google' | 'googleAdWords' | 'floodlight' | 'tapAd' | 'mediaMath' | 'facebook';
export type PixelSource = 'manifest' | 'repository';

export type ModuleRemoveReason = 'output-false' | 'failed' | 'destroyed';

export type TfEventType = keyof TfEventDetails;
export type TfEvent<T extends TfEventType> = CustomEvent<TfEventDetails[T]>;

declare global {
  interface GlobalEventHandlersEventMap {
    'tf:pagestartload': TfEvent<'tf:pagestartload'>;
    'tf:pageready': TfEvent<'tf:pageready'>;
    'tf:modulerender': TfEvent<'tf:modulerender'>;
    'tf:moduleremove': TfEvent<'tf:moduleremove'>;
    'tf:rendercomplete': TfEvent<'tf:rendercomplete'>;
    'tf:complete': TfEvent<'tf:complete'>;
    'tf:message': TfEvent<'tf:message'>;
    'tf:pageerror': TfEvent<'tf:pageerror'>;
    'tf:scrolltop': TfEvent<'tf:scrolltop'>;
    'tf:modalopen': TfEvent<'tf:modalopen'>;
    'tf:modalclose': TfEvent<'tf:modalclose'>;
    'tf:pageintouch': TfEvent<'tf:pageintouch'>;
    'tf:scrollload': TfEvent<'tf:scrollload'>;
    'tf:resizecheck': TfEvent<'tf:resizecheck'>;
    'tf:imageload': TfEvent<'tf:imageload'>;
    'tf:imageerror': TfEvent<'tf:imageerror'>;
    'tf:select': TfEvent<'tf:select'>;
    'tf:track': TfEvent<'tf:track'>;
    'tf:tracklink': TfEvent<'tf:tracklink'>;
    'tf:trackshare': TfEvent<'tf:trackshare'>;
    'tf:trackmodule': TfEvent<'tf:trackmodule'>;
    'tf:expanded': TfEvent<'tf:expanded'>;
    'tf:collapsed': TfEvent<'tf:collapsed'>;
    'tf:consent': TfEvent<'tf:consent'>;
    'tf:tracksent': TfEvent<'tf:tracksent'>;
    'tf:pixel': TfEvent<'tf:pixel'>;
    'tf:offer': TfEvent<'tf:offer'>;
  }
}

/**
 * Dispatches a typed event that bubbles and crosses shadow roots.
 * Returns false when a listener called `preventDefault()` on a cancelable one.
 */
export function emit<T extends TfEventType>(
  target: EventTarget,
  type: T,
  detail: TfEventDetails[T],
  init: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, { bubbles: true, composed: true, cancelable: init.cancelable ?? false, detail }),
  );
}
