import type { CustomEventMap } from '../../runtime/events.js';

/**
 * `<tf-image>`'s events, name -> detail, each written once. It also logs
 * through the runtime's `tf:message`, declared with the page events.
 */
export interface TfImageEvents {
  /** A newly loaded image is shown: its URL and drawn size. */
  'tf:imageload': { url: string; width: number; height: number };
  /** The image could not load and the missing-image placeholder shows. */
  'tf:imageerror': { url: string };
}

declare global {
  // Empty on purpose: its members are the mapped ones it extends.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<TfImageEvents> {}
}
