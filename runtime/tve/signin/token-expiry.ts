import { createEventStore } from '../../util/event-store.js';

/**
 * The one timer that wakes when the viewer's token expires. Timers cannot
 * wait longer than 2^31 - 1 ms, so a far expiry is waited for in steps:
 * `due` is asked again when the timer fires, and the timer is armed anew
 * while it is not yet due.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface TokenExpiry {
  /** Waits for `expires` (epoch ms; none: nothing to wait for), replacing any wait before. */
  arm(expires: number | undefined): void;
  /** Stops waiting. Safe to call twice. */
  clear(): void;
}

export interface TokenExpiryOptions {
  timers: Pick<Window, 'setTimeout' | 'clearTimeout'>;
  now: () => number;
  /** The timer fired: the expiry to wait for now (unchanged, renewed, or none). */
  current: () => number | undefined;
  /** The token has expired. */
  expired: () => void;
}

export function createTokenExpiry(options: TokenExpiryOptions): TokenExpiry {
  const { timers, now } = options;
  const pending = createEventStore();

  function arm(expires: number | undefined): void {
    pending.clear();
    if (expires === undefined) return;
    const timer = timers.setTimeout(() => {
      const latest = options.current();
      if (latest === undefined || latest > now()) return arm(latest);
      options.expired();
    }, Math.min(Math.max(expires - now(), 0), MAX_TIMER_MS));
    pending.defer(() => timers.clearTimeout(timer));
  }

  return { arm, clear: () => pending.clear() };
}
