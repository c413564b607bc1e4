import { expect, test, type Page } from './support/test.js';
import { open, recordPageEvents, waitForEvent } from './support/page-events.js';
import { NOT_FOUND_PATH, SITE_PAGES, STATIC_PAGES } from './support/demo-pages.js';

/**
 * Issue 24 item 5: no demo page is wider than the window, from a small phone
 * to a wide desktop. Each page is loaded once, at the narrowest width, then
 * the window is resized through the others; at each one the document must
 * not scroll sideways and no element's box may reach past the right edge of
 * the visible area (a box cut off by the window is as broken as a scrollbar).
 */

const WIDTHS = [320, 375, 412, 768, 1024, 1280, 1440, 1920] as const;

interface Overflow {
  clientWidth: number;
  scrollWidth: number;
  /** Elements whose box ends past the visible area's right edge: a readable description and that edge. */
  past: string[];
}

/**
 * Measures the page as it is now. Shadow trees are walked too (an element's
 * own parts can overflow). What is ignored, and why:
 * - boxes of no area (`display: none`, empty wrappers): nothing is drawn;
 * - everything inside a container that scrolls sideways on purpose: one
 *   with `overflow-x: auto` or `scroll` (the trending bar's row of topics),
 *   or a carousel's viewport (inside `aria-roledescription="carousel"`, it
 *   clips with `overflow: hidden` and moves its track by its arrows, dots
 *   and drag). Their content is meant to reach past their edge and is
 *   reached by scrolling them; the container itself is still measured, so
 *   it must fit the window.
 * Content clipped by any other `overflow: hidden` or `clip` is NOT ignored:
 * a search field cut off by its header is the bug this spec is about.
 */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const parentOf = (element: Element): Element | null =>
      element.assignedSlot ?? element.parentElement ?? ((element.parentNode as ShadowRoot | null)?.host ?? null);
    const scrollsSideways = (element: Element) => {
      const overflow = getComputedStyle(element).overflowX;
      return overflow === 'auto' || overflow === 'scroll'
        || (overflow !== 'visible' && element.closest('[aria-roledescription="carousel"]') !== null);
    };
    const insideScroller = (element: Element) => {
      for (let parent = parentOf(element); parent && parent !== document.documentElement; parent = parentOf(parent)) {
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
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot);
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= edge + 0.5) continue;
        if (insideScroller(element)) continue;
        past.push(`${describe(element)} ends at ${Math.round(box.right)}`);
      }
    };
    walk(document);
    return { clientWidth: edge, scrollWidth: document.documentElement.scrollWidth, past };
  });
}

/** Resizes the window and waits for the page to lay itself out at the new size (two frames: resize observers, then paint). */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForFunction((want) => innerWidth === want, width);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function expectNoOverflowAtEveryWidth(page: Page): Promise<void> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await resizeTo(page, width);
    const { clientWidth, scrollWidth, past } = await measure(page);
    if (scrollWidth > clientWidth || past.length) {
      problems.push(`at ${width} px: the document is ${scrollWidth} px wide for ${clientWidth} px`
        + past.slice(0, 8).map((line) => `\n    ${line}`).join('') + (past.length > 8 ? `\n    … and ${past.length - 8} more` : ''));
    }
  }
  expect(problems.length, `${page.url()} overflows:\n  ${problems.join('\n  ')}`).toBe(0);
}

test.describe('no page is wider than the window', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  });

  for (const [name, path] of SITE_PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await open(page, path);
      await expectNoOverflowAtEveryWidth(page);
    });
  }

  test('the not-found page', async ({ page }) => {
    await page.goto(NOT_FOUND_PATH);
    await waitForEvent(page, NOT_FOUND_PATH);
    await expectNoOverflowAtEveryWidth(page);
  });

  for (const path of STATIC_PAGES) {
    test(`the static page ${path}`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'load' });
      await expectNoOverflowAtEveryWidth(page);
    });
  }
});
