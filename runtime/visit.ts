import type { Manifest } from './types.js';

/**
 * One page load, from the click (or popstate, or first connect) to its last
 * module (Turbo's `core/drive/visit.js`). The navigator creates one per load
 * and holds only the newest (Astro's "newest navigation wins"): starting a
 * visit cancels the previous one as a whole.
 *
 * States, each transition guarded:
 *
 *     started ──▶ manifest ──▶ placed ──▶ complete
 *        │           │           │
 *        └───────────┴──▶ failed │      (any state before complete) ──▶ canceled
 *
 * Its `signal` threads through the manifest, feed and script requests of the
 * load. The loader and zone layer report progress by calling the visit's
 * methods; each returns false and does nothing once the visit has moved on,
 * so a canceled load can never reach the delegate (the navigator) nor, since
 * the zone layer emits its `tf:*` events only when they return true, the page.
 */
export type VisitState = 'started' | 'manifest' | 'placed' | 'complete' | 'failed' | 'canceled';

export interface RenderResult {
  rendered: string[];
  failed: string[];
}

export interface VisitDelegate {
  visitPlaced?(visit: Visit, manifest: Manifest): void;
  visitModuleRendered?(visit: Visit, zone: string): void;
  visitCompleted?(visit: Visit, result: RenderResult): void;
}

export interface Visit {
  readonly id: number;
  readonly url: string;
  /** The first load of the document: no history entry, no scroll to top. */
  readonly initial: boolean;
  /** `reload()` or a browser reload of the document, not a visit by link. */
  readonly reload: boolean;
  /** Epoch ms when the load began (`tf:pagestartload`): the module timeout counts from here. */
  readonly startedAt: number;
  readonly signal: AbortSignal;
  readonly state: VisitState;
  /** started → manifest: the manifest is in hand. */
  receivedManifest(): boolean;
  /** manifest → placed: layout placed (before `tf:pageready`). */
  placed(manifest: Manifest): boolean;
  /** While placed: one module drawn. */
  moduleRendered(zone: string): boolean;
  /** placed → complete: every module rendered or given up (before `tf:rendercomplete`). */
  complete(result: RenderResult): boolean;
  /** started | manifest → failed. */
  fail(): boolean;
  /**
   * Any state before complete → canceled: runs the teardowns registered with
   * `onCancel` (the render run stops at once), then aborts `signal`. Never
   * reported as a failure.
   */
  cancel(): boolean;
  /** Runs `teardown` if this visit is canceled (at once if it already was). */
  onCancel(teardown: () => void): void;
}

export interface VisitOptions {
  id: number;
  url: string;
  initial?: boolean;
  reload?: boolean;
  now?: () => number;
  delegate?: VisitDelegate;
}

export function createVisit(options: VisitOptions): Visit {
  const { delegate = {} } = options;
  const controller = new AbortController();
  const startedAt = (options.now ?? Date.now)();
  let state: VisitState = 'started';
  let teardowns: (() => void)[] = [];

  function move(from: readonly VisitState[], to: VisitState): boolean {
    if (!from.includes(state)) return false;
    state = to;
    return true;
  }

  const visit: Visit = {
    id: options.id,
    url: options.url,
    initial: options.initial ?? false,
    reload: options.reload ?? false,
    startedAt,
    signal: controller.signal,
    get state() {
      return state;
    },
    receivedManifest: () => move(['started'], 'manifest'),
    placed(manifest) {
      if (!move(['manifest'], 'placed')) return false;
      delegate.visitPlaced?.(visit, manifest);
      return true;
    },
    moduleRendered(zone) {
      if (state !== 'placed') return false;
      delegate.visitModuleRendered?.(visit, zone);
      return true;
    },
    complete(result) {
      if (!move(['placed'], 'complete')) return false;
      teardowns = [];
      delegate.visitCompleted?.(visit, result);
      return true;
    },
    fail() {
      if (!move(['started', 'manifest'], 'failed')) return false;
      teardowns = [];
      return true;
    },
    cancel() {
      if (!move(['started', 'manifest', 'placed'], 'canceled')) return false;
      const pending = teardowns;
      teardowns = [];
      // Stop the render run before the requests abort: their rejections then
      // reach a stopped run, which neither removes nor logs anything.
      // A throwing teardown must not keep the others from running nor the
      // signal from aborting (a canceled load left writing to the page); its
      // error still reaches the caller, as in event-store.ts.
      let failure: { error: unknown } | undefined;
      for (const teardown of pending) {
        try {
          teardown();
        } catch (error) {
          failure ??= { error };
        }
      }
      controller.abort();
      if (failure) throw failure.error;
      return true;
    },
    onCancel(teardown) {
      if (state === 'canceled') teardown();
      else if (state !== 'complete' && state !== 'failed') teardowns.push(teardown);
    },
  };
  return visit;
}
