import { isAbortError } from '../../util/abort.js';
import { isRecord } from '../../util/guards.js';
import { signinError, signinMessages } from './errors.js';
import type { TveServices } from './services.js';
import { deviceId } from './device-id.js';
import type { SigninStorage } from './storage.js';
import type { Provider, SigninError, SigninWarning } from './types.js';

/**
 * House-based access: a household on a recognized
 * network is signed in without doing anything.
 * - A stored, unexpired `HBA_DATA` token whose provider is still allowed
 *   gives access at once (`via: 'hba'`).
 * - Otherwise, when the brand has `isHbaEnabled` and `HBA_DISABLED` is not
 *   set, `checkelvis?hba=true` with `deviceType=web`, `requestorId` and the
 *   device's `HBA_UUID` (made once); `providers[0]` `{tokenTTL (s), token,
 *   providerId}` is stored with its expiry. No token, or a provider not on
 *   the allowed list: not authorized (a warning; the viewer stays signed
 *   out). A failed call: 'Internal VIP Services Error'.
 * - An expiring token is renewed quietly (the same check); access holds
 *   meanwhile and ends only when the renewal says no.
 * - `disable()` (any explicit sign-in or logout) sets `HBA_DISABLED` for
 *   good; `signOut()` also tells the service (`logoutdevice`), whose failure
 *   is 'HBA.signOut'.
 */

interface HbaData {
  token: string;
  providerId: string;
  /** Epoch ms. */
  expirationTime: number;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export function readHbaData(value: unknown): HbaData | undefined {
  if (!isRecord(value)) return undefined;
  const { token, providerId, expirationTime } = value;
  if (typeof token !== 'string' || token === '' || typeof providerId !== 'string' || providerId === '') return undefined;
  return typeof expirationTime === 'number' && Number.isFinite(expirationTime) ? { token, providerId, expirationTime } : undefined;
}

export interface HbaOptions {
  services: TveServices;
  storage: SigninStorage;
  requestor: string;
  now: () => number;
  timers: Pick<Window, 'setTimeout' | 'clearTimeout'>;
  signal: AbortSignal;
  /** Access began or ended. */
  changed: () => void;
  fail: (error: SigninError) => void;
  warn: (warning: SigninWarning) => void;
}

export interface Hba {
  /** The household's provider while access holds. */
  readonly provider: Provider | undefined;
  readonly disabled: boolean;
  /** The stored token, when unexpired and its provider allowed; true when access holds. */
  restore(allowed: readonly Provider[]): boolean;
  /** Asks the service (`enabled`: the brand's isHbaEnabled); true when access holds. */
  check(enabled: boolean): Promise<boolean>;
  disable(): void;
  signOut(): void;
  destroy(): void;
}

export function createHba(options: HbaOptions): Hba {
  const { services, storage, now, timers, signal } = options;
  let provider: Provider | undefined;
  let allowed: readonly Provider[] = [];
  let timer: number | undefined;

  const disabled = () => storage.get('HBA_DISABLED') === 'true';

  function end(): void {
    timers.clearTimeout(timer);
    storage.remove('HBA_DATA');
    if (!provider) return;
    provider = undefined;
    options.changed();
  }

  function grant(data: HbaData, found: Provider): void {
    const was = provider;
    provider = found;
    timers.clearTimeout(timer);
    timer = timers.setTimeout(() => void check(true), Math.min(Math.max(data.expirationTime - now(), 0), MAX_TIMER_MS));
    if (was?.id !== found.id) options.changed();
  }

  async function check(enabled: boolean): Promise<boolean> {
    if (!enabled || disabled()) return false;
    let answer: unknown;
    try {
      answer = await services.call('/checkelvis', {
        hba: 'true', deviceType: 'web', requestorId: options.requestor, uuid: deviceId(storage, 'HBA_UUID'),
      }, signal);
    } catch (error) {
      if (!isAbortError(error)) options.fail(signinError('vipServices', 'hba'));
      return provider !== undefined;
    }
    if (!isRecord(answer) || (typeof answer.error === 'string' && answer.error !== '')) {
      options.fail(signinError('vipServices', 'hba'));
      return provider !== undefined;
    }
    // A sign-in or logout while the call ran disabled HBA: its answer is moot.
    if (disabled()) return false;
    const first: unknown = Array.isArray(answer.providers) ? answer.providers[0] : undefined;
    const entry = isRecord(first) ? first : {};
    const ttl = Number(entry.tokenTTL);
    const data = readHbaData({ token: entry.token, providerId: entry.providerId, expirationTime: now() + ttl * 1000 });
    const found = data && ttl > 0 ? allowed.find((p) => p.id === data.providerId) : undefined;
    if (!data || !found) {
      end();
      options.warn({ message: signinMessages.notAuthorized, id: 'hba' });
      return false;
    }
    storage.setJSON('HBA_DATA', data);
    grant(data, found);
    return true;
  }

  return {
    get provider() {
      return provider;
    },
    get disabled() {
      return disabled();
    },
    restore(list) {
      allowed = list;
      const data = readHbaData(storage.getJSON('HBA_DATA'));
      const found = data && !disabled() && data.expirationTime > now() ? list.find((p) => p.id === data.providerId) : undefined;
      if (data && found) grant(data, found);
      // Expired, of the wrong shape, disabled or a provider no longer allowed: erased.
      else if (storage.get('HBA_DATA') !== undefined) end();
      return provider !== undefined;
    },
    check,
    disable() {
      storage.set('HBA_DISABLED', 'true');
      end();
    },
    signOut() {
      const uuid = storage.get('HBA_UUID');
      storage.set('HBA_DISABLED', 'true');
      end();
      if (uuid === undefined) return;
      const failed = () => options.fail(signinError('hbaSignOut'));
      services.call('/logoutdevice', { uuid }, signal).then(
        (answer) => void (isRecord(answer) && typeof answer.error !== 'string' ? undefined : failed()),
        (error: unknown) => void (isAbortError(error) || failed()),
      );
    },
    destroy() {
      timers.clearTimeout(timer);
    },
  };
}
