/**
 * A scriptable `SigninCore` (runtime/tve/signin/types.ts) for the tests of
 * the sign-in shells (`<tf-signin>`, the wrapper). It keeps the core's state
 * the way the real one does (state, status, providers, brand, the frame host)
 * and records every call, but decides nothing: a test plays the core's part
 * by calling `emit('pickProvider', …)`, `emit('error', …)`, or the helpers
 * `finishLoading()` / `signIn()` / `signOut()` that emit what the real core
 * emits in those moments, in the same order.
 */
import {
  FREE_PASS_DEFAULT_SECONDS,
  type BrandOptions,
  type FreePassInfo,
  type IdentityMethod,
  type PreviewInfo,
  type Provider,
  type SigninCore,
  type SigninCoreEvents,
  type SigninCoreState,
  type SigninInit,
  type SigninStatus,
} from '../../runtime/tve/signin/index.js';

type Listener<K extends keyof SigninCoreEvents> = (detail: SigninCoreEvents[K]) => void;

export const SIGNED_OUT: SigninStatus = Object.freeze({ isLoggedIn: false, provider: null, via: null });

export interface FakeCoreCalls {
  init: SigninInit[];
  login: number;
  selectProvider: string[];
  cancelLogin: number;
  logout: number;
  freshProviders: number;
  destroy: number;
  startFreePass: number;
  previewSignIn: IdentityMethod[];
}

export class FakeSigninCore implements SigninCore {
  state: SigninCoreState = 'idle';
  status: SigninStatus = SIGNED_OUT;
  providers: readonly Provider[] = [];
  brand: BrandOptions | undefined;
  /** What `freshProviders()` answers; undefined until a test makes the list fresh. */
  fresh: readonly Provider[] | undefined;
  frameHost: (() => HTMLElement | undefined) | undefined;
  readonly calls: FakeCoreCalls = { init: [], login: 0, selectProvider: [], cancelLogin: 0, logout: 0, freshProviders: 0, destroy: 0, startFreePass: 0, previewSignIn: [] };
  freePass: FreePassInfo = { state: 'unavailable', duration: FREE_PASS_DEFAULT_SECONDS };
  preview: PreviewInfo = { state: 'none', social: true, terminatedMessage: false };
  readonly #listeners = new Map<keyof SigninCoreEvents, Set<Listener<never>>>();

  init(params: SigninInit): void {
    this.calls.init.push({ ...params });
    // As the real core: a second call is ignored (its parameters are still recorded above).
    if (this.state === 'idle') this.state = 'loading';
  }

  freshProviders(): readonly Provider[] | undefined {
    this.calls.freshProviders++;
    return this.state === 'destroyed' ? undefined : this.fresh;
  }

  login(): void {
    this.calls.login++;
  }

  selectProvider(id: string): void {
    this.calls.selectProvider.push(id);
  }

  cancelLogin(): void {
    this.calls.cancelLogin++;
  }

  logout(): void {
    this.calls.logout++;
  }

  startFreePass(): void {
    this.calls.startFreePass++;
  }

  previewSignIn(method: IdentityMethod): void {
    this.calls.previewSignIn.push(method);
  }

  setFrameHost(host: () => HTMLElement | undefined): void {
    this.frameHost = host;
  }

  on<K extends keyof SigninCoreEvents>(type: K, listener: Listener<K>): () => void {
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  destroy(): void {
    this.calls.destroy++;
    this.state = 'destroyed';
    this.#listeners.clear();
  }

  /** How many listeners of `type` are subscribed (a shell must unsubscribe on teardown). */
  listenerCount(type: keyof SigninCoreEvents): number {
    return this.#listeners.get(type)?.size ?? 0;
  }

  /** Plays the core: tells every listener of `type`. Keeps `status` in step with status events. */
  emit<K extends keyof SigninCoreEvents>(type: K, detail: SigninCoreEvents[K]): void {
    if (type === 'status') this.status = detail as SigninStatus;
    if (type === 'freePass') this.freePass = detail as FreePassInfo;
    if (type === 'preview') this.preview = detail as PreviewInfo;
    for (const listener of [...(this.#listeners.get(type) ?? [])]) (listener as Listener<K>)(detail);
  }

  /** The list is ready and the configuration received: `load`, then the first known status. */
  finishLoading(providers: readonly Provider[], brand: BrandOptions = {}, status: SigninStatus = SIGNED_OUT): void {
    this.state = 'loaded';
    this.providers = providers;
    this.brand = brand;
    this.fresh = providers;
    this.emit('load', { providers, brand });
    this.emit('status', status);
  }

  /** The library created the login frame: an `<iframe name="mvpdframe">` in the host, then `loginFrame`. */
  openLoginFrame(width = 500, height = 400): HTMLIFrameElement | undefined {
    const host = this.frameHost?.();
    if (!host) return undefined;
    const frame = host.ownerDocument.createElement('iframe');
    frame.name = 'mvpdframe';
    host.replaceChildren(frame);
    this.emit('loginFrame', { width, height });
    return frame;
  }

  /** A sign-in completed with authorization: the frame goes, `status`, then `signedIn`. */
  signIn(provider: Provider): SigninStatus {
    this.frameHost?.()?.replaceChildren();
    this.emit('busy', false);
    return this.#signedIn({ isLoggedIn: true, provider, via: 'mvpd' });
  }

  signOut(): void {
    this.emit('status', SIGNED_OUT);
    this.emit('signedOut', {});
  }

  /** The free pass started (startFreePass answered): `freePass`, then `status` and `signedIn` with via 24h. */
  startPass(expiresAt: number, duration = FREE_PASS_DEFAULT_SECONDS): SigninStatus {
    this.emit('busy', false);
    this.emit('freePass', { state: 'started', duration, expiresAt });
    return this.#signedIn({ isLoggedIn: true, provider: null, via: '24h' });
  }

  /** The special preview became active for `provider` (previewSignIn answered): `preview`, `status`, `signedIn` with via vipElvis. */
  activatePreview(provider: Provider, duration = 7 * 86_400): SigninStatus {
    this.frameHost?.()?.replaceChildren();
    this.emit('busy', false);
    this.emit('preview', { state: 'active', provider, social: true, duration, terminatedMessage: false });
    return this.#signedIn({ isLoggedIn: true, provider, via: 'vipElvis' });
  }

  /** The special preview is over: `preview`, `previewOver`, then the sign-out (`signedOutFirst`: the sign-out, then `previewOver`). */
  endPreview(screen: 'elvisEnded' | 'elvisTerminated', signedOutFirst = false): void {
    const provider = this.preview.provider;
    this.emit('preview', { state: screen === 'elvisEnded' ? 'ended' : 'terminated', social: true, terminatedMessage: screen === 'elvisTerminated', ...(provider ? { provider } : {}) });
    if (signedOutFirst) this.signOut();
    this.emit('previewOver', { screen });
    if (!signedOutFirst) this.signOut();
  }

  #signedIn(status: SigninStatus): SigninStatus {
    this.emit('status', status);
    this.emit('signedIn', status);
    return status;
  }
}

/** A provider that does not take part yet: picking it leads to the special preview. */
export function specialProvider(): Provider {
  return { id: 'Suddenlink', displayName: 'Suddenlink', isPrimary: true, isSpecialProvider: true, cobrandingLogoUrl: '/tve/logos/Suddenlink-white.svg', pickerLogoUrl: '/tve/logos/Suddenlink.svg' };
}

/** Providers of the fixtures: some primary, some with alternate names, some without logos. */
export function providerFixtures(): Provider[] {
  const logo = (id: string) => `/tve/logos/${id}.svg`;
  const make = (id: string, displayName: string, extra: Partial<Provider> = {}): Provider => ({
    id, displayName, isPrimary: false, isSpecialProvider: false,
    pickerLogoUrl: logo(id), cobrandingLogoUrl: logo(`${id}-white`), logoutLogoUrl: logo(`${id}-small`), ...extra,
  });
  return [
    make('Comcast_SSO', 'Xfinity', { isPrimary: true, altName: 'Comcast' }),
    make('Charter_Direct', 'Spectrum', { isPrimary: true, altName: 'Charter, Time Warner Cable' }),
    make('DTV', 'DIRECTV', { isPrimary: true }),
    make('Dish', 'DISH', { isPrimary: true }),
    make('Cox', 'Cox', { isPrimary: true }),
    make('Verizon', 'Verizon Fios', { isPrimary: true }),
    make('ATT', 'AT&T U-verse', { isPrimary: true }),
    make('Optimum', 'Optimum', { isPrimary: true, altName: 'Cablevision' }),
    make('Frontier', 'Frontier Communications'),
    make('Mediacom', 'Mediacom'),
    make('WOW', 'WOW! Internet, Cable & TV'),
    make('Sling', 'Sling TV', { pickerLogoUrl: undefined, cobrandingLogoUrl: undefined, logoutLogoUrl: undefined }),
    make('Hulu', 'Hulu + Live TV'),
    make('Bad', '<img src=x onerror=alert(1)>', { pickerLogoUrl: 'javascript:alert(1)', cobrandingLogoUrl: 'data:image/svg+xml,<svg/>', logoutLogoUrl: undefined }),
  ];
}
