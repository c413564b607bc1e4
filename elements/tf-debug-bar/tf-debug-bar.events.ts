import type { CustomEventMap } from '../../runtime/events.js';

/** The debug bar's own events, name -> detail, each written once. */
export interface TfDebugBarEvents {
  /** The `tf_debug` state was changed from the bar (cookie already written). */
  'tf:debugchange': { modes: Record<string, unknown> };
  /** The `/debugbar` answer: the bar is shown (`true`) or stays hidden. */
  'tf:debugaccess': { access: boolean };
  /** The overlay opened or closed. */
  'tf:debugtoggle': { open: boolean };
}

declare global {
  // Empty on purpose: its members are the mapped ones it extends.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<TfDebugBarEvents> {}
}
