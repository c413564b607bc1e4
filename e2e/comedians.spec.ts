import { expect, expectNoAxeViolations, test } from './support/test.js';
import { follow, open, recordPageEvents } from './support/page-events.js';

/**
 * A comedian's own page (`/comedians/{slug}`, islands/comedian-page/):
 * reached from the stand-up page's directory, drawn by the server with a
 * Person JSON-LD block, their clips in the clip grid; an unknown comedian is
 * the site's 404 page.
 */

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('is reached from the stand-up directory and shows the bio and clips, accessibly', async ({ page }) => {
  await open(page, '/stand-up');
  const card = page.locator('tf-zone[zone="t5_1c"]').getByRole('link', { name: /Marnie Okafor/ }).first();
  await card.scrollIntoViewIfNeeded();
  await follow(page, card, '/comedians/marnie-okafor');
  const bio = page.locator('tf-zone[zone="t1_1c"]');
  await expect(bio.getByRole('heading', { level: 1, name: 'Marnie Okafor' })).toBeVisible();
  await expect(bio).toContainText('On tour · 14 cities');
  await expect(page.locator('tf-zone[zone="t2_1c"] a[href="/clips/marnie-okafor-you-too"]').first()).toBeAttached();
  await expectNoAxeViolations(page);
});

test('is drawn by the server with a Person JSON-LD block', async ({ request }) => {
  const response = await request.get('/comedians/june-matsuda');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(block!)).toMatchObject({ '@type': 'Person', name: 'June Matsuda' });
  expect(html).toContain('Rated the funniest person at her own book club, twice.');
});

test('an unknown comedian answers the site’s 404 page', async ({ request }) => {
  const response = await request.get('/comedians/nobody-at-all');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
});
