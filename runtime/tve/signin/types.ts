/**
 * The shapes shared by the sign-in core (runtime/tve/signin/, framework
 * neutral) and its shells: the `<tf-signin>` element (elements/tf-signin/)
 * and the site wrapper (runtime/tve/wrapper.ts).
 *
 * The core owns every rule (init validation, the provider list, the
 * entitlement library, tokens, storage, errors); the element only draws the
 * screens and forwards the viewer's choices. The core talks to the element
 * through `SigninCoreEvents`; it never touches the DOM outside the hidden
 * frames and scripts the entitlement library needs.
 *
 * One vocabulary file, every shape a shell or an identity adapter sees,
 * kept whole though it runs past 300 lines: split, its halves imported
 * each other. Nothing here imports a module of the folder.
 */

/** A TV provider (MVPD) of the allowed list. */
export interface Provider {
  id: string;
  displayName: string;
  pickerLogoUrl?: string;
  cobrandingLogoUrl?: string;
  logoutLogoUrl?: string;
  defaultLogoUrl?: string;
  isPrimary: boolean;
  /** Another name viewers search by ("Charter" for "Spectrum"). */
  altName?: string;
  /** A priority number among extended providers; lower comes first. */
  isExtended?: number;
  isSpecialProvider: boolean;
}

/** How the viewer has access (`status.via`). */
export type SigninVia = 'mvpd' | '24h' | 'vipElvis' | 'hba';

/** The element's `status` property and `tf:signinstatus` detail. */
export interface SigninStatus {
  isLoggedIn: boolean;
  provider: Provider | null;
  via: SigninVia | null;
}

/** The sign-in screens, reflected by the element's `screen` attribute. */
export type SigninScreen =
  | 'selectProvider'
  | 'selectProviderNew'
  | 'dontSeeUrMvpd'
  | 'successMessage'
  | 'signOut'
  | 'error'
  | 'learnMore'
  | 'pleaseWait'
  | 'iframeWrapper'
  | 'elvisLogin'
  | 'elvisSuccess'
  | 'elvisSignOut'
  | 'elvisEnded'
  | 'elvisTerminated'
  | 'vipLogin'
  | 'fpSuccess'
  | 'fpSignOut';

/** The error codes of the sign-in error catalogue. */
export type SigninErrorCode =
  | 'TVEErrorCannotInitialize'
  | 'TVEErrorGeneric'
  | 'TVEErrorUserNotAuthorized'
  | 'TVEErrorAdobeLibraryFailedToInit'
  | 'TVEErrorLocalStorage'
  | 'TVEError3rdPartyCookies';

/**
 * The `tf:signinerror` detail. `message` is the catalogue's exact
 * text ('Wrong RequestorID/ResourceID'); `id` names the occurrence (the
 * library's error id such as `N130`, or the catalogue message's key).
 * `userMessage` is what the error screen shows when it differs (the catalogue's
 * custom texts for CFG100, SEC412, CFG400, N500, the private-mode advice).
 */
export interface SigninError {
  code: SigninErrorCode;
  message: string;
  id: string;
  userMessage?: string;
}

/** `tf:signinwarning` detail: warnings and info from the library or the flows. */
export interface SigninWarning {
  message: string;
  id?: string;
  /** What came with it (the library's `sendTrackingData` values). */
  data?: readonly unknown[];
}

/** The brand options, as far as the flows read them. */
export interface BrandOptions {
  layout?: string;
  freePreview?: boolean;
  FPisActive?: boolean;
  requestorID?: string;
  resourceID?: string;
  isHbaEnabled?: boolean;
  identityBrand?: string;
  identityApp?: string;
  identityFBAppID?: string;
  identityTheme?: string;
  emailTriggerImage?: string;
  /** Provider ids shown first, as logos, in the picker. */
  primaryList?: string[];
  /** Show successMessage after a sign-in (otherwise the overlay closes). */
  successScreen?: boolean;
  waitScreen?: boolean;
  elvisSuccessScreen?: boolean;
  fullScreenActivated?: boolean;
}

/** The init parameters, from the element's attributes. */
export interface SigninInit {
  requestor: string;
  resource: string;
  brand: string;
  /** Default `en_US`; any other locale takes the international flow. */
  locale: string;
  /** Base URL of the TV-everywhere services. */
  serviceBase: string;
  /** URL of the entitlement library script. */
  entitlementSrc: string;
  dev: boolean;
  customCSS?: string;
  megaBeaconReporting?: boolean;
  /** URL of the identity adapter module (issue 16, the special preview); none: no social or mail sign-in. */
  identitySrc?: string;
}

/**
 * The free pass: ready → started → expired.
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
 * The special preview: setup → active; `ended` (duration below 1)
 * and `terminated` (the provider no longer offers it) sign the viewer out
 * and name the screen shown. `none`: no preview on this device.
 */
export type PreviewState = 'none' | 'setup' | 'active' | 'ended' | 'terminated';

export interface PreviewInfo {
  state: PreviewState;
  /** The special provider (Provider.isSpecialProvider) the preview is for. */
  provider?: Provider;
  /** False for the non-social variant (the requestor contains 'nick'): no identity sign-in. */
  social: boolean;
  /** Seconds of access left, as the service last said. */
  duration?: number;
  /** `terminatedServiceMessageAvailable`: sign-out shows elvisTerminated. */
  terminatedMessage: boolean;
}

/** elvisLogin: how the viewer signs in to the identity provider. */
export type IdentityMethod = 'facebook' | 'twitter' | 'mail';

/** Who the identity provider says is signed in; `uid` is the `uuid` of the special-preview calls. */
export interface IdentitySession {
  uid: string;
  email?: string;
  name?: string;
}

/** Brand options (its identity* fields) and the locale, given to the adapter's `init`. */
export interface IdentityOptions {
  brand?: string;
  app?: string;
  facebookAppId?: string;
  theme?: string;
  locale: string;
}

/**
 * The identity provider behind the special preview (the special preview): no
 * provider is prescribed, so the flows speak only this interface, and a real provider
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

/** What the core tells its shell. */
export interface SigninCoreEvents {
  /** The list is ready and the configuration received (componentLoaded). Once. */
  load: { providers: readonly Provider[]; brand: BrandOptions };
  /** Every change of the viewer's status, and the first known one. */
  status: SigninStatus;
  error: SigninError;
  warning: SigninWarning;
  /** The library asks for a provider (its `displayProviderDialog`): show the picker. */
  pickProvider: { providers: readonly Provider[] };
  /**
   * The library asks for the login frame (its `createIFrame`): show the
   * iframeWrapper screen holding the frame `frameHost()` returns.
   */
  loginFrame: { width: number; height: number };
  /** Work the overlay shows as pleaseWait begins (true) or ends (false). */
  busy: boolean;
  /** A sign-in of this page session completed with authorization. */
  signedIn: SigninStatus;
  /** The viewer signed out. */
  signedOut: Record<string, never>;
  /** The free pass changed; also its first known state. */
  freePass: FreePassInfo;
  /** The special preview changed; also its first known state. */
  preview: PreviewInfo;
  /** The viewer picked a special provider (Provider.isSpecialProvider) of the social flow: show elvisLogin. */
  previewLogin: { provider: Provider };
  /**
   * The identity provider's embedded form is drawn in the frame host
   * (`setFrameHost`): show vipLogin. `reset`: the password reset the
   * `resetToken` query parameter opened.
   */
  identityForm: { purpose: 'signin' | 'reset' };
  /** The special preview ended (duration below 1) or was terminated (flagged): show that screen; the viewer is signed out. */
  previewOver: { screen: 'elvisEnded' | 'elvisTerminated' };
}

export type SigninCoreState = 'idle' | 'loading' | 'loaded' | 'failed' | 'destroyed';

/**
 * The sign-in core (runtime/tve/signin/signin-core.ts, `createSigninCore`).
 * Every method is safe to call in any state: before `load` or after
 * `destroy` it is a no-op (or, for `login`, an error event), never a throw.
 */
export interface SigninCore {
  readonly state: SigninCoreState;
  readonly status: SigninStatus;
  /** The allowed providers once loaded (primary first, then by name). */
  readonly providers: readonly Provider[];
  readonly brand: BrandOptions | undefined;
  /**
   * Validates ('Wrong Init Params', 'Wrong RequestorID/ResourceID'
   * as `error` events, never thrown) and starts loading; a second call is
   * ignored.
   */
  init(params: SigninInit): void;
  /** The allowed list while its local copy is fresh (the embedded picker needs it), else undefined. */
  freshProviders(): readonly Provider[] | undefined;
  /** Starts a sign-in; the core answers with `pickProvider`, `loginFrame`, `signedIn` or `error`. */
  login(): void;
  /** The viewer picked a provider (in the overlay or the embedded picker). */
  selectProvider(id: string): void;
  /** The viewer closed the overlay in the middle of a sign-in (the provider's, or the identity's). */
  cancelLogin(): void;
  /** Ends whichever access the viewer has (provider, free pass, special preview, HBA). */
  logout(): void;
  /** The free pass as known now (issue 16). */
  readonly freePass: FreePassInfo;
  /** The special preview as known now (issue 16). */
  readonly preview: PreviewInfo;
  /** Starts the 24-hour free pass (the offer of dontSeeUrMvpd); answers with `freePass`, `signedIn` or `error`. */
  startFreePass(): void;
  /**
   * elvisLogin: signs in to the identity provider with `method` for the
   * special provider `previewLogin` named (mail: the identity's form in the
   * frame host, `identityForm`), then sets up the preview; answers with
   * `preview`, `signedIn`, `previewOver` or `error`.
   */
  previewSignIn(method: IdentityMethod): void;
  /**
   * Where the library's login frame goes: the element passes a function that
   * returns the container the `<iframe name="mvpdframe">` is created in.
   */
  setFrameHost(host: () => HTMLElement | undefined): void;
  on<K extends keyof SigninCoreEvents>(type: K, listener: (detail: SigninCoreEvents[K]) => void): () => void;
  destroy(): void;
}

/**
 * A reporting beacon: the core reports every
 * error and the flows' milestones through this; runtime/tve/reporting.ts
 * sends them (consent permitting).
 */
export interface SigninReporter {
  report(beaconType: string, name: string, data?: Record<string, unknown>): void;
}

/** What `createSigninCore` is given (runtime/tve/signin/signin-core.ts); every field optional, for tests to fake. */
export interface SigninCoreOptions {
  window?: Window;
  document?: Document;
  reporter?: SigninReporter;
  /** Epoch ms; default `Date.now`. */
  now?: () => number;
  /** iOS skips the third-party cookie check; default: from the user agent. */
  isIOS?: boolean;
  /** Loads the identity adapter (issue 16); default: imports the module at the element's `identity-src`. */
  loadIdentity?: (src: string) => Promise<IdentityFactory>;
}
