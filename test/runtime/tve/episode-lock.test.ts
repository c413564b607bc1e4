import { expect } from '@open-wc/testing';
import { FULL_EPISODE_DESCRIPTORS, isFullEpisode } from '../../../runtime/tve/episode-lock.js';

const episode = (episodeDescriptor: unknown) => ({ type: 'episode', distPolicy: { episodeDescriptor } });

describe('the full-episode flag', () => {
  for (const descriptor of ['Full Episode', 'Reunion', 'Special']) {
    it(`is true for an episode described as ${descriptor}`, () => {
      expect(isFullEpisode(episode(descriptor))).to.equal(true);
    });
  }

  it('names exactly those three descriptors', () => {
    expect(FULL_EPISODE_DESCRIPTORS).to.deep.equal(['Full Episode', 'Reunion', 'Special']);
  });

  it('is false for any other descriptor, matched exactly', () => {
    for (const descriptor of ['Recap', 'Extended Preview', 'full episode', 'Full Episode ', 'SPECIAL', '', 7, null, true]) {
      expect(isFullEpisode(episode(descriptor)), String(descriptor)).to.equal(false);
    }
  });

  it('is false when the type is not episode', () => {
    for (const type of ['clip', 'Episode', 'video', undefined, 1]) {
      expect(isFullEpisode({ type, distPolicy: { episodeDescriptor: 'Full Episode' } }), String(type)).to.equal(false);
    }
  });

  it('is false without a distribution policy, or with one that is no object', () => {
    expect(isFullEpisode({ type: 'episode' })).to.equal(false);
    expect(isFullEpisode({ type: 'episode', distPolicy: null })).to.equal(false);
    expect(isFullEpisode({ type: 'episode', distPolicy: 'Full Episode' })).to.equal(false);
    expect(isFullEpisode({ type: 'episode', distPolicy: ['Full Episode'] })).to.equal(false);
    expect(isFullEpisode({ type: 'episode', distPolicy: {} })).to.equal(false);
  });

  it('is false for what is no item at all', () => {
    for (const value of [undefined, null, 'episode', 3, []]) expect(isFullEpisode(value)).to.equal(false);
  });
});
