import { expect } from '@open-wc/testing';
import { nextSpriteFrame, spriteFrameAt, spriteFrameDuration, SPRITE_FRAMES } from '../../../runtime/debug/sprite.js';

describe('debug sprite timing', () => {
  it('has 8 frames of 100 ms, the last one 1000 ms', () => {
    expect(SPRITE_FRAMES).to.equal(8);
    expect([...Array(8).keys()].map(spriteFrameDuration)).to.deep.equal([100, 100, 100, 100, 100, 100, 100, 1000]);
  });

  it('loops back to the first frame', () => {
    expect(nextSpriteFrame(0)).to.equal(1);
    expect(nextSpriteFrame(7)).to.equal(0);
  });

  it('finds the frame on screen at a time, over a 1700 ms cycle', () => {
    expect(spriteFrameAt(0)).to.equal(0);
    expect(spriteFrameAt(99)).to.equal(0);
    expect(spriteFrameAt(100)).to.equal(1);
    expect(spriteFrameAt(699)).to.equal(6);
    expect(spriteFrameAt(700)).to.equal(7);
    expect(spriteFrameAt(1699)).to.equal(7);
    expect(spriteFrameAt(1700)).to.equal(0);
  });

  it('stands still on the resting frame under reduced motion', () => {
    expect(spriteFrameAt(0, true)).to.equal(7);
    expect(spriteFrameAt(150, true)).to.equal(7);
  });
});
