import {
  MODULE_TIMEOUT_MS, PRIORITY_WAIT_MS, QUEUE_RELEASE_AFTER_FIRST_RETRY_MS, RETRY_ATTEMPTS,
  RENDER_TASK_BUDGET_MS, STRAGGLERS_WAIT_MS, WAIT_INCREMENT_MS,
} from '../constants.js';
import type { Clock, Log } from '../types.js';

/** The shapes of `startRenderRun` (render-run.ts), which re-exports them all. */

export interface RunModule {
  zone: string;
  driver: string;
  priority?: number;
  /** Loads scripts and feed together. Resolves 'ready' or 'output-false'; rejects with an Error whose message is the exact catalogue line to log (level 'error'). */
  prepare(): Promise<'ready' | 'output-false'>;
  /** Draws the module. Rejecting (or throwing synchronously) is a render failure. */
  render(): Promise<void>;
}

/** The hooks get back the very module objects the run was given. */
export interface RenderRunHooks<M extends RunModule = RunModule> {
  rendered(module: M): void;
  /** The caller removes the zone from the page. */
  removed(module: M, reason: 'output-false' | 'failed'): void;
  /** Catalogue lines: failures at 'error', the stragglers line at 'warn'. */
  log: Log;
  /** Called exactly once per run, before `complete` (never after `stop()`). */
  releaseQueues(): void;
  /** Called exactly once, zone names in render / failure order. */
  complete(result: { rendered: string[]; failed: string[] }): void;
}

export interface RenderTimings {
  priorityWaitMs: number;
  /** Delay from the last group's start to the first straggler check (check one); also the first `wait`. */
  stragglersWaitMs: number;
  /** Counted from `RenderRunOptions.startedAt`. */
  moduleTimeoutMs: number;
  /** Straggler checks per stragglers line, the first check included. */
  retryAttempts: number;
  waitIncrementMs: number;
  queueReleaseMs: number;
  /** Drawing time, on `RenderRunOptions.taskClock`, after which the run yields before the next module. */
  taskBudgetMs: number;
}

export const defaultRenderTimings: Readonly<RenderTimings> = {
  priorityWaitMs: PRIORITY_WAIT_MS,
  stragglersWaitMs: STRAGGLERS_WAIT_MS,
  moduleTimeoutMs: MODULE_TIMEOUT_MS,
  retryAttempts: RETRY_ATTEMPTS,
  waitIncrementMs: WAIT_INCREMENT_MS,
  queueReleaseMs: QUEUE_RELEASE_AFTER_FIRST_RETRY_MS,
  taskBudgetMs: RENDER_TASK_BUDGET_MS,
};

export interface RenderRunOptions {
  clock?: Clock;
  timings?: Partial<RenderTimings>;
  /**
   * When the page load began (`tf:pagestartload`), in epoch ms of `clock.now()`;
   * default: now, at the run's start. The module timeout
   * counts from it, since the run itself starts only once the manifest arrived.
   */
  startedAt?: number;
  /**
   * Resolves on a later task, so the browser may paint and handle input
   * between two slices of module renders (issue 13: no long task). Default:
   * `scheduler.yield()` where present, else a MessageChannel task.
   */
  yieldToBrowser?: () => Promise<void>;
  /** Milliseconds that measure a slice against `taskBudgetMs`; default `performance.now()`. */
  taskClock?: () => number;
}

export type RenderRunState = 'running' | 'complete' | 'stopped';
export type ModuleRunState = 'waiting' | 'ready' | 'rendering' | 'rendered' | 'failed' | 'removed';

export interface RenderRun {
  /** Idempotent: clears every timer; no hook is called afterwards. */
  stop(): void;
  readonly state: RenderRunState;
}
