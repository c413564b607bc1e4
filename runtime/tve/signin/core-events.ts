import type { SigninCoreEvents, SigninError, SigninReporter, SigninWarning } from './types.js';

/**
 * The core's outlet: typed events to its shell, and beacons to the
 * reporter. A throwing listener or reporter is logged and never changes the
 * flow. Every error is both emitted and reported.
 */
type Listener<K extends keyof SigninCoreEvents> = (detail: SigninCoreEvents[K]) => void;

export interface CoreEvents {
  emit<K extends keyof SigninCoreEvents>(type: K, detail: SigninCoreEvents[K]): void;
  on<K extends keyof SigninCoreEvents>(type: K, listener: Listener<K>): () => void;
  report(type: string, name: string, data?: Record<string, unknown>): void;
  fail(error: SigninError): void;
  warn(warning: SigninWarning): void;
  clear(): void;
}

export function createCoreEvents(reporter: SigninReporter | undefined): CoreEvents {
  const listeners = new Map<keyof SigninCoreEvents, Set<Listener<never>>>();
  const events: CoreEvents = {
    emit(type, detail) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<typeof type>)(detail);
        } catch (error) {
          console.error(error);
        }
      }
    },
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as Listener<never>);
      return () => void set.delete(listener as Listener<never>);
    },
    report(type, name, data) {
      try {
        reporter?.report(type, name, data);
      } catch {
        // Reporting is a side channel: its failure must not change the flow.
      }
    },
    fail(error) {
      events.emit('error', error);
      events.report('error', error.code, { message: error.message, id: error.id });
    },
    warn(warning) {
      events.emit('warning', warning);
      events.report('warning', warning.message, { id: warning.id, data: warning.data });
    },
    clear: () => listeners.clear(),
  };
  return events;
}
