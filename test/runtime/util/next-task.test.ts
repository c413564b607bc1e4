import { expect } from '@open-wc/testing';
import { afterNextPaint, nextTask } from '../../../runtime/util/next-task.js';
import { waitUntil } from '../../support/wait.js';

/** A window whose frames, timers and visibility the test drives. */
function fakeWindow(visibility: DocumentVisibilityState) {
  const frames: FrameRequestCallback[] = [];
  const timers = new Map<number, () => void>();
  let id = 0;
  const win = {
    document: { visibilityState: visibility },
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void) => (timers.set(++id, callback), id),
    clearTimeout: (timer: number) => void timers.delete(timer),
  } as unknown as Window;
  return { win, frames, timers };
}

describe('afterNextPaint', () => {
  it('waits for the next frame, then runs once on the task after it; the fallback timer is cleared', async () => {
    const { win, frames, timers } = fakeWindow('visible');
    let runs = 0;
    afterNextPaint(win, () => runs++);
    await nextTask();
    expect(runs, 'no frame yet: nothing runs').to.equal(0);
    frames.shift()!(0);
    expect(runs, 'not inside the frame itself').to.equal(0);
    // Tasks of two message channels may run in either order (WebKit): wait for it.
    await waitUntil(() => runs === 1, 'it runs on a task after the frame');
    expect(timers.size, 'the fallback is cleared').to.equal(0);
  });

  it('runs without a frame in a hidden tab, and after its wait when no frame ever comes', async () => {
    const hidden = fakeWindow('hidden');
    let runs = 0;
    afterNextPaint(hidden.win, () => runs++);
    expect(hidden.frames).to.have.length(0);
    await waitUntil(() => runs === 1, 'it runs on a later task');

    const stalled = fakeWindow('visible');
    afterNextPaint(stalled.win, () => runs++);
    [...stalled.timers.values()][0]!();
    expect(runs, 'the wait ran it').to.equal(2);
    stalled.frames.shift()!(0);
    await nextTask();
    await nextTask();
    expect(runs, 'and the late frame does not run it again').to.equal(2);
  });
});
