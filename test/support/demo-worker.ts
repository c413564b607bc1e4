/**
 * One msw service worker per test file answering the demo content API,
 * so browser tests fetch the same endpoints the demo serves.
 */
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers } from '../../demo/api/handlers.js';

let started: Promise<SetupWorker> | undefined;

/**
 * Starts the worker with the demo handlers; `extra` handlers take precedence.
 * Safe to call again: every call reuses the one running worker and prepends
 * its `extra`, which `worker.resetHandlers()` drops again.
 */
export async function startDemoWorker(...extra: RequestHandler[]): Promise<SetupWorker> {
  if (!started) {
    const worker = setupWorker(...handlers);
    started = worker.start({ quiet: true, onUnhandledRequest: 'bypass' }).then(() => worker);
    // A failed start must not poison every later call in the file.
    started.catch(() => (started = undefined));
  }
  const worker = await started;
  if (extra.length > 0) worker.use(...extra);
  return worker;
}
