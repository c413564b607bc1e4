import { emit } from '../events.js';
import { horizontalCarouselMessages as messages } from './horizontal-carousel-messages.js';
import type { MessageLevel } from '../types.js';
import { createEventStore } from '../util/event-store.js';
import { HORIZONTAL_ANIMATION_MS, HORIZONTAL_RIGHT_MARGIN, HORIZONTAL_TABS, horizontalLayout } from './horizontal-layout.js';

export interface HorizontalCarouselOptions {
  /** The element whose children are the items (a `<ul>`), moved sideways. */
  list?: HTMLElement | null;
  /** The clipping box around the list. */
  mask?: HTMLElement | null;
  /** Buttons that page back and forward (optional). */
  previous?: HTMLElement | null;
  next?: HTMLElement | null;
  /** Length of a page turn, ms (default 500; none under reduced motion). */
  animation?: number;
  /** Space after each item, px (default 10). */
  rightMargin?: number;
  /** Items shown at once (default 4). */
  tabs?: number;
  /** Where messages go; by default a `tf:message` event on the document and the console. */
  log?: (level: MessageLevel, text: string) => void;
}

export interface HorizontalCarousel {
  readonly page: number;
  readonly pages: number;
  next(): void;
  previous(): void;
  goTo(page: number): void;
  /** Measures again (the mask changed size). Done automatically on resize. */
  refresh(): void;
  /** Removes listeners and the styles it set. */
  destroy(): void;
}

const defaultLog = (level: MessageLevel, text: string) => {
  emit(document, 'tf:message', { level, text, time: Date.now() });
  console.warn(text);
};

/**
 * The legacy horizontal carousel plugin for pages without
 * React or custom elements: `list` slides inside `mask` one page of `tabs`
 * items at a time. Missing inputs are logged with the catalogue's exact texts
 * and nothing is set up.
 */
export function horizontalCarousel(options: HorizontalCarouselOptions): HorizontalCarousel | undefined {
  const log = options.log ?? defaultLog;
  const { list, mask } = options;
  if (!(list instanceof HTMLElement)) {
    log('warn', messages.carouselNoList);
    return undefined;
  }
  if (!(mask instanceof HTMLElement)) {
    log('warn', messages.carouselNoMask);
    return undefined;
  }
  const win = mask.ownerDocument.defaultView ?? window;
  const animation = options.animation ?? HORIZONTAL_ANIMATION_MS;
  const tabs = options.tabs ?? HORIZONTAL_TABS;
  const rightMargin = options.rightMargin ?? HORIZONTAL_RIGHT_MARGIN;
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const items = () => [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  let page = 0;
  let layout = horizontalLayout(0, 0, tabs, rightMargin);

  mask.style.overflow = 'hidden';
  list.style.display = 'flex';
  list.style.transition = reduced ? 'none' : `transform ${Math.max(0, animation)}ms ease`;

  const draw = () => {
    const all = items();
    const shown = new Set(layout.visible(page));
    all.forEach((item, i) => {
      item.style.flex = `0 0 ${layout.itemWidth}px`;
      item.style.marginRight = `${rightMargin}px`;
      // Items of other pages are neither focusable nor read (as in <tf-carousel>).
      item.inert = !shown.has(i);
    });
    list.style.width = `${layout.listWidth}px`;
    list.style.transform = `translateX(${-layout.offset(page)}px)`;
    setDisabled(options.previous, page === 0);
    setDisabled(options.next, page >= layout.pages - 1);
  };
  const refresh = () => {
    layout = horizontalLayout(mask.clientWidth, items().length, tabs, rightMargin);
    page = Math.min(page, layout.pages - 1);
    draw();
  };
  const goTo = (target: number) => {
    page = Math.min(Math.max(Math.trunc(target) || 0, 0), layout.pages - 1);
    draw();
  };
  const onPrevious = () => goTo(page - 1);
  const onNext = () => goTo(page + 1);
  const listeners = createEventStore();
  if (options.previous) listeners.add(options.previous, 'click', onPrevious);
  if (options.next) listeners.add(options.next, 'click', onNext);
  if (typeof ResizeObserver === 'function') {
    const resizes = new ResizeObserver(() => refresh());
    resizes.observe(mask);
    listeners.defer(() => resizes.disconnect());
  }
  refresh();

  return {
    get page() {
      return page;
    },
    get pages() {
      return layout.pages;
    },
    next: onNext,
    previous: onPrevious,
    goTo,
    refresh,
    destroy() {
      listeners.clear();
      for (const item of items()) {
        item.inert = false;
        item.style.removeProperty('flex');
        item.style.removeProperty('margin-right');
      }
      for (const prop of ['transform', 'transition', 'width', 'display']) list.style.removeProperty(prop);
      mask.style.removeProperty('overflow');
    },
  };
}

/** Buttons stay focusable when disabled (aria-disabled), so focus is not lost at the last page. */
function setDisabled(button: HTMLElement | null | undefined, disabled: boolean): void {
  if (!button) return;
  button.setAttribute('aria-disabled', String(disabled));
}
