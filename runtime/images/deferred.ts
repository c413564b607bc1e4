import { IMAGE_ROOT_MARGIN, RESIZE_RECHECK_MS } from '../constants.js';
import { realClock, type Clock } from '../types.js';
import { createEventStore } from '../util/event-store.js';
import type { DocumentScope } from '../document-scope.js';

/** An element's drawn size, as an observer measured it. */
export interface MeasuredBox {
  width: number;
  height: number;
}

/**
 * What a deferred image hears from the shared watchers. Each call carries
 * the box the observer measured, so the image need not measure itself (a
 * forced layout while the page is still drawing).
 */
export interface DeferredImageTarget {
  /** Entered (true) or left (false) the area near the viewport. */
  near(isNear: boolean, box?: MeasuredBox): void;
  /** Its box changed size; called once, 300 ms after the last change. */
  resized(box?: MeasuredBox): void;
  /** The visitor's `prefers-reduced-motion` choice changed. */
  motion?(): void;
}

export interface DeferredImages {
  /** Starts watching `element`; the returned function stops it. */
  watch(element: Element, target: DeferredImageTarget): () => void;
  /** `prefers-reduced-motion: reduce`, as of now (false while nothing is watched). */
  readonly reducedMotion: boolean;
  /** How many elements are watched (the observers exist only while some are). */
  readonly size: number;
  /**
   * The first image of the page's first viewport, the likely Largest
   * Contentful Paint (issue 13): while no image has claimed it and the
   * window has not scrolled, an `element` within the viewport claims it and
   * gets its box, so it can load at once, at high priority, without waiting
   * for an observer round. Every other call answers undefined.
   */
  claimFirstImage(element: Element): MeasuredBox | undefined;
  /**
   * The server drew the first viewport: its pictures are `<img>`s the
   * browser fetched from the HTML at the priority the HTML gave them. The
   * slot closes without a measurement, since reading a box here would force
   * a layout of the whole drawn page before its first frame.
   */
  firstImageDrawn(): void;
  /**
   * Holds the images of a page being left (a visit, from its click until the
   * next page is placed): an image that comes near meanwhile is told so only
   * once every hold is released, and only if it is still watched then. Its
   * zone is usually one the next page drops, so its download and decode
   * would compete with the visit for nothing; a kept zone's image loads at
   * the release. Returns the release; calling it again does nothing.
   */
  hold(): () => void;
}

export interface DeferredImagesOptions {
  window?: Window;
  clock?: Clock;
  rootMargin?: string;
}

/**
 * One IntersectionObserver and one ResizeObserver shared by every deferred
 * image of a document (the document scope keeps the one instance): no scroll or resize handlers, which would run on every
 * frame and measure every image (the IntersectionObserver computes
 * visibility off the main script path). Resizes are batched: every element
 * that changed is rechecked once, 300 ms after the last change. One
 * reduced-motion media query is shared too: a page draws dozens of images
 * per visit, and a query list apiece cost about 25 µs each.
 */
export function createDeferredImages(options: DeferredImagesOptions = {}): DeferredImages {
  const win = (options.window ?? window) as Window & typeof globalThis;
  const clock = options.clock ?? realClock;
  const targets = new Map<Element, DeferredImageTarget>();
  const changed = new Map<Element, MeasuredBox | undefined>();
  let intersections: IntersectionObserver | undefined;
  let resizes: ResizeObserver | undefined;
  let motion: MediaQueryList | undefined;
  let timer: number | undefined;
  let firstImageOpen = true;
  let holds = 0;
  /** What the observer said about each image while held: the latest word per image. */
  const held = new Map<Element, { isNear: boolean; box: MeasuredBox | undefined }>();
  /** The observers, the motion listener and a pending recheck: what exists while anything is watched. */
  const watchers = createEventStore();

  const onMotion = () => {
    for (const target of [...targets.values()]) target.motion?.();
  };

  function recheck(): void {
    timer = undefined;
    const due = [...changed];
    changed.clear();
    for (const [element, box] of due) targets.get(element)?.resized(box);
  }

  function start(): void {
    const near = new win.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const target = targets.get(entry.target);
          if (!target) continue;
          // A polyfilled observer may leave the rect out: the image then measures itself.
          const rect = entry.boundingClientRect as DOMRectReadOnly | undefined;
          const box = rect && { width: rect.width, height: rect.height };
          if (holds > 0) held.set(entry.target, { isNear: entry.isIntersecting, box });
          else target.near(entry.isIntersecting, box);
        }
      },
      { rootMargin: options.rootMargin ?? IMAGE_ROOT_MARGIN },
    );
    const sized = new win.ResizeObserver((entries) => {
      for (const entry of entries) {
        const border = entry.borderBoxSize?.[0];
        changed.set(entry.target, border ? { width: border.inlineSize, height: border.blockSize } : undefined);
      }
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = clock.setTimeout(recheck, RESIZE_RECHECK_MS);
    });
    intersections = near;
    resizes = sized;
    motion = win.matchMedia?.('(prefers-reduced-motion: reduce)');
    watchers.defer(() => near.disconnect()).defer(() => sized.disconnect());
    if (motion) watchers.add(motion, 'change', onMotion);
    watchers.defer(() => {
      if (timer !== undefined) clock.clearTimeout(timer);
    });
  }

  function stop(): void {
    watchers.clear();
    intersections = resizes = undefined;
    motion = undefined;
    timer = undefined;
    changed.clear();
    held.clear();
  }

  function watch(element: Element, target: DeferredImageTarget): () => void {
    if (targets.size === 0) start();
    targets.set(element, target);
    intersections!.observe(element);
    resizes!.observe(element);
    let watching = true;
    return () => {
      // Safe to call twice, and a newer watch of the same element stays.
      if (!watching || targets.get(element) !== target) return;
      watching = false;
      targets.delete(element);
      changed.delete(element);
      held.delete(element);
      intersections?.unobserve(element);
      resizes?.unobserve(element);
      if (targets.size === 0) stop();
    };
  }

  function claimFirstImage(element: Element): MeasuredBox | undefined {
    if (!firstImageOpen) return undefined;
    // Scrolled, the viewport is no longer the one the page opened with.
    if (win.scrollY > 0 || win.scrollX > 0) {
      firstImageOpen = false;
      return undefined;
    }
    // One layout read per image while the slot is open; images below the fold
    // leave it open, since a later zone may still draw the one on screen.
    const rect = element.getBoundingClientRect();
    const inView = rect.width > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < win.innerHeight && rect.left < win.innerWidth;
    if (!inView) return undefined;
    firstImageOpen = false;
    return { width: rect.width, height: rect.height };
  }

  function hold(): () => void {
    holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holds -= 1;
      if (holds > 0) return;
      const due = [...held];
      held.clear();
      for (const [element, { isNear, box }] of due) targets.get(element)?.near(isNear, box);
    };
  }

  return {
    watch,
    claimFirstImage,
    firstImageDrawn: () => void (firstImageOpen = false),
    hold,
    get reducedMotion() {
      return motion?.matches === true;
    },
    get size() {
      return targets.size;
    },
  };
}

/** The one watcher of `scope`'s document, made on first use. */
export function documentImages(scope: Pick<DocumentScope, 'window' | 'own'>): DeferredImages {
  return scope.own('images', () => createDeferredImages({ window: scope.window }));
}
