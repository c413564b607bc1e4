import type { Page } from './support/test.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';
import { runtimeStarted } from './support/tf-page.js';

/**
 * The stand-up page's comedian search (ENT_M046): a search
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

/**
 * Stops the page's clock once analytics is running (its page call sent):
 * from then on the test moves time, so the 1 s and 3 s waits are proved to
 * the millisecond and "nothing more" is checked past its deadline, whatever
 * the machine's speed.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1000);
}

/** Returns once the page has run what was queued: a beacon a timer sent has been asked for by then. */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((done) => queueMicrotask(done)));

async function openDirectory(page: Page) {
  const pageCall = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.startsWith('/b/ss/') && !url.searchParams.has('pe');
  });
  await page.goto('/stand-up');
  await pageCall;
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
  await pauseClock(page);
  await field.fill('mar');
  await field.press('Enter');
  await expect(status).toHaveText('1 comedian matches “mar”');
  await expect(names).toHaveText(['Marnie Okafor']);
  expect(searches).toEqual(['mar']);

  // The call 3 s after the answer, on the page's clock: not a millisecond before.
  await page.clock.runFor(2999);
  await settled(page);
  expect(named(beacons, 'Comedian search')).toHaveLength(0);
  await page.clock.runFor(1);
  await expect.poll(() => named(beacons, 'Comedian search').length).toBe(1);
  const [call] = named(beacons, 'Comedian search');
  expect(call!.get('pe')).toBe('lnk_o');
  expect(call!.get('searchTerm')).toBe('mar');
  expect(call!.get('event')).toBe('search');
  expect(call!.get('promoName')).toBe('Find a Comedian');
  expect(call!.get('moduleName')).toBe('ENT_M046');
  // Once: nothing more arrives for it.
  await page.clock.runFor(10_000);
  await settled(page);
  expect(named(beacons, 'Comedian search')).toHaveLength(1);

  // The filter is tracked at once; the search box is left as it was.
  await zone.getByLabel('Show').selectOption({ label: 'On tour' });
  await expect(status).toHaveText('1 comedian matches “mar”, 1 on tour');
  await expect.poll(() => named(beacons, 'Comedian filter: On tour').length).toBe(1);
});

test('a search that matched nobody is tracked after 1 s; one followed by a link click is not tracked', async ({ page }) => {
  const beacons = recordLinkBeacons(page);
  const { zone, field, status } = await openDirectory(page);
  await pauseClock(page);
  await field.fill('zzz');
  await zone.getByRole('button', { name: 'Search comedians' }).click();
  await expect(status).toHaveText('No comedian matches “zzz”');
  await page.clock.runFor(999);
  await settled(page);
  expect(named(beacons, 'Comedian search')).toHaveLength(0);
  await page.clock.runFor(1);
  await expect.poll(() => named(beacons, 'Comedian search').map((b) => b.get('searchTerm'))).toEqual(['zzz']);

  await field.fill('raf');
  await field.press('Enter');
  await expect(status).toHaveText('1 comedian matches “raf”');
  // The card links to the comedian's own page: the click is tracked, the search is not.
  await zone.locator('a.tf-comsearch__card').click();
  await expect.poll(() => named(beacons, 'Card: Comedian').length).toBe(1);
  // Past the 3 s a match would have waited: the click cancelled it.
  await page.clock.runFor(10_000);
  await settled(page);
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
    // Hold the directory's feed, so the zone is seen loading first. The
    // server draws the first page whole, so the box is seen on an in-page visit.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/feeds/stand-up/directory', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    await runtimeStarted(page);
    // At phone width the menu is closed: the link's click is dispatched, as the link observer hears it either way.
    await page.locator('tf-zone[zone="header"] a[href="/stand-up"]').first().dispatchEvent('click');
    await page.waitForURL('**/stand-up');
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
