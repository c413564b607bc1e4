import type { CustomEventMap } from '../../runtime/events.js';

/** `<tf-carousel>`'s events, name -> detail, each written once. */
export interface TfCarouselEvents {
  /** Another position was selected. */
  'tf:select': { index: number };
}

declare global {
  // Empty on purpose: its members are the mapped ones it extends.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<TfCarouselEvents> {}
}
