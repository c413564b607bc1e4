import { isAbortError } from '../../util/abort.js';
import { isRecord } from '../../util/guards.js';
import { signinError } from './errors.js';
import { COUNTDOWN_TICK_MS, FREE_PASS_DEFAULT_SECONDS, FREE_PASS_EXPIRED_MESSAGE_MS, FREE_PASS_ID } from './pass-types.js';
import type { FreePassInfo, FreePassState } from './types.js';
import { ServiceError, type TveServices } from './services.js';
import { deviceId } from './device-id.js';
import type { SigninStorage } from './storage.js';
import type { SigninError } from './types.js';

/**
 * The 24-hour free pass: ready → started
 * → expired over `html5/checkdevice`, `html5/setupdevice` and
 * `html5/stopdevice` (each with `requestorId` and the device's `UUID`).
 *
 * The service is the authority; the stored keys are a cache that shows a
 * reload its pass at once (`FP_EXPIRATION_DATE`: when a started pass ends,
 * or when an expired one ended; `isFPexpired`; `signedInWith` is written by
 * passes.ts). Clock rules (the lead's decisions for issue 16):
 * - a started pass counts down on the monotonic clock (`monotonic`,
 *   performance.now): a wall clock moved back or forward within the page
 *   neither adds nor removes time. `info.expiresAt` is that deadline said in
 *   the wall clock of the moment it is read; the 1 s tick re-announces it
 *   (and re-stores it) when the wall clock jumped;
 * - a reading that says the pass is over (a stored date already past, the
 *   deadline reached) is confirmed by checkdevice before the pass expires;
 * - a remaining time is never more than the pass's duration;
 * - a corrupted stored value reads as absent: the check's answer rules.
 * Checks are retried: `FREE_PASS_CHECK_ATTEMPTS` tries, `FREE_PASS_RETRY_MS`
 * apart; then 'Internal TVE Services Error' and the cached state is kept
 * (a valid pass is never dropped for a failed call).
 */

export const FREE_PASS_CHECK_ATTEMPTS = 3;
export const FREE_PASS_RETRY_MS = 5000;

interface PassAnswer {
  status: 'ready' | 'started' | 'expired';
  /** Seconds. */
  duration: number;
  startDate?: number;
}

/** A checkdevice / setupdevice / stopdevice answer, or undefined for an error or another shape. */
export function readPassAnswer(value: unknown): PassAnswer | undefined {
  if (!isRecord(value) || (typeof value.error === 'string' && value.error !== '')) return undefined;
  const status = value.isExpired === true || value.isExpired === 'true' ? 'expired' : value.status;
  if (status !== 'ready' && status !== 'started' && status !== 'expired') return undefined;
  const seconds = Number(value.duration);
  const start = Number(value.startDate);
  const answer: PassAnswer = { status, duration: seconds > 0 && Number.isFinite(seconds) ? seconds : FREE_PASS_DEFAULT_SECONDS };
  if (start > 0 && Number.isFinite(start)) answer.startDate = start;
  return answer;
}

export interface FreePassOptions {
  services: TveServices;
  storage: SigninStorage;
  requestor: string;
  /** Epoch ms. */
  now: () => number;
  /** A clock no one can set (performance.now). */
  monotonic: () => number;
  timers: Pick<Window, 'setTimeout' | 'clearTimeout'>;
  delay: (ms: number, signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
  changed: (info: FreePassInfo) => void;
  fail: (error: SigninError) => void;
}

export interface FreePass {
  readonly info: FreePassInfo;
  /** Started: the viewer has access through the pass. */
  readonly active: boolean;
  /** The service has spoken in this page session. */
  readonly confirmed: boolean;
  /** Reads the cache (no call). `offered`: a social brand whose FPisActive is not false. */
  restore(offered: boolean): void;
  /** checkdevice, retried. */
  check(): Promise<void>;
  /** setupdevice from ready; true when started. */
  start(): Promise<boolean>;
  /** Forced expiry (sign-out, another route taking over): stopdevice. */
  expire(): void;
  /** Signed out locally only (the 2-second identity timer); the next check restores what the service holds. */
  suspend(): void;
  destroy(): void;
}

// One closure past 150 lines: a guarded state machine whose transitions
// share the deadline, the clock offset and the one timer; the answers are
// read apart (readPassAnswer).
export function createFreePass(options: FreePassOptions): FreePass {
  const { services, storage, now, monotonic, timers, signal } = options;
  let state: FreePassState = 'unavailable';
  let offered = false;
  let confirmed = false;
  let duration = FREE_PASS_DEFAULT_SECONDS;
  /** Monotonic ms the started pass ends. */
  let deadline = 0;
  /** The wall clock's offset from the monotonic one when last announced. */
  let offset = 0;
  let expiredAt: number | undefined;
  let timer: number | undefined;
  let checking: Promise<void> | undefined;

  const info = (): FreePassInfo => {
    const shown = !offered && state !== 'started' ? 'unavailable' : state;
    const result: FreePassInfo = { state: shown, duration };
    if (shown === 'started') result.expiresAt = now() + Math.max(0, deadline - monotonic());
    if (shown === 'expired' && expiredAt !== undefined) result.expiredAt = expiredAt;
    return result;
  };

  function after(ms: number, fn: () => void): void {
    timers.clearTimeout(timer);
    timer = timers.setTimeout(fn, ms);
  }

  function announce(): void {
    offset = now() - monotonic();
    options.changed(info());
  }

  function tick(): void {
    if (deadline - monotonic() <= 0) return void check(true);
    // The wall clock jumped: the same deadline, said and stored in the new wall clock.
    if (Math.abs(now() - monotonic() - offset) > COUNTDOWN_TICK_MS) {
      storage.set('FP_EXPIRATION_DATE', String(info().expiresAt));
      announce();
    }
    after(COUNTDOWN_TICK_MS, tick);
  }

  function run(remainingMs: number, seconds: number): void {
    duration = seconds;
    const left = Math.min(remainingMs, seconds * 1000);
    deadline = monotonic() + Math.max(left, 0);
    state = 'started';
    expiredAt = undefined;
    storage.set('FP_EXPIRATION_DATE', String(now() + Math.max(left, 0)));
    storage.remove('isFPexpired');
    // A service that says started while this clock says over: the service rules; ask again shortly.
    after(left > 0 ? Math.min(left, COUNTDOWN_TICK_MS) : FREE_PASS_RETRY_MS, tick);
    announce();
  }

  /** Expired at `at`: the message shows for 7 days, then the date is erased and the offer disabled. */
  function over(at: number): void {
    timers.clearTimeout(timer);
    storage.set('isFPexpired', 'true');
    const left = at + FREE_PASS_EXPIRED_MESSAGE_MS - now();
    if (left > 0) {
      state = 'expired';
      expiredAt = at;
      storage.set('FP_EXPIRATION_DATE', String(at));
      after(left, () => over(-Infinity));
    } else {
      state = 'unavailable';
      expiredAt = undefined;
      storage.remove('FP_EXPIRATION_DATE');
    }
    announce();
  }

  function apply(answer: PassAnswer): void {
    confirmed = true;
    const ms = answer.duration * 1000;
    if (answer.status === 'started') return run(answer.startDate === undefined ? ms : answer.startDate + ms - now(), answer.duration);
    duration = answer.duration;
    if (answer.status === 'expired') {
      const stored = Number(storage.get('FP_EXPIRATION_DATE'));
      return over(answer.startDate !== undefined ? answer.startDate + ms : expiredAt ?? (stored > 0 ? stored : now()));
    }
    timers.clearTimeout(timer);
    state = 'ready';
    expiredAt = undefined;
    storage.remove('isFPexpired');
    storage.remove('FP_EXPIRATION_DATE');
    announce();
  }

  async function call(path: string): Promise<PassAnswer> {
    const answer = readPassAnswer(await services.call(path, { requestorId: options.requestor, uuid: deviceId(storage, 'UUID') }, signal));
    if (!answer) throw new ServiceError(path, 'no pass status');
    return answer;
  }

  const serviceError = () => options.fail(signinError('tveServices', FREE_PASS_ID));

  /** `atDeadline`: the countdown reached zero; a service that cannot be asked then does not keep the pass alive. */
  function check(atDeadline = false): Promise<void> {
    checking ??= (async () => {
      for (let attempt = 0; attempt < FREE_PASS_CHECK_ATTEMPTS; attempt += 1) {
        try {
          if (attempt > 0) await options.delay(FREE_PASS_RETRY_MS, signal);
          return apply(await call('/html5/checkdevice'));
        } catch (error) {
          if (isAbortError(error)) return;
        }
      }
      serviceError();
      if (atDeadline && state === 'started') over(now());
    })().finally(() => (checking = undefined));
    return checking;
  }

  return {
    get info() {
      return info();
    },
    get active() {
      return state === 'started';
    },
    get confirmed() {
      return confirmed;
    },
    restore(isOffered) {
      offered = isOffered;
      const date = Number(storage.get('FP_EXPIRATION_DATE'));
      const valid = date > 0 && Number.isFinite(date);
      if (storage.get('signedInWith') === '24h' && valid && date > now()) run(date - now(), FREE_PASS_DEFAULT_SECONDS);
      else if (storage.get('isFPexpired') === 'true') over(valid ? date : -Infinity);
      else announce();
    },
    check: () => check(),
    async start() {
      if (state !== 'ready' || !offered) return false;
      try {
        const answer = await call('/html5/setupdevice');
        apply(answer);
        if (answer.status === 'expired') options.fail(signinError('freePassExpired', FREE_PASS_ID));
        else if (answer.status !== 'started') serviceError();
      } catch (error) {
        if (!isAbortError(error)) serviceError();
      }
      return this.active;
    },
    expire() {
      if (state !== 'started') return;
      over(now());
      call('/html5/stopdevice').catch((error: unknown) => void (isAbortError(error) || serviceError()));
    },
    suspend() {
      if (state !== 'started' || confirmed) return;
      timers.clearTimeout(timer);
      state = 'unavailable';
      announce();
      void check();
    },
    destroy() {
      timers.clearTimeout(timer);
    },
  };
}
