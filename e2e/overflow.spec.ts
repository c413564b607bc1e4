import { expect, test, type Page } from './support/test.js';
import { measureOverflow } from './support/overflow.js';
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
    const { clientWidth, scrollWidth, past } = await measureOverflow(page);
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
