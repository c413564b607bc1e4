/**
 * Navigation every visitor can follow, on the built demo: the announcement
 * and focus after an in-page visit, Back and Forward returning to where the
 * visitor was, the skip link, the first load's error page and its retry,
 * and the server's HTML answer when drawing a page fails.
 */
import { request as httpRequest } from 'node:http';
import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { eventCount, open, waitForEvent } from './support/page-events.js';
import { MANIFEST_PATH, recordEvents, saveData, withoutInlineManifest } from './support/tf-page.js';
import { clickHeaderLink } from './support/header.js';

const announcer = (page: Page) => page.locator('tf-page > [role="status"]');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** What has focus, described: the tag, and whether it is the main content or inside it. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement!;
  return { tag: el.tagName.toLowerCase(), main: el.matches('tf-page > .tf-content'), inMain: !!el.closest('tf-page > .tf-content'), text: el.textContent?.trim().slice(0, 60) };
});

test.beforeEach(async ({ page }) => {
  await saveData(page);
  await recordEvents(page);
});

test.describe('after an in-page visit by a click', () => {
  test('the new title is announced politely and focus is on the new page\'s heading, without a ring', async ({ page }) => {
    await open(page, '/');
    // The first load: nothing said, focus left where the browser puts it.
    await expect(announcer(page)).toHaveText('');
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    expect((await focused(page)).tag).toBe('body');

    const since = await eventCount(page);
    await clickHeaderLink(page, '/shows');
    await waitForEvent(page, '/shows', since);
    await expect(page).toHaveTitle('Shows · Laugh Track Network');
    await expect(announcer(page)).toHaveText('Shows · Laugh Track Network');
    const h1 = page.locator('tf-page > .tf-content h1').first();
    await expect(h1).toBeFocused();
    await expect(h1).toHaveAttribute('tabindex', '-1');
    // A pointer visitor sees no focus ring flash on the heading.
    expect(await h1.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    await expectNoAxeViolations(page);
  });
});

test.describe('back and forward', () => {
  test('return to where the visitor was on each page; a new page still starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await open(page, '/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'home is a long page').toBeGreaterThan(2500);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBe(1500);

    let since = await eventCount(page);
    await page.evaluate(() => void (document.querySelector('tf-page') as HTMLElement & { navigate(u: string): Promise<void> }).navigate('/stand-up'));
    await waitForEvent(page, '/stand-up', since);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => scrollY(page)).toBe(400);

    since = await eventCount(page);
    await page.goBack();
    await waitForEvent(page, '/', since);
    await expect.poll(() => scrollY(page)).toBe(1500);

    since = await eventCount(page);
    await page.goForward();
    await waitForEvent(page, '/stand-up', since);
    await expect.poll(() => scrollY(page)).toBe(400);
  });
});

test.describe('the skip link', () => {
  test('is the first Tab stop and leads into the main content', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#tf-content');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect((await focused(page)).main).toBe(true);
    // The next Tab goes on inside the content, past the header.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
  });
});

test.describe('a first load that cannot be assembled', () => {
  test('shows a designed message with a retry that draws the page once the manifest answers', async ({ page }) => {
    await withoutInlineManifest(page, '/shows');
    let failing = true;
    await page.route((url) => url.pathname === MANIFEST_PATH, (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }) : route.fallback());
    await page.goto('/shows');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    const retry = main.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await expectNoAxeViolations(page);

    failing = false;
    const since = await eventCount(page);
    await retry.click();
    await waitForEvent(page, '/shows', since);
    await expect(page.locator('.tf-load-error')).toHaveCount(0);
    await expect(page).toHaveTitle('Shows · Laugh Track Network');
    await expect(page.locator('tf-page > .tf-content tf-zone').first()).toBeAttached();
  });
});

/** A GET through node:http with a Host header a browser would never send, which the page renderer cannot build a URL from. */
function getWithBrokenHost(baseURL: string, path: string): Promise<{ status: number; type: string; body: string; headers: Record<string, string> }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, headers: { host: 'broken host', accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body, headers: Object.fromEntries(
          Object.entries(res.headers).filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)).map(([name, value]) => [name, String(value)])) }));
    }).on('error', reject).end();
  });
}

test.describe('the server', () => {
  test('answers a failure on a page route with an HTML page, and the API\'s with JSON', async ({ baseURL, page }) => {
    const failed = await getWithBrokenHost(baseURL!, '/shows');
    expect(failed.status).toBe(500);
    expect(failed.type).toMatch(/^text\/html/);
    expect(failed.body).toContain('<h1 id="tf-load-error-title">This page could not be loaded</h1>');

    const api = await getWithBrokenHost(baseURL!, `${MANIFEST_PATH}?url=%2Fshows`);
    expect(api.type).toMatch(/^application\/json/);

    // As a browser shows it, with the headers it was sent with: readable, a main landmark, the skip link first.
    await page.route('**/broken-page', (route) => route.fulfill({ status: failed.status, headers: failed.headers, body: failed.body }));
    await page.goto('/broken-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', { name: 'Try again' })).toBeVisible();
    // In the site's look: its built (hashed) stylesheet, which centres the message.
    await expect(page.locator('.tf-load-error')).toHaveCSS('text-align', 'center');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });
});
