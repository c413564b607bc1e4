import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { abortableDelay, isAbortError } from '../../../runtime/util/abort.js';

describe('abortableDelay', () => {
  it('resolves after its time on the window\'s clock, not before', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let done = false;
      const waiting = abortableDelay(window, 5000, new AbortController().signal).then(() => (done = true));
      await clock.tickAsync(4999);
      expect(done).to.equal(false);
      await clock.tickAsync(1);
      await waiting;
      expect(done).to.equal(true);
    } finally {
      clock.restore();
    }
  });

  it('rejects with an AbortError when its signal aborts, before or while it waits', async () => {
    const controller = new AbortController();
    const waiting = abortableDelay(window, 60_000, controller.signal);
    controller.abort();
    expect(isAbortError(await waiting.catch((error: unknown) => error))).to.equal(true);
    expect(isAbortError(await abortableDelay(window, 1, controller.signal).catch((error: unknown) => error))).to.equal(true);
  });
});
