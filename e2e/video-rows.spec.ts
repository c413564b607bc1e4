import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

/**
 * The home page's Full Episodes row, drawn by the server: its see more/less
 * toggle opens the row into a grid in place and back by keyboard with focus
 * kept on it, an info icon discloses a card's description and duration,
 * playable cards carry their content URI and video id, and nothing moves
 * unasked (the collapsed row keeps its box from the server's HTML on).
 */

const ROW = 'tf-zone[zone="t5_1c"]';

interface ShiftWindow {
  __shifts: number[];
}

/** Layout shifts not caused by the visitor's own input, from the first paint on. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as ShiftWindow;
    win.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.__shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The row's carousel slides, once it has upgraded (undefined before). */
const slideCount = (page: Page) =>
  page.locator(`${ROW} tf-carousel`).evaluate((el) => (el as HTMLElement & { slides?: unknown[] }).slides?.length);

const shifts = (page: Page) => page.evaluate(() => (window as unknown as ShiftWindow).__shifts);

for (const width of [375, 1280]) {
  test.describe(`the Full Episodes row at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      // Three axe runs on a loaded 2-core machine: a ceiling, not a pause.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await recordShifts(page);
      await page.goto('/');
      // Hydrated: the server's mark is gone and the carousel upgraded.
      await expect(page.locator(`${ROW}:not([server-rendered])`)).toHaveAttribute('state', 'rendered');
      await expect.poll(() => slideCount(page)).toBe(6);
    });

    test('opens into a grid in place and back by keyboard, focus kept, axe clean, nothing shifting', async ({ page }) => {
      const zone = page.locator(ROW);
      const toggle = zone.getByRole('button', { name: 'See more of Full Episodes' });
      await toggle.scrollIntoViewIfNeeded();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const collapsed = (await zone.boundingBox())!.height;
      await expectNoAxeViolations(page, { include: ROW });

      await toggle.focus();
      await page.keyboard.press('Enter');
      const grid = zone.locator('ul.tf-clips__grid');
      await expect(grid.locator(':scope > li')).toHaveCount(6);
      await expect(zone.locator('tf-carousel')).toHaveCount(0);
      const opened = zone.getByRole('button', { name: 'See less of Full Episodes' });
      await expect(opened).toBeFocused();
      await expect(opened).toHaveAttribute('aria-expanded', 'true');
      await expect(opened).toHaveAttribute('aria-controls', (await grid.getAttribute('id'))!);
      await expect(zone.getByRole('status')).toHaveText('Full Episodes: all 6 videos');
      expect((await zone.boundingBox())!.height).toBeGreaterThan(collapsed);
      await expectNoAxeViolations(page, { include: ROW });

      await page.keyboard.press('Space');
      await expect.poll(() => slideCount(page)).toBe(6);
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(zone.getByRole('status')).toHaveText('Full Episodes: one row');
      await expect.poll(async () => Math.round((await zone.boundingBox())!.height)).toBe(Math.round(collapsed));
      await expectNoAxeViolations(page, { include: ROW });
      expect(await shifts(page)).toEqual([]);
    });

    test('an info icon discloses a card\'s description and duration; cards carry what the player plays', async ({ page }) => {
      const zone = page.locator(ROW);
      const card = zone.locator('.tf-clips__item').first();
      await expect(card).toHaveAttribute('data-contenturi', 'mgid:arc:episode:laughtrack.example:late-late-laugh-s4e12');
      await expect(card).toHaveAttribute('data-videoid', 'late-late-laugh-s4e12');
      const info = card.getByRole('button', { name: 'About A Very Nervous Ventriloquist Takes the Couch' });
      await expect(info).toHaveAttribute('aria-expanded', 'false');
      await info.click();
      await expect(info).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await info.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('The dummy is calm. The ventriloquist is not.');
      await expect(panel).toContainText('42 minutes 45 seconds');
      // Whole, inside the row's carousel (whose viewport clips what overflows it).
      const viewport = await zone.locator('tf-carousel [part~="viewport"]').boundingBox();
      expect((await panel.boundingBox())!.y + (await panel.boundingBox())!.height).toBeLessThanOrEqual(viewport!.y + viewport!.height);
      await expectNoAxeViolations(page, { include: ROW });
      await info.press('Escape');
      await expect(panel).toBeHidden();
      expect(await shifts(page)).toEqual([]);
    });
  });
}
