import type { LinkTrackRequest, ModuleTrackData, ShareTrackData, TrackCall } from './tracking/track-data.js';
import type { Manifest, MessageLevel } from './types.js';

/**
 * The runtime's own page events, each declared once (as Shoelace's
 * `src/events`): name -> detail. Elements declare theirs beside them, in
 * `elements/{tag}/{tag}.events.ts`, the same way. The mapped type below turns
 * a details interface into the `GlobalEventHandlersEventMap` entries, so
 * `addEventListener('tf:…')` is typed for every consumer without the name
 * being written a second time.
 */
export interface TfEventDetails {
  'tf:pagestartload': { url: string; initial: boolean };
  'tf:pageready': { url: string; manifest: Manifest };
  'tf:modulerender': { zone: string; driver: string; priority: number | undefined };
  'tf:moduleremove': { zone: string; driver: string; reason: ModuleRemoveReason };
  'tf:rendercomplete': { url: string; rendered: string[]; failed: string[] };
  'tf:complete': { url: string };
  /** A line of the message catalogue, on the page or on the element that logged it (`<tf-image>`, `<tf-ad>`). */
  'tf:message': { level: MessageLevel; text: string; time: number };
  'tf:pageerror': { message: string };
  'tf:scrolltop': { url: string };
  'tf:modalopen': { url: string };
  'tf:modalclose': { url: string };
  /** Page services: scrolling paused, or every 10th scroll event. */
  'tf:pageintouch': Record<string, never>;
  /** Page services: the scroll handler, debounced 250 ms. */
  'tf:scrollload': Record<string, never>;
  /** Page services: 300 ms after the last resize. */
  'tf:resizecheck': Record<string, never>;
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
   * A pixel was added to the page, on `document`: one of the manifest's, or
   * of the site repository's `trackingPixels` lists.
   */
  'tf:pixel': { kind: PixelKind; url: string; source: PixelSource };
  /** A personalization offer fetched, on `document`: the mbox and at.js's response (its list of actions). */
  'tf:offer': { mbox: string; response: unknown };
}

/** The manifest's three, then the site repository's lists by their names. */
export type PixelKind = 'mathtag' | 'tapad' | 'google' | 'googleAdWords' | 'floodlight' | 'tapAd' | 'mediaMath' | 'facebook';
export type PixelSource = 'manifest' | 'repository';

export type ModuleRemoveReason = 'output-false' | 'failed' | 'destroyed';

/** The runtime's own page events (what the loader, layer and session emit). */
export type TfEventType = keyof TfEventDetails;

/**
 * The `GlobalEventHandlersEventMap` entries of a details interface: each name
 * to a `CustomEvent` of its detail. Declared with it as
 * `interface GlobalEventHandlersEventMap extends CustomEventMap<Details> {}`,
 * so each name is written once, in its details interface.
 */
export type CustomEventMap<Details> = { [K in keyof Details]: CustomEvent<Details[K]> };

declare global {
  // Empty on purpose: its members are the mapped ones it extends.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<TfEventDetails> {}
}

/** Every `tf:*` event of the page: the runtime's above and each element's, as they reach `GlobalEventHandlersEventMap`. */
export type TfEventName = Extract<keyof GlobalEventHandlersEventMap, `tf:${string}`>;
export type TfEventDetail<T extends TfEventName> = GlobalEventHandlersEventMap[T] extends CustomEvent<infer D> ? D : never;
export type TfEvent<T extends TfEventName> = CustomEvent<TfEventDetail<T>>;

/**
 * Dispatches a typed event that bubbles and crosses shadow roots.
 * Returns false when a listener called `preventDefault()` on a cancelable one.
 * The first signature keeps a caller generic over the runtime's own events
 * (the session's `emit`) checkable: TypeScript cannot resolve the second's
 * conditional detail type for a type parameter.
 */
export function emit<T extends TfEventType>(target: EventTarget, type: T, detail: TfEventDetails[T], init?: EmitInit): boolean;
export function emit<T extends TfEventName>(target: EventTarget, type: T, detail: TfEventDetail<T>, init?: EmitInit): boolean;
export function emit(target: EventTarget, type: string, detail: unknown, init: EmitInit = {}): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, { bubbles: true, composed: true, cancelable: init.cancelable ?? false, detail }),
  );
}

interface EmitInit {
  cancelable?: boolean;
}
