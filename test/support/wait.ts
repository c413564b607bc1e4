import { waitUntil as pollUntil } from '@open-wc/testing';

/**
 * How long a test waits for a state before it fails. open-wc's own default is
 * 1 s, which a loaded 2-core machine (CI, or a second suite beside this one)
 * overran while the state was still on its way: a ceiling, not a pause, so a
 * passing test is no slower for it.
 */
export const WAIT_TIMEOUT_MS = 10_000;

/** open-wc's `waitUntil` with `WAIT_TIMEOUT_MS` as its default time-out. Every test imports this one. */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return pollUntil(predicate, message, { timeout: WAIT_TIMEOUT_MS, ...options });
}
