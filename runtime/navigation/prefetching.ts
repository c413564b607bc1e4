/**
 * Prefetching ahead of clicks, as one lazy chunk (issue 13 item 8): hover
 * intent (link-intent.ts) and the idle round over the marked links
 * (link-prefetch.ts), both handing URLs to the page's prefetcher. Nothing
 * here is needed to draw the first page; prefetch-loader.ts imports it once
 * that page is drawn or the visitor first points at a link.
 */
import { createLinkIntent } from './link-intent.js';
import { createLinkPrefetch } from './link-prefetch.js';

export interface Prefetching {
  start(): void;
  stop(): void;
  /** A page has drawn: the idle round starts. */
  pageDrawn(): void;
  /** A new page load began: the idle round stops. */
  pageLeft(): void;
  /** An intent the loader saw before this chunk listened (link-intent.ts `notice`). */
  notice(link: Element, how: 'rest' | 'press'): void;
}

export function createPrefetching(options: { document: Document; prefetch(url: string): Promise<void> }): Prefetching {
  const { document, prefetch } = options;
  const idle = createLinkPrefetch({ document, prefetch });
  const intent = createLinkIntent({ document, intent: (url) => void prefetch(url) });
  return {
    start() {
      intent.start();
      idle.start();
    },
    stop() {
      intent.stop();
      idle.stop();
    },
    pageDrawn: () => idle.pageDrawn(),
    pageLeft: () => idle.pageLeft(),
    notice: (link, how) => intent.notice(link, how),
  };
}
