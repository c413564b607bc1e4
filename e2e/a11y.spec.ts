import { expect, expectNoAxeViolations, test, type BrowserContext } from './support/test.js';
import { follow, open, recordPageEvents, waitForEvent } from './support/page-events.js';
import { NOT_FOUND_PATH, SITE_PAGES, STATIC_PAGES } from './support/demo-pages.js';

/**
 * Issue 13 item 7: axe (WCAG 2.x A and AA) finds nothing on any demo page,
 * drawn to completion, nor on any element in its open states. Every test here
 * also runs under the strict-CSP fixture of support/test.ts.
 */

const STAFF = { name: 'crabappleAuth', value: 'laughtrack-staff' };
const asStaff = (context: BrowserContext, baseURL: string | undefined) => context.addCookies([{ ...STAFF, url: baseURL! }]);

test.describe('axe on every demo page', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  for (const [name, path] of SITE_PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await open(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test('the not-found page (an unknown address, answered 404)', async ({ page }) => {
    const path = NOT_FOUND_PATH;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForEvent(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const path of STATIC_PAGES) {
    test(`the static page ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('axe on the open states of the elements', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('the small-screen header menu, open, with its Shows menu and its search field', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 900 });
    await open(page, '/');
    const header = page.locator('tf-zone[zone="header"]');
    await expect(header).not.toHaveAttribute('server-rendered');
    const toggle = header.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await header.getByRole('button', { name: 'Shows', exact: true }).click();
    await expect(header.getByRole('link', { name: 'All shows' })).toBeVisible();
    await expectNoAxeViolations(page, { include: 'tf-zone[zone="header"]' });
    await header.getByRole('button', { name: 'Search shows, clips and comedians' }).click();
    await expect(header.getByRole('searchbox')).toBeFocused();
    await expectNoAxeViolations(page, { include: 'tf-zone[zone="header"]' });
  });

  test('a wide screen\'s header menu, open over the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    const header = page.locator('tf-zone[zone="header"]');
    await expect(header).not.toHaveAttribute('server-rendered');
    await header.getByRole('button', { name: 'Stand-Up' }).click();
    await expect(header.getByRole('link', { name: 'Comedian directory' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a carousel moved on by its arrows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    const carousel = page.locator('tf-zone[zone="t3_1c"] tf-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel).toHaveAttribute('selected', '1');
    await expectNoAxeViolations(page, { include: 'tf-zone[zone="t3_1c"]' });
  });

  test('a carousel with dots and autoplay, on a legacy page', async ({ page }) => {
    await page.goto('/legacy/gallery.html');
    const carousel = page.locator('#stills');
    await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(carousel).toHaveAttribute('selected', '1');
    await expectNoAxeViolations(page, { include: '#stills' });
  });

  test('a collapsible, closed then open', async ({ page }) => {
    await open(page, '/');
    const collapsible = page.locator('tf-zone[zone="t2_c2_promo1"] tf-collapsible');
    await collapsible.scrollIntoViewIfNeeded();
    const trigger = collapsible.locator('[part="trigger"]');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page, { include: 'tf-zone[zone="t2_c2_promo1"]' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => collapsible.locator('[part="content"]').evaluate((el) => (el as HTMLElement).style.height)).toBe('');
    await expectNoAxeViolations(page, { include: 'tf-zone[zone="t2_c2_promo1"]' });
  });

  test('a show page with its favourite button pressed', async ({ page }) => {
    await open(page, '/shows/desk-jockeys');
    const favourite = page.locator('.tf-show__fav');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, { include: 'tf-zone[zone="t1_1c"]' });
  });

  test('a modal page open over home', async ({ page }) => {
    await open(page, '/');
    const clip = '/clips/our-host-tries-intermittent-fasting';
    await follow(page, page.locator(`tf-page > .tf-content a[href="${clip}"]`).first(), clip);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the staff toggle, pressed, and the debug bar with its options open', async ({ page, context, baseURL }) => {
    // Two axe runs with the best-practice rules over the whole page and the debug bar's frames: near 30 s on a busy machine.
    test.slow();
    await asStaff(context, baseURL);
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'Staff view' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Open the debug bar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Triforce debug' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'More Options' }).click();
    await expect(dialog.getByRole('switch', { name: 'SME' })).toBeVisible();
    await expectNoAxeViolations(page, { include: 'tf-debug-bar' });
  });
});
