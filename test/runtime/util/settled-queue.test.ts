import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createSettledQueue } from '../../../runtime/util/settled-queue.js';

/** An idle scheduler the test runs by hand. */
function manualIdle() {
  const callbacks = new Map<number, () => void>();
  let next = 0;
  return {
    idle: (fn: () => void) => {
      const id = next++;
      callbacks.set(id, fn);
      return () => void callbacks.delete(id);
    },
    get scheduled() {
      return callbacks.size;
    },
    runAll() {
      const fns = [...callbacks.values()];
      callbacks.clear();
      for (const fn of fns) fn();
    },
  };
}

describe('the settled queue', () => {
  it('holds work until the page is drawn, then runs it all in one idle callback, in order', () => {
    const idle = manualIdle();
    const queue = createSettledQueue({ timeoutMs: 2000, idle: idle.idle });
    const ran: string[] = [];
    queue.run(() => ran.push('a'));
    queue.run(() => ran.push('b'));
    expect(idle.scheduled).to.equal(0);
    queue.pageDrawn();
    expect([idle.scheduled, ran.length]).to.deep.equal([1, 0]);
    queue.run(() => ran.push('c'));
    expect(idle.scheduled).to.equal(1);
    idle.runAll();
    expect(ran).to.deep.equal(['a', 'b', 'c']);
  });

  it('runs work given after the page is drawn at the next idle moment', () => {
    const idle = manualIdle();
    const queue = createSettledQueue({ timeoutMs: 2000, idle: idle.idle });
    queue.pageDrawn();
    let ran = 0;
    queue.run(() => ran++);
    idle.runAll();
    expect(ran).to.equal(1);
  });

  it('holds work for the next page when a visit starts before the idle moment', () => {
    const idle = manualIdle();
    const queue = createSettledQueue({ timeoutMs: 2000, idle: idle.idle });
    let ran = 0;
    queue.run(() => ran++);
    queue.pageDrawn();
    queue.pageLeft();
    expect(idle.scheduled).to.equal(0);
    idle.runAll();
    expect(ran).to.equal(0);
    queue.pageDrawn();
    idle.runAll();
    expect(ran).to.equal(1);
  });

  it('drops its work when destroyed', () => {
    const idle = manualIdle();
    const queue = createSettledQueue({ timeoutMs: 2000, idle: idle.idle });
    let ran = 0;
    queue.run(() => ran++);
    queue.pageDrawn();
    queue.destroy();
    idle.runAll();
    queue.pageDrawn();
    idle.runAll();
    expect(ran).to.equal(0);
  });

  // A window of its own: WebKit has no requestIdleCallback to spy on.
  it('uses requestIdleCallback by default, with its time-out', async () => {
    const asked = sinon.spy((callback: IdleRequestCallback, _options?: IdleRequestOptions) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 }), 0));
    const win = { requestIdleCallback: asked, cancelIdleCallback: (id: number) => window.clearTimeout(id), setTimeout: window.setTimeout.bind(window) } as unknown as Window;
    const queue = createSettledQueue({ timeoutMs: 2000, window: win });
    let ran = 0;
    const done = new Promise<void>((resolve) => queue.run(() => { ran += 1; resolve(); }));
    expect(asked.callCount, 'nothing asked before the page is drawn').to.equal(0);
    queue.pageDrawn();
    expect(asked.callCount).to.equal(1);
    expect(asked.firstCall.args[1]).to.deep.equal({ timeout: 2000 });
    await done;
    expect(ran).to.equal(1);
  });

  it('runs on a zero timeout where the browser has no requestIdleCallback (WebKit)', async () => {
    const timeouts = sinon.spy(window.setTimeout.bind(window));
    const win = { setTimeout: timeouts, clearTimeout: window.clearTimeout.bind(window) } as unknown as Window;
    const queue = createSettledQueue({ timeoutMs: 2000, window: win });
    const done = new Promise<void>((resolve) => queue.run(resolve));
    queue.pageDrawn();
    expect(timeouts.firstCall.args[1]).to.equal(0);
    await done;
  });
});
