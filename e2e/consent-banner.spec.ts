import type { BrowserContext, Page } from './support/test.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';
import { open, recordPageEvents } from './support/page-events.js';
import { decodeTcString } from '../demo/cmp/tc-string.js';

/**
 * The demo's consent platform (issue 14): a first-time visitor
 * gets the banner, each choice lands in `euconsent-v2` as a TC string, and
 * `__tcfapi` reports it. The runtime may reload the page when consent is
 * given in the banner; nothing here depends on whether it does: assertions
 * read the cookie and ask the platform afresh.
 */

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

test.use({ storedConsent: 'none' });

const banner = (page: Page) => page.getByRole('dialog', { name: 'Your privacy choices' });

/** The purposes the stored TC string consents to, once the cookie exists. */
async function storedPurposes(context: BrowserContext): Promise<number[] | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'euconsent-v2');
  return cookie ? decodeTcString(cookie.value)?.purposesConsent : undefined;
}

/** What `__tcfapi('addEventListener', 2, …)` first answers on the current page. */
async function platformAnswer(page: Page): Promise<{ eventStatus: string; consents: number[] }> {
  await page.waitForFunction(() => typeof (window as unknown as { __tcfapi?: unknown }).__tcfapi === 'function');
  return page.evaluate(() => new Promise((resolve) => {
    const api = (window as unknown as { __tcfapi: (...args: unknown[]) => void }).__tcfapi;
    api('addEventListener', 2, (data: { eventStatus: string; purpose: { consents: Record<string, boolean> } }) => {
      resolve({ eventStatus: data.eventStatus, consents: Object.keys(data.purpose.consents).filter((id) => data.purpose.consents[id]).map(Number) });
    });
  }));
}

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('a first-time visitor sees the banner, focus in it, and axe finds nothing', async ({ page }) => {
  await open(page, '/');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject all' })).toBeFocused();
  expect(await platformAnswer(page)).toEqual({ eventStatus: 'cmpuishown', consents: [] });
  await expectNoAxeViolations(page);
});

test('Accept all stores every purpose; the next visit has no banner and tcloaded with consent', async ({ page, context }) => {
  await open(page, '/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => storedPurposes(context)).toEqual(ALL);
  const cookie = (await context.cookies()).find((c) => c.name === 'euconsent-v2')!;
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
  // About 13 months (395 days), as real platforms keep a choice.
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(394 * 86_400_000);

  await open(page, '/shows');
  expect(await platformAnswer(page)).toEqual({ eventStatus: 'tcloaded', consents: ALL });
  await expect(banner(page)).toBeHidden();
});

test('Reject all stores no purpose', async ({ page, context }) => {
  await open(page, '/');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect.poll(() => storedPurposes(context)).toEqual([]);
  await expect(banner(page)).toBeHidden();
  expect(await platformAnswer(page)).toEqual({ eventStatus: 'useractioncomplete', consents: [] });
});

test('Manage choices, by keyboard: the switches turned on are exactly what is stored', async ({ page, context }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Manage choices' }).press('Enter');
  const first = page.getByRole('switch', { name: /^1\. Store and\/or access/ });
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await page.getByRole('switch', { name: /^7\. Measure advertising performance/ }).focus();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save choices' }).press('Enter');
  await expect.poll(() => storedPurposes(context)).toEqual([1, 7]);
});

test('Escape closes the banner without storing anything, and it comes back on the next page', async ({ page, context }) => {
  await open(page, '/');
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
  expect(await storedPurposes(context)).toBeUndefined();
  await open(page, '/shows');
  await expect(banner(page)).toBeVisible();
});

test.describe('with a stored choice', () => {
  test.use({ storedConsent: [1, 8] });

  test('the footer\'s "Privacy choices" reopens the banner with the stored switches', async ({ page, context }) => {
    await open(page, '/');
    await expect(banner(page)).toBeHidden();
    const link = page.getByRole('button', { name: 'Privacy choices' });
    await link.click();
    await expect(banner(page)).toBeVisible();
    expect((await platformAnswer(page)).eventStatus).toBe('cmpuishown');
    await page.getByRole('button', { name: 'Manage choices' }).click();
    const switches = banner(page).getByRole('switch');
    await expect(switches).toHaveCount(11);
    const checked = await switches.evaluateAll((all) => all.filter((s) => (s as HTMLInputElement).checked).map((s) => (s as HTMLInputElement).value));
    expect(checked).toEqual(['1', '8']);
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    await expect(link).toBeFocused();
    expect(await storedPurposes(context)).toEqual([1, 8]);
  });
});

test('the platform is one hashed classic script, cached for a year', async ({ page }) => {
  const script = page.waitForResponse((response) => /\/assets\/cmp-[\w-]+\.js$/.test(response.url()));
  await page.goto('/');
  const response = await script;
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await page.locator('script[src^="/assets/cmp-"]').evaluate((s) => (s as HTMLScriptElement).type)).toBe('');
});
