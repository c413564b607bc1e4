import { isRecord } from '../util/guards.js';

/**
 * Which items are locked behind the TV-provider sign-in, and the body mark
 * saying one is on the page. Declared once: the episode player and the video
 * cards decide an item's lock with `isFullEpisode`; the player sets the mark
 * and the runtime's body marks (runtime/navigation/body-marks.ts) clear it.
 */

/** The `distPolicy.episodeDescriptor` values that make an episode a full one. */
export const FULL_EPISODE_DESCRIPTORS: readonly string[] = ['Full Episode', 'Reunion', 'Special'];

/**
 * The full-episode flag, pure: true only when the item's `type` is
 * `episode` and its `distPolicy.episodeDescriptor` is exactly one of
 * Full Episode, Reunion or Special. Anything else, a missing or malformed
 * `distPolicy` included, is no full episode and plays without sign-in.
 */
export function isFullEpisode(item: unknown): boolean {
  if (!isRecord(item) || item.type !== 'episode' || !isRecord(item.distPolicy)) return false;
  const descriptor = item.distPolicy.episodeDescriptor;
  return typeof descriptor === 'string' && FULL_EPISODE_DESCRIPTORS.includes(descriptor);
}

/** The site asks for an episode-lock mark but names no class; this one is ours. */
export const EPISODE_LOCK_CLASS = 'tve-episode-lock';

/** Pages whose body id contains this keep the episode-lock mark after a render. */
export const EPISODE_PLAYER_ID = 'full_episode_player';
