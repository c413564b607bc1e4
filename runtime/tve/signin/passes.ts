import { createEventStore } from '../../util/event-store.js';
import type { CoreEvents } from './core-events.js';
import { signinError } from './errors.js';
import { createFreePass } from './free-pass.js';
import { createHba } from './hba.js';
import { FREE_PASS_ID, IDENTITY_CHECK_MS, type IdentityGate, type PreviewHooks, type SpecialPreview } from './pass-types.js';
import type { FreePassInfo, IdentityMethod, IdentityOptions, PreviewInfo } from './types.js';
import type { TveServices } from './services.js';
import type { SigninStorage } from './storage.js';
import type { BrandOptions, Provider, SigninStatus, SigninVia } from './types.js';
import type { Viewer } from './viewer.js';

/**
 * The access routes composed: the TV provider
 * (`viewer.ts`, run by library-hooks.ts), the free pass (`free-pass.ts`),
 * the special preview (`special-preview.ts`, through `PreviewHooks`) and
 * HBA (`hba.ts`).
 * - One pass at a time: a sign-in that completes through one
 *   route ends the others: the free pass is expired (stopdevice), a special
 *   preview cleared, HBA disabled for good (any explicit sign-in or logout).
 *   `status.via` names the route; should two ever hold at once (a restore),
 *   the provider wins, then the preview, the pass, HBA.
 * - Every status change is persisted (`signedInWith`: `24h` or `vipElvis`,
 *   else removed), so a reload shows the same state at once; the routes'
 *   own checks then confirm or correct it.
 * - After identity init, a stored `24h` or `vipElvis` whose
 *   login does not complete within 2 s is signed out locally, no service
 *   call. A free pass the service already confirmed in this page is kept
 *   (it needs no identity); an unconfirmed one waits for its check.
 * - Tab close (`pagehide`, not into the back-forward cache) clears pending
 *   flags: a sign-in of this page left unfinished.
 * - The `resetToken` password reset ends (and the parameter leaves the
 *   address) when the preview reports its outcome or the viewer closes it.
 */

/** The non-social variant when the requestor contains 'nick'. */
export const isSocialRequestor = (requestor: string) => !requestor.toLowerCase().includes('nick');

/** The brand's identity settings for the identity adapter. */
export function identityOptions(brand: BrandOptions | undefined, locale: string): IdentityOptions {
  return { brand: brand?.identityBrand, app: brand?.identityApp, facebookAppId: brand?.identityFBAppID, theme: brand?.identityTheme, locale };
}

export interface PassesOptions {
  window: Window;
  events: CoreEvents;
  storage: SigninStorage;
  services: TveServices;
  requestor: string;
  viewer: Viewer;
  identity: IdentityGate;
  preview: (hooks: PreviewHooks) => SpecialPreview;
  now: () => number;
  delay: (ms: number, signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
}

export interface Passes {
  status(): SigninStatus;
  /** `status` when it changed (or `force`), persisted first. */
  publish(force?: boolean): void;
  readonly freePass: FreePassInfo;
  readonly preview: PreviewInfo;
  /** The brand and list are known: every route restores, then checks. */
  load(brand: BrandOptions, allowed: readonly Provider[]): void;
  /** A sign-in of this session completed through `via`: the others end, `signedIn` is said. */
  signedIn(via: SigninVia): void;
  startFreePass(): void;
  beginPreview(provider: Provider): void;
  previewSignIn(method: IdentityMethod): void;
  resetPassword(token: string): void;
  /** The viewer closed the overlay: a preview sign-in (or reset) of this session ends. */
  cancel(): void;
  /** Ends the free pass, preview and HBA access, and disables HBA. */
  logout(): void;
  destroy(): void;
}

// One closure past 150 lines: the one-pass rule needs every route's state
// at once (status, publish, signedIn); the routes themselves are apart
// (free-pass.ts, special-preview.ts, hba.ts).
export function createPasses(options: PassesOptions): Passes {
  const { window: win, events, storage, viewer, signal } = options;
  const { emit, fail } = events;
  const social = isSocialRequestor(options.requestor);
  let last: string | undefined;
  let restoring = false;
  let resetting = false;
  let starting = false;

  const freePass = createFreePass({
    ...options, monotonic: () => win.performance.now(), timers: win,
    changed(info) {
      emit('freePass', info);
      passes.publish();
    },
    fail,
  });
  const hba = createHba({ ...options, timers: win, changed: () => passes.publish(), fail, warn: events.warn });

  function endReset(): void {
    if (!resetting) return;
    resetting = false;
    const url = new URL(win.location.href);
    if (!url.searchParams.has('resetToken')) return;
    url.searchParams.delete('resetToken');
    win.history.replaceState(win.history.state, '', url.href);
  }

  const hooks: PreviewHooks = {
    changed(info) {
      // A reset that ends without a preview (its account has none yet) ends here: nothing else says so.
      if (info.state !== 'setup') endReset();
      emit('preview', info);
      passes.publish();
    },
    activated(login) {
      endReset();
      if (login) passes.signedIn('vipElvis');
      else passes.publish();
    },
    over(screen) {
      endReset();
      passes.publish();
      emit('previewOver', { screen });
    },
    identityForm: (purpose) => emit('identityForm', { purpose }),
    needsLogin(provider) {
      endReset();
      emit('previewLogin', { provider });
    },
    busy: (on) => emit('busy', on),
    fail(error) {
      endReset();
      fail(error);
    },
  };
  const preview = options.preview(hooks);

  // Torn down in reverse: the pagehide listener, then the routes.
  const subscriptions = createEventStore()
    .defer(() => preview.destroy())
    .defer(() => hba.destroy())
    .defer(() => freePass.destroy())
    .add(win, 'pagehide', (event) => {
      if (event.persisted) return;
      if (viewer.loginActive) viewer.cancel();
      if (preview.loginActive) preview.cancel();
    });

  const passes: Passes = {
    status() {
      const mvpd = viewer.status();
      if (mvpd.isLoggedIn) return mvpd;
      if (preview.active) return { isLoggedIn: true, provider: preview.info.provider ?? null, via: 'vipElvis' };
      if (freePass.active) return { isLoggedIn: true, provider: null, via: '24h' };
      const household = hba.provider;
      return household ? { isLoggedIn: true, provider: household, via: 'hba' } : mvpd;
    },
    publish(force = false) {
      // Nothing is said before the core's first (forced) status, after `load`.
      if (!force && last === undefined) return;
      const next = passes.status();
      // While the preview restores, its stored state is not this page's to overwrite yet.
      if (!restoring) {
        if (next.via === '24h' || next.via === 'vipElvis') storage.set('signedInWith', next.via);
        else storage.remove('signedInWith');
      }
      const key = JSON.stringify(next);
      if (!force && key === last) return;
      last = key;
      emit('status', next);
    },
    get freePass() {
      return freePass.info;
    },
    get preview() {
      return preview.info;
    },
    load(brand, allowed) {
      const storedWith = storage.get('signedInWith');
      const offered = social && brand.FPisActive !== false;
      freePass.restore(offered);
      const household = hba.restore(allowed);
      restoring = true;
      preview.restore(allowed, signal).catch(() => false).finally(() => {
        restoring = false;
        passes.publish();
      });
      if (offered || storage.get('UUID') !== undefined) void freePass.check();
      if (!household && storedWith === undefined && !viewer.status().isLoggedIn) void hba.check(brand.isHbaEnabled === true);
      if ((storedWith === '24h' || storedWith === 'vipElvis') && options.identity.configured) {
        options.identity.sessionWithin(IDENTITY_CHECK_MS, signal).then((session) => {
          if (session) return;
          if (storedWith === 'vipElvis') preview.clear();
          else freePass.suspend();
          passes.publish();
        }, () => undefined);
      }
    },
    signedIn(via) {
      // One pass at a time; HBA is disabled after any explicit sign-in.
      if (via !== '24h') freePass.expire();
      if (via !== 'vipElvis' && preview.active) preview.clear();
      hba.disable();
      passes.publish();
      const now = passes.status();
      emit('signedIn', now);
      events.report('info', 'signedIn', { via, provider: now.provider?.id });
    },
    startFreePass() {
      const state = freePass.info.state;
      const current = passes.status();
      if (starting || (current.isLoggedIn && current.via !== 'hba')) return passes.publish(true);
      if (state === 'expired' || (state === 'unavailable' && storage.get('isFPexpired') === 'true')) {
        return fail(signinError('freePassExpired', FREE_PASS_ID));
      }
      if (state !== 'ready') return fail(signinError('internal', FREE_PASS_ID));
      starting = true;
      emit('busy', true);
      void freePass.start().then((started) => {
        starting = false;
        emit('busy', false);
        if (started) passes.signedIn('24h');
      });
    },
    beginPreview: (provider) => preview.begin(provider),
    previewSignIn: (method) => preview.signIn(method),
    resetPassword(token) {
      resetting = true;
      preview.resetPassword(token);
    },
    cancel() {
      if (preview.loginActive) preview.cancel();
      endReset();
    },
    logout() {
      if (preview.active) preview.signOut();
      freePass.expire();
      if (hba.provider) hba.signOut();
      else hba.disable();
      passes.publish();
    },
    destroy: () => subscriptions.clear(),
  };
  return passes;
}
