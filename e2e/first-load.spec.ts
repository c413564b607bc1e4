import { expect, test, type Page } from './support/test.js';

/**
 * The first visit (issue 13): every zone's box is held before it draws, so
 * nothing on screen moves while the page assembles, on a phone and on a
 * desktop; the first image of the first viewport is asked for at high priority.
 */

/** Sums the page's layout shifts (not caused by input) from its first paint to the end of its render. */
async function shiftsOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { tfShift: number };
    w.tfShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.tfShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const complete = page.waitForEvent('console', { predicate: (m) => m.text() === 'tf:rendercomplete' });
  await page.addInitScript(() => document.addEventListener('tf:rendercomplete', () => console.log('tf:rendercomplete')));
  await page.goto(path);
  await complete;
  // Shifts are reported after the frame that made them: read after one more frame.
  return page.evaluate(() => new Promise<number>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { tfShift: number }).tfShift)))));
}

for (const [name, viewport] of [['a phone (412 px)', { width: 412, height: 915 }], ['a desktop (1280 px)', { width: 1280, height: 800 }]] as const) {
  test.describe(`the first visit on ${name}`, () => {
    test.use({ viewport });
    for (const path of ['/', '/shows/desk-jockeys', '/full-episodes/desk-jockeys-s4e1']) {
      test(`${path} draws without a layout shift`, async ({ page }) => {
        expect(await shiftsOf(page, path)).toBe(0);
      });
    }
  });
}

test('the hero of home, first in the first viewport, is requested at high priority', async ({ page }) => {
  const hero = page.waitForRequest((request) => request.url().includes('/images/hero-'));
  await page.goto('/');
  const shown = page.locator('tf-zone[zone="t1_1c"] tf-image').locator('img');
  await expect(shown).toHaveAttribute('fetchpriority', 'high');
  expect((await hero).url()).toMatch(/width=\d+&height=\d+/);
});
