import { expect } from '@open-wc/testing';
import { createTaskSlicer } from '../../../runtime/modules/task-slicer.js';

/** A pause the test resolves by hand, and a clock it moves. */
function harness(budgetMs = 8) {
  let time = 0;
  const pauses: (() => void)[] = [];
  const ran: string[] = [];
  let live = true;
  const slicer = createTaskSlicer<string>({
    budgetMs,
    run: (item) => {
      ran.push(item);
      time += 5;
    },
    live: () => live,
    now: () => time,
    pause: () => new Promise<void>((resolve) => pauses.push(resolve)),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { slicer, ran, pauses, settle, stop: () => { live = false; } };
}

describe('task slicer', () => {
  it('runs items back to back until the budget is spent, then after a yield', async () => {
    const { slicer, ran, pauses, settle } = harness();
    for (const item of ['a', 'b', 'c']) slicer.push(item);
    await settle();
    // a (5 ms), b (10 ms): past the 8 ms budget, c waits for a later task.
    expect(ran).to.deep.equal(['a', 'b']);
    pauses.forEach((resolve) => resolve());
    await settle();
    expect(ran).to.deep.equal(['a', 'b', 'c']);
  });

  it('does not queue twice an item already waiting for its turn', async () => {
    const { slicer, ran, pauses, settle } = harness();
    for (const item of ['a', 'b', 'c', 'c']) slicer.push(item);
    await settle();
    slicer.push('c');
    pauses.forEach((resolve) => resolve());
    await settle();
    expect(ran).to.deep.equal(['a', 'b', 'c']);
  });

  it('runs nothing after a yield once its owner stopped', async () => {
    const { slicer, ran, pauses, settle, stop } = harness();
    for (const item of ['a', 'b', 'c']) slicer.push(item);
    await settle();
    stop();
    pauses.forEach((resolve) => resolve());
    await settle();
    expect(ran).to.deep.equal(['a', 'b']);
  });
});
