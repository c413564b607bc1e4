/**
 * Abort plumbing shared by the manifest client, script loader, feed client and
 * resolver. One page load owns one AbortController; these helpers
 * let a caller stop waiting on work that other callers may still want.
 */

/** The rejection every aborted wait settles with, whatever reason the signal carries. */
export function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Settles like `work`, or rejects with an AbortError as soon as `signal`
 * aborts. `work` keeps running: it may be shared with other callers.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined, onAbort?: () => void): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    onAbort?.();
    return Promise.reject(abortError());
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort?.();
      reject(abortError());
    };
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

/**
 * Waits `ms` on `win`'s clock (so tests' fake timers apply), or rejects with
 * an AbortError as soon as `signal` aborts, its timer cleared.
 */
export function abortableDelay(win: Pick<Window, 'setTimeout' | 'clearTimeout'>, ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    const timer = win.setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      win.clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}
