import sinon from 'sinon';
import type { ModuleController } from '../../runtime/types.js';
import { waitUntil } from '../support/wait.js';
import { makeHost } from './island-harness.js';

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

/**
 * The set-up every player island's test shares: a fresh host per test whose
 * page names the stand-in player, only the player's one-second clock faked
 * (React and the test's waiting keep theirs), and after each test the island
 * destroyed and the address (which share links change) put back.
 */
export function playerIsland(driver: string, controller: ModuleController) {
  let h: ReturnType<typeof makeHost>;
  let clock: sinon.SinonFakeTimers;
  const address = location.href;
  beforeEach(() => {
    h = makeHost(driver);
    Object.assign(h.ctx.page, { config: { playerSrc: PLAYER_SRC } });
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    clock.restore();
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    history.replaceState(null, '', address);
  });
  return {
    ...playerProbe(() => h.host),
    get h() {
      return h;
    },
    get clock() {
      return clock;
    },
  };
}
