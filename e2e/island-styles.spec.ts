import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test.js';
import { open, recordPageEvents, visit } from './support/page-events.js';

/**
 * The islands' stylesheet: a page the server answers links the build's one
 * sheet of every island's CSS in its head, so islands drawn into the HTML
 * are styled before any script runs (with none at all, too), and the
 * runtime adopts none of those rules again, on the first page or after an
 * in-page visit. Under the strict CSP throughout (the fixture fails on any
 * violation).
 */

const PAGES = ['/', '/shows/desk-jockeys', '/full-episodes/desk-jockeys-s4e1'];
const ISLAND_LINK = /<link rel="stylesheet" data-tf-island-styles="([\w\s-]+)" href="(\/assets\/island-styles-\w+\.css)">/;
/** What the island CSS sets and neither state (a defined element, a loaded image) nor layout changes. */
const PROPERTIES = ['color', 'background-color', 'font-weight', 'font-style', 'text-transform', 'letter-spacing', 'border-top-style', 'position'] as const;

/**
 * The computed PROPERTIES of the island elements (those with a `tf-…`
 * class) in the page's zones, keyed by zone and index. Custom elements
 * (`<tf-image>`, `<tf-carousel>`) are left out: their own box comes from
 * their shadow styles, which only script attaches.
 */
const islandStyles = (page: Page) => page.evaluate(async (properties) => {
  // Transitions still running are waited out: with script off, Chromium at
  // times styles the first elements before the sheet applies, and a button's
  // background then eases from the browser's grey for 0.15 s.
  // (A transition cancelled by a later style change rejects `finished`.)
  const running = () => document.getAnimations().filter((animation) => 'transitionProperty' in animation);
  while (running().length > 0) await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
  const styles: Record<string, string> = {};
  for (const zone of document.querySelectorAll('tf-zone[zone]')) {
    [...zone.querySelectorAll('[class^="tf-"]')].filter((element) => !element.localName.includes('-')).slice(0, 12).forEach((element, i) => {
      const computed = getComputedStyle(element);
      styles[`${zone.getAttribute('zone')} ${i} .${element.classList[0]}`] = properties.map((name) => computed.getPropertyValue(name)).join('; ');
    });
  }
  return styles;
}, PROPERTIES);

/** The page's drawn layout, without its data blocks: what the server draws into `<tf-page>`. */
const drawnLayout = (page: Page) => page.locator('tf-page').evaluate((element) => {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const script of copy.querySelectorAll('script')) script.remove();
  // Serialized, not read back from the markup APIs the lint rule keeps to trusted text.
  const serializer = new XMLSerializer();
  return Array.from(copy.childNodes, (child) => serializer.serializeToString(child)).join('');
});

/** Rules the page holds twice: adopted by script although its linked island sheet has them. */
const rulesAdoptedTwice = (page: Page) => page.evaluate(() => {
  const link = [...document.styleSheets].find((sheet) => (sheet.ownerNode as Element | null)?.hasAttribute('data-tf-island-styles'));
  if (!link) throw new Error('no island sheet');
  const linked = new Set([...link.cssRules].map((rule) => rule.cssText));
  return document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).filter((rule) => linked.has(rule));
});

/**
 * `path` opened with JavaScript turned off, its islands drawn as `layout`
 * when the server has not drawn them itself, the island sheet's link kept
 * or taken out.
 */
async function withoutScript(browser: Browser, baseURL: string, path: string, layout: string, keepLink: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(path, async (route) => {
    const response = await route.fetch();
    let html = await response.text();
    if (!html.includes('server-rendered')) html = html.replace(/<tf-page\b[^>]*>/, (tag: string) => tag + layout);
    if (!keepLink) html = html.replace(ISLAND_LINK, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto(path);
  return { page, close: () => context.close() };
}

test.describe('the islands\' stylesheet', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  for (const path of PAGES) {
    test(`${path} links it, and its islands look the same with JavaScript turned off`, async ({ page, browser, baseURL }) => {
      const html = await (await page.request.get(path)).text();
      const [, ids, href] = ISLAND_LINK.exec(html) ?? [];
      expect(href, 'the island sheet in the head').toBeTruthy();
      expect(html.indexOf(href!)).toBeLessThan(html.indexOf('</head>'));
      expect(ids!.split(' ')).toEqual(expect.arrayContaining(['site-header', 'tf-page']));
      const sheet = await page.request.get(href!);
      expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

      await open(page, path);
      const scripted = await islandStyles(page);
      expect(Object.keys(scripted).length).toBeGreaterThan(10);
      expect(await rulesAdoptedTwice(page)).toEqual([]);

      const layout = await drawnLayout(page);
      const plain = await withoutScript(browser, baseURL!, path, layout, true);
      try {
        // Zones left to the browser (the player, ads) stay empty without script: the others are compared.
        const drawn = new Set(await plain.page.locator('tf-zone[server-rendered]').evaluateAll((zones) => zones.map((zone) => zone.getAttribute('zone'))));
        expect(drawn.has('header'), 'the server drew the header').toBe(true);
        expect(await islandStyles(plain.page)).toEqual(Object.fromEntries(Object.entries(scripted).filter(([key]) => drawn.has(key.split(' ')[0]!))));
      } finally {
        await plain.close();
      }
      // And it is the sheet that styles them: without its link they differ.
      const unlinked = await withoutScript(browser, baseURL!, path, layout, false);
      try {
        expect(await islandStyles(unlinked.page)).not.toEqual(scripted);
      } finally {
        await unlinked.close();
      }
    });
  }

  test('a page assembled in the browser after the first adopts none of the sheet\'s rules again, and looks as when drawn first', async ({ page }) => {
    const showHeader = async () => Object.entries(await islandStyles(page)).filter(([key]) => key.startsWith('t1_1c '));
    await open(page, '/shows/desk-jockeys');
    const first = await showHeader();
    expect(first.length).toBeGreaterThan(3);
    await open(page, '/');
    await visit(page, '/shows/desk-jockeys');
    expect(await rulesAdoptedTwice(page)).toEqual([]);
    expect(await showHeader()).toEqual(first);
  });
});
