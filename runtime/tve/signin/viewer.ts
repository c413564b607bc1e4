import { isRecord } from '../../util/guards.js';
import type { SigninStorage } from './storage.js';
import type { Provider, SigninStatus } from './types.js';

/**
 * The viewer: signed out → provider chosen → authenticated →
 * authorized (token stored with its expiry). A guarded state machine:
 * each transition names the states it leaves and returns false
 * from any other, so a late or repeated library callback cannot move the
 * viewer backwards. It owns the stored provider and token ("Local keys"); the
 * core owns the library calls.
 *
 * `loginActive` marks a sign-in the viewer started in this page session
 * (the overlay or the embedded picker), as against the library's silent
 * check at load: only one may run at a time ('Multiple Authentication
 * Requests Error'), and only it ends in `signedIn`.
 */

export type ViewerState = 'signedOut' | 'selecting' | 'providerChosen' | 'authenticated' | 'authorized';

/** The auth data stored. `expirationTime` in epoch ms. */
export interface StoredAuth {
  token: string;
  mvpd: string;
  expirationTime: number;
}

export type RestoreResult = 'none' | 'restored' | 'expired' | 'disallowed';

export interface Viewer {
  readonly state: ViewerState;
  readonly provider: Provider | undefined;
  readonly auth: StoredAuth | undefined;
  readonly loginActive: boolean;
  status(): SigninStatus;
  /** Reads the stored sign-in against the allowed list: an expired token is erased; a provider no longer allowed is reported. */
  restore(allowed: readonly Provider[]): RestoreResult;
  /** Starts a login of this session; false while one runs. */
  beginLogin(): boolean;
  choose(provider: Provider): boolean;
  /** The library says authenticated; `provider` when known (else the chosen one stays). */
  authenticated(provider?: Provider): boolean;
  /** The provider the library names, when it was not known. */
  setProvider(provider: Provider): void;
  /** The token arrived: stored with its expiry. Returns whether a login of this session ended here. */
  authorized(auth: StoredAuth): { ok: boolean; login: boolean };
  /**
   * The token expired: erased, the viewer stays authenticated until a new one
   * comes, and its status stays signed in meanwhile (a quiet renewal must not
   * flicker the header); only a failed renewal (`fail`, `signOut`) signs out.
   */
  expire(): boolean;
  /** A token failure or a failed login: stored auth erased, signed out. */
  fail(): void;
  /** The viewer closed the overlay mid-login. */
  cancel(): boolean;
  /** Sign-out (or a provider no longer allowed): provider and token cleared; the last provider is remembered. */
  signOut(): void;
  /**
   * Drops this page's idea of the sign-in, storage untouched: another tab
   * changed what is stored, and that is the truth `restore` reads next.
   */
  forget(): void;
}

/** A stored AUTH_DATA value, or undefined when absent or not of its shape. */
export function readStoredAuth(value: unknown): StoredAuth | undefined {
  if (!isRecord(value)) return undefined;
  const { token, mvpd, expirationTime } = value;
  if (typeof token !== 'string' || token === '' || typeof mvpd !== 'string' || mvpd === '') return undefined;
  if (typeof expirationTime !== 'number' || !Number.isFinite(expirationTime)) return undefined;
  return { token, mvpd, expirationTime };
}

export function createViewer(options: { storage: SigninStorage; now: () => number }): Viewer {
  const { storage, now } = options;
  let state: ViewerState = 'signedOut';
  let provider: Provider | undefined;
  let auth: StoredAuth | undefined;
  let loginActive = false;
  let renewing = false;

  function transition(from: readonly ViewerState[], to: ViewerState): boolean {
    if (!from.includes(state)) return false;
    state = to;
    return true;
  }

  function clearAuth(): void {
    auth = undefined;
    storage.remove('AUTH_DATA');
  }

  const viewer: Viewer = {
    get state() {
      return state;
    },
    get provider() {
      return provider;
    },
    get auth() {
      return auth;
    },
    get loginActive() {
      return loginActive;
    },
    status() {
      const isLoggedIn = state === 'authorized' || (renewing && state === 'authenticated');
      return { isLoggedIn, provider: isLoggedIn ? provider ?? null : null, via: isLoggedIn ? 'mvpd' : null };
    },
    restore(allowed) {
      const stored = readStoredAuth(storage.getJSON('AUTH_DATA'));
      if (!stored) {
        // A value of the wrong shape is treated as absent, and not left to confuse the next read.
        if (storage.get('AUTH_DATA') !== undefined) clearAuth();
        return 'none';
      }
      if (stored.expirationTime <= now()) {
        clearAuth();
        return 'expired';
      }
      const found = allowed.find((entry) => entry.id === stored.mvpd);
      if (!found) return 'disallowed';
      if (!transition(['signedOut'], 'authorized')) return 'none';
      provider = found;
      auth = stored;
      return 'restored';
    },
    beginLogin() {
      if (loginActive || !['signedOut', 'authenticated'].includes(state)) return false;
      loginActive = true;
      if (state === 'signedOut') state = 'selecting';
      return true;
    },
    choose(next) {
      if (!loginActive || !transition(['selecting'], 'providerChosen')) return false;
      provider = next;
      storage.set('MVPD_ID', next.id);
      return true;
    },
    authenticated(next) {
      if (!transition(['signedOut', 'selecting', 'providerChosen'], 'authenticated')) return false;
      if (next) provider = next;
      return true;
    },
    setProvider(next) {
      if (state === 'authenticated' || state === 'authorized') provider = next;
    },
    authorized(next) {
      if (!provider || !transition(['authenticated', 'authorized'], 'authorized')) return { ok: false, login: false };
      auth = next;
      renewing = false;
      storage.setJSON('AUTH_DATA', next);
      storage.set('MVPD_ID', provider.id);
      storage.set('CURRENT_PROVIDER_ID', provider.id);
      storage.set('CURRENT_PROVIDER_NAME', provider.displayName);
      storage.set('LAST_PROVIDER_ID', provider.id);
      storage.set('LAST_PROVIDER_NAME', provider.displayName);
      const login = loginActive;
      loginActive = false;
      return { ok: true, login };
    },
    expire() {
      if (!transition(['authorized'], 'authenticated')) return false;
      clearAuth();
      renewing = true;
      return true;
    },
    fail() {
      clearAuth();
      renewing = false;
      loginActive = false;
      state = 'signedOut';
      provider = undefined;
      storage.remove('MVPD_ID');
    },
    cancel() {
      if (!loginActive) return false;
      loginActive = false;
      if (state === 'selecting' || state === 'providerChosen') {
        state = 'signedOut';
        provider = undefined;
        storage.remove('MVPD_ID');
      }
      return true;
    },
    signOut() {
      clearAuth();
      renewing = false;
      loginActive = false;
      state = 'signedOut';
      provider = undefined;
      for (const key of ['MVPD_ID', 'CURRENT_PROVIDER_ID', 'CURRENT_PROVIDER_NAME'] as const) storage.remove(key);
    },
    forget() {
      loginActive = false;
      renewing = false;
      state = 'signedOut';
      provider = undefined;
      auth = undefined;
    },
  };
  return viewer;
}
