import { messages } from '../messages.js';
import type { Log, ModuleEventListener, ModuleEvents } from '../types.js';

export type MediatorListener = ModuleEventListener;

/** The event mediator modules talk through (`window.Triforce.events`). */
export interface Mediator extends ModuleEvents {
  /** Removes every listener. */
  clear(): void;
}

/**
 * A named-event bus between modules, separate from the DOM's `tf:*` events
 * because modules pass plain values (feeds, ids) that are not event details.
 * Like `addEventListener`, one function is registered once per event.
 */
export function createMediator(opts: { log: Log }): Mediator {
  const { log } = opts;
  const listeners = new Map<string, Set<MediatorListener>>();

  function off(event: string, listener: MediatorListener): void {
    const set = listeners.get(event);
    if (!set) return;
    set.delete(listener);
    if (set.size === 0) listeners.delete(event);
  }

  function on(event: string, listener: MediatorListener): () => void {
    // Classic scripts call this untyped: a bad call is ignored, never thrown into the module.
    if (typeof event !== 'string' || typeof listener !== 'function') return () => {};
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => off(event, listener);
  }

  function emit(event: string, ...args: unknown[]): void {
    const set = listeners.get(event);
    if (!set || set.size === 0) {
      log('debug', messages.noListener(event));
      return;
    }
    const failed = () => log('error', messages.listenerFailed(event));
    // A copy, so a listener that removes itself or another does not skip one.
    for (const listener of [...set]) {
      try {
        const result: unknown = listener(...args);
        // An async listener fails later; its rejection is still one isolated failure.
        if (result instanceof Promise) result.catch(failed);
      } catch {
        failed();
      }
    }
  }

  return { on, off, emit, clear: () => listeners.clear() };
}
