import { expect, test, type Page } from './support/test.js';

/**
 * The first visit: every zone's box is held before it draws, so
 * nothing on screen moves while the page assembles, on a phone and on a
 * desktop; the first image of the first viewport is asked for at high priority.
 */

/** Sums the page's layout shifts (not caused by input) from its first paint to the end of its render. */
async function shiftsOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { tfShift: number };
    w.tfShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.tfShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const complete = page.waitForEvent('console', { predicate: (m) => m.text() === 'tf:rendercomplete' });
  await page.addInitScript(() => document.addEventListener('tf:rendercomplete', () => console.log('tf:rendercomplete')));
  await page.goto(path);
  await complete;
  // Shifts are reported after the frame that made them: read after one more frame.
  return page.evaluate(() => new Promise<number>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { tfShift: number }).tfShift)))));
}

for (const [name, viewport] of [['a phone (412 px)', { width: 412, height: 915 }], ['a desktop (1280 px)', { width: 1280, height: 800 }]] as const) {
  test.describe(`the first visit on ${name}`, () => {
    test.use({ viewport });
    for (const path of ['/', '/shows/desk-jockeys', '/full-episodes/desk-jockeys-s4e1', '/clips/the-printer-has-unionized', '/playlists/office-hours', '/interviews/june-matsuda-on-small-talk', '/dictionary', '/leaderboard', '/help', '/schedule', '/comedians/marnie-okafor',
      '/shows/daily-grind', '/lines', '/shows/late-late-laugh', '/shows']) {
      test(`${path} draws without a layout shift`, async ({ page }) => {
        expect(await shiftsOf(page, path)).toBe(0);
      });
    }
    // The archive's classic-script rows draw as they scroll into view, each in the box it held.
    test('/shows draws its archive rows on scroll without a layout shift', async ({ page }) => {
      expect(await shiftsOf(page, '/shows')).toBe(0);
      const archive = page.locator('tf-zone[zone="t6_c1_promo1"]');
      const rows = archive.locator('.archive__row');
      await expect(rows.first()).toBeAttached();
      for (let i = 0; i < await rows.count(); i++) await rows.nth(i).scrollIntoViewIfNeeded();
      await expect(archive.getByRole('status')).toHaveText(/^\d+ classic sketches loaded\.$/);
      expect(await page.evaluate(() => (window as unknown as { tfShift: number }).tfShift)).toBe(0);
    });
    // The series video list, opened filtered from a shared link.
    test('/shows/desk-jockeys/videos?season=4&type=clip draws without a layout shift', async ({ page }) => {
      expect(await shiftsOf(page, '/shows/desk-jockeys/videos?season=4&type=clip')).toBe(0);
    });
  });
}

test('the hero of home, first in the first viewport, is requested at high priority', async ({ page }) => {
  const hero = page.waitForRequest((request) => request.url().includes('/images/hero-'));
  await page.goto('/');
  const shown = page.locator('tf-zone[zone="t1_1c"] tf-image').locator('img');
  await expect(shown).toHaveAttribute('fetchpriority', 'high');
  expect((await hero).url()).toMatch(/width=\d+&height=\d+/);
});

test('what only a later visit needs is fetched after the first page is drawn and the browser is idle', async ({ page }) => {
  await page.addInitScript(() => document.addEventListener('tf:rendercomplete', () => {
    (window as unknown as { tfComplete: number }).tfComplete = performance.now();
  }, { once: true }));
  await page.goto('/');
  const later = /\/assets\/(prefetching|scroll|stylesheets|feed-store)-[^/]*\.js$/;
  await expect.poll(() => page.evaluate((source) => performance.getEntriesByType('resource')
    .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname)).length, later.source)).toBe(4);
  const { complete, hero, chunks } = await page.evaluate((source) => {
    const entries = performance.getEntriesByType('resource');
    return {
      complete: (window as unknown as { tfComplete: number }).tfComplete,
      hero: entries.find((entry) => new URL(entry.name).pathname.startsWith('/images/hero-'))?.startTime,
      chunks: entries.filter((entry) => new RegExp(source).test(new URL(entry.name).pathname)).map((entry) => entry.startTime),
    };
  }, later.source);
  expect(hero).toBeDefined();
  // Each of them after the LCP image was asked for and after the page's last module was drawn.
  for (const start of chunks) expect(start).toBeGreaterThan(Math.max(hero!, complete));
});

test('a first page preloads the code of the islands it draws, never the sign-in or ads elements loaded later', async ({ request }) => {
  for (const path of ['/', '/shows/desk-jockeys', '/full-episodes/desk-jockeys-s4e1', '/playlists/office-hours', '/interviews/june-matsuda-on-small-talk']) {
    const html = await (await request.get(path)).text();
    // As links, or on the boot's script of a page the server drew, which adds them once the lead picture has painted.
    const links = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
    const booted = /<script type="module"[^>]* data-tf-preload="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
    const preloads = [...links, ...booted];
    expect(preloads.length, `${path} preloads its islands`).toBeGreaterThan(0);
    // Each of these is a chunk of its own, loaded once the page is drawn (sign-in) or by the ad slots.
    expect(preloads.filter((href) => /\/tf-(signin|ad|adblock-message)-[^/]*\.js$/.test(href)), path).toEqual([]);
  }
});
