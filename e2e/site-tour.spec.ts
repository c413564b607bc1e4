import { expect, test, type Locator, type Page } from './support/test.js';
import { follow, open, recordPageEvents } from './support/page-events.js';

/**
 * A visitor's tour of the whole site in one page session: every page area
 * reached from the site's own navigation (header, footer, links on the
 * pages), one of its controls used and its result checked, and the document
 * never reloaded on the way (a mark set on the window at the start is still
 * there at the end). Each area's own spec goes deeper; this one proves they
 * are all one site.
 */

const footer = (page: Page) => page.locator('tf-zone[zone="footer"]');
const footerLink = (page: Page, name: string) => footer(page).getByRole('link', { name, exact: true });
const zone = (page: Page, name: string) => page.locator(`tf-zone[zone="${name}"]`);

/** Marks the window: a full page load would lose the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { tourMark: string }).tourMark = 'the same document'));
}
async function sameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { tourMark?: string }).tourMark)).toBe('the same document');
}

/** Follows a link and checks the visit stayed in the document. */
async function go(page: Page, link: Locator, path: string): Promise<void> {
  await follow(page, link, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await sameDocument(page);
}

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('every page area is reached from the site’s navigation, used, and the document never reloads', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  await markDocument(page);

  // The schedule, from the header: a day's tab selected by keyboard.
  await go(page, page.locator('tf-zone[zone="header"] a[href="/schedule"]').first(), '/schedule');
  const days = zone(page, 't2_c1_promo1').getByRole('tab');
  await days.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(days.nth(1)).toHaveAttribute('aria-selected', 'true');

  // The dictionary, from the footer: a letter selected, its terms shown.
  await go(page, footerLink(page, 'The comedy dictionary'), '/dictionary');
  const dictionary = zone(page, 't1_1c');
  await dictionary.getByRole('tab', { name: 'B', exact: true }).click();
  await expect(dictionary.locator('[role="tabpanel"]:not([hidden]) .tf-dict__title').first()).toHaveText('Bit');

  // The leaderboard, from the footer: sorted by title, the list re-ordered.
  await go(page, footerLink(page, 'The fan leaderboard'), '/leaderboard');
  const board = zone(page, 't1_1c');
  const firstTitle = board.locator('.tf-lb__title').first();
  const byVotes = await firstTitle.textContent();
  await board.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title (A to Z)' });
  await expect(firstTitle).not.toHaveText(byVotes ?? '');

  // Help, from the footer: a question opened.
  await go(page, footerLink(page, 'Help & FAQ'), '/help');
  const trigger = zone(page, 't1_1c').getByRole('button', { name: 'Which TV providers work?' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  // Stand-up, from the footer, then a comedian's own page from the directory.
  await go(page, footerLink(page, 'Stand-Up'), '/stand-up');
  await go(page, zone(page, 't5_1c').getByRole('link', { name: /Marnie Okafor/ }).first(), '/comedians/marnie-okafor');
  await expect(page.getByRole('heading', { level: 1, name: 'Marnie Okafor' })).toBeVisible();

  await sameDocument(page);
});
