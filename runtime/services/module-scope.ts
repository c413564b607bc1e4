import type { ModuleEventListener } from '../types.js';
import type { Mediator } from './mediator.js';
import type { TemplatePool, TemplateSource } from './templates.js';

/**
 * One module's view of the page mediator and template pool: what the module
 * adds through it goes away with the module (`ModuleContext.events` and
 * `.templates`), while the page-wide `window.Triforce.events` and
 * `.templates` keep everything until the page is torn down.
 */
export interface ModuleScope {
  /** Listeners added here are removed by `dispose()`; emits reach every listener of the page. */
  events: Mediator;
  /** Templates registered here are unregistered by `dispose()` unless registered again since; renders see the whole pool. */
  templates: TemplatePool;
  /** Removes what the module added and makes later `on`, `emit` and `register` no-ops. Safe to call twice. */
  dispose(): void;
}

/**
 * Decisions the brief left open:
 * - Each scope wraps its listeners, so one function added through two scopes
 *   (two zones of one driver sharing a top-level handler) is two listeners:
 *   destroying one module never silences the other. Within one scope a
 *   function is added once per event, as on the page mediator.
 * - A disposed scope is inert: a destroyed module's late callback can neither
 *   listen, register nor emit into the next page's modules. `render`, `has`
 *   and `off` still work, since they leave nothing behind.
 * - `clear()` removes this scope's own listeners and templates, never others'.
 */
export function createModuleScope(page: { events: Mediator; templates: TemplatePool }): ModuleScope {
  const listeners = new Map<string, Map<ModuleEventListener, ModuleEventListener>>();
  const unregisters = new Map<string, () => void>();
  let disposed = false;

  function off(event: string, listener: ModuleEventListener): void {
    const own = listeners.get(event);
    const wrapper = own?.get(listener);
    if (!own || !wrapper) return;
    page.events.off(event, wrapper);
    own.delete(listener);
    if (own.size === 0) listeners.delete(event);
  }

  function on(event: string, listener: ModuleEventListener): () => void {
    // Untyped classic scripts: the page mediator ignores a bad call the same way.
    if (disposed || typeof event !== 'string' || typeof listener !== 'function') return () => {};
    let own = listeners.get(event);
    if (!own) listeners.set(event, (own = new Map()));
    if (!own.has(listener)) {
      // Returns what the listener returns, so the mediator still sees an async listener's rejection.
      const wrapper: ModuleEventListener = (...args) => listener(...args);
      own.set(listener, wrapper);
      page.events.on(event, wrapper);
    }
    return () => off(event, listener);
  }

  function clearEvents(): void {
    for (const [event, own] of listeners) {
      for (const wrapper of own.values()) page.events.off(event, wrapper);
    }
    listeners.clear();
  }

  function register(name: string, template: TemplateSource): () => void {
    if (disposed) return () => {};
    const unregister = page.templates.register(name, template);
    // One per name: the pool's unregister of an older registration of this name is a no-op anyway.
    unregisters.set(name, unregister);
    return () => {
      unregister();
      if (unregisters.get(name) === unregister) unregisters.delete(name);
    };
  }

  function clearTemplates(): void {
    for (const unregister of unregisters.values()) unregister();
    unregisters.clear();
  }

  return {
    events: {
      on,
      off,
      emit(event, ...args) {
        if (!disposed) page.events.emit(event, ...args);
      },
      clear: clearEvents,
    },
    templates: {
      register,
      render: (name, target, data) => page.templates.render(name, target, data),
      has: (name) => page.templates.has(name),
      clear: clearTemplates,
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      clearEvents();
      clearTemplates();
    },
  };
}
