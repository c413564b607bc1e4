/** Calls `onVisible` once, the first time `element` enters the viewport; the returned function cancels. */
export type ObserveVisible = (element: Element, onVisible: () => void) => () => void;

export interface VisibilityWatch {
  observe: ObserveVisible;
  /** Stops every observation and drops the observer. */
  disconnect(): void;
}

/**
 * One IntersectionObserver shared by every waiting element (far cheaper than
 * a scroll-event check), created on first use.
 */
export function createVisibilityWatch(win: Window = window): VisibilityWatch {
  let observer: IntersectionObserver | undefined;
  const waiting = new Map<Element, Set<() => void>>();

  function seen(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const callbacks = waiting.get(entry.target);
      if (!callbacks) continue;
      waiting.delete(entry.target);
      observer?.unobserve(entry.target);
      for (const callback of callbacks) callback();
    }
  }

  function observe(element: Element, onVisible: () => void): () => void {
    let callbacks = waiting.get(element);
    if (!callbacks) {
      waiting.set(element, (callbacks = new Set()));
      const Observer = (win as Window & typeof globalThis).IntersectionObserver;
      observer ??= new Observer(seen);
      observer.observe(element);
    }
    // A wrapper per call, so one function passed twice still cancels separately.
    const callback = () => onVisible();
    callbacks.add(callback);
    return () => {
      const current = waiting.get(element);
      if (!current?.delete(callback) || current.size > 0) return;
      waiting.delete(element);
      observer?.unobserve(element);
    };
  }

  function disconnect(): void {
    observer?.disconnect();
    observer = undefined;
    waiting.clear();
  }

  return { observe, disconnect };
}
