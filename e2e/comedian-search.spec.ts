import type { Page } from './support/test.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * The stand-up page's comedian search (ENT_M046, spec 001 §2, §9): a search
 * asks the site, shows its answer, and reaches analytics once, with its term,
 * 3 s after a match; a link clicked meanwhile cancels it. The visitor
 * accepted, so the calls are really sent: beacons are recorded as the page
 * sends them.
 */
test.use({ storedConsent: 'accepted' });

/** The analytics link beacons (`pe` set) the page sends, as their query parameters. */
function recordLinkBeacons(page: Page): URLSearchParams[] {
  const beacons: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/b/ss/') && url.searchParams.has('pe')) beacons.push(url.searchParams);
  });
  return beacons;
}

const named = (beacons: URLSearchParams[], name: string) => beacons.filter((b) => b.get('pev2') === name);

async function openDirectory(page: Page) {
  await page.goto('/stand-up');
  const zone = page.locator('tf-zone[zone="t5_1c"]');
  await zone.scrollIntoViewIfNeeded();
  await expect(zone.getByRole('heading', { name: 'Find a Comedian' })).toBeVisible();
  return {
    zone,
    field: zone.getByRole('searchbox', { name: 'Search comedians' }),
    status: zone.getByRole('status'),
    names: zone.locator('.tf-comsearch__name'),
  };
}

test('a search is answered in place and tracked once, with its term, 3 s after a match', async ({ page }) => {
  const beacons = recordLinkBeacons(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/feeds/stand-up/comedians/search') searches.push(url.searchParams.get('q') ?? '');
  });
  const { zone, field, status, names } = await openDirectory(page);
  await expect(names).toHaveCount(6);
  await field.fill('mar');
  // The answer comes after Enter, and the call 3 s after the answer: at least 3 s after Enter.
  const sentAt = Date.now();
  await field.press('Enter');
  await expect(status).toHaveText('1 comedian matches “mar”');
  await expect(names).toHaveText(['Marnie Okafor']);
  expect(searches).toEqual(['mar']);

  await expect.poll(() => named(beacons, 'Comedian search').length, { timeout: 8000 }).toBe(1);
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(3000);
  const [call] = named(beacons, 'Comedian search');
  expect(call!.get('pe')).toBe('lnk_o');
  expect(call!.get('searchTerm')).toBe('mar');
  expect(call!.get('event')).toBe('search');
  expect(call!.get('promoName')).toBe('Find a Comedian');
  expect(call!.get('moduleName')).toBe('ENT_M046');
  // Once: nothing more arrives for it.
  await page.waitForTimeout(1500);
  expect(named(beacons, 'Comedian search')).toHaveLength(1);

  // The filter is tracked at once; the search box is left as it was.
  await zone.getByLabel('Show').selectOption({ label: 'On tour' });
  await expect(status).toHaveText('1 comedian matches “mar”, 1 on tour');
  await expect.poll(() => named(beacons, 'Comedian filter: On tour').length).toBe(1);
});

test('a search that matched nobody is tracked after 1 s; one followed by a link click is not tracked', async ({ page }) => {
  const beacons = recordLinkBeacons(page);
  const { zone, field, status } = await openDirectory(page);
  await field.fill('zzz');
  await zone.getByRole('button', { name: 'Search comedians' }).click();
  await expect(status).toHaveText('No comedian matches “zzz”');
  await expect.poll(() => named(beacons, 'Comedian search').map((b) => b.get('searchTerm')), { timeout: 3000 }).toEqual(['zzz']);

  await field.fill('raf');
  await field.press('Enter');
  await expect(status).toHaveText('1 comedian matches “raf”');
  // The card links to the comedian's anchor on this page: the click is tracked, the search is not.
  await zone.locator('a.tf-comsearch__card').click();
  await expect.poll(() => named(beacons, 'Card: Comedian').length).toBe(1);
  await page.waitForTimeout(4000);
  expect(named(beacons, 'Comedian search').map((b) => b.get('searchTerm'))).toEqual(['zzz']);
});

test('the directory passes axe, searched and filtered', async ({ page }) => {
  const { zone, field, status } = await openDirectory(page);
  await field.fill('mar');
  await field.press('Enter');
  await expect(status).toHaveText('1 comedian matches “mar”');
  await zone.getByLabel('Show').selectOption({ label: 'New specials' });
  await expectNoAxeViolations(page, { include: 'tf-zone[zone="t5_1c"]' });
  await zone.getByLabel('Show').selectOption({ label: 'On tour' });
  await field.fill('theo');
  await field.press('Enter');
  await expect(status).toHaveText('1 comedian matches “theo”, none on tour');
  await expectNoAxeViolations(page);
});

for (const width of [412, 1280]) {
  test(`its zone holds the drawn box while it loads, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Hold the directory's feed, so the zone is seen loading first.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/feeds/stand-up/directory', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/stand-up');
    const zone = page.locator('tf-zone[zone="t5_1c"]');
    await expect(zone).toHaveAttribute('state', 'loading');
    const reserved = (await zone.boundingBox())!.height;
    answer();
    await expect(zone.locator('.tf-comsearch__name')).toHaveCount(6);
    const drawn = (await zone.boundingBox())!.height;
    // A lower bound within a pixel: what follows never moves up, and barely down.
    expect(drawn - reserved).toBeGreaterThanOrEqual(0);
    expect(drawn - reserved).toBeLessThan(2);
  });
}
