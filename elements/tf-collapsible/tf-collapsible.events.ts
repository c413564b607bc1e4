import type { CustomEventMap } from '../../runtime/events.js';

/** `<tf-collapsible>`'s events, name -> detail, each written once. */
export interface TfCollapsibleEvents {
  /** It opened (by its trigger or `show()`). */
  'tf:expanded': Record<string, never>;
  /** It closed (by its trigger or `hide()`). */
  'tf:collapsed': Record<string, never>;
}

declare global {
  // Empty on purpose: its members are the mapped ones it extends.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<TfCollapsibleEvents> {}
}
