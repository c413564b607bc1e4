import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { follow, open, recordPageEvents } from './support/page-events.js';
import { events } from './support/tf-page.js';

/**
 * Help and its questions (`/help`, islands/help-faq/): reached from the
 * footer, a category reached from the in-page navigation and a question
 * opened by keyboard, and a malformed feed failing its zone alone.
 */

const zone = (page: Page) => page.locator('tf-zone[zone="t1_1c"]');
const footerLink = (page: Page) => page.locator('tf-zone[zone="footer"]').getByRole('link', { name: 'Help & FAQ' });

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('is reached from the footer; a category from its navigation, a question opened by keyboard', async ({ page }) => {
  await open(page, '/');
  await follow(page, footerLink(page), '/help');
  await expect(zone(page).getByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeVisible();
  await expect(zone(page).locator('.tf-faq__category')).toHaveCount(4);
  await expect(zone(page).locator('tf-collapsible')).toHaveCount(16);
  await expectNoAxeViolations(page);

  await zone(page).getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'TV provider sign-in' }).click();
  await expect(page).toHaveURL(/\/help#tv-provider$/);
  await expect(zone(page).locator('#tv-provider')).toBeInViewport();

  const question = zone(page).locator('#tv-provider tf-collapsible').first();
  const trigger = question.getByRole('button', { name: 'Which TV providers work?' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(question.getByText('Most cable, satellite and streaming TV services do.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a malformed help feed fails its zone alone, with the catalogue’s message', async ({ page }) => {
  await open(page, '/');
  await page.route('**/feeds/help/faq', (route) => route.fulfill({ json: { result: { title: 'Help', categories: '<b>A</b>' } } }));
  await follow(page, footerLink(page), '/help');
  const messages = (await events(page, 'tf:message')).map((e) => e.detail.text);
  expect(messages).toContain('Module t1_1c:ENT_M087 render failed');
  const removed = (await events(page, 'tf:moduleremove')).map((e) => [e.detail.zone, e.detail.reason]);
  expect(removed).toContainEqual(['t1_1c', 'failed']);
  await expect(page.locator('tf-zone[zone="t1_1c"]')).toHaveCount(0);
  await expect(page.locator('tf-zone[zone="footer"]')).toHaveAttribute('state', 'rendered');
  await expect(page.locator('b')).toHaveCount(0);
});

test.describe('contact support', () => {
  const form = (page: Page) => zone(page).locator('.tf-contact');
  const fill = async (page: Page) => {
    await form(page).getByLabel('Your name').fill('E2E Viewer');
    await form(page).getByLabel('E-mail address').fill('e2e@example.com');
    await form(page).getByLabel('Topic').selectOption({ label: 'Watching videos' });
    await form(page).getByLabel(/^Message/).fill('The clip stops at the same second every time.');
  };

  test('checks the fields in the page, then sends to the help desk and shows its reference', async ({ page }) => {
    await open(page, '/help');
    await form(page).getByRole('button', { name: 'Send message' }).click();
    await expect(form(page).getByRole('status')).toHaveText('4 fields need attention before your message can be sent.');
    await expect(form(page).getByLabel('Your name')).toBeFocused();
    await expect(form(page).getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await fill(page);
    await form(page).getByRole('button', { name: 'Send message' }).click();
    const done = form(page).locator('.tf-contact__done');
    await expect(done).toBeFocused();
    await expect(done.locator('strong')).toHaveText(/^LT-\d{6}$/);
    await expectNoAxeViolations(page);
  });

  test('without script, the same form posts to the help desk, which answers with the request’s page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/help');
      await fill(page);
      await form(page).getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thanks, we have your message' })).toBeVisible();
      await expect(page.locator('strong')).toHaveText(/^LT-\d{6}$/);
    } finally {
      await context.close();
    }
  });
});
