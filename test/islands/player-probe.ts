import { waitUntil } from '../support/wait.js';

/** The demo's player stand-in, as `playerSrc` names it (served from the repository by the test server). */
export const PLAYER_SRC = '/demo/public/vendor/player.js';

/**
 * Reads a player island's state in its host: the shared player core's phase,
 * the stand-in player's clock text, and a wait for both to say it plays.
 */
export function playerProbe(host: () => HTMLElement) {
  const q = <E extends Element = HTMLElement>(selector: string) => host().querySelector<E>(selector);
  const phase = () => q('.tf-pcore')?.getAttribute('data-phase');
  const playerState = () => q('.mtvn-player')?.getAttribute('data-state');
  const playerTime = () => q('.mtvn-player__time')?.textContent;
  const whenPlaying = (what = 'the player plays') => waitUntil(() => phase() === 'playing' && playerState() === 'playing', what);
  return { q, phase, playerState, playerTime, whenPlaying };
}
