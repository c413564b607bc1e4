import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { open, recordPageEvents } from './support/page-events.js';

/**
 * Comments on a player page (islands/shared/comments/ over the demo's
 * `/api/comments`): the button opens a modal panel with the item's
 * comments; a comment is posted and shown, one with markup is refused on
 * the page and by the service; Escape closes the panel and focus returns.
 * And the network's social posts on the home page.
 */

const INTERVIEW = '/interviews/marnie-okafor-on-overthinking';
const player = (page: Page) => page.locator('tf-zone[zone="t1_1c"]');
const panel = (page: Page) => page.getByRole('dialog', { name: /^Comments on / });

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('reads, posts, is refused markup, and closes on Escape with focus back on its button', async ({ page }) => {
  await open(page, INTERVIEW);
  const button = player(page).getByRole('button', { name: /^Comments \(\d+\)$/ });
  await expect(button).toHaveText('Comments (2)');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('status')).toHaveText('2 comments loaded.');
  await expect(panel(page).locator('.tf-comments__name')).toHaveText(['Overthinkers Anonymous', 'Theo']);
  await expect(panel(page).locator('time').first()).toHaveText('8 hours ago');
  await expectNoAxeViolations(page);

  const name = panel(page).getByLabel('Your name');
  const text = panel(page).getByLabel('Comment', { exact: true });
  await name.fill('E2E Visitor');
  await text.fill('I <em>also</em> overthink');
  await panel(page).getByRole('button', { name: 'Post comment' }).click();
  await expect(panel(page).getByText('Comments are plain text: remove the HTML tags (like <b>) and post again.')).toBeVisible();
  await expect(text).toBeFocused();
  await expect(text).toHaveValue('I <em>also</em> overthink');
  await expectNoAxeViolations(page);
  // The service refuses it too, whoever sends it.
  const direct = await page.request.post('/api/comments', { data: { item: 'interview-marnie-okafor-on-overthinking', name: 'E2E', text: '<em>hi</em>' } });
  expect(direct.status()).toBe(422);

  await text.fill('I also overthink, and now I overthink this comment.');
  await panel(page).getByRole('button', { name: 'Post comment' }).click();
  await expect(panel(page).getByRole('status')).toHaveText(/^Your comment was posted\. \d+ comments\.$/);
  await expect(panel(page).locator('.tf-comments__name').first()).toHaveText('E2E Visitor');
  await expect(panel(page).locator('.tf-comments__time').first()).toHaveText('just now');
  await expect(text).toHaveValue('');

  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveText(/^Comments \(\d+\)$/);
  expect(Number(/\((\d+)\)/.exec(await button.innerText())![1])).toBeGreaterThanOrEqual(3);
});

test('the home page shows the network’s posts, their links and relative times, drawn by the server without a mismatch', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('ydration')) errors.push(message.text());
  });
  await open(page, '/');
  const feed = page.locator('tf-zone[driver="ENT_M110"]');
  await feed.scrollIntoViewIfNeeded();
  await expect(feed.getByRole('heading', { name: 'From our socials' })).toBeVisible();
  await expect(feed.locator('.tf-social__post')).toHaveCount(12);
  const first = feed.locator('.tf-social__post').first();
  await expect(first.getByRole('link', { name: 'Watch the cold open' })).toHaveAttribute('href', '/clips/the-printer-has-unionized');
  await expect(first.locator('time')).toHaveText(/^\d+ minutes ago$/);
  await expect(first.locator('time')).toHaveAttribute('title', / EST$/);
  await expect(first.locator('tf-image')).toHaveCount(1);
  await expectNoAxeViolations(page);
  expect(errors.filter((e) => /ydrat|mismatch/i.test(e))).toEqual([]);
});
