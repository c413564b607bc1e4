/**
 * The coda script's wait: once its script is requested,
 * `window.coda` is looked for every 250 ms, up to 60 times; found, its
 * `init()` (when it has one) runs once; never found, the page logs the
 * error `gave up waiting for coda`. The script loads asynchronously, so the
 * poll, not the load event, is what tells the page coda is there.
 */
import { consentedMessages } from '../consented-messages.js';
import type { Log } from '../../types.js';

export const CODA_POLL_MS = 250;
export const CODA_POLL_TRIES = 60;

type CodaWindow = Window & { coda?: unknown };

export interface CodaWait {
  stop(): void;
}

export function waitForCoda(win: Window, log: Log | undefined): CodaWait {
  let tries = 0;
  const timer = win.setInterval(() => {
    tries += 1;
    const coda = (win as CodaWindow).coda;
    if (coda !== undefined && coda !== null) {
      win.clearInterval(timer);
      const init = (coda as { init?: unknown }).init;
      try {
        if (typeof init === 'function') init.call(coda);
      } catch {
        // A broken third party must not break the page; its failure is its own.
        log?.('error', consentedMessages.tagFailed('coda'));
      }
    } else if (tries >= CODA_POLL_TRIES) {
      win.clearInterval(timer);
      log?.('error', consentedMessages.codaGaveUp);
    }
  }, CODA_POLL_MS);
  return { stop: () => win.clearInterval(timer) };
}
