import { nextTask } from '../util/next-task.js';

interface Scheduler {
  yield?: () => Promise<void>;
}

/** A later task: `scheduler.yield()` keeps the caller's place ahead of other tasks; else a MessageChannel task. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : nextTask();
}

export interface TaskSlicerOptions<T> {
  /** Milliseconds a slice may run before the next item waits for a later task. */
  budgetMs: number;
  /** Does one item. Runs synchronously inside the slice. */
  run(item: T): void;
  /** False once the owner stopped: nothing runs after a yield then. */
  live(): boolean;
  /** Milliseconds that measure a slice; default `performance.now()`. */
  now?: () => number;
  /** Resolves on a later task; default `yieldToBrowser`. */
  pause?: () => Promise<void>;
}

export interface TaskSlicer<T> {
  /** Queues an item to run in the current slice or after the next yield; an item already waiting is not queued twice. */
  push(item: T): void;
}

/**
 * Runs queued items in time slices (issue 13: no long task), in the order
 * they were pushed: back to back while the slice has run less than
 * `budgetMs`, then after a yield. A slice opens at the first item of a task
 * and also sends a marker yield; once that resolves (a later task has begun)
 * the next item opens a fresh slice. So items pushed in separate microtasks
 * of one task share its budget instead of each getting a fresh one, and a
 * task boundary is paid only when the budget is spent: one per item cost
 * more than the work itself (issue 13 item 9).
 */
export function createTaskSlicer<T>(options: TaskSlicerOptions<T>): TaskSlicer<T> {
  const now = options.now ?? (() => performance.now());
  const pause = options.pause ?? yieldToBrowser;
  const queue: T[] = [];
  let draining = false;
  /** The open slice (when it began, on `now`); undefined once its task is over. */
  let slice: { start: number } | undefined;

  function openSlice(): void {
    if (slice !== undefined) return;
    const opened = { start: now() };
    slice = opened;
    pause().then(() => {
      if (slice === opened) slice = undefined;
    }, () => undefined);
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (queue.length > 0 && options.live()) {
        if (slice !== undefined && now() - slice.start >= options.budgetMs) {
          await pause();
          slice = undefined;
          continue;
        }
        openSlice();
        options.run(queue.shift()!);
      }
    } catch {
      // A yield that failed: the next push starts a new drain.
    } finally {
      draining = false;
    }
  }

  return {
    push(item) {
      if (queue.includes(item)) return;
      queue.push(item);
      if (!draining) void drain();
    },
  };
}
