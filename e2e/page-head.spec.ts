import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test.js';
import { NOT_FOUND_PATH } from './support/demo-pages.js';
import { open, recordPageEvents, visit } from './support/page-events.js';

/**
 * Each page's head as a crawler or a share preview reads it: with
 * JavaScript off, straight from the server's HTML. Title, description,
 * canonical link, Open Graph, Twitter card and the one JSON-LD block name
 * the page's own item; an in-page visit keeps the title and canonical link
 * current.
 */

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitterCard: string | null;
  jsonLd: Record<string, unknown>[];
}

async function headOf(page: Page): Promise<Head> {
  const head = page.locator('head');
  const content = (selector: string) => head.locator(selector).first().getAttribute('content', { timeout: 1000 }).catch(() => null);
  const og: Record<string, string> = {};
  for (const meta of await head.locator('meta[property^="og:"]').all()) og[(await meta.getAttribute('property'))!] = (await meta.getAttribute('content'))!;
  const blocks = await head.locator('script[type="application/ld+json"]').allTextContents();
  return {
    title: await page.title(),
    description: await content('meta[name="description"]'),
    canonical: await head.locator('link[rel="canonical"]').first().getAttribute('href', { timeout: 1000 }).catch(() => null),
    robots: await content('meta[name="robots"]'),
    og,
    twitterCard: await content('meta[name="twitter:card"]'),
    jsonLd: blocks.map((text) => JSON.parse(text) as Record<string, unknown>),
  };
}

/**
 * A page of a context of its own with JavaScript off, closed after `run`:
 * the suite's CSP watch runs script in its pages, which such a page never does.
 */
async function withoutScript(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('the head of each page, with JavaScript off', () => {
  const cases = [
    { name: 'home', path: '/', type: 'WebPage', ogType: 'website', title: 'Laugh Track Network · Comedy shows, clips & stand-up', image: false },
    { name: 'a show', path: '/shows/roast-beef', type: 'TVSeries', ogType: 'video.tv_show', title: 'Roast Beef · Laugh Track Network', image: true },
    { name: 'a full episode', path: '/full-episodes/desk-jockeys-s4e1', type: 'TVEpisode', ogType: 'video.episode', title: 'The Printer Has Unionized · Desk Jockeys · Laugh Track Network', image: true },
    { name: 'a clip', path: '/clips/grandma-roasts-the-wedding-party', type: 'VideoObject', ogType: 'video.other', title: 'Grandma Roasts the Entire Wedding Party · Laugh Track Network', image: true },
    // The demo has no page of one comedian: its comedians are cards on the stand-up page.
    { name: 'stand-up', path: '/stand-up', type: 'WebPage', ogType: 'website', title: 'Stand-Up · Laugh Track Network', image: false },
  ] as const;

  for (const { name, path, type, ogType, title, image } of cases) {
    test(`${name} (${path}) names itself: title, description, canonical link, Open Graph, card and ${type}`, async ({ browser, baseURL }) => withoutScript(browser, baseURL, async (page) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      const head = await headOf(page);
      const url = new URL(path, baseURL).href;
      expect(head.title).toBe(title);
      expect(await page.locator('head title').count()).toBe(1);
      expect(await page.locator('head meta[name="description"]').count()).toBe(1);
      expect(head.description).toBeTruthy();
      expect(head.canonical).toBe(url);
      expect(head.robots).toBe(null);
      expect(head.og['og:url']).toBe(url);
      expect(head.og['og:type']).toBe(ogType);
      expect(head.og['og:description']).toBe(head.description);
      expect(head.og['og:title']).toBeTruthy();
      if (image) {
        expect(head.og['og:image']).toMatch(new RegExp(`^${new URL('/images/', baseURL).href}`));
        expect(head.twitterCard).toBe('summary_large_image');
      } else {
        expect(head.og['og:image']).toBeUndefined();
        expect(head.twitterCard).toBe('summary');
      }
      expect(head.jsonLd).toHaveLength(1);
      expect(head.jsonLd[0]).toMatchObject({ '@context': 'https://schema.org', '@type': type, url });
    }));
  }

  test('a show’s description and structured data come from its header feed', async ({ browser, baseURL }) => withoutScript(browser, baseURL, async (page) => {
    await page.goto('/shows/roast-beef');
    const head = await headOf(page);
    expect(head.description).toBe('A roast competition where the grandmas always win.');
    expect(head.jsonLd[0]).toMatchObject({ name: 'Roast Beef', description: head.description });
  }));

  test('a full episode is a TVEpisode of its series, with its length', async ({ browser, baseURL }) => withoutScript(browser, baseURL, async (page) => {
    await page.goto('/full-episodes/desk-jockeys-s4e1');
    expect((await headOf(page)).jsonLd[0]).toMatchObject({
      name: 'The Printer Has Unionized',
      duration: 'PT22M2S',
      partOfSeries: { '@type': 'TVSeries', name: 'Desk Jockeys', url: new URL('/shows/desk-jockeys', baseURL).href },
    });
  }));

  test('the not-found page is titled and kept out of search indexes, with nothing to share', async ({ browser, baseURL }) => withoutScript(browser, baseURL, async (page) => {
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response!.status()).toBe(404);
    const head = await headOf(page);
    expect(head.title).toBe('Page not found · Laugh Track Network');
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBe(null);
    expect(head.og).toEqual({});
    expect(head.jsonLd).toEqual([]);
  }));
});

test('an in-page visit keeps the title and the canonical link current', async ({ page, baseURL }) => {
  await recordPageEvents(page);
  await open(page, '/');
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', new URL('/', baseURL).href);
  await visit(page, '/shows/roast-beef');
  await expect(page).toHaveTitle('Roast Beef · Laugh Track Network');
  await expect(canonical).toHaveAttribute('href', new URL('/shows/roast-beef', baseURL).href);
  await expect(canonical).toHaveCount(1);
});
