/**
 * `<tf-signin>`'s events (CONTRACT §6), declared once (STYLE §8) by
 * augmenting the runtime's event map, so the one typed `emit()` dispatches
 * them and `addEventListener('tf:signin…')` is typed for every consumer.
 */
import type { TfEvent } from '../../runtime/events.js';
import type { SigninCoreEvents, SigninError, SigninStatus, SigninWarning } from '../../runtime/tve/signin/index.js';

declare module '../../runtime/events.js' {
  interface TfEventDetails {
    /** spec 001 §4 componentLoaded: the provider list is ready and the configuration received. Once. */
    'tf:signinload': SigninCoreEvents['load'];
    /** The viewer's status, first known and on every change. */
    'tf:signinstatus': SigninStatus;
    /** An error of the spec 001 §8 catalogue: `{code, message, id}`. */
    'tf:signinerror': Pick<SigninError, 'code' | 'message' | 'id'>;
    /** A warning or info from the library or the flows. */
    'tf:signinwarning': SigninWarning;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tf:signinload': TfEvent<'tf:signinload'>;
    'tf:signinstatus': TfEvent<'tf:signinstatus'>;
    'tf:signinerror': TfEvent<'tf:signinerror'>;
    'tf:signinwarning': TfEvent<'tf:signinwarning'>;
  }
}

export {};
