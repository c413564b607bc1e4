import { expect, test, type Locator, type Page } from './support/test.js';
import { headerLink } from './support/header.js';
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

test('the lists, the archive, the notice, comments, the social feed and the roadblock are reached the same way', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  await markDocument(page);

  // Home's social feed: posts with their relative times, links from the feed's ranges.
  const social = zone(page, 't8_1c');
  await social.scrollIntoViewIfNeeded();
  await expect(social.locator('.tf-social__post').first()).toBeVisible();
  await expect(social.locator('.tf-social__post time').first()).toHaveText(/ago$|^just now$|^yesterday$/);

  // The shows page, from the footer: the classic-script archive rows drawn as they scroll into view.
  await go(page, footerLink(page, 'Shows'), '/shows');
  const archive = zone(page, 't6_c1_promo1');
  // Row by row, as a visitor scrolls: each row is drawn when it comes into view.
  const rows = archive.locator('.archive__row');
  await expect(rows.first()).toBeAttached();
  for (let i = 0; i < await rows.count(); i++) await rows.nth(i).scrollIntoViewIfNeeded();
  await expect(archive.getByRole('status')).toHaveText(/^\d+ classic sketches loaded\.$/);
  await expect(archive.locator('.archive__link').first()).toHaveAttribute('href', /^\//);

  // The Daily Grind: the mature-content notice first, then the show.
  await go(page, page.locator('tf-zone').getByRole('link', { name: /The Daily Grind/ }).first(), '/shows/daily-grind');
  const notice = page.getByRole('dialog', { name: 'Mature content ahead' });
  await notice.getByRole('button', { name: 'Continue to the show' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'The Daily Grind' })).toBeVisible();

  // A talk show's guest list, filtered.
  await go(page, footerLink(page, 'Shows'), '/shows');
  await go(page, page.locator('a[href="/shows/late-late-laugh"]').filter({ hasText: 'Weeknights' }).first(), '/shows/late-late-laugh');
  const guests = zone(page, 't5_1c');
  await guests.getByLabel('Guest type').selectOption('comedian');
  await expect(guests.getByRole('status')).toHaveText('Showing 7 guests among comedians.');

  // A show's whole video list from its menu, narrowed to clips; a clip's comments, over the list.
  // The show itself from the header's Shows menu.
  await go(page, await headerLink(page, '/shows/desk-jockeys'), '/shows/desk-jockeys');
  await go(page, page.getByRole('navigation', { name: 'Desk Jockeys sections' }).getByRole('link', { name: 'All videos' }), '/shows/desk-jockeys/videos');
  const videos = zone(page, 't1_1c');
  await videos.getByLabel('Type').selectOption({ label: 'Clips' });
  await expect(page).toHaveURL(/type=clip/);
  const clipLink = videos.locator('.tf-clips__item a').first();
  const clipPath = new URL((await clipLink.getAttribute('href'))!, page.url()).pathname;
  expect(clipPath).toMatch(/^\/clips\//);
  await go(page, clipLink, clipPath);
  const comments = zone(page, 't1_1c').getByRole('button', { name: /^Comments \(\d+\)$/ });
  await comments.click();
  const panel = page.getByRole('dialog', { name: /^Comments on / });
  await expect(panel.getByRole('status')).toHaveText(/comments? loaded\.$|^No comments yet/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(comments).toBeFocused();
  // A clip opens as a modal page over the list: closing it returns there.
  await page.getByRole('dialog', { name: 'Modal page' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/shows\/desk-jockeys\/videos\?type=clip$/);

  // The quotable lines, from the footer: one more page loaded.
  await go(page, footerLink(page, 'Quotable lines'), '/lines');
  await zone(page, 't1_1c').getByRole('button', { name: 'Load more lines' }).click();
  await expect(zone(page, 't1_1c').locator('.tf-lines__item')).toHaveCount(16);

  // Home again by the logo: the roadblock's watch-now links beside its ad.
  await go(page, zone(page, 'header').getByRole('link', { name: /Laugh Track/ }).first(), '/');
  await expect(zone(page, 'roadblock').getByRole('group', { name: 'Watch now' }).getByRole('link').first()).toBeVisible();

  await sameDocument(page);
});
