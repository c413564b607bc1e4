/**
 * Stands in for prefetching.ts until its chunk is needed: the first page has
 * drawn (the idle round's moment), or the visitor points at, presses,
 * touches or focuses a link before that (the intent that chunk serves, which
 * it is told about once it runs). The chunk is imported once; a failed import
 * is logged and tried again on the next of those moments.
 */
import { runtimeMessages } from '../messages.js';
import { createEventStore } from '../util/event-store.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import { isLink } from './link-observer.js';
import type { Prefetching } from './prefetching.js';

export interface PrefetchLoaderOptions {
  document: Document;
  /** Imports the chunk and builds the page's prefetching. */
  load(): Promise<Prefetching>;
  warn?(text: string, error: unknown): void;
}

export function createPrefetchLoader(options: PrefetchLoaderOptions): Omit<Prefetching, 'notice'> {
  const warn = options.warn ?? ((text: string, error: unknown) => console.warn(`[triforce] ${text}`, error));
  const triggers = createEventStore();
  let started = false;
  let drawn = false;
  /** The latest intent seen while the chunk loads, handed over when it runs. */
  let seen: { link: Element; how: 'rest' | 'press' } | undefined;
  const chunk = createLazyCalls(options.load, (error) => warn(runtimeMessages.prefetchingFailed, error));

  function ensure(): void {
    if (!started || !chunk.idle) return;
    chunk.run((prefetching) => {
      triggers.clear();
      prefetching.start();
      if (drawn) prefetching.pageDrawn();
      if (seen) prefetching.notice(seen.link, seen.how);
      seen = undefined;
    });
  }

  const onIntent = (event: Event) => {
    const link = event.composedPath().find(isLink) as Element | undefined;
    if (event.type === 'mouseout') {
      // The pointer left the link it rested on: that rest is no intent any more.
      const to = (event as MouseEvent).relatedTarget;
      if (seen?.how === 'rest' && !(to instanceof Node && seen.link.contains(to))) seen = undefined;
      return;
    }
    if (!link) return;
    seen = { link, how: event.type === 'mousemove' ? 'rest' : 'press' };
    ensure();
  };

  function listen(): void {
    const early = { capture: true, passive: true };
    // Real pointer movement, as link-intent.ts: content sliding under a still pointer is no intent.
    for (const type of ['mousemove', 'mouseout', 'mousedown', 'touchstart', 'focusin']) triggers.add(options.document, type, onIntent, early);
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (chunk.loaded) chunk.loaded.start();
      else listen();
    },
    stop() {
      if (!started) return;
      started = false;
      triggers.clear();
      seen = undefined;
      // Stopped while it loads: that chunk is not used, and a later start imports again (the module itself is cached).
      chunk.drop();
      chunk.loaded?.stop();
    },
    pageDrawn() {
      drawn = true;
      if (chunk.loaded) chunk.loaded.pageDrawn();
      else ensure();
    },
    pageLeft() {
      drawn = false;
      chunk.loaded?.pageLeft();
    },
  };
}
