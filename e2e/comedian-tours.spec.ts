import { expect, test } from './support/test.js';
import { follow, open, recordPageEvents } from './support/page-events.js';

/**
 * A comedian's tour dates (`/comedians/{slug}`): the site's configured
 * `defaultTourId` (demo/index.html) picks the tour shown first, on the
 * server's first page and on a page drawn in the browser alike.
 */

const tour = (page: import('@playwright/test').Page) => page.locator('tf-zone[zone="t1_1c"] .tf-comic__tour');

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('the server draws the configured tour’s dates first, and the hydrated page keeps them; the select shows another', async ({ page }) => {
  const served = await (await page.request.get('/comedians/marnie-okafor')).text();
  // Drawn as markup (every tour also travels in the inline feed, as data).
  expect(served).toContain('Beacon Theatre</span>');
  expect(served).not.toContain('The Vic Theatre</span>');
  await open(page, '/comedians/marnie-okafor');
  await expect(tour(page).getByLabel('Tour')).toHaveValue('laugh-track-live-2027');
  await expect(tour(page).locator('li').first()).toHaveText('01/15/2027New York, NY · Beacon Theatre');
  await tour(page).getByLabel('Tour').selectOption({ label: 'Overthinking It Tour' });
  await expect(tour(page).locator('li')).toHaveCount(3);
  await expect(tour(page).locator('li').first()).toContainText('02/05/2027');
});

test('a comedian page drawn in the browser shows the configured tour too', async ({ page }) => {
  await open(page, '/stand-up');
  // The directory's card (the header's Stand-Up menu links there too, out of sight).
  const card = page.locator('tf-zone:not([zone="header"]) a[href="/comedians/raf-moreno"]').first();
  await follow(page, card, '/comedians/raf-moreno');
  await expect(tour(page).getByLabel('Tour')).toHaveValue('laugh-track-live-2027');
  await expect(tour(page).locator('li').first()).toHaveText('01/16/2027Philadelphia, PA · Keswick Theatre');
});
