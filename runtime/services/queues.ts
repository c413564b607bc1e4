import { queuesMessages } from './queues-messages.js';
import type { Log } from '../types.js';
import { DEFAULT_QUEUE, type QueueInput } from './queue-input.js';
import { createVisibilityWatch, type ObserveVisible } from './visibility.js';

/** The deferred queues modules hand work to (`window.Triforce.queues`). */
export interface Queues {
  /** `{ queueName, loadFunction, processFunction, type? }`; false when invalid or already created. */
  create(spec: unknown): boolean;
  /** `{ queueName, item }`; false when invalid. */
  add(entry: unknown): boolean;
  /** Releases the queues of `type`; no argument is the page's release of `default`. */
  release(type?: string): void;
  /** A new page: drops every queue, held item, release and visibility observation. */
  clear(): void;
}

interface Queue {
  name: string;
  type: string;
  load: () => unknown;
  process: (item: unknown) => unknown;
  loading: 'idle' | 'pending' | 'loaded' | 'failed';
  /** Waiting for the release of the queue's type. */
  waiting: unknown[];
  /** Released or visible, to process as soon as the queue is loaded. */
  ready: unknown[];
  pumping: boolean;
  /** False once cleared, so a late load or visibility never processes into a new page. */
  alive: boolean;
}

/** The queue type whose items also wait to be visible; the page's release of `default` releases it too. */
const SCROLL = 'scroll';

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof record(value)?.then === 'function';

/** The element a scroll-queue item waits on: the item itself or its `element`. */
function elementOf(item: unknown): Element | undefined {
  if (item instanceof Element) return item;
  const element = record(item)?.element;
  return element instanceof Element ? element : undefined;
}

/**
 * The deferred-queue system. Modules load in any order, so
 * items for a queue not created yet are held for it. A queue's loadFunction
 * runs once, before its first item; processFunction then runs per item in
 * order. A failing function is logged and isolated to its own queue or item.
 */
export function createQueues(opts: {
  log: Log;
  /** The checks of what scripts pass in (queue-input.ts), shared with the front in `tf.js`. */
  input: QueueInput;
  observeVisible?: ObserveVisible;
  window?: Window;
}): Queues {
  const { log, input: check } = opts;
  const ownWatch = opts.observeVisible ? undefined : createVisibilityWatch(opts.window);
  const observeVisible: ObserveVisible = opts.observeVisible ?? ((el, fn) => ownWatch!.observe(el, fn));
  const queues = new Map<string, Queue>();
  const held = new Map<string, unknown[]>();
  const released = new Set<string>();
  const observations = new Set<() => void>();

  // Scroll items with no element wait for the page's release like default ones.
  const isOpen = (queue: Queue) =>
    queue.type === SCROLL ? released.has(DEFAULT_QUEUE) || released.has(SCROLL) : released.has(queue.type);

  function processAll(queue: Queue): void {
    if (queue.pumping) return; // a processFunction that adds to its own queue: the loop below picks it up
    queue.pumping = true;
    while (queue.alive && queue.ready.length > 0) {
      const item = queue.ready.shift();
      const failed = () => log('error', queuesMessages.queueProcessFailed(queue.name));
      try {
        const result = queue.process(item);
        if (isThenable(result)) Promise.resolve(result).catch(failed);
      } catch {
        failed();
      }
    }
    queue.pumping = false;
  }

  function loadFailed(queue: Queue): void {
    queue.loading = 'failed';
    // Items of a queue that could not load would only fail one by one: dropped, logged once.
    queue.ready.length = 0;
    queue.waiting.length = 0;
    log('error', queuesMessages.queueLoadFailed(queue.name));
  }

  function pump(queue: Queue): void {
    if (!queue.alive || queue.ready.length === 0) return;
    if (queue.loading === 'idle') {
      queue.loading = 'pending';
      let result: unknown;
      try {
        result = queue.load();
      } catch {
        return loadFailed(queue);
      }
      if (!isThenable(result)) {
        queue.loading = 'loaded';
      } else {
        Promise.resolve(result).then(
          () => { if (queue.alive) { queue.loading = 'loaded'; pump(queue); } },
          () => { if (queue.alive) loadFailed(queue); },
        );
      }
    }
    if (queue.loading === 'loaded') processAll(queue);
    else if (queue.loading === 'failed') queue.ready.length = 0;
  }

  function watch(queue: Queue, element: Element, item: unknown): void {
    let seen = false;
    // A holder, not a `const stop`: a watcher may call back before it returns.
    const observation: { stop?: () => void } = {};
    const onVisible = () => {
      if (seen || !queue.alive) return;
      seen = true;
      if (observation.stop) {
        observations.delete(observation.stop);
        observation.stop();
      }
      queue.ready.push(item);
      pump(queue);
    };
    const stop = observeVisible(element, onVisible);
    observation.stop = stop;
    if (seen) stop();
    else observations.add(stop);
  }

  function place(queue: Queue, item: unknown): void {
    const element = queue.type === SCROLL ? elementOf(item) : undefined;
    if (element) return watch(queue, element, item);
    if (!isOpen(queue)) return void queue.waiting.push(item);
    queue.ready.push(item);
    pump(queue);
  }

  function create(input: unknown): boolean {
    const spec = check.spec(input);
    if (!spec) return false;
    const queueName = spec.name;
    if (queues.has(queueName)) return check.exists(queueName);
    const queue: Queue = {
      ...spec,
      loading: 'idle',
      waiting: [],
      ready: [],
      pumping: false,
      alive: true,
    };
    queues.set(queueName, queue);
    const items = held.get(queueName) ?? [];
    held.delete(queueName);
    for (const item of items) place(queue, item);
    return true;
  }

  function add(entry: unknown): boolean {
    const fields = check.item(entry);
    if (!fields) return false;
    const { queueName, item } = fields;
    const queue = queues.get(queueName);
    if (queue) place(queue, item);
    else if (held.has(queueName)) held.get(queueName)!.push(item);
    else held.set(queueName, [item]);
    return true;
  }

  function release(type: string = DEFAULT_QUEUE): void {
    if (typeof type !== 'string' || type === '') return;
    released.add(type);
    for (const queue of queues.values()) {
      if (!isOpen(queue) || queue.waiting.length === 0) continue;
      queue.ready.push(...queue.waiting.splice(0));
      pump(queue);
    }
  }

  function clear(): void {
    for (const queue of queues.values()) queue.alive = false;
    queues.clear();
    held.clear();
    released.clear();
    for (const stop of observations) stop();
    observations.clear();
    ownWatch?.disconnect();
  }

  return { create, add, release, clear };
}
