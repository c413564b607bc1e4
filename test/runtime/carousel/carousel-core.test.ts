import { expect } from '@open-wc/testing';
import { autoplayNext, autoplayOff, isRunning, type Autoplay, type AutoplayEvent } from '../../../runtime/carousel/autoplay.js';
import {
  CAROUSEL_DRAG_THRESHOLD_PX, emblaDuration, emblaOptions, freeScrollGlide, glide,
} from '../../../runtime/carousel/feel.js';
import { autoplayInterval, canStep, keyMove, resolveIndex, slideLabel, stepIndex } from '../../../runtime/carousel/index-math.js';
import { createTouchGuard } from '../../../runtime/carousel/touch-guard.js';

const run = (...events: AutoplayEvent[]): Autoplay => events.reduce(autoplayNext, autoplayOff);

describe('carousel index math', () => {
  it('clamps to the ends without wrap and wraps around with it', () => {
    expect([-1, 0, 4, 5, 9].map((i) => resolveIndex(i, 5, false))).to.deep.equal([0, 0, 4, 4, 4]);
    expect([-1, 0, 4, 5, 11].map((i) => resolveIndex(i, 5, true))).to.deep.equal([4, 0, 4, 0, 1]);
  });

  it('gives 0 for an empty carousel, NaN and infinities, and truncates fractions', () => {
    expect(resolveIndex(3, 0, true)).to.equal(0);
    expect(resolveIndex(Number.NaN, 5, false)).to.equal(0);
    expect(resolveIndex(Number.POSITIVE_INFINITY, 5, false)).to.equal(0);
    expect(resolveIndex(2.9, 5, false)).to.equal(2);
  });

  it('steps and says whether a step moves anywhere', () => {
    expect(stepIndex(4, 1, 5, false)).to.equal(4);
    expect(stepIndex(4, 1, 5, true)).to.equal(0);
    expect(canStep(4, 1, 5, false)).to.equal(false);
    expect(canStep(0, -1, 5, false)).to.equal(false);
    expect(canStep(0, -1, 5, true)).to.equal(true);
    expect(canStep(0, 1, 1, true)).to.equal(false);
  });

  it('maps arrow keys, mirrored right to left, and Home/End', () => {
    expect(keyMove('ArrowRight', false)).to.deep.equal({ kind: 'step', delta: 1 });
    expect(keyMove('ArrowLeft', false)).to.deep.equal({ kind: 'step', delta: -1 });
    expect(keyMove('ArrowLeft', true)).to.deep.equal({ kind: 'step', delta: 1 });
    expect(keyMove('Home', true)).to.deep.equal({ kind: 'to', index: 'first' });
    expect(keyMove('End', false)).to.deep.equal({ kind: 'to', index: 'last' });
    expect(keyMove('Enter', false)).to.equal(undefined);
  });

  it("labels slides '3 of 10'", () => {
    expect(slideLabel(2, 10)).to.equal('3 of 10');
  });

  it('reads the autoplay attribute: absent is off, bare is the default, bad values fall back', () => {
    expect(autoplayInterval(null, 3000)).to.equal(undefined);
    expect(autoplayInterval('', 3000)).to.equal(3000);
    expect(autoplayInterval('5000', 3000)).to.equal(5000);
    expect(autoplayInterval('soon', 3000)).to.equal(3000);
    expect(autoplayInterval('-4', 3000)).to.equal(3000);
    expect(autoplayInterval('false', 3000)).to.equal(undefined);
  });
});

describe('carousel feel (the site\'s settings onto Embla)', () => {
  it('turns the selected attraction 0.025 into an Embla duration of 40', () => {
    expect(emblaDuration(0.025)).to.equal(40);
    expect(emblaOptions({ freeScroll: false, wrap: false, reducedMotion: false, rtl: false })).to.include({
      duration: 40, dragThreshold: CAROUSEL_DRAG_THRESHOLD_PX, dragFree: false, loop: false, direction: 'ltr', containScroll: 'trimSnaps',
    });
  });

  it('maps free scroll, wrap, right to left and reduced motion', () => {
    expect(emblaOptions({ freeScroll: true, wrap: true, reducedMotion: true, rtl: true })).to.include({
      duration: 0, dragFree: true, loop: true, direction: 'rtl', containScroll: false,
    });
  });

  it('glides about 4.8 times further in free scroll than the snapping friction allows', () => {
    expect(glide(0.28)).to.be.closeTo(2.571, 0.001);
    expect(freeScrollGlide()).to.be.closeTo(4.8, 0.05);
  });
});

describe('carousel autoplay machine', () => {
  it('is off until enabled, then plays', () => {
    expect(autoplayOff.state).to.equal('off');
    expect(run({ type: 'enable' }).state).to.equal('playing');
  });

  it('pauses for each reason and plays again only when all are gone', () => {
    const hoveredAndFocused = run({ type: 'enable' }, { type: 'pause', reason: 'hover' }, { type: 'pause', reason: 'focus' });
    expect(hoveredAndFocused.state).to.equal('paused');
    const hoverLeft = autoplayNext(hoveredAndFocused, { type: 'resume', reason: 'hover' });
    expect(hoverLeft.state).to.equal('paused');
    expect(autoplayNext(hoverLeft, { type: 'resume', reason: 'focus' }).state).to.equal('playing');
  });

  it('pauses while the tab is hidden', () => {
    expect(run({ type: 'enable' }, { type: 'pause', reason: 'hidden' }).state).to.equal('paused');
    expect(run({ type: 'enable' }, { type: 'pause', reason: 'hidden' }, { type: 'resume', reason: 'hidden' }).state).to.equal('playing');
  });

  it('stops on interaction, stays stopped through pauses, and the control plays it again (paused if still hovered)', () => {
    const stopped = run({ type: 'enable' }, { type: 'pause', reason: 'hover' }, { type: 'interact' });
    expect(stopped.state).to.equal('stopped');
    expect(isRunning(stopped)).to.equal(false);
    expect(autoplayNext(stopped, { type: 'resume', reason: 'hover' }).state).to.equal('stopped');
    expect(autoplayNext(stopped, { type: 'play' }).state).to.equal('paused');
    expect(run({ type: 'enable' }, { type: 'stop' }, { type: 'play' }).state).to.equal('playing');
  });

  it('ignores events that do not apply, returning the same object', () => {
    const playing = run({ type: 'enable' });
    expect(autoplayNext(playing, { type: 'enable' })).to.equal(playing);
    expect(autoplayNext(playing, { type: 'play' })).to.equal(playing);
    expect(autoplayNext(playing, { type: 'resume', reason: 'hover' })).to.equal(playing);
    expect(autoplayNext(autoplayOff, { type: 'interact' })).to.equal(autoplayOff);
    expect(autoplayNext(autoplayOff, { type: 'play' })).to.equal(autoplayOff);
  });

  it('turns off from any state and keeps its reasons for the next start', () => {
    const off = run({ type: 'enable' }, { type: 'pause', reason: 'focus' }, { type: 'disable' });
    expect(off.state).to.equal('off');
    expect(autoplayNext(off, { type: 'enable' }).state).to.equal('paused');
  });
});

describe('carousel touch guard', () => {
  it('ignores mouse events for 400 ms after a touch', () => {
    const guard = createTouchGuard();
    expect(guard.ignoresMouse(1000)).to.equal(false);
    guard.touched(1000);
    expect(guard.ignoresMouse(1399)).to.equal(true);
    expect(guard.ignoresMouse(1400)).to.equal(false);
  });
});
