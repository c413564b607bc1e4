import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { follow, open, recordPageEvents } from './support/page-events.js';
import { events } from './support/tf-page.js';

/**
 * The week's schedule (`/schedule`, islands/schedule/): reached from the
 * header, its day tabs worked by keyboard, a day's line-up collapsed and
 * reopened (each tracked), a watch-full-episode link followed, and a
 * malformed feed failing its zone alone.
 */

const zone = (page: Page) => page.locator('tf-zone[zone="t2_c1_promo1"]');
const tab = (page: Page, day: string) => zone(page).getByRole('tab', { name: new RegExp(`^${day} `) });
const shownPanel = (page: Page) => zone(page).locator('[role="tabpanel"]:not([hidden])');

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('is reached from the header and its days are worked by keyboard, each state accessible', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const tracked: { type: string; data: Record<string, string> }[] = [];
  await page.exposeFunction('tfRecordTrack', (call: (typeof tracked)[number]) => void tracked.push(call));
  await page.addInitScript(() => document.addEventListener('tf:track', (e) =>
    (window as unknown as { tfRecordTrack(call: unknown): void }).tfRecordTrack((e as CustomEvent).detail)));
  await open(page, '/');
  await follow(page, page.locator('tf-zone[zone="header"] a[href="/schedule"]').first(), '/schedule');
  await expect(zone(page).getByRole('heading', { name: 'This Week' })).toBeVisible();
  await expect(tab(page, 'Monday')).toHaveAttribute('aria-selected', 'true');
  await expect(zone(page).getByRole('tab')).toHaveCount(7);
  await expect(shownPanel(page).locator('time').first()).toHaveText('8:00 PM');
  await expectNoAxeViolations(page);

  await tab(page, 'Tuesday').click();
  await expect(shownPanel(page)).toContainText('Who Ate the Moon Cheese?');
  await tab(page, 'Monday').click();
  await expect(tab(page, 'Monday')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Tuesday')).toBeFocused();
  await expect(tab(page, 'Tuesday')).toHaveAttribute('aria-selected', 'true');
  await expect(shownPanel(page)).toContainText('Who Ate the Moon Cheese?');
  await page.keyboard.press('End');
  await expect(tab(page, 'Sunday')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Monday')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Sunday')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, 'Monday')).toBeFocused();
  // One tab stop: Tab leaves the tablist for the panel.
  await page.keyboard.press('Tab');
  await expect(shownPanel(page)).toBeFocused();

  // The day's line-up closes and opens again from its trigger, by keyboard.
  const trigger = shownPanel(page).locator('tf-collapsible [part="trigger"]');
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(shownPanel(page).locator('tf-collapsible')).toContainText('Show Monday’s line-up (5 shows)');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(shownPanel(page).locator('li').first()).toBeVisible();
  await expect.poll(() => tracked.filter((c) => c.type === 'link').map((c) => [c.data.linkName, c.data.promoName]))
    .toEqual(expect.arrayContaining([['Schedule: Tuesday', 'Schedule: This Week'], ['Expand', 'Schedule: This Week'], ['Collapse', 'Schedule: This Week']]));

  // A slot's full episode opens its player page.
  const watch = shownPanel(page).getByRole('link', { name: /^Watch full episode: Family Feud-ish/ });
  await follow(page, watch, '/full-episodes/family-feud-ish-s5e2');
  expect(tracked.filter((c) => c.type === 'link').map((c) => c.data.linkName)).toContain('Schedule: Watch full episode');
});

test('a malformed schedule feed fails its zone alone, with the catalogue’s message', async ({ page }) => {
  // Routed before home opens: its idle round fetches the header's Schedule page, feeds and all.
  await page.route('**/feeds/schedule/week', (route) => route.fulfill({ json: { result: { title: 'Week', days: [{ date: '<b>Mon</b>', slots: [] }] } } }));
  await open(page, '/');
  await follow(page, page.locator('tf-zone[zone="header"] a[href="/schedule"]').first(), '/schedule');
  const messages = (await events(page, 'tf:message')).map((e) => e.detail.text);
  expect(messages).toContain('Module t2_c1_promo1:ENT_M049 render failed');
  const removed = (await events(page, 'tf:moduleremove')).map((e) => [e.detail.zone, e.detail.reason]);
  expect(removed).toContainEqual(['t2_c1_promo1', 'failed']);
  await expect(zone(page)).toHaveCount(0);
  await expect(page.locator('tf-zone[zone="t1_1c"]')).toHaveAttribute('state', 'rendered');
  await expect(page.locator('b')).toHaveCount(0);
});
