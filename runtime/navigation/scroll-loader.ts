import { runtimeMessages } from '../messages.js';
import type { Log } from '../types.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import { findAnchorTop, maxScrollTop } from './scroll-anchor.js';
import type { ScrollPosition } from './scroll-memory.js';

import type { ScrollAnimation } from './scroll.js';

type ScrollModule = typeof import('./scroll.js');

/**
 * The navigator's scrolling (scroll.ts) as `tf.js` carries it: a chunk
 * loaded by the first scroll (the first page load only scrolls when its URL
 * names an anchor) or by `warm()` once the first page is drawn, so that a
 * later anchor click scrolls within the click as before. Whether an anchor is on the page is answered at
 * once (the navigator retries until it is); the scrolls themselves are made
 * in order once the chunk is there. A failed chunk is logged and the next
 * scroll tries again.
 */
export interface LazyScroll {
  toTop(): void;
  /** False, and no scroll, when the anchor is not on the page. */
  toAnchor(id: string): boolean;
  /**
   * Jumps as near to `position` as the page can scroll now (a restore
   * visit's, done at once, without the chunk); true when it got there.
   */
  toPosition(position: ScrollPosition): boolean;
  /** Loads the chunk ahead of the first scroll. */
  warm(): void;
}

export function createLazyScroll(opts: {
  window: Window;
  document: Document;
  /** The document's running animation, which any page's next scroll cancels. */
  animation: ScrollAnimation;
  log: Log;
  load?: () => Promise<ScrollModule>;
}): LazyScroll {
  const { window: win, document: doc, animation, log, load = () => import('./scroll.js') } = opts;
  const scroll = createLazyCalls(load, () => log('warn', runtimeMessages.scrollFailed));
  return {
    toTop: () => scroll.run((m) => m.scrollToTop(win, animation)),
    toAnchor(id) {
      if (findAnchorTop(id, win, doc) === undefined) return false;
      scroll.run((m) => void m.scrollToAnchor(id, { window: win, document: doc, animation }));
      return true;
    },
    toPosition({ x, y }) {
      animation.current?.cancel();
      const max = maxScrollTop(win, doc);
      win.scrollTo({ left: x, top: Math.min(y, max), behavior: 'instant' });
      // Sub-pixel layouts stop a fraction short of a position read from scrollY.
      return y <= max + 1;
    },
    warm: () => scroll.warm(),
  };
}
