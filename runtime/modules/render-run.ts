import { messages } from '../messages.js';
import { realClock, type MessageLevel } from '../types.js';
import { groupByPriority } from './priority-groups.js';
import { createTaskSlicer } from './task-slicer.js';
import {
  defaultRenderTimings, type ModuleRunState, type RenderRun, type RenderRunHooks, type RenderRunOptions,
  type RenderRunState, type RenderTimings, type RunModule,
} from './render-run-types.js';

export * from './render-run-types.js';
export { yieldToBrowser } from './task-slicer.js';

/**
 * The scheduler of one page load's modules: the render sequence, its timings
 * in constants.ts. Framework-neutral: it
 * only calls `prepare`/`render` and reports through hooks.
 *
 * Decisions the render sequence leaves open:
 * - Nothing is reported from inside `startRenderRun`: hooks run from promise
 *   callbacks and timers; an empty run completes on a microtask, so the caller
 *   always holds the handle (and may `stop()` it) first.
 * - Straggler checks: the first comes `stragglersWaitMs` after the last group
 *   started and is itself check number one (it also sets the queue release
 *   `queueReleaseMs` later); the next come every `wait` ms. After
 *   `retryAttempts` checks with stragglers left, the stragglers line is logged
 *   at level 'warn', `wait` grows by `waitIncrementMs` and the count restarts.
 *   With the defaults, counted from the last group's start: checks at 3000,
 *   6000 and 9000 ms (line logged at 9000, queues released at 4500), then at
 *   12 500, 16 000 and 19 500 ms (second line at 19 500), then every 4000 ms.
 * - A check finding no straggler does nothing. It cannot really happen: the
 *   run finishes, clearing every timer, the moment the last module settles.
 * - The module timeout counts from `startedAt` (when the page load began,
 *   default: the run's start), not from the run's start. A moment already
 *   past times out on a later task; a `startedAt` that is not finite or lies
 *   in the future counts as now.
 * - A module still rendering (its `render()` pending) counts as a straggler and
 *   fails at the module timeout; its late result is then ignored.
 * - A group whose modules all finished before its turn is done the moment it
 *   starts, so the next group starts at once.
 * - `stop()` after completion leaves the state 'complete'.
 * - Modules draw in time slices of `taskBudgetMs` (`task-slicer.ts`), in the
 *   order they became ready. A module waiting for its turn still counts as
 *   loading (its group, the stragglers, the timeout); a stopped run draws
 *   nothing after a yield.
 */

interface Entry<M extends RunModule> {
  module: M;
  state: ModuleRunState;
  group: number;
}

const LOADING: readonly ModuleRunState[] = ['waiting', 'ready', 'rendering'];

export function startRenderRun<M extends RunModule>(
  modules: readonly M[],
  hooks: RenderRunHooks<M>,
  options: RenderRunOptions = {},
): RenderRun {
  const clock = options.clock ?? realClock;
  const timings: RenderTimings = { ...defaultRenderTimings, ...options.timings };
  const entries: Entry<M>[] = modules.map((module) => ({ module, state: 'waiting', group: 0 }));
  const groups = groupByPriority(entries, (entry) => entry.module.priority);
  groups.forEach((group, index) => group.forEach((entry) => (entry.group = index)));

  const now = clock.now();
  const { startedAt } = options;
  // The load cannot have begun after its own run: bad input counts as now.
  const loadStartedAt = typeof startedAt === 'number' && Number.isFinite(startedAt) ? Math.min(startedAt, now) : now;

  const timers = new Set<number>();
  const rendered: string[] = [];
  const failed: string[] = [];
  let state: RenderRunState = 'running';
  let queuesReleased = false;
  let current = -1;
  let groupTimer: number | undefined;
  let wait = timings.stragglersWaitMs;
  let checks = 0;
  const live = () => state === 'running';
  const turns = createTaskSlicer<Entry<M>>({
    budgetMs: timings.taskBudgetMs, run: draw, live, now: options.taskClock, pause: options.yieldToBrowser,
  });
  const loading = () => entries.filter((entry) => LOADING.includes(entry.state));

  function after(ms: number, fn: () => void): number {
    const id = clock.setTimeout(() => {
      timers.delete(id);
      if (live()) fn();
    }, ms);
    timers.add(id);
    return id;
  }

  function clearTimers(): void {
    for (const id of timers) clock.clearTimeout(id);
    timers.clear();
  }

  function log(level: MessageLevel, text: string): void {
    try {
      hooks.log(level, text);
    } catch {
      // The log sink itself failed: there is nowhere left to report it.
    }
  }

  /** A throwing hook is logged once and never breaks the run. */
  function callHook(name: keyof RenderRunHooks<M>, fn: () => void): void {
    try {
      fn();
    } catch {
      log('error', messages.listenerFailed(name));
    }
  }

  function transition(entry: Entry<M>, from: readonly ModuleRunState[], to: ModuleRunState): boolean {
    if (!live() || !from.includes(entry.state)) return false;
    entry.state = to;
    return true;
  }

  function startGroup(index: number): void {
    current = index;
    if (groupTimer !== undefined) {
      clock.clearTimeout(groupTimer);
      timers.delete(groupTimer);
      groupTimer = undefined;
    }
    if (index === groups.length - 1) after(timings.stragglersWaitMs, firstStragglerCheck);
    else groupTimer = after(timings.priorityWaitMs, () => startGroup(index + 1));
    for (const entry of groups[index] ?? []) {
      if (!live()) return;
      if (entry.state === 'ready') render(entry);
    }
    advanceIfGroupDone();
  }

  function advanceIfGroupDone(): void {
    if (!live() || current >= groups.length - 1) return;
    if ((groups[current] ?? []).every((entry) => !LOADING.includes(entry.state))) startGroup(current + 1);
  }

  function settled(): void {
    if (!live()) return;
    if (loading().length === 0) finish();
    else advanceIfGroupDone();
  }

  function onPrepared(entry: Entry<M>, outcome: unknown): void {
    if (outcome === 'output-false') {
      if (!transition(entry, ['waiting'], 'removed')) return;
      callHook('removed', () => hooks.removed(entry.module, 'output-false'));
      settled();
    } else if (transition(entry, ['waiting'], 'ready') && entry.group <= current) {
      render(entry);
    }
  }

  /** Queues a ready module to draw in the current slice, or after the next yield. */
  function render(entry: Entry<M>): void {
    if (entry.state === 'ready') turns.push(entry);
  }

  function draw(entry: Entry<M>): void {
    if (!transition(entry, ['ready'], 'rendering')) return;
    const renderFailed = () => fail(entry, messages.renderFailed(entry.module.zone, entry.module.driver));
    let result: Promise<void>;
    try {
      result = Promise.resolve(entry.module.render());
    } catch {
      renderFailed();
      return;
    }
    result.then(() => {
      if (!transition(entry, ['rendering'], 'rendered')) return;
      rendered.push(entry.module.zone);
      callHook('rendered', () => hooks.rendered(entry.module));
      settled();
    }, renderFailed);
  }

  /** Marks a loading module failed; `text` is the catalogue line, logged first. */
  function markFailed(entry: Entry<M>, text?: string): boolean {
    if (!transition(entry, LOADING, 'failed')) return false;
    failed.push(entry.module.zone);
    if (text !== undefined) log('error', text);
    callHook('removed', () => hooks.removed(entry.module, 'failed'));
    return true;
  }

  function fail(entry: Entry<M>, text: string): void {
    if (markFailed(entry, text)) settled();
  }

  /** The first check counts like every later one; it also times the queue release. */
  function firstStragglerCheck(): void {
    after(timings.queueReleaseMs, releaseQueues);
    checkStragglers();
  }

  function checkStragglers(): void {
    const zones = loading().map((entry) => entry.module.zone);
    if (zones.length === 0) return;
    checks += 1;
    if (checks >= timings.retryAttempts) {
      log('warn', messages.stragglers(zones, checks));
      wait += timings.waitIncrementMs;
      checks = 0;
    }
    after(wait, checkStragglers);
  }

  function timeOut(): void {
    const late = loading();
    for (const entry of late) markFailed(entry);
    if (!live()) return;
    log('error', messages.modulesFailed(late.map((entry) => entry.module.zone)));
    settled();
  }

  function releaseQueues(): void {
    if (queuesReleased || !live()) return;
    queuesReleased = true;
    callHook('releaseQueues', () => hooks.releaseQueues());
  }

  function finish(): void {
    clearTimers();
    releaseQueues();
    if (!live()) return;
    state = 'complete';
    const result = { rendered: [...rendered], failed: [...failed] };
    callHook('complete', () => hooks.complete(result));
  }

  if (entries.length === 0) {
    void Promise.resolve().then(() => live() && finish());
  } else {
    // A setTimeout of 0 still runs on a later task: nothing is reported from in here.
    after(Math.max(0, loadStartedAt + timings.moduleTimeoutMs - now), timeOut);
    for (const entry of entries) {
      let preparing: Promise<unknown>;
      try {
        preparing = Promise.resolve(entry.module.prepare());
      } catch (error) {
        preparing = Promise.reject(error);
      }
      preparing.then(
        (outcome) => onPrepared(entry, outcome),
        (error: unknown) => fail(entry, error instanceof Error ? error.message : String(error)),
      );
    }
    startGroup(0);
  }

  return {
    stop() {
      if (!live()) return;
      state = 'stopped';
      clearTimers();
    },
    get state() {
      return state;
    },
  };
}
