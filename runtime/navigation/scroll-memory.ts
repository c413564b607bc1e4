import { createEventStore } from '../util/event-store.js';

export interface ScrollPosition {
  x: number;
  y: number;
}

/**
 * Where the visitor was on each history entry, so that Back and Forward
 * (restore visits) return there the way a browser does between documents
 * (Turbo keeps the same per entry by a restoration identifier).
 *
 * While it runs, `history.scrollRestoration` is `manual`: the browser would
 * otherwise restore the left page's offset onto the page still on screen the
 * moment popstate fires, before the page of that entry is even requested.
 * Each entry gets a key in its state (`scrollKey`); positions are kept in
 * memory by key and also written into the entry's own state when it is left
 * by a new entry or by unloading the document, so that a document reloaded
 * from history (a full navigation's Back, a browser reload) finds them too.
 * Positions are read when an entry is left, never on every scroll: at
 * popstate the viewport still shows the entry left.
 */
export interface ScrollMemory {
  start(): void;
  stop(): void;
  /** The state of a new entry, with its key; the entry it is written over is left first (`leave`). */
  stamp<T extends object>(state: T): T;
  /** The visitor leaves the current entry by a new one: its position is kept. */
  leave(): void;
  /** The browser moved to another entry (popstate): the left one's position is kept, the new one is current. */
  traversed(): void;
  /** Where the current entry was when it was left, if it ever was. */
  saved(): ScrollPosition | undefined;
  /** Writes `position` into the current entry's state, for the document that will load it next. */
  persist(position: ScrollPosition | undefined): void;
}

interface KeyedState {
  scrollKey?: string;
  scroll?: ScrollPosition;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function positionOf(value: unknown): ScrollPosition | undefined {
  if (!isObject(value)) return undefined;
  const { x, y } = value;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
}

export function createScrollMemory(opts: { window: Window }): ScrollMemory {
  const win = opts.window;
  const positions = new Map<string, ScrollPosition>();
  const listeners = createEventStore();
  let previousMode: ScrollRestoration | undefined;
  let current: string | undefined;
  let count = 0;
  // Keys unique across documents of a tab: another document's entries keep theirs.
  const prefix = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}.`;
  const newKey = () => `${prefix}${++count}`;

  const here = (): ScrollPosition => ({ x: win.scrollX, y: win.scrollY });
  const stateOf = (): Record<string, unknown> | null | undefined => {
    const state: unknown = win.history.state;
    return state === null || state === undefined ? null : isObject(state) ? state : undefined;
  };

  /** Rewrites the current entry's state (only a plain object or none; another script's value is left alone). */
  function rewrite(extra: KeyedState): void {
    const state = stateOf();
    if (state === undefined) return;
    try {
      win.history.replaceState({ ...state, ...extra }, '');
    } catch {
      // A history that refuses writes: the memory still serves this document.
    }
  }

  /** The current entry's key, given one if it has none (the first entry, one the browser made for a fragment). */
  function enter(): void {
    const state = stateOf();
    const key = state?.['scrollKey'];
    if (typeof key === 'string') {
      current = key;
      return;
    }
    current = newKey();
    rewrite({ scrollKey: current });
  }

  function keep(): ScrollPosition {
    const position = here();
    if (current !== undefined) positions.set(current, position);
    return position;
  }

  return {
    start() {
      if (previousMode !== undefined) return;
      previousMode = win.history.scrollRestoration ?? 'auto';
      win.history.scrollRestoration = 'manual';
      enter();
      // bfcache or not, the entry keeps where the visitor was when the document went.
      listeners.add(win, 'pagehide', () => rewrite({ scroll: keep() }));
    },
    stop() {
      if (previousMode === undefined) return;
      win.history.scrollRestoration = previousMode;
      previousMode = undefined;
      listeners.clear();
    },
    stamp(state) {
      current = newKey();
      return { ...state, scrollKey: current };
    },
    leave() {
      rewrite({ scroll: keep() });
    },
    traversed() {
      keep();
      enter();
    },
    saved() {
      return (current !== undefined ? positions.get(current) : undefined) ?? positionOf(stateOf()?.['scroll']);
    },
    persist(position) {
      if (position) rewrite({ scroll: position });
    },
  };
}
