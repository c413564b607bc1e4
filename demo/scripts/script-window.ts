/**
 * The window as seen by the demo's classic module scripts. Types only: the
 * scripts are serialized with `Function#toString` and run as classic
 * `<script>`s, so they can import nothing at runtime.
 */
import type { ModuleController, ModuleEvents, ModuleTemplates } from '../../runtime/types.js';
import type { Queues } from '../../runtime/services/queues.js';

export interface DemoTime {
  /** "now", "in 5 min", "in 1 h 30 min", "12 min ago", … relative to `now` (default Date.now()). */
  relative(epochMs: number, now?: number): string;
  /** Wall-clock time, "9:30 PM". */
  clock(epochMs: number): string;
}

export type ScriptWindow = Window &
  typeof globalThis & {
    Triforce?: { defineModule(driver: string, controller: ModuleController): void; queues?: Queues; templates?: ModuleTemplates; events?: ModuleEvents };
    TriforceDemoTime?: DemoTime;
  };
