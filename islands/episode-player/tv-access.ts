import { EPISODE_LOCK_CLASS } from '../../runtime/tve/episode-lock.js';
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

/**
 * Marks `<body>` with the episode-lock class while a locked full episode is
 * on the page; the returned teardown removes it (the episode unlocked by
 * sign-in, or gone with its zone on an in-page visit). A page shows one
 * episode player, so one owner of the mark at a time.
 */
export function markEpisodeLock(body: HTMLElement): () => void {
  body.classList.add(EPISODE_LOCK_CLASS);
  return () => body.classList.remove(EPISODE_LOCK_CLASS);
}
