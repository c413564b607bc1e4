/** If no page reports being drawn in this time (a page that never completes), the load goes ahead anyway. */
export const DRAWN_FALLBACK_MS = 10_000;
/** requestIdleCallback's own deadline: a browser never idle still gets the load. */
export const IDLE_TIMEOUT_MS = 4000;

export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/**
 * Calls `load` once, at the first idle time after a page of `page` is drawn
 * (`tf:rendercomplete`), so a chunk the header can wait for never races a
 * page's load for the network or the main thread. A visit that starts before
 * that idle time comes (`tf:pagestartload`: the viewer clicked on at once)
 * puts it off to the idle time after that page is drawn. Returns the cancel.
 */
export function afterPageDrawn(page: HTMLElement, load: () => void, win: IdleWindow = page.ownerDocument.defaultView ?? window): () => void {
  let idle: number | undefined;
  let done = false;
  const cancelIdle = () => {
    if (idle === undefined) return;
    if (win.cancelIdleCallback) win.cancelIdleCallback(idle);
    else win.clearTimeout(idle);
    idle = undefined;
  };
  const fire = () => {
    idle = undefined;
    stop();
    load();
  };
  const whenIdle = () => {
    win.clearTimeout(fallback);
    cancelIdle();
    idle = win.requestIdleCallback ? win.requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(fire, 0);
  };
  const fallback = win.setTimeout(whenIdle, DRAWN_FALLBACK_MS);
  page.addEventListener('tf:rendercomplete', whenIdle);
  page.addEventListener('tf:pagestartload', cancelIdle);
  function stop() {
    if (done) return;
    done = true;
    win.clearTimeout(fallback);
    cancelIdle();
    page.removeEventListener('tf:rendercomplete', whenIdle);
    page.removeEventListener('tf:pagestartload', cancelIdle);
  }
  return stop;
}
