/**
 * Runs `fn` once the browser is idle, or after `timeoutMs` on a page that
 * never is. Where `requestIdleCallback` is missing (Safari) a zero timeout
 * stands in: it still lets the current task and its microtasks finish.
 * Returns a cancel function.
 */
export function whenIdle(fn: () => void, timeoutMs: number, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(() => fn(), { timeout: timeoutMs });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(fn, 0);
  return () => win.clearTimeout(id);
}
