import type { CustomEventMap } from '../../runtime/events.js';
import type { SigninCoreEvents, SigninError, SigninStatus, SigninWarning } from '../../runtime/tve/signin/index.js';

/** `<tf-signin>`'s events, name -> detail, each written once. */
export interface TfSigninEvents {
  /** The provider list is ready and the configuration received (componentLoaded). Once. */
  'tf:signinload': SigninCoreEvents['load'];
  /** The viewer's status, first known and on every change. */
  'tf:signinstatus': SigninStatus;
  /** An error of the sign-in error catalogue: `{code, message, id}`. */
  'tf:signinerror': Pick<SigninError, 'code' | 'message' | 'id'>;
  /** A warning or info from the library or the flows. */
  'tf:signinwarning': SigninWarning;
}

declare global {
  // Empty on purpose: its members are the mapped ones it extends.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<TfSigninEvents> {}
}
