/**
 * The shapes of the three access routes beside the TV provider (spec 001
 * §1, §3, §4, §7; issue 16): the 24-hour free pass, the special preview
 * ("elvis": a provider that does not take part yet, reached through a
 * social or mail identity) and house-based access (HBA: a recognized home
 * network). Shared by the core's route modules (free-pass.ts,
 * special-preview.ts, hba.ts, passes.ts), the identity adapter
 * (identity.ts) and the element's screens (elements/tf-signin/screens/).
 *
 * Only one pass is active at a time (spec 001 §6): `SigninStatus.via` says
 * which (`mvpd`, `24h`, `vipElvis`, `hba`); the stored `signedInWith` key
 * holds `24h` or `vipElvis` while one of those runs.
 */
import type { Provider, SigninError } from './types.js';

/** Spec 001 §9 "Constant ids": the ids errors and beacons of each route carry. */
export const FREE_PASS_ID = 'FPS';
export const SPECIAL_PASS_ID = 'SFPS';
export const BRAND_FLOW_24H = '24h';

/** Spec 001 §9: the free pass lasts 86 400 s unless the service says otherwise. */
export const FREE_PASS_DEFAULT_SECONDS = 86_400;
/** Spec 001 §9: the expired message shows for 7 days after expiry; then the date is erased and the offer disabled. */
export const FREE_PASS_EXPIRED_MESSAGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec 001 §9: a cached special-preview token is revalidated after 12 hours. */
export const PREVIEW_REVALIDATE_MS = 12 * 60 * 60 * 1000;
/** Spec 001 §4, §9: after identity init, a stored 24h or vipElvis state with no login within 2 s is signed out. */
export const IDENTITY_CHECK_MS = 2000;
/** Spec 001 §9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * Spec 001 §4 "Free pass": ready → started → expired.
 * - `unavailable`: no offer (a non-social brand, `FPisActive` false, the
 *   7-day window over, or the status not known yet).
 * - `ready`: the viewer may start one.
 * - `started`: running until `expiresAt`.
 * - `expired`: over; `expiredAt` known while the 7-day message shows.
 */
export type FreePassState = 'unavailable' | 'ready' | 'started' | 'expired';

export interface FreePassInfo {
  state: FreePassState;
  /** Seconds the pass lasts (default 86 400). */
  duration: number;
  /** Epoch ms a started pass ends. */
  expiresAt?: number;
  /** Epoch ms it expired; the expired message shows until `expiredAt + 7 days`. */
  expiredAt?: number;
}

/**
 * Spec 001 §4 "Special preview": setup → active; `ended` (duration below 1)
 * and `terminated` (the provider no longer offers it) sign the viewer out
 * and name the screen shown. `none`: no preview on this device.
 */
export type PreviewState = 'none' | 'setup' | 'active' | 'ended' | 'terminated';

export interface PreviewInfo {
  state: PreviewState;
  /** The special provider (Provider.isSpecialProvider) the preview is for. */
  provider?: Provider;
  /** False for the non-social variant (spec 001 §5: the requestor contains 'nick'): no identity sign-in. */
  social: boolean;
  /** Seconds of access left, as the service last said. */
  duration?: number;
  /** `terminatedServiceMessageAvailable`: sign-out shows elvisTerminated. */
  terminatedMessage: boolean;
}

/** Spec 001 §2 elvisLogin: how the viewer signs in to the identity provider. */
export type IdentityMethod = 'facebook' | 'twitter' | 'mail';

/** Who the identity provider says is signed in; `uid` is the `uuid` of the special-preview calls. */
export interface IdentitySession {
  uid: string;
  email?: string;
  name?: string;
}

/** Brand options (spec 001 §3 identity*) and the locale, given to the adapter's `init`. */
export interface IdentityOptions {
  brand?: string;
  app?: string;
  facebookAppId?: string;
  theme?: string;
  locale: string;
}

/**
 * The identity provider behind the special preview (issue 16): the spec does
 * not name it, so the flows speak only this interface, and a real provider
 * (SAP Customer Data Cloud, Auth0, Cognito) plugs in by writing one adapter
 * module. `<tf-signin identity-src="…">` imports that module; its default
 * export is an `IdentityFactory`. Every promise rejects with an `Error`
 * when the provider fails or the viewer gives up (`AbortSignal`).
 */
export interface IdentityAdapter {
  /** Starts the provider; resolves once `session()` can answer. */
  init(options: IdentityOptions): Promise<void>;
  /** The signed-in identity, or null. */
  session(): Promise<IdentitySession | null>;
  /** Social sign-in (the provider's own popup or redirect flow). */
  socialSignIn(network: 'facebook' | 'twitter', signal: AbortSignal): Promise<IdentitySession>;
  /** Draws the provider's mail sign-in (and registration) into `container`; resolves on sign-in. */
  mailSignIn(container: HTMLElement, signal: AbortSignal): Promise<IdentitySession>;
  /** Draws the password reset for `token` (the `resetToken` query parameter) into `container`; resolves with the session it ends in, if any. */
  resetPassword(token: string, container: HTMLElement, signal: AbortSignal): Promise<IdentitySession | null>;
  signOut(): Promise<void>;
}

export type IdentityFactory = () => IdentityAdapter;

/*
 * The seams between the core's route modules, fixed here so they can be
 * built side by side: passes.ts composes special-preview.ts and identity.ts
 * through these (internal to runtime/tve/signin/; not exported by index.ts).
 */

/** identity.ts: the identity adapter, loaded and started once, on first need. */
export interface IdentityGate {
  /** An adapter is configured (`identity-src`) and the brand is social (spec 001 §5: not 'nick'). */
  readonly configured: boolean;
  /** Loads and inits the adapter once; undefined when none is configured or it failed (the failure is reported once). */
  ready(): Promise<IdentityAdapter | undefined>;
  /**
   * Spec 001 §4: after identity init, whether a login completes within
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
