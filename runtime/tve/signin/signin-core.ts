import { abortableDelay } from '../../util/abort.js';
import { createCoreEvents } from './core-events.js';
import { createEntitlementAdapter, type EntitlementAdapter, type LibraryProvider } from './entitlement.js';
import { libraryError, signinError } from './errors.js';
import { FREE_PASS_DEFAULT_SECONDS } from './pass-types.js';
import { checkInitParams, isIOSDevice } from './init-params.js';
import { createProviderSource, type ProviderSource } from './providers.js';
import { createTveServices, DEFAULT_LOCALE, type TveServices } from './services.js';
import { createSigninStorage, STORAGE_PREFIX } from './storage.js';
import { readToken } from './token.js';
import type {
  BrandOptions, Provider, SigninCore, SigninCoreOptions, SigninCoreState, SigninError, SigninInit, SigninStatus,
} from './types.js';
import { createViewer, type Viewer } from './viewer.js';

/**
 * The sign-in core (CONTRACT §6, spec 001 §4, §5, §8): the composition
 * root of runtime/tve/signin/. It validates init, loads the brand options
 * and allow list (`providers.ts`) and the entitlement library
 * (`entitlement.ts`) side by side, and runs the viewer's states
 * (`viewer.ts`) from the library's callbacks. Every error is emitted as
 * `error` and reported; the library's tracking data is a `warning`.
 *
 * Decisions where the spec is silent:
 * - `load` waits for the list and the brand options, not the library: a
 *   viewer sees the overlay even while the library is slow; its checks run
 *   once both are there.
 * - A stored sign-in shows at once (status before the library answers);
 *   the library's check then confirms it, or signs the viewer out when it
 *   says not authenticated: the library is the authority.
 * - `login()` while the library still loads waits for it; after it failed,
 *   'AE Is Not Loaded'.
 * - A provider chosen in the embedded picker before any login starts one
 *   and is taken when the library asks (`displayProviderDialog`).
 * - A token is refreshed quietly (`checkAuthorization`) when it expires.
 * - The library's advanced error reports give a failure its id (N130,
 *   Z100): the report comes first, then the original callback of the call
 *   that failed (`tokenRequestFailed`, `setAuthenticationStatus`), which
 *   carries only a text and takes the reported id. An error report that no
 *   such callback follows in the same turn (CFG400: a requestor the
 *   library's configuration refuses) is an error by itself; info and
 *   warning reports (N000, N005, LS011) are warnings.
 */

const MAX_TIMER_MS = 2 ** 31 - 1;

export function createSigninCore(options: SigninCoreOptions = {}): SigninCore {
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const now = options.now ?? Date.now;
  const isIOS = options.isIOS ?? isIOSDevice(win.navigator);
  const events = createCoreEvents(options.reporter);
  const controller = new AbortController();
  let state: SigninCoreState = 'idle';
  let params: SigninInit | undefined;
  let brand: BrandOptions | undefined;
  let viewer: Viewer | undefined;
  let source: ProviderSource | undefined;
  let library: EntitlementAdapter | undefined;
  let services: TveServices | undefined;
  let frameHost: () => HTMLElement | undefined = () => undefined;
  let offered: readonly Provider[] | undefined;
  let pendingProvider: string | undefined;
  let loginQueued = false;
  let logoutQueued = false;
  let sessionStarted = false;
  let expiryTimer: number | undefined;
  let lastStatus: string | undefined;
  let libraryReport: { id: string; message: string } | undefined;

  const { emit, report, fail, warn } = events;

  const busy = (on: boolean) => emit('busy', on);
  const international = () => params !== undefined && params.locale !== DEFAULT_LOCALE;

  /** The id the library reported for the failure its callback now announces; taken once. */
  function reportedId(): string | undefined {
    const id = libraryReport?.id;
    libraryReport = undefined;
    return id;
  }
  const allowed = () => source?.providers ?? [];
  const find = (id: string | undefined, list: readonly Provider[] = allowed()) => list.find((entry) => entry.id === id);

  function status(): SigninStatus {
    return viewer?.status() ?? { isLoggedIn: false, provider: null, via: null };
  }

  /** `status` when it changed (or `force`: the first known one). */
  function publish(force = false): void {
    const next = status();
    const key = JSON.stringify(next);
    if (!force && key === lastStatus) return;
    lastStatus = key;
    emit('status', next);
  }

  function armExpiry(): void {
    win.clearTimeout(expiryTimer);
    const expires = viewer?.auth?.expirationTime;
    if (expires === undefined) return;
    expiryTimer = win.setTimeout(() => {
      if (!viewer?.auth || viewer.auth.expirationTime > now()) return armExpiry();
      // Spec 001 §4: an expired token is erased; the library may give a new one at once.
      if (viewer.expire()) {
        publish();
        if (params) library?.checkAuthorization(params.resource);
      }
    }, Math.min(Math.max(expires - now(), 0), MAX_TIMER_MS));
  }

  function endLogin(error?: SigninError): void {
    library?.closeLogin();
    offered = undefined;
    pendingProvider = undefined;
    loginQueued = false;
    busy(false);
    if (error) fail(error);
    publish();
  }

  /** Ends the viewer's sign-in of this session, if one runs (the library told to drop its provider choice); false when none ran. */
  function abandonLogin(error?: SigninError): boolean {
    if (!viewer?.loginActive) return false;
    const chosen = viewer.state === 'providerChosen';
    viewer.cancel();
    if (chosen) library?.setSelectedProvider(null);
    endLogin(error);
    return true;
  }

  function forceLogout(): void {
    viewer?.signOut();
    warn({ message: 'verifyWhiteList', id: 'providerNotAllowed' });
    if (library?.state === 'ready') library.logout();
    else logoutQueued = true;
    publish();
  }

  /** The library and the list are both there: the library's own check may begin. */
  function startSession(): void {
    if (sessionStarted || state !== 'loaded' || library?.state !== 'ready') return;
    sessionStarted = true;
    if (logoutQueued) library.logout();
    logoutQueued = false;
    library.checkAuthentication();
    if (loginQueued) runLogin();
  }

  function runLogin(): void {
    loginQueued = false;
    if (!viewer || !library || !params) return;
    const started = viewer.state === 'authenticated' ? library.getAuthorization(params.resource) : library.getAuthentication();
    if (!started) endLogin(signinError('aeNotLoaded'));
  }

  function authorize(): void {
    if (!viewer?.provider || !params || !library) return;
    if (viewer.loginActive) busy(true);
    if (viewer.loginActive) library.getAuthorization(params.resource);
    else library.checkAuthorization(params.resource);
  }

  function choose(id: string): void {
    const provider = find(id, offered);
    if (!provider) return fail(signinError('providerNotAvailable', id));
    if (!viewer?.choose(provider)) return;
    pendingProvider = undefined;
    busy(true);
    if (!library?.setSelectedProvider(id)) endLogin(signinError('aeNotLoaded'));
  }

  const hooks = {
    loaded: startSession,
    failed() {
      fail(signinError('libraryFailed'));
      if (viewer?.cancel()) endLogin();
    },
    authenticationStatus(authenticated: boolean, code: string | undefined) {
      if (!viewer || state !== 'loaded') return;
      if (authenticated) {
        if (viewer.state === 'authorized') return;
        const wasKnown = viewer.provider !== undefined && viewer.state === 'providerChosen';
        if (!viewer.authenticated()) return;
        if (wasKnown) authorize();
        else library?.getSelectedProvider();
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
        viewer.signOut();
        win.clearTimeout(expiryTimer);
        publish();
      }
    },
    selectedProvider(id: string | undefined) {
      if (viewer?.state !== 'authenticated') return;
      if (viewer.provider?.id !== id) {
        const provider = find(id);
        // Spec 001 §4: a provider no longer on the allowed list forces logout.
        if (!provider) {
          if (viewer.loginActive) endLogin(signinError('providerNotAvailable', id ?? 'none'));
          return forceLogout();
        }
        viewer.setProvider(provider);
      }
      authorize();
    },
    providerDialog(providers: LibraryProvider[]) {
      if (!viewer?.loginActive || viewer.state !== 'selecting') return;
      const ids = new Set(providers.map((entry) => entry.id));
      offered = allowed().filter((entry) => ids.has(entry.id));
      if (offered.length === 0) {
        viewer.cancel();
        return endLogin(signinError('displayProviders'));
      }
      if (pendingProvider !== undefined) return choose(pendingProvider);
      busy(false);
      emit('pickProvider', { providers: offered });
    },
    token(resource: string, token: unknown) {
      if (!viewer || !params || (resource !== '' && resource !== params.resource)) return;
      if (viewer.state !== 'authenticated' && viewer.state !== 'authorized') return;
      const info = readToken(token, now());
      const provider = viewer.provider;
      if (!info || !provider) {
        viewer.fail();
        win.clearTimeout(expiryTimer);
        return endLogin(signinError('authSet', 'token'));
      }
      const result = viewer.authorized({ token: token as string, mvpd: provider.id, expirationTime: info.expiresAt });
      if (!result.ok) return;
      armExpiry();
      // Spec 001 §7: the image ping that sets the provider cookie.
      const ping = services?.url(`/${encodeURIComponent(params.requestor)}/providerCookie`, { mvpd: provider.id });
      if (ping) library?.ping(ping);
      endLogin();
      if (result.login) {
        emit('signedIn', status());
        report('info', 'signedIn', { provider: provider.id });
      }
    },
    tokenFailed(_resource: string, code: unknown, description: unknown) {
      if (!viewer || !params) return;
      viewer.fail();
      win.clearTimeout(expiryTimer);
      endLogin(libraryError(reportedId() ?? code, description, international()));
    },
    report(id: string, level: string, message: string) {
      if (level !== 'error') return warn({ message: message || id, id });
      const entry = { id, message };
      libraryReport = entry;
      queueMicrotask(() => {
        if (libraryReport !== entry || state === 'destroyed') return;
        libraryReport = undefined;
        const error = libraryError(id, message, international());
        if (!abandonLogin(error)) fail(error);
      });
    },
    tracking(type: string, data: readonly unknown[]) {
      warn({ message: type, id: 'sendTrackingData', data });
    },
    loginFrame(width: number, height: number) {
      busy(false);
      emit('loginFrame', { width, height });
    },
    popup: () => busy(true),
    cookieCheck(enabled: boolean) {
      if (enabled) return;
      // The provider's login cannot finish without its cookies: the sign-in ends with the error, the next starts afresh.
      const error = signinError('thirdPartyCookies');
      if (!abandonLogin(error)) fail(error);
    },
  };

  /**
   * Spec 001 §8 'LocalStorage was changed': another tab signed in or out
   * (its `tveComponent_AUTH_DATA` changed; `key` null: storage cleared).
   * This page says so and follows what is stored now, never writing over
   * it; a sign-in running here is left to finish.
   */
  function onStorage(event: StorageEvent): void {
    if (state !== 'loaded' || !viewer || viewer.loginActive) return;
    if (event.key !== null && event.key !== `${STORAGE_PREFIX}AUTH_DATA`) return;
    fail(signinError('storageChanged'));
    viewer.forget();
    win.clearTimeout(expiryTimer);
    if (viewer.restore(allowed()) === 'restored') armExpiry();
    publish();
  }

  function start(init: SigninInit): void {
    win.addEventListener('storage', onStorage);
    const storage = createSigninStorage({ window: win, cookies: doc, now });
    if (!storage.available) fail(signinError('storageUnavailable'));
    viewer = createViewer({ storage, now });
    services = createTveServices({ window: win, document: doc, serviceBase: init.serviceBase });
    source = createProviderSource({
      services, storage, requestor: init.requestor, brand: init.brand, locale: init.locale, now, delay: (ms, signal) => abortableDelay(win, ms, signal), onError: fail,
    });
    library = createEntitlementAdapter({
      window: win, document: doc, hooks, isIOS, cookieCheckUrl: services.url('/cookie-check.html'),
    });
    library.setFrameHost(() => frameHost());
    library.load(init.entitlementSrc, init.requestor);
    source.load(controller.signal).then((result) => {
      if (state !== 'loading') return;
      if (!result) {
        state = 'failed';
        return;
      }
      brand = result.brand;
      state = 'loaded';
      const restored = viewer?.restore(result.providers);
      if (restored === 'restored') armExpiry();
      emit('load', { providers: result.providers, brand: result.brand });
      report('info', 'componentLoaded', { providers: result.providers.length });
      if (restored === 'disallowed') forceLogout();
      publish(true);
      startSession();
    }, () => undefined);
  }

  const core: SigninCore = {
    get state() {
      return state;
    },
    get status() {
      return status();
    },
    get providers() {
      return allowed();
    },
    get brand() {
      return brand;
    },
    init(raw) {
      if (state !== 'idle') return;
      const checked = checkInitParams(raw, doc.baseURI);
      if ('error' in checked) {
        state = 'failed';
        return fail(signinError(checked.error));
      }
      params = checked.params;
      state = 'loading';
      start(params);
    },
    freshProviders() {
      return state === 'loaded' ? source?.fresh(controller.signal) : undefined;
    },
    login() {
      if (state === 'destroyed') return;
      if (state !== 'loaded' || !viewer || !library) return fail(signinError('notLoaded'));
      if (viewer.state === 'authorized') return publish(true);
      if (!viewer.beginLogin()) return fail(signinError('multipleLogins'));
      report('info', 'login');
      busy(true);
      if (library.state === 'ready') runLogin();
      else if (library.state === 'loading') loginQueued = true;
      else {
        viewer.cancel();
        endLogin(signinError('aeNotLoaded'));
      }
    },
    selectProvider(id) {
      if (state !== 'loaded' || !viewer) return state === 'destroyed' ? undefined : fail(signinError('notLoaded'));
      if (typeof id !== 'string' || id === '') return fail(signinError('providerNotSelected'));
      if (!viewer.loginActive) {
        if (!find(id)) return fail(signinError('providerNotAvailable', id));
        pendingProvider = id;
        core.login();
        if (!viewer.loginActive) pendingProvider = undefined;
        return;
      }
      if (viewer.state !== 'selecting') return;
      if (offered === undefined) pendingProvider = id;
      else choose(id);
    },
    cancelLogin() {
      abandonLogin();
    },
    logout() {
      if (state !== 'loaded' || !viewer) return;
      viewer.signOut();
      win.clearTimeout(expiryTimer);
      library?.closeLogin();
      if (library?.state === 'ready') library.logout();
      busy(false);
      publish();
      emit('signedOut', {});
      report('info', 'signedOut');
    },
    // Issue 16's routes (free pass, special preview, HBA) join here: passes.ts.
    get freePass() {
      return { state: 'unavailable', duration: FREE_PASS_DEFAULT_SECONDS } as const;
    },
    get preview() {
      return { state: 'none', social: true, terminatedMessage: false } as const;
    },
    startFreePass() {
      fail(signinError('internal'));
    },
    previewSignIn() {
      fail(signinError('internal'));
    },
    setFrameHost(host) {
      frameHost = host;
    },
    on: (type, listener) => events.on(type, listener),
    destroy() {
      if (state === 'destroyed') return;
      state = 'destroyed';
      controller.abort();
      win.clearTimeout(expiryTimer);
      win.removeEventListener('storage', onStorage);
      library?.destroy();
      events.clear();
    },
  };
  return core;
}
