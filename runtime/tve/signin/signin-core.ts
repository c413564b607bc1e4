import { abortableDelay } from '../../util/abort.js';
import { createCoreEvents } from './core-events.js';
import { createEntitlementAdapter, type EntitlementAdapter } from './entitlement.js';
import { signinError } from './errors.js';
import { createIdentityGate } from './identity.js';
import { checkInitParams, isIOSDevice } from './init-params.js';
import { createLibraryHooks, type LibraryRoute } from './library-hooks.js';
import { createPasses, identityOptions, isSocialRequestor, type Passes } from './passes.js';
import { FREE_PASS_DEFAULT_SECONDS } from './pass-types.js';
import { createProviderSource, type ProviderSource } from './providers.js';
import { createTveServices } from './services.js';
import { createSpecialPreview } from './special-preview.js';
import { createSigninStorage, STORAGE_PREFIX } from './storage.js';
import type { BrandOptions, SigninCore, SigninCoreOptions, SigninCoreState, SigninInit, SigninStatus } from './types.js';
import { createViewer, type Viewer } from './viewer.js';

/**
 * The sign-in core (CONTRACT §6, spec 001 §4, §5, §8): the composition
 * root of runtime/tve/signin/. It validates init, loads the brand options
 * and allow list (`providers.ts`) and the entitlement library
 * (`entitlement.ts`, its callbacks in `library-hooks.ts`) side by side, and
 * composes the access routes (`passes.ts`: the provider's viewer, the free
 * pass, the special preview with its identity gate, HBA). Every error is
 * emitted as `error` and reported; the library's tracking data is a
 * `warning`.
 *
 * Decisions where the spec is silent:
 * - `load` waits for the list and the brand options, not the library: a
 *   viewer sees the overlay even while the library is slow; its checks run
 *   once both are there.
 * - A stored sign-in shows at once (status before the library or a service
 *   answers); the library's check (or the route's service) then confirms it,
 *   or signs the viewer out: they are the authority.
 * - A special provider (`isSpecialProvider`) picked anywhere begins the
 *   special preview instead of the library's login.
 * - `resetToken` is read at init and opens the password reset once loaded.
 */

const SIGNED_OUT: SigninStatus = { isLoggedIn: false, provider: null, via: null };

export function createSigninCore(options: SigninCoreOptions = {}): SigninCore {
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const now = options.now ?? Date.now;
  const isIOS = options.isIOS ?? isIOSDevice(win.navigator);
  const events = createCoreEvents(options.reporter);
  const controller = new AbortController();
  const { signal } = controller;
  let state: SigninCoreState = 'idle';
  let brand: BrandOptions | undefined;
  let viewer: Viewer | undefined;
  let source: ProviderSource | undefined;
  let library: EntitlementAdapter | undefined;
  let route: LibraryRoute | undefined;
  let passes: Passes | undefined;
  let resetToken: string | undefined;
  let frameHost: () => HTMLElement | undefined = () => undefined;

  const { emit, report, fail } = events;
  const allowed = () => source?.providers ?? [];
  const status = () => passes?.status() ?? SIGNED_OUT;
  const publish = (force?: boolean) => passes?.publish(force);
  const delay = (ms: number, wait: AbortSignal) => abortableDelay(win, ms, wait);

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
    route?.restored(viewer.restore(allowed()));
    publish();
  }

  function start(init: SigninInit): void {
    win.addEventListener('storage', onStorage);
    const storage = createSigninStorage({ window: win, cookies: doc, now });
    if (!storage.available) fail(signinError('storageUnavailable'));
    const services = createTveServices({ window: win, document: doc, serviceBase: init.serviceBase });
    const social = isSocialRequestor(init.requestor);
    const current = createViewer({ storage, now });
    viewer = current;
    source = createProviderSource({
      services, storage, requestor: init.requestor, brand: init.brand, locale: init.locale, now, delay, onError: fail,
    });
    const identity = createIdentityGate({
      src: init.identitySrc, social, load: options.loadIdentity, options: () => identityOptions(brand, init.locale), onError: fail, window: win,
    });
    passes = createPasses({
      window: win, events, storage, services, requestor: init.requestor, viewer: current, identity, now, delay, signal,
      preview: (hooks) => createSpecialPreview({
        services, storage, requestor: init.requestor, social, identity, frameHost: () => frameHost(), now, delay, hooks,
      }),
    });
    const hooks = createLibraryHooks({
      window: win, now, events, viewer: current, services, params: init, library: () => library, allowed, publish,
      loaded: () => state === 'loaded', destroyed: () => state === 'destroyed', signedIn: (via) => passes?.signedIn(via),
    });
    route = hooks;
    library = createEntitlementAdapter({
      window: win, document: doc, hooks: hooks.hooks, isIOS, cookieCheckUrl: services.url('/cookie-check.html'),
    });
    library.setFrameHost(() => frameHost());
    library.load(init.entitlementSrc, init.requestor);
    source.load(signal).then((result) => {
      if (state !== 'loading') return;
      if (!result) {
        state = 'failed';
        return;
      }
      brand = result.brand;
      state = 'loaded';
      const restored = current.restore(result.providers);
      passes?.load(result.brand, result.providers);
      emit('load', { providers: result.providers, brand: result.brand });
      report('info', 'componentLoaded', { providers: result.providers.length });
      hooks.restored(restored);
      publish(true);
      hooks.startSession();
      if (resetToken !== undefined) passes?.resetPassword(resetToken);
    }, () => undefined);
  }

  /** The core is loaded and a viewer exists; otherwise 'The Component Is Not Loaded' (silently once destroyed). */
  function ready(): boolean {
    if (state === 'loaded') return true;
    if (state !== 'destroyed') fail(signinError('notLoaded'));
    return false;
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
      state = 'loading';
      resetToken = new URL(win.location.href).searchParams.get('resetToken') || undefined;
      start(checked.params);
    },
    freshProviders() {
      return state === 'loaded' ? source?.fresh(signal) : undefined;
    },
    login() {
      if (ready()) route?.login();
    },
    selectProvider(id) {
      if (!ready()) return;
      if (typeof id !== 'string' || id === '') return fail(signinError('providerNotSelected'));
      const special = allowed().find((entry) => entry.id === id && entry.isSpecialProvider);
      if (!special) return route?.select(id);
      // Spec 001 §1: a provider not yet taking part is reached through the special preview, not the library.
      route?.abandon();
      passes?.beginPreview(special);
    },
    cancelLogin() {
      if (!route?.abandon()) passes?.cancel();
    },
    logout() {
      if (state !== 'loaded') return;
      route?.logout();
      passes?.logout();
      emit('busy', false);
      publish();
      emit('signedOut', {});
      report('info', 'signedOut');
    },
    get freePass() {
      return passes?.freePass ?? { state: 'unavailable', duration: FREE_PASS_DEFAULT_SECONDS };
    },
    get preview() {
      return passes?.preview ?? { state: 'none', social: true, terminatedMessage: false };
    },
    startFreePass() {
      if (ready()) passes?.startFreePass();
    },
    previewSignIn(method) {
      if (ready()) passes?.previewSignIn(method);
    },
    setFrameHost(host) {
      frameHost = host;
    },
    on: (type, listener) => events.on(type, listener),
    destroy() {
      if (state === 'destroyed') return;
      state = 'destroyed';
      controller.abort();
      win.removeEventListener('storage', onStorage);
      route?.destroy();
      passes?.destroy();
      library?.destroy();
      events.clear();
    },
  };
  return core;
}
