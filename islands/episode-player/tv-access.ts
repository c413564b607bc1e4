import { TVE_AUTHENTICATED_CLASS, TVE_STORAGE_KEY, tveAuthorizedValue } from '../../runtime/tve/tv-auth-mark.js';
import { localStorageOf, writeStorageItem } from '../../runtime/util/storage.js';

/**
 * Whether full episodes are unlocked, as the page says it: the runtime marks
 * `<body>` with `tve-authenticated` after each render when local storage
 * `tveStorage` holds an unexpired `{authorized: true}` (CONTRACT §4, declared
 * in `runtime/tve/tv-auth-mark.ts`). The player follows that mark; the demo's
 * sign-in writes the same record.
 */

/** Calls `onChange` with the mark now and whenever it changes; returns the teardown. */
export function watchTvAccess(body: HTMLElement, onChange: (unlocked: boolean) => void): () => void {
  let last = body.classList.contains(TVE_AUTHENTICATED_CLASS);
  onChange(last);
  const observer = new MutationObserver(() => {
    const now = body.classList.contains(TVE_AUTHENTICATED_CLASS);
    if (now !== last) onChange((last = now));
  });
  observer.observe(body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The demo's stand-in for the TV-provider sign-in: writes the record the
 * runtime reads. Returns false when storage refuses (private mode).
 */
export function demoSignIn(win: Window, now: number): boolean {
  return writeStorageItem(localStorageOf(win), TVE_STORAGE_KEY, tveAuthorizedValue(now));
}
