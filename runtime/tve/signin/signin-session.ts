import { abortableDelay } from '../../util/abort.js';
import { createEventStore } from '../../util/event-store.js';
import type { CoreEvents } from './core-events.js';
import { createEntitlementAdapter } from './entitlement.js';
import { signinError } from './errors.js';
import { createIdentityGate } from './identity.js';
import { createLibraryHooks } from './library-hooks.js';
import { createPasses, identityOptions, isSocialRequestor } from './passes.js';
import { createProviderSource } from './providers.js';
import { createTveServices } from './services.js';
import { createSpecialPreview } from './special-preview.js';
import { createSigninStorage, STORAGE_PREFIX } from './storage.js';
import type {
  BrandOptions, FreePassInfo, IdentityFactory, IdentityMethod, PreviewInfo, Provider, SigninInit, SigninStatus,
} from './types.js';
import { createViewer } from './viewer.js';

/**
 * What the sign-in core holds once `init` was valid: storage, services, the
 * viewer, the provider list, the entitlement library with its route, and
 * the passes, made together and torn down together. Before it exists the
 * core has nothing to ask, so no part of it is ever half there.
 *
 * The session loads the list and the brand options, and the library, side
 * by side; `settled` tells the core how the list's load ended, and the
 * core's state says whether the session may act (`loaded`) or is gone
 * (`destroyed`).
 */

export interface SigninSessionOptions {
  init: SigninInit;
  window: Window;
  document: Document;
  now: () => number;
  isIOS: boolean;
  events: CoreEvents;
  /** Aborted when the core is destroyed: every wait and request of the session ends. */
  signal: AbortSignal;
  loadIdentity?: (src: string) => Promise<IdentityFactory>;
  /** Where the library's login frame and the identity's forms go (the shell may set it later). */
  frameHost: () => HTMLElement | undefined;
  /** The list and brand options loaded (true) or failed for good (false); false back: the core no longer waits for them. */
  settled(loaded: boolean): boolean;
  loaded: () => boolean;
  destroyed: () => boolean;
  /** The `resetToken` query parameter read at init: its password reset opens once loaded. */
  resetToken?: string;
}

export interface SigninSession {
  /** Known once the list loaded. */
  readonly brand: BrandOptions | undefined;
  readonly providers: readonly Provider[];
  readonly status: SigninStatus;
  readonly freePass: FreePassInfo;
  readonly preview: PreviewInfo;
  freshProviders(): readonly Provider[] | undefined;
  login(): void;
  selectProvider(id: string): void;
  cancelLogin(): void;
  logout(): void;
  startFreePass(): void;
  previewSignIn(method: IdentityMethod): void;
  destroy(): void;
}

export function createSigninSession(options: SigninSessionOptions): SigninSession {
  const { init, window: win, now, events, signal } = options;
  const { emit, report, fail } = events;
  const delay = (ms: number, wait: AbortSignal) => abortableDelay(win, ms, wait);
  const subscriptions = createEventStore();
  let brand: BrandOptions | undefined;

  const storage = createSigninStorage({ window: win, cookies: options.document, now });
  if (!storage.available) fail(signinError('storageUnavailable'));
  const services = createTveServices({ window: win, document: options.document, serviceBase: init.serviceBase });
  const social = isSocialRequestor(init.requestor);
  const viewer = createViewer({ storage, now });
  const source = createProviderSource({
    services, storage, requestor: init.requestor, brand: init.brand, locale: init.locale, now, delay, onError: fail,
  });
  const allowed = () => source.providers;
  const identity = createIdentityGate({
    src: init.identitySrc, social, load: options.loadIdentity, options: () => identityOptions(brand, init.locale), onError: fail, window: win,
  });
  const passes = createPasses({
    window: win, events, storage, services, requestor: init.requestor, viewer, identity, now, delay, signal,
    preview: (hooks) => createSpecialPreview({
      services, storage, requestor: init.requestor, social, identity, frameHost: () => options.frameHost(), now, delay, hooks,
    }),
  });
  const publish = (force?: boolean) => passes.publish(force);
  const route = createLibraryHooks({
    window: win, now, events, viewer, services, params: init, library: () => library, allowed, publish,
    loaded: options.loaded, destroyed: options.destroyed, signedIn: (via) => passes.signedIn(via),
  });
  const library = createEntitlementAdapter({
    window: win, document: options.document, hooks: route.hooks, isIOS: options.isIOS, cookieCheckUrl: services.url('/cookie-check.html'),
  });
  // Torn down in reverse: the storage listener, the route, the passes, the library.
  subscriptions.defer(() => library.destroy()).defer(() => passes.destroy()).defer(() => route.destroy());

  /**
   * 'LocalStorage was changed': another tab signed in or out (its
   * `tveComponent_AUTH_DATA` changed; `key` null: storage cleared). This
   * page says so and follows what is stored now, never writing over it; a
   * sign-in running here is left to finish.
   */
  subscriptions.add(win, 'storage', (event) => {
    if (!options.loaded() || viewer.loginActive) return;
    if (event.key !== null && event.key !== `${STORAGE_PREFIX}AUTH_DATA`) return;
    fail(signinError('storageChanged'));
    viewer.forget();
    route.restored(viewer.restore(allowed()));
    publish();
  });

  library.setFrameHost(() => options.frameHost());
  library.load(init.entitlementSrc, init.requestor);
  source.load(signal).then((result) => {
    if (!options.settled(result !== undefined) || !result) return;
    brand = result.brand;
    const restored = viewer.restore(result.providers);
    passes.load(result.brand, result.providers);
    emit('load', { providers: result.providers, brand: result.brand });
    report('info', 'componentLoaded', { providers: result.providers.length });
    route.restored(restored);
    publish(true);
    route.startSession();
    if (options.resetToken !== undefined) passes.resetPassword(options.resetToken);
  }, () => undefined);

  return {
    get brand() {
      return brand;
    },
    get providers() {
      return allowed();
    },
    get status() {
      return passes.status();
    },
    get freePass() {
      return passes.freePass;
    },
    get preview() {
      return passes.preview;
    },
    freshProviders: () => source.fresh(signal),
    login: () => route.login(),
    selectProvider(id) {
      const special = allowed().find((entry) => entry.id === id && entry.isSpecialProvider);
      if (!special) return route.select(id);
      // A provider not yet taking part is reached through the special preview, not the library.
      route.abandon();
      passes.beginPreview(special);
    },
    cancelLogin() {
      if (!route.abandon()) passes.cancel();
    },
    logout() {
      route.logout();
      passes.logout();
      emit('busy', false);
      publish();
      emit('signedOut', {});
      report('info', 'signedOut');
    },
    startFreePass: () => passes.startFreePass(),
    previewSignIn: (method) => passes.previewSignIn(method),
    destroy: () => subscriptions.clear(),
  };
}
