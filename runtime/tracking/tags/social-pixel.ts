/**
 * The social network pixel, spoken through the
 * Meta pixel's public API: the standard snippet's queueing `window.fbq`
 * function first, so calls made before the library loads are kept and replayed
 * by it (the library sets `callMethod` and drains `queue`). tags/index.ts
 * then calls `fbq('init', id)` once per document and pixel id, and
 * `fbq('track', 'PageView')` for each page the visitor lands on.
 */
type FbqArguments = unknown[];

/** The snippet's queueing `fbq`: `callMethod` once the library has loaded, else the queue. */
export interface Fbq {
  (...args: FbqArguments): void;
  callMethod?: (...args: FbqArguments) => void;
  queue: FbqArguments[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

type PixelWindow = Window & { fbq?: unknown; _fbq?: unknown };

/** `window.fbq`: the page's own (the library's or an earlier snippet's), else the snippet's queueing one. */
export function ensureFbq(win: Window): (...args: FbqArguments) => void {
  const w = win as PixelWindow;
  if (typeof w.fbq === 'function') return w.fbq as (...args: FbqArguments) => void;
  const queueing = function (...args: FbqArguments): void {
    if (queueing.callMethod) queueing.callMethod(...args);
    else queueing.queue.push(args);
  } as Fbq;
  queueing.queue = [];
  queueing.push = queueing;
  queueing.loaded = true;
  queueing.version = '2.0';
  w.fbq = queueing;
  w._fbq ??= queueing;
  return queueing;
}
