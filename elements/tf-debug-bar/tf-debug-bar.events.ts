/**
 * The debug bar's own events, declared once by augmenting the
 * runtime's event map, so the one typed `emit()` dispatches them and
 * `addEventListener('tf:debug…')` is typed for every consumer.
 */
import type { TfEvent } from '../../runtime/events.js';

declare module '../../runtime/events.js' {
  interface TfEventDetails {
    /** The `tf_debug` state was changed from the bar (cookie already written). */
    'tf:debugchange': { modes: Record<string, unknown> };
    /** The `/debugbar` answer: the bar is shown (`true`) or stays hidden. */
    'tf:debugaccess': { access: boolean };
    /** The overlay opened or closed. */
    'tf:debugtoggle': { open: boolean };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tf:debugchange': TfEvent<'tf:debugchange'>;
    'tf:debugaccess': TfEvent<'tf:debugaccess'>;
    'tf:debugtoggle': TfEvent<'tf:debugtoggle'>;
  }
}

export {};
