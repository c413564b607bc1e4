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

/** The site asks for an episode-lock mark but names no class; this one is ours. */
export const EPISODE_LOCK_CLASS = 'tve-episode-lock';
/** Pages whose body id contains this keep the episode-lock mark. */
export const EPISODE_PLAYER_ID = 'full_episode_player';

export function applyBodyMarks({ document: doc, storage, now, navigator: nav }: BodyMarksOptions): void {
  const body = doc.body;
  if (!body) return;
  applyTveMark(body, storage, now);
  // The mark is set by the episode player; every other page drops it.
  if (!body.id.includes(EPISODE_PLAYER_ID)) body.classList.remove(EPISODE_LOCK_CLASS);
  const mobile = detectMobile(doc, nav);
  body.classList.toggle('mobile', mobile);
  body.classList.toggle('desktop', !mobile);
}
