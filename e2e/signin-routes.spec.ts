import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.js';
import { open, recordPageEvents } from './support/page-events.js';
import { expect, test } from './support/test.js';

/**
 * Issue 16 on the demo site, end to end through the real core, the demo's
 * pass services and its identity stand-in: the 24-hour free pass (with a
 * reload in the middle and the clock moved), the special preview (social
 * and mail sign-in, ended, terminated) and house-based access. Each unlocks
 * the locked episode as a provider sign-in does (the wrapper's tveStorage
 * and the body mark). Every test runs under the strict-CSP fixture.
 */
const PLAYER = '/full-episodes/desk-jockeys-s4e1';

const signin = (page: Page) => page.locator('tf-signin');
const header = (page: Page) => page.locator('tf-zone[zone="header"]');

async function useScenario(context: BrowserContext, baseURL: string | undefined, scenario: string): Promise<void> {
  await context.addCookies([{ name: 'tve_scenario', value: scenario, url: baseURL! }]);
}

/** The locked episode's gate → the overlay's provider list. */
async function openSignin(page: Page): Promise<void> {
  const zone = page.locator('tf-zone[zone="t1_1c"]');
  await zone.getByRole('button', { name: /^Play / }).click();
  await zone.getByRole('button', { name: 'Sign in with your TV provider' }).click();
  await expect(signin(page)).toHaveAttribute('screen', 'selectProvider');
}

/** The countdown's seconds left, read off its h:mm:ss. */
async function secondsLeft(page: Page): Promise<number> {
  const text = await page.getByRole('timer', { name: 'Time left' }).locator('[aria-hidden="true"]').textContent();
  const [h = NaN, m = NaN, s = NaN] = (text ?? '').split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

async function startFreePass(page: Page): Promise<void> {
  await openSignin(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: "Don't see Your Provider?" }).click();
  await expect(signin(page)).toHaveAttribute('screen', 'dontSeeUrMvpd');
  await expectNoAxeViolations(page, { include: 'tf-signin' });
  await dialog.getByRole('button', { name: 'Start your free pass' }).click();
  await expect(signin(page)).toHaveAttribute('screen', 'fpSuccess');
}

async function pickSpecialProvider(page: Page, query = 'harvest'): Promise<void> {
  await openSignin(page);
  const box = page.getByRole('dialog').getByRole('combobox');
  await box.fill(query);
  await box.press('ArrowDown');
  await box.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test.describe('the 24-hour free pass', () => {
  test('starts from "Don\'t see Your Provider?", counts down, unlocks the episode, resumes after a reload, and signs out', async ({ page }) => {
    await open(page, PLAYER);
    await startFreePass(page);
    const dialog = page.getByRole('dialog', { name: 'Your free pass has started' });
    await expect(dialog.getByRole('timer', { name: 'Time left' })).toBeVisible();
    const started = await secondsLeft(page);
    expect(started).toBeGreaterThan(86_390);
    await expectNoAxeViolations(page, { include: 'tf-signin' });
    await dialog.getByRole('button', { name: 'Watch videos' }).click();
    await expect(page.locator('body')).toHaveClass(/tve-authenticated/);
    await expect(page.locator('tf-zone[zone="t1_1c"]').getByRole('region', { name: /^Video player: / })).toHaveAttribute('data-state', 'playing');
    await expect(header(page).locator('.tf-hdr__pass-name')).toHaveText('24-hour pass');
    const stored = await page.evaluate(() => localStorage.getItem('tveComponent_signedInWith'));
    expect(stored).toBe('24h');

    await page.reload();
    await expect(page.locator('body')).toHaveClass(/tve-authenticated/);
    await expect(header(page).locator('.tf-hdr__pass-name')).toHaveText('24-hour pass');
    expect(await page.evaluate(() => (document.querySelector('tf-signin') as HTMLElement & { status: { via: string } }).status.via)).toBe('24h');
    // The countdown resumes where it was: the header's pass opens fpSignOut.
    await header(page).getByRole('button', { name: /^24-hour pass until / }).click();
    await expect(signin(page)).toHaveAttribute('screen', 'fpSignOut');
    const resumed = await secondsLeft(page);
    expect(resumed).toBeLessThanOrEqual(started);
    expect(resumed).toBeGreaterThan(started - 60);
    await expectNoAxeViolations(page, { include: 'tf-signin' });
    await page.getByRole('dialog', { name: 'Your 24-hour free pass' }).getByRole('button', { name: 'Watch videos' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.locator('body')).not.toHaveClass(/tve-authenticated/);
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a clock moved back or forward neither adds nor takes away time, and does not end the pass', async ({ page }) => {
    await page.clock.install();
    await open(page, PLAYER);
    await startFreePass(page);
    const before = await secondsLeft(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(now - 3 * 3600_000);
    await page.clock.runFor(2000);
    expect(await secondsLeft(page)).toBeLessThanOrEqual(before);
    expect(await secondsLeft(page)).toBeGreaterThan(before - 10);
    await page.clock.setSystemTime(now + 30 * 3600_000);
    await page.clock.runFor(2000);
    expect(await secondsLeft(page)).toBeGreaterThan(before - 10);
    expect(await page.evaluate(() => (document.querySelector('tf-signin') as HTMLElement & { status: { via: string | null } }).status.via)).toBe('24h');
  });

  test('a device whose pass already expired is told so instead of the offer', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL, 'free-pass-expired');
    await open(page, PLAYER);
    await openSignin(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: "Don't see Your Provider?" }).click();
    await expect(dialog.getByText('Your 24 hour free preview session has already expired.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start your free pass' })).toHaveCount(0);
    await expectNoAxeViolations(page, { include: 'tf-signin' });
  });
});

test.describe('the special preview', () => {
  test('a special provider\'s viewer signs in with Facebook, gets full access, and signs out', async ({ page }) => {
    await open(page, PLAYER);
    await pickSpecialProvider(page);
    await expect(signin(page)).toHaveAttribute('screen', 'elvisLogin');
    await expectNoAxeViolations(page, { include: 'tf-signin' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('dialog').getByRole('button', { name: 'Sign in with Facebook' }).click()]);
    await popup.getByLabel('Your name').fill('Vi Ewer');
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()]);
    await expect(signin(page)).toHaveAttribute('screen', 'elvisSuccess');
    await expectNoAxeViolations(page, { include: 'tf-signin' });
    await page.getByRole('dialog').getByRole('button', { name: 'Watch Now' }).click();
    await expect(page.locator('body')).toHaveClass(/tve-authenticated/);
    await expect(header(page).locator('.tf-hdr__provider').getByRole('img', { name: 'Harvest Moon Cable' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tveComponent_signedInWith'))).toBe('vipElvis');

    await page.reload();
    await expect(page.locator('body')).toHaveClass(/tve-authenticated/);
    // The header's provider opens elvisSignOut, whose Sign Out ends the preview.
    await header(page).getByRole('button', { name: 'Harvest Moon Cable' }).click();
    await expect(signin(page)).toHaveAttribute('screen', 'elvisSignOut');
    await expectNoAxeViolations(page, { include: 'tf-signin' });
    await signin(page).getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.locator('body')).not.toHaveClass(/tve-authenticated/);
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tveComponent_signedInWith'))).toBeNull();
  });

  test('mail sign-in draws the identity\'s form in the overlay (vipLogin)', async ({ page }) => {
    await open(page, PLAYER);
    await pickSpecialProvider(page, 'polar');
    await page.getByRole('dialog').getByRole('button', { name: /^Sign in with (email|mail)/i }).click();
    await expect(signin(page)).toHaveAttribute('screen', 'vipLogin');
    const frame = page.frameLocator('tf-signin iframe[title="Sign in with email"]');
    await expectNoAxeViolations(page, { include: 'tf-signin' });
    await frame.getByLabel('Email address', { exact: true }).filter({ visible: true }).fill('viewer@example.com');
    await frame.getByLabel('Password', { exact: true }).filter({ visible: true }).fill('hunter22');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await expect(signin(page)).toHaveAttribute('screen', 'elvisSuccess');
    await expect(page.locator('body')).toHaveClass(/tve-authenticated/);
  });

  test('the reset mail\'s link (resetToken) opens the password reset in the overlay by itself, and leaves the address', async ({ page }) => {
    await open(page, PLAYER);
    await pickSpecialProvider(page, 'polar');
    await page.getByRole('dialog').getByRole('button', { name: /^Sign in with (email|mail)/i }).click();
    const mail = page.frameLocator('tf-signin iframe[title="Sign in with email"]');
    // An account of its own: the demo's preview service keeps an account's preview across tests (its uid is stable).
    const email = `reset-${test.info().workerIndex}-${Date.now()}@example.com`;
    await mail.getByRole('button', { name: 'Forgot your password?' }).click();
    await mail.getByLabel('Email address', { exact: true }).filter({ visible: true }).fill(email);
    await mail.getByRole('button', { name: 'Send the link' }).click();
    const link = await mail.getByRole('link', { name: 'Choose a new password' }).getAttribute('href');
    expect(new URL(link!).searchParams.get('resetToken')).toBeTruthy();

    await page.goto(link!);
    await expect(signin(page)).toHaveAttribute('screen', 'vipLogin');
    const reset = page.frameLocator('tf-signin iframe[title="Reset your password"]');
    await expect(reset.getByRole('status')).toHaveText(`For the account ${email}.`);
    await expectNoAxeViolations(page, { include: 'tf-signin' });
    await reset.getByLabel('New password', { exact: true }).fill('a new password');
    await reset.getByLabel('New password again').fill('a new password');
    await reset.getByRole('button', { name: 'Save and sign in' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('resetToken')).toBe(false);
    expect(new URL(page.url()).pathname).toBe(new URL(link!).pathname);
    // The account has no preview yet: the overlay does not wait on anything, it closes.
    await expect(signin(page)).not.toHaveAttribute('screen', /./);
    await expect(signin(page).getByRole('dialog')).toBeHidden();
  });

  for (const [scenario, screen, text] of [
    ['preview-ended', 'elvisEnded', 'Your full access has ended'],
    ['preview-terminated', 'elvisTerminated', /no longer offers/i],
  ] as const) {
    test(`${scenario}: the viewer is told (${screen}) and stays signed out`, async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL, scenario);
      await open(page, PLAYER);
      await pickSpecialProvider(page);
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('dialog').getByRole('button', { name: 'Sign in with Twitter' }).click()]);
      await popup.getByLabel('Your name').fill('Vi Ewer');
      await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()]);
      await expect(signin(page)).toHaveAttribute('screen', screen);
      await expect(page.getByRole('dialog')).toContainText(text);
      await expectNoAxeViolations(page, { include: 'tf-signin' });
      await expect(page.locator('body')).not.toHaveClass(/tve-authenticated/);
    });
  }
});

test.describe('house-based access', () => {
  test('a household on a recognized network is signed in without doing anything; Sign Out turns it off for good', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL, 'hba-household');
    await open(page, PLAYER);
    await expect(header(page).locator('.tf-hdr__provider').getByRole('img', { name: 'Skyline Cable' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/tve-authenticated/);
    await expect(signin(page)).not.toHaveAttribute('screen', /./);
    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.locator('body')).not.toHaveClass(/tve-authenticated/);
    expect(await page.evaluate(() => localStorage.getItem('tveComponent_HBA_DISABLED'))).not.toBeNull();
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/tve-authenticated/);
  });
});
