/**
 * Every subscription with its teardown (Embla's `EventStore`):
 * listeners, observers, timers and roots are registered here, and one
 * `clear()` undoes them all, in reverse order. Safe to clear twice; a store
 * may be reused after clearing.
 */
export interface EventStore {
  /** `target.addEventListener(type, handler, options)`, removed again on `clear()`. */
  add<K extends keyof WindowEventMap>(target: Window, type: K, handler: (event: WindowEventMap[K]) => void, options?: AddEventListenerOptions | boolean): EventStore;
  add<K extends keyof DocumentEventMap>(target: Document, type: K, handler: (event: DocumentEventMap[K]) => void, options?: AddEventListenerOptions | boolean): EventStore;
  add<K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void, options?: AddEventListenerOptions | boolean): EventStore;
  add(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions | boolean): EventStore;
  /** Any other teardown (a timer, an observer, a root), run on `clear()`. */
  defer(teardown: () => void): EventStore;
  /** Runs every teardown once; a throwing one does not stop the others. */
  clear(): void;
}

export function createEventStore(): EventStore {
  let teardowns: (() => void)[] = [];

  const store: EventStore = {
    add(target: EventTarget, type: string, handler: (event: never) => void, options?: AddEventListenerOptions | boolean) {
      const listener = handler as EventListener;
      target.addEventListener(type, listener, options);
      const capture = typeof options === 'boolean' ? options : options?.capture ?? false;
      teardowns.push(() => target.removeEventListener(type, listener, capture));
      return store;
    },
    defer(teardown) {
      teardowns.push(teardown);
      return store;
    },
    clear() {
      const pending = teardowns;
      teardowns = [];
      let failure: unknown;
      for (const teardown of pending.reverse()) {
        try {
          teardown();
        } catch (error) {
          failure ??= error;
        }
      }
      // Every teardown ran; the first failure still surfaces to the caller.
      if (failure !== undefined) throw failure;
    },
  };
  return store;
}
