import { expect, SECURITY_HEADERS, test } from './support/test.js';
import { recordPageEvents, waitForEvent } from './support/page-events.js';

/**
 * The element gallery (/elements/) and the guides (/docs/): a developer who
 * has never seen the repository finds <tf-carousel> from the site's footer,
 * changes its autoplay, sees the event it fires, and copies a snippet that
 * works on a blank page.
 */

test.describe('the element gallery', () => {
  test('from the footer to <tf-carousel>: autoplay set, tf:select logged, the copied snippet works on a blank page', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await recordPageEvents(page);
    await page.goto('/');
    await waitForEvent(page, '/');
    await page.getByRole('link', { name: 'For developers' }).click();
    await expect(page).toHaveURL(/\/elements\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elements' })).toBeVisible();

    await page.getByRole('link', { name: '<tf-carousel>' }).click();
    await expect(page).toHaveURL(/\/elements\/tf-carousel$/);
    await expect(page.getByRole('heading', { level: 1, name: '<tf-carousel>' })).toBeVisible();
    const carousel = page.locator('[data-gallery-stage] tf-carousel');
    await expect(carousel.locator('[role="region"]')).toHaveAttribute('aria-roledescription', 'carousel');

    const log = page.getByRole('log', { name: 'Events it fires' });
    await expect(log).toBeEmpty();
    await page.getByLabel('autoplay').fill('800');
    await page.getByLabel('autoplay').press('Tab');
    await expect(carousel).toHaveAttribute('autoplay', '800');
    await expect(log.locator('.gallery-log__entry').first()).toHaveText(/^tf:select \{"index":1\}$/);

    const legacy = page.locator('#snippet-legacy');
    await expect(legacy).toContainText('autoplay="800"');
    await page.getByRole('region', { name: 'On a legacy page' }).getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.');
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toContain(`<script type="module" src="${baseURL}/elements/tf-carousel.js"></script>`);
    expect(snippet).toMatch(/\n<tf-carousel [^>]*\bautoplay="800"[^>]*>/);

    // The snippet alone, on a blank page of the same site under its usual headers.
    const blank = `${baseURL}/blank-page-for-the-snippet`;
    await page.route(blank, (route) => route.fulfill({
      status: 200, headers: { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body><main>${snippet}</main></body></html>`,
    }));
    await page.goto(blank);
    const copied = page.locator('tf-carousel');
    await expect(copied.locator('[role="region"]')).toHaveAttribute('aria-roledescription', 'carousel');
    await expect.poll(async () => Number(await copied.getAttribute('selected'))).toBeGreaterThan(0);
  });

  test('an attribute form per element: a checkbox for a boolean, and the source follows it', async ({ page }) => {
    await page.goto('/elements/tf-collapsible');
    const collapsible = page.locator('[data-gallery-stage] tf-collapsible');
    const open = page.getByRole('checkbox', { name: 'open' });
    await expect(open).not.toBeChecked();
    await open.check();
    await expect(collapsible).toHaveAttribute('open', '');
    await expect(page.getByRole('log', { name: 'Events it fires' })).toContainText('tf:expanded');
    await expect(page.locator('#snippet-source')).toContainText('<tf-collapsible heading-level="3" open>');
    await page.getByRole('button', { name: 'Call hide()' }).click();
    await expect(page.getByRole('log', { name: 'Events it fires' })).toContainText('tf:collapsed');
  });

  test('a tag the manifest does not have is the site\'s not-found page', async ({ page }) => {
    const response = await page.goto('/elements/tf-nothing');
    expect(response?.status()).toBe(404);
  });
});

test.describe('the guides', () => {
  test('the guides list leads from one guide to the next', async ({ page }) => {
    await page.goto('/docs/');
    await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Writing a module' }).click();
    await expect(page).toHaveURL(/\/docs\/modules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Writing a module' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Next: / })).toBeVisible();
  });
});
