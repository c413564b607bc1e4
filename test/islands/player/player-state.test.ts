import { expect } from '@open-wc/testing';
import { initialPlayerState, playerReducer, type PlayerAction, type PlayerState } from '../../../islands/shared/player/player-state.js';

const run = (actions: PlayerAction[], from: PlayerState = initialPlayerState()) => actions.reduce(playerReducer, from);

describe('the player state', () => {
  it('starts at the poster, is made on a press (at a given second), and follows the player', () => {
    expect(initialPlayerState()).to.deep.equal({ phase: 'poster', time: 0 });
    expect(run([{ type: 'press' }])).to.deep.equal({ phase: 'starting', time: 0 });
    expect(run([{ type: 'press', at: 30 }])).to.deep.equal({ phase: 'starting', time: 30 });
    expect(run([{ type: 'press' }, { type: 'state', state: 'playing' }, { type: 'playhead', seconds: 4.6 }])).to.deep.equal({ phase: 'playing', time: 4 });
    expect(run([{ type: 'press' }, { type: 'state', state: 'playing' }, { type: 'state', state: 'paused' }]).phase).to.equal('paused');
  });

  it('ignores the player before it is made, and states it does not show', () => {
    const poster = initialPlayerState();
    for (const action of [{ type: 'state', state: 'playing' }, { type: 'playhead', seconds: 3 }, { type: 'end' }, { type: 'replay' }] as PlayerAction[]) {
      expect(playerReducer(poster, action), action.type).to.equal(poster);
    }
    const playing = run([{ type: 'press' }, { type: 'state', state: 'playing' }]);
    expect(playerReducer(playing, { type: 'state', state: 'buffering' })).to.equal(playing);
    expect(playerReducer(playing, { type: 'playhead', seconds: Number.NaN })).to.equal(playing);
  });

  it('ends on media end, stays ended on late reports, and replays from 0', () => {
    const ended = run([{ type: 'press' }, { type: 'state', state: 'playing' }, { type: 'playhead', seconds: 10 }, { type: 'end' }]);
    expect(ended).to.deep.equal({ phase: 'ended', time: 10 });
    expect(playerReducer(ended, { type: 'state', state: 'paused' })).to.equal(ended);
    expect(playerReducer(ended, { type: 'press' })).to.equal(ended);
    expect(run([{ type: 'replay' }, { type: 'state', state: 'playing' }], ended)).to.deep.equal({ phase: 'playing', time: 0 });
  });

  it('returns the same object when nothing changes', () => {
    const playing = run([{ type: 'press' }, { type: 'state', state: 'playing' }, { type: 'playhead', seconds: 2 }]);
    expect(playerReducer(playing, { type: 'state', state: 'playing' })).to.equal(playing);
    expect(playerReducer(playing, { type: 'playhead', seconds: 2.4 })).to.equal(playing);
  });
});
