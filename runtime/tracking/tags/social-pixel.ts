/**
 * The social network pixel (CONTRACT §10, spec 001 §7), spoken through the
 * Meta pixel's public API: the standard snippet's queueing `window.fbq`
 * stub first, so calls made before the library loads are kept and replayed
 * by it (the library sets `callMethod` and drains `queue`). tags/index.ts
 * then calls `fbq('init', id)` once per document and pixel id, and
 * `fbq('track', 'PageView')` for each page the visitor lands on.
 */
type FbqArguments = unknown[];

/** The snippet's stub: `callMethod` once the library has loaded, else the queue. */
export interface Fbq {
  (...args: FbqArguments): void;
  callMethod?: (...args: FbqArguments) => void;
  queue: FbqArguments[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

type PixelWindow = Window & { fbq?: unknown; _fbq?: unknown };

/** `window.fbq`: the page's own (the library's or an earlier snippet's), else the snippet's stub. */
export function ensureFbq(win: Window): (...args: FbqArguments) => void {
  const w = win as PixelWindow;
  if (typeof w.fbq === 'function') return w.fbq as (...args: FbqArguments) => void;
  const stub = function (...args: FbqArguments): void {
    if (stub.callMethod) stub.callMethod(...args);
    else stub.queue.push(args);
  } as Fbq;
  stub.queue = [];
  stub.push = stub;
  stub.loaded = true;
  stub.version = '2.0';
  w.fbq = stub;
  w._fbq ??= stub;
  return stub;
}
