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
    { name: 'a playlist', path: '/playlists/office-hours', type: 'ItemList', ogType: 'video.other', title: 'Office Hours · Playlists · Laugh Track Network', image: true },
    { name: 'an interview', path: '/interviews/june-matsuda-on-small-talk', type: 'VideoObject', ogType: 'video.other', title: 'June Matsuda on the Terror of Small Talk · Laugh Track Network', image: true },
    { name: 'a comedian', path: '/comedians/june-matsuda', type: 'Person', ogType: 'profile', title: 'June Matsuda · Stand-Up · Laugh Track Network', image: true },
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

  test('a clip is a VideoObject with its thumbnail, upload date, ISO length and embed page', async ({ browser, baseURL }) => withoutScript(browser, baseURL, async (page) => {
    await page.goto('/clips/the-printer-has-unionized');
    const site = (path: string) => new URL(path, baseURL).href;
    expect((await headOf(page)).jsonLd[0]).toEqual({
      '@context': 'https://schema.org', '@type': 'VideoObject', name: 'The Printer Has Unionized',
      description: 'The cold open that started a labour movement among office equipment.',
      url: site('/clips/the-printer-has-unionized'), thumbnailUrl: expect.stringMatching(new RegExp(`^${site('/images/')}`)),
      uploadDate: '2026-10-02', duration: 'PT3M4S', embedUrl: site('/embed/clips/the-printer-has-unionized'),
      isPartOf: { '@type': 'TVSeries', name: 'Desk Jockeys', url: site('/shows/desk-jockeys') },
    });
  }));

  test('a playlist is an ItemList of its clips as VideoObjects, in the order its list plays them', async ({ browser, baseURL }) => withoutScript(browser, baseURL, async (page) => {
    await page.goto('/playlists/office-hours');
    const data = (await headOf(page)).jsonLd[0] as { numberOfItems: number; itemListElement: { position: number; item: Record<string, unknown> }[] };
    // The list as the page draws it (server-rendered, readable without script): its first clips until "See more".
    const drawn = (await page.locator('tf-zone[zone="t1_1c"] .tf-plist__name').allTextContents()).map((name) => name.trim());
    expect(drawn.length).toBeGreaterThan(1);
    // demo/content/playlists.ts: Office Hours has five clips.
    expect(data.numberOfItems).toBe(5);
    expect(data.itemListElement.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5]);
    expect(data.itemListElement.slice(0, drawn.length).map((entry) => entry.item.name)).toEqual(drawn);
    for (const { item } of data.itemListElement) {
      expect(item).toMatchObject({ '@type': 'VideoObject', uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), duration: expect.stringMatching(/^PT/) });
      const slug = new URL(String(item.url)).pathname.replace('/clips/', '');
      expect(item.embedUrl).toBe(new URL(`/embed/clips/${slug}`, baseURL).href);
    }
  }));

  test('an interview is a VideoObject whose questions are Clips: key moments linked at their second', async ({ browser, baseURL }) => withoutScript(browser, baseURL, async (page) => {
    const path = '/interviews/june-matsuda-on-small-talk';
    await page.goto(path);
    const data = (await headOf(page)).jsonLd[0] as { duration: string; embedUrl: string; hasPart: Record<string, unknown>[] };
    expect(data).toMatchObject({ duration: 'PT10M18S', uploadDate: '2026-10-03', embedUrl: new URL(`/embed${path}`, baseURL).href });
    expect(data.hasPart[0]).toEqual({ '@type': 'Clip', name: 'So, what do you do?', startOffset: 0, endOffset: 72, url: new URL(`${path}?t=0`, baseURL).href });
    expect(data.hasPart.at(-1)).toEqual({ '@type': 'Clip', name: 'What should people say instead?', startOffset: 530, endOffset: 618, url: new URL(`${path}?t=530`, baseURL).href });
    expect(data.hasPart).toHaveLength(6);
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
