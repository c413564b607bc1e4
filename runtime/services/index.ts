import { emit } from '../events.js';
import { realClock, type Clock, type Log } from '../types.js';
import { createMediator, type Mediator } from './mediator.js';
import { createModuleScope, type ModuleScope } from './module-scope.js';
import { createLazyQueues } from './lazy-queues.js';
import type { Queues } from './queues.js';
import { createScrollWatch } from './scroll-watch.js';
import { createTemplatePool, type TemplatePool } from './templates.js';

export type { Mediator, MediatorListener } from './mediator.js';
export type { ModuleScope } from './module-scope.js';
export type { Queues } from './queues.js';
export type { TemplatePool, TemplateSource } from './templates.js';

/** The services one `<tf-page>` offers its modules. */
export interface PageServices {
  queues: Queues;
  templates: TemplatePool;
  /** The module event mediator. */
  events: Mediator;
  /**
   * A new module's view of `events` and `templates` (its `ctx.events` and
   * `ctx.templates`): dispose it when the module is destroyed and what the
   * module added goes with it.
   */
  scope(): ModuleScope;
  /** Starts the scroll and resize watch. */
  start(): void;
  /** The page's release of its default queues (render end, or 1500 ms after the first straggler check). */
  releaseQueues(): void;
  /** A new page: queues cleared; templates and mediator listeners kept for the modules that stay mounted. */
  resetForNewPage(): void;
  /** Tears everything down; later calls are no-ops. */
  destroy(): void;
}

/**
 * Creates the page services and wires the scroll watch to `tf:pageintouch`,
 * `tf:scrollload` and `tf:resizecheck` on `page`.
 */
export function createPageServices(opts: { page: HTMLElement; window: Window; log: Log; clock?: Clock }): PageServices {
  const { page, window: win, log, clock = realClock } = opts;
  let destroyed = false;
  // The queue engine and its visibility watch: a chunk of their own, for classic-script modules only.
  const queues = createLazyQueues({ log, load: (input) => import('./queues.js').then((m) => m.createQueues({ log, input, window: win })) });
  const templates = createTemplatePool({ log, document: page.ownerDocument });
  const events = createMediator({ log });
  const scroll = createScrollWatch({
    window: win,
    clock,
    onPageInTouch: () => emit(page, 'tf:pageintouch', {}),
    onScrollLoad: () => emit(page, 'tf:scrollload', {}),
    onResize: () => emit(page, 'tf:resizecheck', {}),
  });

  return {
    queues,
    templates,
    events,
    scope: () => createModuleScope({ events, templates }),
    start() {
      if (!destroyed) scroll.start();
    },
    releaseQueues() {
      if (!destroyed) queues.release();
    },
    resetForNewPage() {
      // Templates and listeners belong to modules, and kept modules survive the
      // new page; queued work belongs to the page that queued it.
      if (!destroyed) queues.clear();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      scroll.stop();
      queues.clear();
      templates.clear();
      events.clear();
    },
  };
}
