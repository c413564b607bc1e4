import type { Page } from '@playwright/test';

/** What sticks out, measured by {@link measureOverflow}. */
export interface Overflow {
  clientWidth: number;
  scrollWidth: number;
  /** Elements whose box reaches past the edges measured against: a readable description and where it ends. */
  past: string[];
}

/**
 * Measures the page as it is now. Without `within`, every element of the
 * document against the visible area's right edge; with it, every element
 * inside the first element matching that selector against that element's
 * own left and right edges (a player's controls past the player's frame are
 * as broken as a page past the window, even while the window still has room).
 * Shadow trees are walked too (an element's own parts can overflow). What is
 * ignored, and why:
 * - boxes of no area (`display: none`, empty wrappers): nothing is drawn;
 * - everything inside a container that scrolls sideways on purpose: one
 *   with `overflow-x: auto` or `scroll` (the trending bar's row of topics),
 *   or a carousel's viewport (inside `aria-roledescription="carousel"`, it
 *   clips with `overflow: hidden` and moves its track by its arrows, dots
 *   and drag). Their content is meant to reach past their edge and is
 *   reached by scrolling them; the container itself is still measured, so
 *   it must fit.
 * Content clipped by any other `overflow: hidden` or `clip` is NOT ignored:
 * a search field cut off by its header is the bug this check is about.
 */
export function measureOverflow(page: Page, within?: string): Promise<Overflow> {
  return page.evaluate((selector) => {
    const container = selector ? document.querySelector(selector) : null;
    if (selector && !container) throw new Error(`nothing matches ${selector}`);
    const bounds = container?.getBoundingClientRect();
    const left = bounds ? bounds.left : -Infinity;
    const right = bounds ? bounds.right : document.documentElement.clientWidth;
    const parentOf = (element: Element): Element | null =>
      element.assignedSlot ?? element.parentElement ?? ((element.parentNode as ShadowRoot | null)?.host ?? null);
    const scrollsSideways = (element: Element) => {
      const overflow = getComputedStyle(element).overflowX;
      return overflow === 'auto' || overflow === 'scroll'
        || (overflow !== 'visible' && element.closest('[aria-roledescription="carousel"]') !== null);
    };
    const insideScroller = (element: Element) => {
      for (let parent = parentOf(element); parent && parent !== document.documentElement && parent !== container; parent = parentOf(parent)) {
        if (parent !== document.body && scrollsSideways(parent)) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const zone = element.closest('tf-zone')?.getAttribute('zone');
      return `${element.localName}${element.id ? `#${element.id}` : ''}${classes}${zone ? ` in zone ${zone}` : ''}`;
    };
    const past: string[] = [];
    const walk = (root: Document | ShadowRoot | Element) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot);
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || (box.right <= right + 0.5 && box.left >= left - 0.5)) continue;
        if (insideScroller(element)) continue;
        past.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} (edges ${Math.round(left)}–${Math.round(right)})`);
      }
    };
    walk(container ?? document);
    return { clientWidth: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth, past };
  }, within ?? null);
}
