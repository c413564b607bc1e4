import { TVE_AUTHENTICATED_CLASS } from '../../runtime/tve/tv-auth-mark.js';

/**
 * Whether full episodes are unlocked, as the page says it: the runtime marks
 * `<body>` with `tve-authenticated` after each render when local storage
 * `tveStorage` holds an unexpired `{authorized: true}` (declared
 * in `runtime/tve/tv-auth-mark.ts`). The player follows that mark; the site's
 * sign-in wrapper (runtime/tve/wrapper.ts) writes the record and sets it at once.
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
