import { EPISODE_LOCK_CLASS, EPISODE_PLAYER_ID } from '../tve/episode-lock.js';
import { applyTveMark } from '../tve/tv-auth-mark.js';
import { detectMobile } from '../util/device.js';

/**
 * Body marks refreshed after every render: the TV-auth mark, the episode-lock mark and the device
 * class. Storage is read defensively: it belongs to the sign-in wrapper and to
 * whatever else runs on the site, and a bad value must not break the page.
 */
export interface BodyMarksOptions {
  document: Document;
  /** `window.localStorage`, or undefined where reading it already threw. */
  storage: Pick<Storage, 'getItem'> | undefined;
  /** Epoch ms. */
  now: number;
  navigator: Pick<Navigator, 'userAgent'>;
}

export function applyBodyMarks({ document: doc, storage, now, navigator: nav }: BodyMarksOptions): void {
  const body = doc.body;
  if (!body) return;
  applyTveMark(body, storage, now);
  // The episode player sets the mark while a locked full episode is on the
  // page and drops it when it leaves; every page but the player's drops it too.
  if (!body.id.includes(EPISODE_PLAYER_ID)) body.classList.remove(EPISODE_LOCK_CLASS);
  const mobile = detectMobile(doc, nav);
  body.classList.toggle('mobile', mobile);
  body.classList.toggle('desktop', !mobile);
}
