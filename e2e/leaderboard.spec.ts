import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { follow, open, recordPageEvents } from './support/page-events.js';
import { events } from './support/tf-page.js';

/**
 * The fans' leaderboard (`/leaderboard`, islands/leaderboard/): reached from
 * the footer, re-sorted and paged by keyboard with each change announced, a
 * failed page leaving a retry button, and a malformed feed failing its zone
 * alone.
 */

const zone = (page: Page) => page.locator('tf-zone[zone="t1_1c"]');
const titles = (page: Page) => zone(page).locator('.tf-lb__title');
const status = (page: Page) => zone(page).getByRole('status');
const footerLink = (page: Page) => page.locator('tf-zone[zone="footer"]').getByRole('link', { name: 'The fan leaderboard' });

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('is reached from the footer, sorted and paged by keyboard', async ({ page }) => {
  await open(page, '/');
  await follow(page, footerLink(page), '/leaderboard');
  await expect(zone(page).getByRole('heading', { level: 1, name: 'The Fan Leaderboard' })).toBeVisible();
  await expect(titles(page)).toHaveCount(10);
  await expect(titles(page).first()).toHaveText('The Printer Has Unionized');
  await expect(titles(page).first()).toHaveAttribute('href', '/clips/the-printer-has-unionized');
  await expectNoAxeViolations(page);

  const sort = zone(page).getByLabel('Sort by');
  await sort.focus();
  await sort.selectOption('title');
  await expect(status(page)).toHaveText('Sorted by title (a to z). 10 of 32 sketches shown.');
  await expect(titles(page).first()).toHaveText('A Roast of the Office Toaster');
  await expectNoAxeViolations(page);

  const more = zone(page).getByRole('button', { name: 'Load more sketches' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(titles(page)).toHaveCount(20);
  await expect(titles(page).nth(10)).toBeFocused();
  await expect(status(page)).toHaveText('10 more sketches loaded. 20 of 32 sketches shown.');
  await expectNoAxeViolations(page);
  await more.focus();
  await page.keyboard.press('Space');
  await expect(titles(page)).toHaveCount(30);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(titles(page)).toHaveCount(32);
  await expect(more).toHaveCount(0);
  const shown = await titles(page).allTextContents();
  expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'en')));
});

test('a page that fails leaves the list and a retry button that works', async ({ page }) => {
  await open(page, '/leaderboard');
  let fail = true;
  await page.route('**/feeds/leaderboard/entries?*', (route) => (fail ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.fallback()));
  await zone(page).getByRole('button', { name: 'Load more sketches' }).click();
  await expect(status(page)).toHaveText('More sketches could not be loaded.');
  await expect(titles(page)).toHaveCount(10);
  await expectNoAxeViolations(page);
  fail = false;
  await zone(page).getByRole('button', { name: 'Try loading more sketches again' }).click();
  await expect(titles(page)).toHaveCount(20);
});

test('a malformed leaderboard feed fails its zone alone, with the catalogue’s message', async ({ page }) => {
  await open(page, '/');
  await page.route('**/feeds/leaderboard', (route) => route.fulfill({ json: { result: { title: 'Leaderboard', entriesUrl: '/x', initial: '<b>A</b>' } } }));
  await follow(page, footerLink(page), '/leaderboard');
  const messages = (await events(page, 'tf:message')).map((e) => e.detail.text);
  expect(messages).toContain('Module t1_1c:ENT_M086 render failed');
  const removed = (await events(page, 'tf:moduleremove')).map((e) => [e.detail.zone, e.detail.reason]);
  expect(removed).toContainEqual(['t1_1c', 'failed']);
  await expect(page.locator('tf-zone[zone="t1_1c"]')).toHaveCount(0);
  await expect(page.locator('tf-zone[zone="footer"]')).toHaveAttribute('state', 'rendered');
  await expect(page.locator('b')).toHaveCount(0);
});
