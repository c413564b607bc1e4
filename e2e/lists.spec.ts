import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { follow, open, recordPageEvents } from './support/page-events.js';
import { events } from './support/tf-page.js';

/**
 * The guest list on The Late Late Laugh's page and the quotable lines at
 * `/lines`: each reached from the site's own links, filtered, searched or
 * paged by keyboard with each change announced, a failed page leaving a
 * retry button, and a malformed feed failing its zone alone.
 */

const guests = (page: Page) => page.locator('tf-zone[zone="t5_1c"]');
const guestNames = (page: Page) => guests(page).locator('.tf-guests__name');
const lines = (page: Page) => page.locator('tf-zone[zone="t1_1c"]');
const quotes = (page: Page) => lines(page).locator('.tf-lines__item');
const linesLink = (page: Page) => page.locator('tf-zone[zone="footer"]').getByRole('link', { name: 'Quotable lines' });

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test.describe('the guest list', () => {
  test('is on the talk show’s page, reached from the shows page, filtered and searched by keyboard', async ({ page }) => {
    // Three axe runs on a long page: more than the default time on a busy machine.
    test.slow();
    await open(page, '/shows');
    await follow(page, page.locator('a[href="/shows/late-late-laugh"]').filter({ hasText: 'Weeknights' }).first(), '/shows/late-late-laugh');
    const zone = guests(page);
    await expect(zone.getByRole('heading', { level: 2, name: 'Who’s Been on the Couch' })).toBeVisible();
    await expect(guestNames(page)).toHaveCount(24);
    await expect(zone.getByRole('status')).toHaveText('Showing all 24 guests.');
    // A guest of an episode the site has links to it; a comedian of the site to their page.
    await expect(zone.getByRole('link', { name: 'A Very Nervous Ventriloquist Takes the Couch' }).first()).toHaveAttribute('href', '/full-episodes/late-late-laugh-s4e12');
    await expect(zone.getByRole('link', { name: 'Marnie Okafor' })).toHaveAttribute('href', '/comedians/marnie-okafor');
    await expectNoAxeViolations(page);

    const filter = zone.getByLabel('Guest type');
    await filter.focus();
    await filter.selectOption('comedian');
    await expect(zone.getByRole('status')).toHaveText('Showing 7 guests among comedians.');
    await expect(guestNames(page)).toHaveCount(7);

    await page.keyboard.press('Shift+Tab');
    await expect(zone.getByRole('button', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(zone.getByRole('searchbox', { name: 'Search guests' })).toBeFocused();
    await page.keyboard.type('stand-up spe');
    await expect(zone.getByRole('status')).toHaveText('3 guests match “stand-up spe” among comedians.');
    await expect(guestNames(page)).toHaveText(['Marnie Okafor', 'Milo Brandt', 'June Matsuda']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shows\/late-late-laugh$/);

    await page.keyboard.type('zzz');
    await expect(zone.getByRole('status')).toHaveText('No guests match “stand-up spezzz” among comedians.');
    await expectNoAxeViolations(page);
    await zone.getByRole('button', { name: 'Show all guests' }).press('Enter');
    await expect(guestNames(page)).toHaveCount(24);
    await expect(zone.getByRole('searchbox', { name: 'Search guests' })).toBeFocused();
  });

  test('a malformed guest feed fails its zone alone, with the catalogue’s message', async ({ page }) => {
    await open(page, '/shows');
    await page.route('**/feeds/shows/late-late-laugh/guests', (route) => route.fulfill({ json: { result: { title: 'Guests', filters: [], guests: '<b>A</b>' } } }));
    await follow(page, page.locator('a[href="/shows/late-late-laugh"]').filter({ hasText: 'Weeknights' }).first(), '/shows/late-late-laugh');
    const messages = (await events(page, 'tf:message')).map((e) => e.detail.text);
    expect(messages).toContain('Module t5_1c:ENT_M022 render failed');
    await expect(guests(page)).toHaveCount(0);
    await expect(page.locator('tf-zone[zone="t1_1c"]')).toHaveAttribute('state', 'rendered');
    await expect(page.locator('b')).toHaveCount(0);
  });
});

test.describe('the line list', () => {
  test('is reached from the footer, filtered and paged by keyboard, focus on the first new line', async ({ page }) => {
    await open(page, '/');
    await follow(page, linesLink(page), '/lines');
    const zone = lines(page);
    await expect(zone.getByRole('heading', { level: 1, name: 'Quotable Lines' })).toBeVisible();
    await expect(quotes(page)).toHaveCount(8);
    await expect(zone.locator('.tf-lines__count')).toHaveText('8 of 34 lines shown.');
    await expect(quotes(page).first().getByRole('link', { name: 'The Printer Has Unionized' })).toHaveAttribute('href', '/clips/the-printer-has-unionized');
    await expectNoAxeViolations(page);

    const more = zone.getByRole('button', { name: 'Load more lines' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(quotes(page)).toHaveCount(16);
    await expect(quotes(page).nth(8)).toBeFocused();
    await expect(zone.getByRole('status')).toHaveText('8 more lines loaded. 16 of 34 lines shown.');
    await expectNoAxeViolations(page);

    const filter = zone.getByLabel('From');
    await filter.focus();
    await filter.selectOption({ label: 'June Matsuda' });
    await expect(zone.getByRole('status')).toHaveText('Lines from June Matsuda. 2 of 2 lines shown.');
    await expect(quotes(page)).toHaveCount(2);
    await expect(more).toHaveCount(0);
    await filter.selectOption({ label: 'Desk Jockeys' });
    await expect(zone.getByRole('status')).toHaveText('Lines from Desk Jockeys. 4 of 4 lines shown.');
    await filter.selectOption('');
    await expect(zone.getByRole('status')).toHaveText('All lines. 8 of 34 lines shown.');
    await more.focus();
    await page.keyboard.press('Space');
    await expect(quotes(page)).toHaveCount(16);
    await expect(quotes(page).nth(8)).toBeFocused();
  });

  test('a page that fails leaves the list and a retry button that works', async ({ page }) => {
    await open(page, '/lines');
    let fail = true;
    await page.route('**/feeds/lines/page?*', (route) => (fail ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.fallback()));
    await lines(page).getByRole('button', { name: 'Load more lines' }).click();
    await expect(lines(page).getByRole('status')).toHaveText('More lines could not be loaded.');
    await expect(quotes(page)).toHaveCount(8);
    await expectNoAxeViolations(page);
    fail = false;
    await lines(page).getByRole('button', { name: 'Try loading more lines again' }).click();
    await expect(quotes(page)).toHaveCount(16);
  });

  test('a malformed lines feed fails its zone alone, with the catalogue’s message', async ({ page }) => {
    await open(page, '/');
    await page.route('**/feeds/lines', (route) => route.fulfill({ json: { result: { title: 'Lines', linesUrl: '/x', filterGroups: [], initial: '<b>A</b>' } } }));
    await follow(page, linesLink(page), '/lines');
    const messages = (await events(page, 'tf:message')).map((e) => e.detail.text);
    expect(messages).toContain('Module t1_1c:ENT_M023 render failed');
    await expect(lines(page)).toHaveCount(0);
    await expect(page.locator('tf-zone[zone="footer"]')).toHaveAttribute('state', 'rendered');
    await expect(page.locator('b')).toHaveCount(0);
  });
});
