import { expect } from '@open-wc/testing';
import { createQueueInput } from '../../../runtime/services/queue-input.js';
import { createQueues, type Queues } from '../../../runtime/services/queues.js';
import type { MessageLevel } from '../../../runtime/types.js';
import { deferred } from '../../support/deferred.js';

const CREATE_ERROR = 'error Error creating queue. Missing a field (queueName, loadFunction or processFunction';
const ITEM_ERROR = 'error Error adding item to queue. Missing a field (item or queueName';

/** A stand-in for the visibility watch: the test says when an element is seen. */
function fakeVisibility() {
  const watching = new Map<Element, (() => void)[]>();
  let stops = 0;
  return {
    get stops() {
      return stops;
    },
    watching,
    observe(element: Element, onVisible: () => void) {
      watching.set(element, [...(watching.get(element) ?? []), onVisible]);
      return () => {
        stops += 1;
        watching.set(element, (watching.get(element) ?? []).filter((fn) => fn !== onVisible));
      };
    },
    show(element: Element) {
      for (const fn of watching.get(element) ?? []) fn();
    },
  };
}

/** Lets pending promise callbacks (an async loadFunction) run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('createQueues', () => {
  let lines: string[];
  const log = (level: MessageLevel, text: string) => lines.push(`${level} ${text}`);
  let journal: string[];
  let visibility: ReturnType<typeof fakeVisibility>;
  let queues: Queues;

  /** A queue whose load and process calls are written to the journal. */
  function queue(queueName: string, extra: Record<string, unknown> = {}) {
    return queues.create({
      queueName,
      loadFunction: () => journal.push(`load ${queueName}`),
      processFunction: (item: unknown) => journal.push(`process ${queueName} ${String(item)}`),
      ...extra,
    });
  }

  beforeEach(() => {
    lines = [];
    journal = [];
    visibility = fakeVisibility();
    queues = createQueues({ log, input: createQueueInput(log), observeVisible: visibility.observe });
  });

  describe('when a queue is created without a required field', () => {
    const load = () => {};
    const bad: [string, unknown][] = [
      ['no queueName', { loadFunction: load, processFunction: load }],
      ['an empty queueName', { queueName: '', loadFunction: load, processFunction: load }],
      ['no loadFunction', { queueName: 'q', processFunction: load }],
      ['a processFunction that is not a function', { queueName: 'q', loadFunction: load, processFunction: 'x' }],
      ['no spec at all', undefined],
    ];
    for (const [what, spec] of bad) {
      it(`logs the exact catalogue error and returns false for ${what}`, () => {
        expect(queues.create(spec)).to.equal(false);
        expect(lines).to.deep.equal([CREATE_ERROR]);
      });
    }
  });

  describe('when an item is added without a required field', () => {
    for (const [what, entry] of [['no queueName', { item: 1 }], ['no item', { queueName: 'q' }], ['nothing', null]] as const) {
      it(`logs the exact catalogue error and returns false for ${what}`, () => {
        expect(queues.add(entry)).to.equal(false);
        expect(lines).to.deep.equal([ITEM_ERROR]);
      });
    }

    it('accepts null as an item', () => {
      queue('q');
      queues.release();
      expect(queues.add({ queueName: 'q', item: null })).to.equal(true);
      expect(journal).to.deep.equal(['load q', 'process q null']);
    });
  });

  describe('when a default queue has items', () => {
    it('processes nothing, and loads nothing, until the page releases its queues', () => {
      queue('q');
      queues.add({ queueName: 'q', item: 'a' });
      expect(journal).to.deep.equal([]);
      queues.release('other');
      expect(journal).to.deep.equal([]);
    });

    it('loads once on release, then processes the items in insertion order', () => {
      queue('q');
      for (const item of ['a', 'b', 'c']) queues.add({ queueName: 'q', item });
      queues.release();
      expect(journal).to.deep.equal(['load q', 'process q a', 'process q b', 'process q c']);
    });

    it('processes items added after the release right away, without loading again', () => {
      queue('q');
      queues.add({ queueName: 'q', item: 'a' });
      queues.release();
      queues.add({ queueName: 'q', item: 'b' });
      expect(journal).to.deep.equal(['load q', 'process q a', 'process q b']);
    });

    it('never calls loadFunction for a released queue without items', () => {
      queue('q');
      queues.release();
      expect(journal).to.deep.equal([]);
    });

    it('waits for a loadFunction promise before the first item, and keeps the order of items added meanwhile', async () => {
      const loading = deferred();
      let loads = 0;
      queues.create({
        queueName: 'q',
        loadFunction: () => {
          loads += 1;
          return loading.promise;
        },
        processFunction: (item: unknown) => journal.push(`process ${String(item)}`),
      });
      queues.add({ queueName: 'q', item: 'a' });
      queues.release();
      queues.add({ queueName: 'q', item: 'b' });
      await settle();
      expect(journal).to.deep.equal([]);
      loading.resolve();
      await settle();
      queues.add({ queueName: 'q', item: 'c' });
      expect(journal).to.deep.equal(['process a', 'process b', 'process c']);
      expect(loads).to.equal(1);
    });
  });

  describe('when items arrive before their queue is created', () => {
    it('holds them and processes them, in order, once the queue exists and is released', () => {
      queues.add({ queueName: 'late', item: 'a' });
      queues.add({ queueName: 'late', item: 'b' });
      queues.release();
      expect(journal).to.deep.equal([]);
      queue('late');
      queues.add({ queueName: 'late', item: 'c' });
      expect(journal).to.deep.equal(['load late', 'process late a', 'process late b', 'process late c']);
      expect(lines).to.deep.equal([]);
    });

    it('keeps holding them until the release when the queue is created before it', () => {
      queues.add({ queueName: 'late', item: 'a' });
      queue('late');
      expect(journal).to.deep.equal([]);
      queues.release();
      expect(journal).to.deep.equal(['load late', 'process late a']);
    });
  });

  describe('when a queue name is created twice', () => {
    it('keeps the first queue and warns', () => {
      queue('q');
      expect(
        queues.create({ queueName: 'q', loadFunction: () => journal.push('second load'), processFunction: () => journal.push('second') }),
      ).to.equal(false);
      queues.add({ queueName: 'q', item: 'a' });
      queues.release();
      expect(journal).to.deep.equal(['load q', 'process q a']);
      expect(lines).to.deep.equal(['warn Queue q already exists; the first one is kept']);
    });
  });

  describe('when a queue has another type', () => {
    it('waits for the release of that type, then processes later items at once', () => {
      queue('ads', { type: 'ads' });
      queues.add({ queueName: 'ads', item: 'a' });
      queues.release();
      expect(journal).to.deep.equal([]);
      queues.release('ads');
      queues.add({ queueName: 'ads', item: 'b' });
      expect(journal).to.deep.equal(['load ads', 'process ads a', 'process ads b']);
    });

    it('is not released by the release of a different type', () => {
      queue('ads', { type: 'ads' });
      queues.add({ queueName: 'ads', item: 'a' });
      queues.release('video');
      expect(journal).to.deep.equal([]);
    });
  });

  describe('when a scroll queue has items with elements', () => {
    it('processes each item when its element becomes visible, whatever the release', () => {
      const first = document.createElement('div');
      const second = document.createElement('div');
      queues.create({
        queueName: 'lazy',
        type: 'scroll',
        loadFunction: () => journal.push('load'),
        processFunction: (item: unknown) => journal.push(item === first ? 'first' : `second ${String((item as { id: string }).id)}`),
      });
      queues.add({ queueName: 'lazy', item: first });
      queues.add({ queueName: 'lazy', item: { element: second, id: 'x' } });
      expect(journal).to.deep.equal([]);
      visibility.show(second);
      expect(journal).to.deep.equal(['load', 'second x']);
      queues.release();
      expect(journal).to.deep.equal(['load', 'second x']);
      visibility.show(first);
      visibility.show(first);
      expect(journal).to.deep.equal(['load', 'second x', 'first']);
    });

    it('stops watching an element once it was seen', () => {
      const element = document.createElement('div');
      queue('lazy', { type: 'scroll' });
      queues.add({ queueName: 'lazy', item: element });
      visibility.show(element);
      expect(visibility.stops).to.equal(1);
      expect(visibility.watching.get(element)).to.deep.equal([]);
    });

    it('copes with a watcher that reports visibility before it returns', () => {
      const element = document.createElement('div');
      let stopped = 0;
      const eager = createQueues({
        log,
        input: createQueueInput(log),
        observeVisible: (_el, onVisible) => {
          onVisible();
          return () => (stopped += 1);
        },
      });
      eager.create({ queueName: 'lazy', type: 'scroll', loadFunction: () => {}, processFunction: () => journal.push('seen') });
      eager.add({ queueName: 'lazy', item: element });
      expect(journal).to.deep.equal(['seen']);
      expect(stopped).to.equal(1);
    });

    it('processes an item with no element on the page release', () => {
      queue('lazy', { type: 'scroll' });
      queues.add({ queueName: 'lazy', item: 'plain' });
      expect(journal).to.deep.equal([]);
      queues.release();
      expect(journal).to.deep.equal(['load lazy', 'process lazy plain']);
    });
  });

  describe('when a loadFunction fails', () => {
    it('logs, drops that queue’s items and still processes the other queues', async () => {
      queues.create({ queueName: 'broken', loadFunction: () => { throw new Error('boom'); }, processFunction: () => journal.push('never') });
      queues.create({ queueName: 'rejects', loadFunction: () => Promise.reject(new Error('boom')), processFunction: () => journal.push('never') });
      queue('fine');
      for (const queueName of ['broken', 'rejects', 'fine']) queues.add({ queueName, item: 'a' });
      queues.release();
      await settle();
      queues.add({ queueName: 'broken', item: 'b' });
      queues.add({ queueName: 'fine', item: 'b' });
      expect(journal).to.deep.equal(['load fine', 'process fine a', 'process fine b']);
      expect(lines).to.deep.equal([
        'error Queue broken: loadFunction failed, its items are dropped',
        'error Queue rejects: loadFunction failed, its items are dropped',
      ]);
    });
  });

  describe('when a processFunction fails', () => {
    it('logs each failure and processes the other items', async () => {
      queues.create({
        queueName: 'q',
        loadFunction: () => {},
        processFunction: (item: unknown) => {
          if (item === 'throws') throw new Error('boom');
          if (item === 'rejects') return Promise.reject(new Error('boom'));
          journal.push(String(item));
          return undefined;
        },
      });
      for (const item of ['a', 'throws', 'b', 'rejects', 'c']) queues.add({ queueName: 'q', item });
      queues.release();
      await settle();
      expect(journal).to.deep.equal(['a', 'b', 'c']);
      expect(lines).to.deep.equal([
        'error Queue q: processFunction failed for an item',
        'error Queue q: processFunction failed for an item',
      ]);
    });
  });

  describe('when a processFunction adds to its own queue', () => {
    it('processes the new item after the ones already waiting', () => {
      queues.create({
        queueName: 'q',
        loadFunction: () => {},
        processFunction: (item: unknown) => {
          journal.push(String(item));
          if (item === 'a') queues.add({ queueName: 'q', item: 'from a' });
        },
      });
      queues.add({ queueName: 'q', item: 'a' });
      queues.add({ queueName: 'q', item: 'b' });
      queues.release();
      expect(journal).to.deep.equal(['a', 'b', 'from a']);
    });
  });

  describe('when cleared for a new page', () => {
    it('drops queues, held items, the release and every visibility watch', () => {
      const element = document.createElement('div');
      queue('q');
      queue('lazy', { type: 'scroll' });
      queues.release();
      queues.add({ queueName: 'q', item: 'a' });
      queues.add({ queueName: 'lazy', item: element });
      queues.add({ queueName: 'held', item: 'h' });
      journal.length = 0;
      queues.clear();
      expect(visibility.stops).to.equal(1);
      visibility.show(element);
      expect(journal).to.deep.equal([]);

      queue('held');
      queue('q');
      queues.add({ queueName: 'q', item: 'new' });
      expect(lines).to.deep.equal([]);
      expect(journal).to.deep.equal([]);
      queues.release();
      expect(journal).to.deep.equal(['load q', 'process q new']);
    });

    it('ignores a loadFunction of the old page that settles afterwards', async () => {
      const loading = deferred();
      queues.create({ queueName: 'q', loadFunction: () => loading.promise, processFunction: () => journal.push('old') });
      queues.add({ queueName: 'q', item: 'a' });
      queues.release();
      queues.clear();
      loading.resolve();
      await settle();
      expect(journal).to.deep.equal([]);
    });
  });

  describe('with the default visibility watch', () => {
    let page: HTMLElement;

    beforeEach(() => {
      page = document.createElement('div');
      document.body.append(page);
    });

    afterEach(() => {
      page.remove();
      window.scrollTo(0, 0);
    });

    it('processes a scroll item once its element is scrolled into view on a tall page', async () => {
      const spacer = document.createElement('div');
      spacer.style.height = `${window.innerHeight * 3}px`;
      const target = document.createElement('div');
      target.style.height = '20px';
      page.append(spacer, target);
      const processed = deferred<unknown>();
      const real = createQueues({ log, input: createQueueInput(log) });
      real.create({ queueName: 'lazy', type: 'scroll', loadFunction: () => {}, processFunction: (item: unknown) => processed.resolve(item) });
      real.add({ queueName: 'lazy', item: { element: target } });

      // A probe created after the queue's observer reports in the same frame, after it.
      await new Promise<void>((resolve) => {
        const probe = new IntersectionObserver(() => {
          probe.disconnect();
          resolve();
        });
        probe.observe(target);
      });
      let seen = false;
      void processed.promise.then(() => (seen = true));
      await settle();
      expect(seen).to.equal(false);

      target.scrollIntoView();
      expect(await processed.promise).to.deep.equal({ element: target });
      real.clear();
    });
  });
});
