import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { open, recordPageEvents } from './support/page-events.js';

/**
 * "Recommended for you" on home (islands/recommended/ over the demo's
 * `/api/recommendations/*`, named by the page configuration's
 * `recommendations`): a new visitor is registered and sees the popular list;
 * once they have watched a clip, the row is theirs, without the clip they
 * watched. The clip's player plays from the site's video content set.
 */

const CLIP = '/clips/the-printer-has-unionized';
const row = (page: Page) => page.locator('tf-zone[driver="ENT_M024"]');

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('shows a new visitor the popular list, then picks for them once they have watched a clip', async ({ page }) => {
  const registered: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recommendations/register')) registered.push(request.postData() ?? '');
  });
  await open(page, '/');
  const zone = row(page);
  await zone.scrollIntoViewIfNeeded();
  await expect(zone.getByRole('heading', { level: 2 })).toHaveText('Popular right now');
  await expect(zone.locator('.tf-clips__item').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(registered).toHaveLength(1);

  await open(page, CLIP);
  const player = page.locator('tf-zone[zone="t1_1c"]');
  await player.getByRole('button', { name: 'Play The Printer Has Unionized' }).click();
  const surface = player.getByRole('region', { name: 'Video player: The Printer Has Unionized' });
  await expect(surface).toHaveAttribute('data-state', 'playing');
  await expect(surface).toHaveAttribute('data-content-set', 'ltn-videos');

  await open(page, '/');
  await row(page).scrollIntoViewIfNeeded();
  await expect(row(page).getByRole('heading', { level: 2 })).toHaveText('Recommended for you');
  await expect(row(page).locator('.tf-clips__title').first()).toBeVisible();
  expect(await row(page).locator('.tf-clips__title').allTextContents()).not.toContain('The Printer Has Unionized');
  expect(registered, 'registered once per visitor').toHaveLength(1);
});

for (const width of [375, 412, 1280]) {
  test(`holds the drawn row's box while its answer is on the way, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/recommendations\/(popular|results)/, async (route) => {
      await answered;
      await route.continue();
    });
    await open(page, '/');
    const zone = row(page);
    await expect(zone.locator('.tf-rec--loading')).toBeVisible();
    await expect(zone.locator('.tf-rec--loading')).toHaveAttribute('aria-busy', 'true');
    const waiting = (await zone.boundingBox())!.height;
    release();
    await expect(zone.locator('.tf-clips__item').first()).toBeVisible();
    const drawn = (await zone.boundingBox())!.height;
    // Within a title line: the cards' titles, not the box, decide the rest.
    expect(Math.abs(drawn - waiting), `waiting ${waiting} px, drawn ${drawn} px`).toBeLessThan(20);
  });
}
