/**
 * The player island's state, as a pure reducer: what the island shows
 * (poster, the player, the end state) follows from the press of the play
 * control and the player's own events, never from timers of its own.
 *
 * - `poster`: the poster and its play button; no player exists yet.
 * - `starting`: pressed (or arrived by a share link); the player is being made.
 * - `playing` / `paused`: the player's state changes (`onStateChange`).
 * - `ended`: the player reported the media's end (`onMediaEnd`); the end state
 *   (replay, up next, full episode) sits over the player, which stays made so
 *   a replay needs no new player.
 *
 * `time` is the playhead in whole seconds (`onPlayheadUpdate`), what a share
 * panel offers as its start time. Each action returns the same object when
 * nothing changes, so React skips the render.
 */

export type PlayerPhase = 'poster' | 'starting' | 'playing' | 'paused' | 'ended';

export interface PlayerState {
  phase: PlayerPhase;
  /** Whole seconds. */
  time: number;
}

export type PlayerAction =
  | { type: 'press'; at?: number }
  | { type: 'state'; state: string }
  | { type: 'playhead'; seconds: number }
  | { type: 'end' }
  | { type: 'replay' }
  | { type: 'reset' };

export const initialPlayerState = (time = 0): PlayerState => ({ phase: 'poster', time });

const made = (phase: PlayerPhase) => phase !== 'poster';

function next(state: PlayerState, phase: PlayerPhase, time = state.time): PlayerState {
  return state.phase === phase && state.time === time ? state : { phase, time };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'press':
      return state.phase === 'poster' ? next(state, 'starting', action.at ?? state.time) : state;
    case 'state':
      // A player's late report after its end (or before it exists) changes nothing: only replay leaves the end.
      if (!made(state.phase) || state.phase === 'ended') return state;
      if (action.state === 'playing') return next(state, 'playing');
      if (action.state === 'paused') return next(state, 'paused');
      return state;
    case 'playhead': {
      if (!made(state.phase) || !Number.isFinite(action.seconds)) return state;
      return next(state, state.phase, Math.max(0, Math.floor(action.seconds)));
    }
    case 'end':
      return made(state.phase) ? next(state, 'ended') : state;
    case 'replay':
      return state.phase === 'ended' ? next(state, 'starting', 0) : state;
    case 'reset':
      return next(state, 'poster', 0);
  }
}
