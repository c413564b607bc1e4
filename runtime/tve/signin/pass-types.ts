/**
 * The constants of the three access routes beside the TV provider (the
 * 24-hour free pass, the special preview, house-based access) and the seams
 * between the core's route modules (free-pass.ts, special-preview.ts,
 * hba.ts, passes.ts, identity.ts). The shapes a shell sees (`FreePassInfo`,
 * `PreviewInfo`, the identity adapter) are in types.ts, which imports
 * nothing from here: the vocabulary points one way only.
 */
import type { IdentityAdapter, IdentityMethod, IdentitySession, PreviewInfo, Provider, SigninError } from './types.js';

/** The ids errors and beacons of each route carry. */
export const FREE_PASS_ID = 'FPS';
export const SPECIAL_PASS_ID = 'SFPS';
export const BRAND_FLOW_24H = '24h';

/** The free pass lasts 86 400 s unless the service says otherwise. */
export const FREE_PASS_DEFAULT_SECONDS = 86_400;
/** The expired message shows for 7 days after expiry; then the date is erased and the offer disabled. */
export const FREE_PASS_EXPIRED_MESSAGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A cached special-preview token is revalidated after 12 hours. */
export const PREVIEW_REVALIDATE_MS = 12 * 60 * 60 * 1000;
/** After identity init, a stored 24h or vipElvis state with no login within 2 s is signed out. */
export const IDENTITY_CHECK_MS = 2000;
/** The countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

/*
 * The seams between the core's route modules, fixed here so they can be
 * built side by side: passes.ts composes special-preview.ts and identity.ts
 * through these (internal to runtime/tve/signin/; not exported by index.ts).
 */

/** identity.ts: the identity adapter, loaded and started once, on first need. */
export interface IdentityGate {
  /** An adapter is configured (`identity-src`) and the brand is social (not 'nick'). */
  readonly configured: boolean;
  /** Loads and inits the adapter once; undefined when none is configured or it failed (the failure is reported once). */
  ready(): Promise<IdentityAdapter | undefined>;
  /**
   * After identity init, whether a login completes within
   * `IDENTITY_CHECK_MS` (the adapter's `session()` answers with a session in
   * time); false when it does not (the caller signs a stored 24h or vipElvis
   * state out).
   */
  sessionWithin(ms: number, signal: AbortSignal): Promise<IdentitySession | null>;
}

/** What special-preview.ts tells its composer (passes.ts). */
export interface PreviewHooks {
  changed(info: PreviewInfo): void;
  /** Became active: by this session's sign-in (`login` true) or by a restore. */
  activated(login: boolean): void;
  /** Ended or terminated: the viewer is signed out and this screen shows. */
  over(screen: 'elvisEnded' | 'elvisTerminated'): void;
  /** The identity's form is in the frame host (vipLogin). */
  identityForm(purpose: 'signin' | 'reset'): void;
  /** The social flow needs the viewer's method (elvisLogin). */
  needsLogin(provider: Provider): void;
  busy(on: boolean): void;
  fail(error: SigninError): void;
}

/** special-preview.ts `createSpecialPreview(…)`: the special-preview state machine and its calls. */
export interface SpecialPreview {
  readonly info: PreviewInfo;
  /** Active: the viewer has access through the preview. */
  readonly active: boolean;
  /** A sign-in of this session is under way. */
  readonly loginActive: boolean;
  /** Reads the ELVIS_* record (revalidated with checkelvis once 12 h old); resolves true when active. */
  restore(allowed: readonly Provider[], signal: AbortSignal): Promise<boolean>;
  /** The viewer picked the special provider: social → `needsLogin`; non-social → set up at once. */
  begin(provider: Provider): void;
  /** elvisLogin's choice: identity sign-in, then checkelvis / setupdevice. */
  signIn(method: IdentityMethod): void;
  /** Opens the password reset of `token` (the `resetToken` query parameter) in the frame host. */
  resetPassword(token: string): void;
  cancel(): void;
  /** The viewer signs out: logoutdevice and the identity's sign-out; elvisEnded/elvisTerminated when flagged. */
  signOut(): void;
  /** Another route took over (one pass at a time) or the identity session is gone: cleared locally, no screens. */
  clear(): void;
  destroy(): void;
}
