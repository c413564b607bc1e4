import { expect } from '@open-wc/testing';
import { messages, runtimeMessages } from '../../../runtime/messages.js';
import { createLazyQueues } from '../../../runtime/services/lazy-queues.js';
import { createQueues, type Queues } from '../../../runtime/services/queues.js';
import type { MessageLevel } from '../../../runtime/types.js';

describe('createLazyQueues', () => {
  let lines: string[];
  let loads: number;
  let arrive: () => void;
  let fail: () => void;
  let queues: Queues;
  const log = (level: MessageLevel, text: string) => lines.push(`${level} ${text}`);

  beforeEach(() => {
    lines = [];
    loads = 0;
    queues = createLazyQueues({
      log,
      load: (input) => {
        loads += 1;
        return new Promise<Queues>((resolve, reject) => {
          arrive = () => resolve(createQueues({ log, input }));
          fail = () => reject(new Error('offline'));
        });
      },
    });
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve));
  const queue = (name: string, processed: unknown[], type?: string) => ({
    queueName: name,
    loadFunction: () => processed.push('load'),
    processFunction: (item: unknown) => processed.push(item),
    type,
  });

  it('loads nothing for a page that only releases its queues', async () => {
    queues.release();
    queues.clear();
    await settle();
    expect(loads).to.equal(0);
  });

  it('answers create and add at once, logging bad input without loading the engine', () => {
    expect(queues.create({ queueName: '' })).to.equal(false);
    expect(queues.add({ queueName: 'q' })).to.equal(false);
    expect(loads).to.equal(0);
    expect(queues.create(queue('q', []))).to.equal(true);
    expect(queues.create(queue('q', []))).to.equal(false);
    expect(loads).to.equal(1);
    expect(lines).to.deep.equal([
      `error ${messages.queueCreate}`,
      `error ${messages.queueItem}`,
      `warn ${runtimeMessages.queueExists('q')}`,
    ]);
  });

  it('replays the calls made before the engine arrived in order, with the releases made before any queue', async () => {
    const processed: unknown[] = [];
    queues.release();
    queues.add({ queueName: 'q', item: 1 });
    queues.create(queue('q', processed));
    queues.add({ queueName: 'q', item: 2 });
    queues.create(queue('later', processed, 'late'));
    queues.add({ queueName: 'later', item: 3 });
    queues.release('late');
    expect(processed).to.deep.equal([]);
    arrive();
    await settle();
    expect(processed).to.deep.equal(['load', 1, 2, 'load', 3]);
    queues.add({ queueName: 'q', item: 4 });
    expect(processed).to.deep.equal(['load', 1, 2, 'load', 3, 4]);
    expect(loads).to.equal(1);
  });

  it('drops the calls of a page cleared before the engine arrived', async () => {
    const processed: unknown[] = [];
    queues.create(queue('q', processed));
    queues.add({ queueName: 'q', item: 'old page' });
    queues.clear();
    arrive();
    await settle();
    queues.release();
    expect(queues.create(queue('q', processed))).to.equal(true);
    arrive();
    await settle();
    expect(processed).to.deep.equal([]);
  });

  it('logs an engine that fails to load, drops its calls and tries again on the next use', async () => {
    const processed: unknown[] = [];
    queues.create(queue('q', processed));
    fail();
    await settle();
    expect(lines).to.deep.equal([`error ${runtimeMessages.queuesFailed}`]);
    expect(queues.create(queue('q', processed))).to.equal(true);
    queues.add({ queueName: 'q', item: 1 });
    queues.release();
    arrive();
    await settle();
    expect(processed).to.deep.equal(['load', 1]);
    expect(loads).to.equal(2);
  });
});
