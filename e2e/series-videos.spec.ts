import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { follow, open, recordPageEvents, waitForEvent } from './support/page-events.js';
import { events } from './support/tf-page.js';

/**
 * A show's series video list (`/shows/{slug}/videos`, islands/series-videos/):
 * reached from the show header's menu, narrowed by season, type and search
 * together, its filter kept in the address (a shared link draws it on the
 * server, Back returns to it), and a malformed feed failing its zone alone.
 */

const zone = (page: Page) => page.locator('tf-zone[zone="t1_1c"]');
const cards = (page: Page) => zone(page).locator('.tf-clips__item');
const count = (page: Page) => zone(page).getByRole('status');
const menuLink = (page: Page) => page.getByRole('navigation', { name: 'Desk Jockeys sections' }).getByRole('link', { name: 'All videos' });
const query = (page: Page) => new URL(page.url()).search;

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('is reached from the show’s menu; season, type and search narrow it together, in the address', async ({ page }) => {
  await open(page, '/shows/desk-jockeys');
  await follow(page, menuLink(page), '/shows/desk-jockeys/videos');
  await expect(zone(page).getByRole('heading', { level: 1, name: 'Desk Jockeys: All Videos' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(count(page)).toHaveText('3 videos');
  await expectNoAxeViolations(page);

  await zone(page).getByLabel('Season').selectOption('4');
  await expect(cards(page)).toHaveCount(2);
  await zone(page).getByLabel('Type').selectOption({ label: 'Clips' });
  await expect(cards(page)).toHaveCount(1);
  await expect(count(page)).toHaveText('1 video: in season 4, clips');
  await expect.poll(() => query(page)).toBe('?season=4&type=clip');

  await zone(page).getByLabel('Type').selectOption({ label: 'All types' });
  const search = zone(page).getByRole('searchbox', { name: 'Search videos' });
  await search.fill('printer');
  await search.press('Enter');
  await expect(cards(page)).toHaveCount(2);
  // The episode and the clip cut from it share the title; the clip's description tells it apart.
  await search.fill('labour movement');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).locator('a')).toHaveAttribute('href', '/clips/the-printer-has-unionized');
  await expect.poll(() => query(page)).toBe('?season=4&q=labour+movement');

  await search.fill('fax machine');
  await expect(cards(page)).toHaveCount(0);
  await expect(zone(page).getByText('No videos match: in season 4, matching “fax machine”.')).toBeVisible();
  await expectNoAxeViolations(page);
  await zone(page).getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(search).toBeFocused();
  await expect.poll(() => query(page)).toBe('');
});

test('a shared link is drawn filtered by the server, and Back from a video returns to the filtered list', async ({ page }) => {
  await page.goto('/shows/desk-jockeys/videos?season=3');
  // The server's markup already holds the filtered list.
  const served = await (await page.request.get('/shows/desk-jockeys/videos?season=3')).text();
  expect(served).toContain('A Stand-Up Meeting That Should Have Been an Email');
  expect(served).not.toContain('>The Printer Has Unionized<');
  await waitForEvent(page, '/shows/desk-jockeys/videos?season=3');
  await expect(zone(page)).not.toHaveAttribute('server-rendered');
  await expect(cards(page)).toHaveCount(1);
  await expect(zone(page).getByLabel('Season')).toHaveValue('3');

  await zone(page).getByLabel('Type').selectOption({ label: 'Full episodes' });
  await expect.poll(() => query(page)).toBe('?season=3&type=episode');
  await follow(page, cards(page).getByRole('link').first(), '/full-episodes/desk-jockeys-s3e5');
  await page.goBack();
  await waitForEvent(page, '/shows/desk-jockeys/videos?season=3&type=episode');
  await expect(cards(page)).toHaveCount(1);
  await expect(zone(page).getByLabel('Type')).toHaveValue('episode');
  await expect(zone(page).getByLabel('Season')).toHaveValue('3');
});

test('a malformed feed fails its zone alone, with the catalogue’s message', async ({ page }) => {
  await open(page, '/shows/desk-jockeys');
  await page.route('**/feeds/shows/desk-jockeys/videos', (route) => route.fulfill({ json: { result: { title: 'Videos', videos: '<b>x</b>' } } }));
  await follow(page, menuLink(page), '/shows/desk-jockeys/videos');
  const messages = (await events(page, 'tf:message')).map((e) => e.detail.text);
  expect(messages).toContain('Module t1_1c:ENT_M021 render failed');
  await expect(page.locator('tf-zone[zone="t1_1c"]')).toHaveCount(0);
  await expect(page.locator('tf-zone[zone="footer"]')).toHaveAttribute('state', 'rendered');
  await expect(page.locator('b')).toHaveCount(0);
});
