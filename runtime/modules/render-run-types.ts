import {
  MODULE_TIMEOUT_MS, PRIORITY_WAIT_MS, QUEUE_RELEASE_AFTER_FIRST_RETRY_MS, RETRY_ATTEMPTS,
  STRAGGLERS_WAIT_MS, WAIT_INCREMENT_MS,
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
  /** Delay from the last group's start to the first straggler check; also the first `wait`. */
  stragglersWaitMs: number;
  moduleTimeoutMs: number;
  retryAttempts: number;
  waitIncrementMs: number;
  queueReleaseMs: number;
}

export const defaultRenderTimings: Readonly<RenderTimings> = {
  priorityWaitMs: PRIORITY_WAIT_MS,
  stragglersWaitMs: STRAGGLERS_WAIT_MS,
  moduleTimeoutMs: MODULE_TIMEOUT_MS,
  retryAttempts: RETRY_ATTEMPTS,
  waitIncrementMs: WAIT_INCREMENT_MS,
  queueReleaseMs: QUEUE_RELEASE_AFTER_FIRST_RETRY_MS,
};

export interface RenderRunOptions {
  clock?: Clock;
  timings?: Partial<RenderTimings>;
}

export type RenderRunState = 'running' | 'complete' | 'stopped';
export type ModuleRunState = 'waiting' | 'ready' | 'rendering' | 'rendered' | 'failed' | 'removed';

export interface RenderRun {
  /** Idempotent: clears every timer; no hook is called afterwards. */
  stop(): void;
  readonly state: RenderRunState;
}
