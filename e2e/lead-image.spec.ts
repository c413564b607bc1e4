import { expect, test, type Page } from './support/test.js';

/**
 * A page's lead picture (home's hero art, a show's banner, a clip player's
 * poster) is drawn into the
 * HTML as an `<img>` with its `srcset` inside `<tf-image>`, preloaded in the
 * head at high priority: the browser fetches and paints it while the scripts
 * still load, and `<tf-image>`, once defined, shows that very picture
 * instead of asking for its own.
 */

const SCRIPT_DELAY_MS = 2500;

/** The page's entry script held back: whatever paints before it arrives was drawn by the server. */
async function withLateScripts(page: Page) {
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.addInitScript(() => {
    const entries: { time: number; url: string }[] = [];
    (window as unknown as { lcp: typeof entries }).lcp = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { url: string }[]) entries.push({ time: entry.startTime, url: entry.url });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

// Home's hero has phone art (a <picture>): a phone's window shows it, a wide one the banner.
const PAGES = [
  { path: '/', picture: (phone: boolean) => (phone ? /\/images\/hero-desk-jockeys-phone\.jpg/ : /\/images\/hero-desk-jockeys\.jpg/), drawn: 'picture' },
  // A show's banner has phone art too, for a phone's stacked header.
  { path: '/shows/desk-jockeys', picture: (phone: boolean) => (phone ? /\/images\/hero-desk-jockeys-phone\.jpg/ : /\/images\/hero-desk-jockeys\.jpg/), drawn: 'picture' },
  // A clip player's poster.
  { path: '/clips/the-printer-has-unionized', picture: () => /\/images\/clip-desk-jockeys-printer\.jpg/, drawn: 'img' },
];

for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, deviceScaleFactor: viewport.width < 500 ? 1.75 : 1 });

    for (const { path, picture: pictureAt, drawn } of PAGES) {
      const picture = pictureAt(viewport.width < 500);
      test(`${path}: the lead picture paints before the scripts arrive, asked for once, and the element keeps it`, async ({ page }) => {
        await withLateScripts(page);
        const asked: string[] = [];
        page.on('request', (request) => {
          if (picture.test(request.url())) asked.push(request.url());
        });
        const html = await (await page.request.get(path)).text();
        expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="preload" as="image"(?=[^>]* imagesrcset="[^"]+")(?=[^>]* imagesizes="[^"]+")(?=[^>]* fetchpriority="high")[^>]*>/);
        await page.goto(path);
        const lead = page.locator('tf-image:has(> img[srcset], > picture > img[srcset])').first();
        await expect.poll(() => lead.evaluate((el) => (el as HTMLElement & { state?: string }).state)).toBe('loaded');

        const { lcp, scriptArrived } = await page.evaluate(() => ({
          lcp: (window as unknown as { lcp: { time: number; url: string }[] }).lcp.at(-1)!,
          scriptArrived: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))!.responseEnd,
        }));
        expect(lcp.url).toMatch(picture);
        expect(lcp.time, 'painted before the entry script arrived').toBeLessThan(scriptArrived);
        expect(asked, 'one request: the element shows the drawn picture').toHaveLength(1);
        const shown = await lead.evaluate((el) => ({
          slotted: el.shadowRoot!.querySelector('slot')?.assignedElements().map((node) => node.localName),
          ownImg: el.shadowRoot!.querySelector('img') !== null,
          deferred: el.classList.contains('tf-image--deferred'),
        }));
        expect(shown).toEqual({ slotted: [drawn], ownImg: false, deferred: false });
      });
    }
  });
}

// Art direction agrees with the element: at every window width the banner
// the HTML picked (phone art or the wide banner) is the one `<tf-image>`,
// choosing by its box's shape, keeps, so it is asked for once. The widths
// straddle each switch: 555 and 939 px (shape), 733 px (stacked or beside).
test('a show banner is asked for once at every window width, the picture the HTML chose kept', async ({ browser }) => {
  for (const width of [375, 550, 562, 700, 740, 900, 945, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/images\/hero-desk-jockeys/.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/shows/desk-jockeys');
    const banner = page.locator('.tf-show__banner tf-image');
    await expect.poll(() => banner.evaluate((el) => (el as HTMLElement & { state?: string }).state)).toBe('loaded');
    // Its own choice, made once it is defined, as the HTML's.
    const chosen = await banner.evaluate((el) => el.shadowRoot!.querySelector('slot')?.assignedElements()[0]?.querySelector('img')?.currentSrc ?? '');
    expect(asked, `${width} px`).toHaveLength(1);
    expect(new URL(chosen).pathname, `${width} px`).toBe(asked[0]);
    expect(asked[0], `${width} px`).toBe(width < 555 || (width >= 733 && width < 939) ? '/images/hero-desk-jockeys-phone.jpg' : '/images/hero-desk-jockeys.jpg');
    await context.close();
  }
});
