import type { CoreEvents } from './core-events.js';
import type { EntitlementAdapter, EntitlementHooks, LibraryProvider } from './entitlement.js';
import { libraryError, signinError } from './errors.js';
import { DEFAULT_LOCALE, type TveServices } from './services.js';
import { readToken } from './token.js';
import { createTokenExpiry } from './token-expiry.js';
import type { Provider, SigninError, SigninInit, SigninVia } from './types.js';
import type { Viewer } from './viewer.js';

/**
 * The TV-provider route: the entitlement library's callbacks (`hooks`)
 * and the sign-in steps the core runs through it.
 *
 * Decisions where the spec is silent:
 * - `login()` while the library still loads waits for it; after it failed,
 *   'AE Is Not Loaded'.
 * - A provider chosen in the embedded picker before any login starts one
 *   and is taken when the library asks (`displayProviderDialog`).
 * - A token is refreshed quietly (`checkAuthorization`) when it expires; the
 *   status stays signed in meanwhile (viewer.ts), and only a failed renewal
 *   signs out.
 * - The library's advanced error reports give a failure its id (N130,
 *   Z100): the report comes first, then the original callback of the call
 *   that failed (`tokenRequestFailed`, `setAuthenticationStatus`), which
 *   carries only a text and takes the reported id. An error report that no
 *   such callback follows in the same turn (CFG400: a requestor the
 *   library's configuration refuses) is an error by itself; info and
 *   warning reports (N000, N005, LS011) are warnings.
 */

export interface LibraryHooksOptions {
  window: Window;
  now: () => number;
  events: CoreEvents;
  viewer: Viewer;
  services: TveServices;
  params: SigninInit;
  library: () => EntitlementAdapter | undefined;
  /** The core has loaded (the list and brand are known). */
  loaded: () => boolean;
  destroyed: () => boolean;
  allowed: () => readonly Provider[];
  publish: (force?: boolean) => void;
  /** A sign-in of this session completed (the one-pass rule, `signedIn`). */
  signedIn: (via: SigninVia) => void;
}

export interface LibraryRoute {
  readonly hooks: EntitlementHooks;
  /** The list is there: the library's own check may begin (once the library is ready too). */
  startSession(): void;
  login(): void;
  /** The viewer picked `id` (in the overlay, or the embedded picker before any login). */
  select(id: string): void;
  /** Ends a sign-in of this session, if one runs; false when none ran. */
  abandon(error?: SigninError): boolean;
  /** `viewer.restore` just read the stored sign-in. */
  restored(result: 'none' | 'restored' | 'expired' | 'disallowed'): void;
  logout(): void;
  destroy(): void;
}

// One closure past 150 lines: the library's callbacks and the login steps
// share the login under way (the offered list, the pending provider, the
// queued login and logout, the id the library reported); split in two, each
// half would hand that state back and forth. The token's timer is apart
// (token-expiry.ts).
export function createLibraryHooks(options: LibraryHooksOptions): LibraryRoute {
  const { window: win, now, events, viewer, params, library, publish } = options;
  const { emit, report, fail, warn } = events;
  let offered: readonly Provider[] | undefined;
  let pendingProvider: string | undefined;
  let loginQueued = false;
  let logoutQueued = false;
  let sessionStarted = false;
  let libraryReport: { id: string; message: string } | undefined;

  const busy = (on: boolean) => emit('busy', on);
  const international = () => params.locale !== DEFAULT_LOCALE;
  const find = (id: string | undefined, list: readonly Provider[] = options.allowed()) => list.find((entry) => entry.id === id);

  /** The id the library reported for the failure its callback now announces; taken once. */
  function reportedId(): string | undefined {
    const id = libraryReport?.id;
    libraryReport = undefined;
    return id;
  }

  const expiry = createTokenExpiry({
    timers: win,
    now,
    current: () => viewer.auth?.expirationTime,
    // An expired token is erased; the library is asked for a new one (the status holds meanwhile).
    expired: () => {
      if (viewer.expire()) library()?.checkAuthorization(params.resource);
    },
  });
  const armExpiry = () => expiry.arm(viewer.auth?.expirationTime);

  function endLogin(error?: SigninError): void {
    library()?.closeLogin();
    offered = undefined;
    pendingProvider = undefined;
    loginQueued = false;
    busy(false);
    if (error) fail(error);
    publish();
  }

  function signOut(): void {
    viewer.signOut();
    expiry.clear();
  }

  function forceLogout(): void {
    signOut();
    warn({ message: 'verifyWhiteList', id: 'providerNotAllowed' });
    if (library()?.state === 'ready') library()?.logout();
    else logoutQueued = true;
    publish();
  }

  function runLogin(): void {
    loginQueued = false;
    const adapter = library();
    if (!adapter) return;
    const started = viewer.state === 'authenticated' ? adapter.getAuthorization(params.resource) : adapter.getAuthentication();
    if (!started) endLogin(signinError('aeNotLoaded'));
  }

  function authorize(): void {
    if (!viewer.provider) return;
    if (viewer.loginActive) busy(true);
    if (viewer.loginActive) library()?.getAuthorization(params.resource);
    else library()?.checkAuthorization(params.resource);
  }

  function choose(id: string): void {
    const provider = find(id, offered);
    if (!provider) return fail(signinError('providerNotAvailable', id));
    if (!viewer.choose(provider)) return;
    pendingProvider = undefined;
    busy(true);
    if (!library()?.setSelectedProvider(id)) endLogin(signinError('aeNotLoaded'));
  }

  function abandon(error?: SigninError): boolean {
    if (!viewer.loginActive) return false;
    const chosen = viewer.state === 'providerChosen';
    viewer.cancel();
    if (chosen) library()?.setSelectedProvider(null);
    endLogin(error);
    return true;
  }

  function startSession(): void {
    const adapter = library();
    if (sessionStarted || !options.loaded() || adapter?.state !== 'ready') return;
    sessionStarted = true;
    if (logoutQueued) adapter.logout();
    logoutQueued = false;
    adapter.checkAuthentication();
    if (loginQueued) runLogin();
  }

  function login(): void {
    if (viewer.state === 'authorized') return publish(true);
    if (!viewer.beginLogin()) return fail(signinError('multipleLogins'));
    report('info', 'login');
    busy(true);
    const state = library()?.state;
    if (state === 'ready') runLogin();
    else if (state === 'loading') loginQueued = true;
    else {
      viewer.cancel();
      endLogin(signinError('aeNotLoaded'));
    }
  }

  const hooks: EntitlementHooks = {
    loaded: startSession,
    failed() {
      fail(signinError('libraryFailed'));
      if (viewer.cancel()) endLogin();
    },
    authenticationStatus(authenticated, code) {
      if (!options.loaded()) return;
      if (authenticated) {
        if (viewer.state === 'authorized') return;
        const wasKnown = viewer.provider !== undefined && viewer.state === 'providerChosen';
        if (!viewer.authenticated()) return;
        if (wasKnown) authorize();
        else library()?.getSelectedProvider();
        return;
      }
      if (viewer.loginActive) {
        // Only an attempt with a provider chosen has failed; the library's load-time answer is not about it.
        if (viewer.state !== 'providerChosen') return;
        viewer.fail();
        const id = reportedId() ?? code;
        return endLogin(id ? libraryError(id) : signinError('notAuthenticated'));
      }
      if (viewer.state === 'authorized' || viewer.state === 'authenticated') {
        signOut();
        publish();
      }
    },
    selectedProvider(id) {
      if (viewer.state !== 'authenticated') return;
      if (viewer.provider?.id !== id) {
        const provider = find(id);
        // A provider no longer on the allowed list forces logout.
        if (!provider) {
          if (viewer.loginActive) endLogin(signinError('providerNotAvailable', id ?? 'none'));
          return forceLogout();
        }
        viewer.setProvider(provider);
      }
      authorize();
    },
    providerDialog(providers: LibraryProvider[]) {
      if (!viewer.loginActive || viewer.state !== 'selecting') return;
      const ids = new Set(providers.map((entry) => entry.id));
      offered = options.allowed().filter((entry) => ids.has(entry.id));
      if (offered.length === 0) {
        viewer.cancel();
        return endLogin(signinError('displayProviders'));
      }
      if (pendingProvider !== undefined) return choose(pendingProvider);
      busy(false);
      emit('pickProvider', { providers: offered });
    },
    token(resource, token) {
      if (resource !== '' && resource !== params.resource) return;
      if (viewer.state !== 'authenticated' && viewer.state !== 'authorized') return;
      const info = readToken(token, now());
      const provider = viewer.provider;
      if (!info || !provider) {
        viewer.fail();
        expiry.clear();
        return endLogin(signinError('authSet', 'token'));
      }
      const result = viewer.authorized({ token: token as string, mvpd: provider.id, expirationTime: info.expiresAt });
      if (!result.ok) return;
      armExpiry();
      // The image ping that sets the provider cookie.
      const ping = options.services.url(`/${encodeURIComponent(params.requestor)}/providerCookie`, { mvpd: provider.id });
      if (ping) library()?.ping(ping);
      endLogin();
      if (result.login) options.signedIn('mvpd');
    },
    tokenFailed(_resource, code, description) {
      viewer.fail();
      expiry.clear();
      endLogin(libraryError(reportedId() ?? code, description, international()));
    },
    report(id, level, message) {
      if (level !== 'error') return warn({ message: message || id, id });
      const entry = { id, message };
      libraryReport = entry;
      queueMicrotask(() => {
        if (libraryReport !== entry || options.destroyed()) return;
        libraryReport = undefined;
        const error = libraryError(id, message, international());
        if (!abandon(error)) fail(error);
      });
    },
    tracking(type, data) {
      warn({ message: type, id: 'sendTrackingData', data });
    },
    loginFrame(width, height) {
      busy(false);
      emit('loginFrame', { width, height });
    },
    popup: () => busy(true),
    cookieCheck(enabled) {
      if (enabled) return;
      // The provider's login cannot finish without its cookies: the sign-in ends with the error, the next starts afresh.
      const error = signinError('thirdPartyCookies');
      if (!abandon(error)) fail(error);
    },
  };

  return {
    hooks,
    startSession,
    login,
    select(id) {
      if (!viewer.loginActive) {
        if (!find(id)) return fail(signinError('providerNotAvailable', id));
        pendingProvider = id;
        login();
        if (!viewer.loginActive) pendingProvider = undefined;
        return;
      }
      if (viewer.state !== 'selecting') return;
      if (offered === undefined) pendingProvider = id;
      else choose(id);
    },
    abandon,
    restored(result) {
      expiry.clear();
      if (result === 'restored') armExpiry();
      if (result === 'disallowed') forceLogout();
    },
    logout() {
      signOut();
      library()?.closeLogin();
      if (library()?.state === 'ready') library()?.logout();
    },
    destroy() {
      expiry.clear();
    },
  };
}
