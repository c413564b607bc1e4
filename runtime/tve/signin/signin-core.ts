import { createCoreEvents } from './core-events.js';
import { signinError } from './errors.js';
import { checkInitParams, isIOSDevice } from './init-params.js';
import { FREE_PASS_DEFAULT_SECONDS } from './pass-types.js';
import { createSigninSession, type SigninSession } from './signin-session.js';
import type { SigninCore, SigninCoreOptions, SigninCoreState, SigninStatus } from './types.js';

/**
 * The sign-in core: the composition
 * root of runtime/tve/signin/. It validates init, then builds one session
 * (`signin-session.ts`) that loads the brand options and allow list and the
 * entitlement library side by side and composes the access routes; the
 * core's guarded state says when the session may act. Every error is
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
  const events = createCoreEvents(options.reporter);
  const controller = new AbortController();
  let state: SigninCoreState = 'idle';
  // Made by a valid `init`: everything the core asks once it has started.
  let session: SigninSession | undefined;
  let frameHost: () => HTMLElement | undefined = () => undefined;
  const { fail } = events;

  /** The session once loaded; otherwise 'The Component Is Not Loaded' (silently once destroyed). */
  function loaded(): SigninSession | undefined {
    if (state === 'loaded' && session) return session;
    if (state !== 'destroyed') fail(signinError('notLoaded'));
    return undefined;
  }

  const core: SigninCore = {
    get state() {
      return state;
    },
    get status() {
      return session?.status ?? SIGNED_OUT;
    },
    get providers() {
      return session?.providers ?? [];
    },
    get brand() {
      return session?.brand;
    },
    init(raw) {
      if (state !== 'idle') return;
      const checked = checkInitParams(raw, doc.baseURI);
      if ('error' in checked) {
        state = 'failed';
        return fail(signinError(checked.error));
      }
      state = 'loading';
      const resetToken = new URL(win.location.href).searchParams.get('resetToken') || undefined;
      session = createSigninSession({
        init: checked.params,
        window: win,
        document: doc,
        now: options.now ?? Date.now,
        isIOS: options.isIOS ?? isIOSDevice(win.navigator),
        events,
        signal: controller.signal,
        loadIdentity: options.loadIdentity,
        frameHost: () => frameHost(),
        settled(ok) {
          if (state !== 'loading') return false;
          state = ok ? 'loaded' : 'failed';
          return true;
        },
        loaded: () => state === 'loaded',
        destroyed: () => state === 'destroyed',
        ...(resetToken === undefined ? {} : { resetToken }),
      });
    },
    freshProviders() {
      return state === 'loaded' ? session?.freshProviders() : undefined;
    },
    login() {
      loaded()?.login();
    },
    selectProvider(id) {
      const current = loaded();
      if (!current) return;
      if (typeof id !== 'string' || id === '') return fail(signinError('providerNotSelected'));
      current.selectProvider(id);
    },
    cancelLogin() {
      session?.cancelLogin();
    },
    logout() {
      if (state === 'loaded') session?.logout();
    },
    get freePass() {
      return session?.freePass ?? { state: 'unavailable', duration: FREE_PASS_DEFAULT_SECONDS };
    },
    get preview() {
      return session?.preview ?? { state: 'none', social: true, terminatedMessage: false };
    },
    startFreePass() {
      loaded()?.startFreePass();
    },
    previewSignIn(method) {
      loaded()?.previewSignIn(method);
    },
    setFrameHost(host) {
      frameHost = host;
    },
    on: (type, listener) => events.on(type, listener),
    destroy() {
      if (state === 'destroyed') return;
      state = 'destroyed';
      controller.abort();
      session?.destroy();
      events.clear();
    },
  };
  return core;
}
