import type { Page, Request } from './support/test.js';
import { expect, test } from './support/test.js';
import { clickHeaderLink } from './support/header.js';
import { zoneHydrated } from './support/tf-page.js';

/**
 * Tracking on the demo (issue 14), recorded request by request:
 * without consent nothing of analytics leaves the page; with consent the
 * AppMeasurement stand-in loads, configured by the site repository, and
 * every page the visitor lands on sends exactly one page view.
 */

/** The analytics requests a page makes: the library, the repository, and the beacons (read back). */
function recordAnalytics(page: Page) {
  const seen = { library: 0, repository: 0, beacons: [] as URLSearchParams[], pixels: [] as string[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    // The manifest's pixels carry their page; the repository's (demo/content/repository.ts) do not.
    if (url.pathname.startsWith('/px/')) seen.pixels.push(`${url.pathname.slice(4)} ${url.searchParams.get('page') ?? 'repository'}`);
    if (url.pathname === '/vendor/appmeasurement.js') seen.library += 1;
    // Ads ask the repository too, before consent, saying so (consent=false):
    // not an analytics request.
    if (url.pathname === '/ads/repository' && url.searchParams.get('consent') !== 'false') seen.repository += 1;
    if (url.pathname.startsWith('/b/ss/')) seen.beacons.push(url.searchParams);
  });
  return seen;
}

const pageViews = (beacons: URLSearchParams[]) => beacons.filter((b) => !b.has('pe')).map((b) => b.get('pageName'));

test.describe('a visitor who rejected everything', () => {
  test('sends no analytics request on any page, while tf:track still fires', async ({ page }) => {
    const seen = recordAnalytics(page);
    await page.addInitScript(() => {
      const w = window as unknown as { tracked: string[] };
      w.tracked = [];
      document.addEventListener('tf:track', (e) => w.tracked.push((e as CustomEvent<{ type: string }>).detail.type));
    });
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { tracked: string[] }).tracked.includes('page'));
    await clickHeaderLink(page, '/shows');
    await expect(page).toHaveURL(/\/shows$/);
    await page.waitForFunction(() => (window as unknown as { tracked: string[] }).tracked.filter((t) => t === 'page').length === 2);
    // Past the consent search's end: still nothing.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(seen).toEqual({ library: 0, repository: 0, beacons: [], pixels: [] });
    expect(await page.evaluate(() => window.Triforce.consent)).toEqual({ granted: false, gdprApplies: true });
  });
});

test.describe('a visitor who accepted', () => {
  test.use({ storedConsent: 'accepted' });

  test('gets the library and the repository once, and one page view per page landed on', async ({ page }) => {
    const seen = recordAnalytics(page);
    await page.goto('/');
    await expect.poll(() => pageViews(seen.beacons)).toEqual(['laughtrack/home']);
    await clickHeaderLink(page, '/shows');
    await expect.poll(() => pageViews(seen.beacons)).toEqual(['laughtrack/home', 'laughtrack/shows']);
    // The repository's omniture section configured the library.
    expect(seen.beacons[0]!.get('ch')).toBe('laughtrack');
    expect([seen.library, seen.repository]).toEqual([1, 1]);
  });

  test('gets the manifest\'s and the repository\'s pixels once per page landed on, 1×1 and hidden, none left of the last page', async ({ page }) => {
    const seen = recordAnalytics(page);
    await page.goto('/');
    await expect.poll(() => seen.pixels.slice().sort()).toEqual([
      'floodlight.html repository', 'google.gif home', 'google.gif repository', 'mathtag.js home', 'mathtag.js repository', 'tapad.gif home', 'tapad.gif repository',
    ]);
    await clickHeaderLink(page, '/shows');
    await expect.poll(() => seen.pixels.filter((p) => p.endsWith(' shows')).sort()).toEqual(['google.gif shows', 'mathtag.js shows', 'tapad.gif shows']);
    const boxes = page.locator('[data-tf-pixels]');
    await expect(boxes).toHaveCount(1);
    await expect(boxes).toBeHidden();
    // Three of the manifest's and four of the repository's: a script and two images each, and the repository's frame.
    await expect(boxes.locator('img[width="1"][height="1"][alt=""]')).toHaveCount(4);
    await expect(boxes.locator('script')).toHaveCount(2);
    await expect(boxes.locator('iframe[width="1"][height="1"][sandbox="allow-scripts"][aria-hidden="true"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { tfPixelRuns: number }).tfPixelRuns)).toBe(4);
  });
});

test.describe('page views across kinds of visits', () => {
  test.use({ storedConsent: 'accepted' });

  test('one per page landed on: a prefetch none, a redirect once for its final page, a modal page once', async ({ page }) => {
    const seen = recordAnalytics(page);
    await page.goto('/');
    await expect.poll(() => pageViews(seen.beacons)).toEqual(['laughtrack/home']);

    // Hovering a show's link prefetches its page: no page view.
    const target = '/shows/late-late-laugh';
    const link = page.locator(`tf-zone[zone="t3_1c"] a[href="${target}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const prefetched = page.waitForRequest((r) => r.url().includes(encodeURIComponent(target)) && r.headers()['x-sec-purpose'] === 'prefetch');
    await link.hover();
    await prefetched;

    // A redirect (/standup → /stand-up) counts once, for its final page.
    await page.evaluate(() => (document.querySelector('tf-page') as HTMLElement & { navigate(url: string): Promise<void> }).navigate('/standup'));
    await expect(page).toHaveURL(/\/stand-up$/);
    await expect.poll(() => pageViews(seen.beacons)).toEqual(['laughtrack/home', 'laughtrack/stand-up']);

    // A clip opens as a modal page over the page: one page view.
    const clip = page.locator('tf-page > .tf-content a[href^="/clips/"]').first();
    const clipPath = await clip.getAttribute('href');
    await clip.click();
    await expect(page.locator('tf-page > dialog.tf-modal[open]')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${clipPath}$`));
    await expect.poll(() => pageViews(seen.beacons).length).toBe(3);
    expect(pageViews(seen.beacons)[2]).toMatch(/^laughtrack\/[^/]+\/clip$/);
    // Nothing more arrives: the prefetch above never became a page view.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(pageViews(seen.beacons)).toHaveLength(3);
  });
});

test.describe('a share, for a visitor who accepted', () => {
  test.use({ storedConsent: 'accepted' });

  test('asks the repository again with the item and the page\'s URL, and its beacon carries that answer', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const seen = recordAnalytics(page);
    const lookups: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/ads/repository' && url.searchParams.has('itemId')) lookups.push(url.searchParams);
    });
    await page.goto('/');
    // A drawn card is an ordinary link until the page hydrates; then it opens the clip as a modal page.
    await zoneHydrated(page, 't2_c1_promo1');
    const card = page.locator('tf-zone[zone="t2_c1_promo1"] a.tf-clips__card[href^="/clips/"]').first();
    const clipUrl = new URL((await card.getAttribute('href'))!, page.url()).href;
    await card.click();
    const dialog = page.locator('dialog.tf-modal[open]');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => lookups.map((q) => [q.get('itemId'), q.get('url'), q.get('callback'), q.get('consent')])).toEqual([
      [clipUrl, clipUrl, 'repoLoad', 'true'],
    ]);
    // demo/content/repository.ts names a shared item's page `laughtrack/share/{itemId}`.
    await expect.poll(() => seen.beacons.filter((b) => b.get('pev2') === 'share:copy-link').map((b) => b.get('pageName')))
      .toEqual([`laughtrack/share/${clipUrl}`]);
  });
});
