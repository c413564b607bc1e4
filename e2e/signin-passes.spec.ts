import type { FrameLocator } from '@playwright/test';
import type { BrowserContext, Page } from './support/test.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * Issue 16's demo, proved on the served site without the sign-in element:
 * the staff scenarios of the free pass, the special preview and HBA; the
 * pass services answering through the production server; the identity
 * provider stand-in (`/identity/identity.js`, its adapter module) driven
 * the way the sign-in drives it, from a page of the site, through its real
 * pages (the social consent popup, the mail sign-in and password-reset
 * frames) under the strict CSP (the fixture fails any violation) and axe.
 */

/** A page of the site's origin with nothing on it but the strict CSP. */
const BLANK = '/tve/cookie-check.html';
const PASS_SCENARIOS = ['free-pass-short', 'free-pass-expired', 'free-pass-failing', 'preview-ended', 'preview-terminated', 'preview-failing', 'hba-household'];

interface Session { uid: string; email?: string; name?: string }
type IdentityWindow = Window & { idp: Record<string, (...args: unknown[]) => Promise<unknown>>; idpResult?: Promise<unknown>; idpAbort: AbortController };

/** Loads the adapter module as `<tf-signin identity-src>` would, inits it, and keeps it on `window.idp`. */
async function loadIdentity(page: Page): Promise<void> {
  await page.goto(BLANK);
  await page.evaluate(async () => {
    const w = window as unknown as IdentityWindow;
    const module = (await import('/identity/identity.js' as string)) as { default: () => IdentityWindow['idp'] };
    w.idp = module.default();
    await w.idp.init!({ locale: 'en_US', brand: 'laughtrack', app: 'laughtrack-preview', theme: 'dark' });
    w.idpAbort = new AbortController();
    const host = document.createElement('div');
    host.id = 'frame-host';
    document.body.append(host);
  });
}

/** Starts one adapter call in the page; its outcome is awaited with `result`. */
const start = (page: Page, call: 'socialSignIn' | 'mailSignIn' | 'resetPassword', arg?: string) =>
  page.evaluate(([name, value]) => {
    const w = window as unknown as IdentityWindow;
    const host = document.getElementById('frame-host')!;
    const args = name === 'socialSignIn' ? [value, w.idpAbort.signal] : name === 'mailSignIn' ? [host, w.idpAbort.signal] : [value, host, w.idpAbort.signal];
    w.idpResult = w.idp[name]!(...args).then((session) => ({ session }), (error: Error) => ({ error: error.name }));
  }, [call, arg] as const);

const result = (page: Page) => page.evaluate(() => (window as unknown as IdentityWindow).idpResult) as Promise<{ session?: Session; error?: string }>;

/** A shown field of a page with several forms (the hidden views' fields share their labels). */
const field = (root: Page | FrameLocator, label: string) => root.getByLabel(label, { exact: true }).filter({ visible: true });

async function useScenario(context: BrowserContext, baseURL: string, scenario: string): Promise<void> {
  await context.addCookies([{ name: 'tve_scenario', value: scenario, url: baseURL }]);
}

test.describe('the staff scenarios of issue 16', () => {
  test('the scenarios page lists the free pass, special preview and HBA scenarios, each saying what it does, and applies one', async ({ page, context }) => {
    await page.goto('/tve-scenarios');
    const group = page.getByRole('group', { name: 'Free pass, special preview and house-based access' });
    await expect(group.getByRole('radio')).toHaveCount(PASS_SCENARIOS.length);
    for (const name of PASS_SCENARIOS) await expect(group.getByRole('radio', { name: new RegExp(`^${name} \\S`) })).toBeVisible();
    await expect(group.getByText('The 24-hour free pass lasts 2 minutes', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await group.getByRole('radio', { name: /^hba-household / }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status')).toHaveText('Applied: hba-household.');
    expect((await context.cookies()).find((c) => c.name === 'tve_scenario')?.value).toBe('hba-household');
  });

  test('the production server answers the pass services by JSONP, following the scenario', async ({ page, context, baseURL }) => {
    const uuid = `e2e-${Date.now()}`;
    const call = async (path: string) => {
      const response = await page.request.get(`/tve/${path}&callback=cb&v=4.8.1`);
      expect(response.headers()['content-type']).toBe('application/javascript; charset=utf-8');
      return JSON.parse(/^cb\((.*)\);$/s.exec(await response.text())![1]!) as Record<string, unknown>;
    };
    expect(await call(`html5/checkdevice?requestorId=laughtrack&uuid=${uuid}`)).toMatchObject({ status: 'ready', duration: 86_400 });
    expect(await call(`html5/setupdevice?requestorId=laughtrack&uuid=${uuid}`)).toMatchObject({ status: 'started', isExpired: false });
    expect(await call(`checkelvis?hba=true&deviceType=web&requestorId=laughtrack&uuid=${uuid}`)).toMatchObject({ status: 'none', token: '' });
    await useScenario(context, baseURL!, 'hba-household');
    expect(((await call(`checkelvis?hba=true&deviceType=web&requestorId=laughtrack&uuid=${uuid}`)).providers as unknown[])[0]).toMatchObject({ providerId: 'skyline', isLoggedIn: true });
  });
});

test.describe('the identity provider stand-in', () => {
  test('its pages load under the strict CSP and pass axe in every view', async ({ page }) => {
    await page.goto('/identity/signin.html');
    await expect(page.getByRole('heading', { name: 'Sign in with email' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'I already have an account' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await field(page, 'Email address').fill('viewer@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', /[?&]resetToken=/);
    await expectNoAxeViolations(page);

    for (const network of ['facebook', 'twitter']) {
      await page.goto(`/identity/social.html?network=${network}`);
      await expect(page.getByRole('heading', { name: `Log in with ${network === 'facebook' ? 'Facebook' : 'Twitter'}` })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto('/identity/reset.html?token=not-a-token');
    await expect(page.getByRole('status')).toHaveText('This reset link is not valid or has expired. Ask for a new one.');
    await expectNoAxeViolations(page);
  });

  test('mail sign-in draws its page in a frame of the container, refuses a wrong password, and signs in', async ({ page }) => {
    await loadIdentity(page);
    await start(page, 'mailSignIn');
    const frame = page.frameLocator('#frame-host iframe[title="Sign in with email"]');
    await field(frame, 'Email address').fill('viewer@example.com');
    await field(frame, 'Password').fill('wrong-password');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await expect(frame.getByRole('alert')).toHaveText('That email address and password don\'t match an account.');
    // The page told the adapter its height: the frame fits it, not the height it started with.
    await expect.poll(() => page.locator('#frame-host iframe').evaluate((f: HTMLIFrameElement) => f.style.height)).not.toBe('480px');
    await expectNoAxeViolations(page);
    await field(frame, 'Password').fill('hunter22');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    const { session } = await result(page);
    expect(session).toMatchObject({ email: 'viewer@example.com', uid: expect.stringMatching(/^mail-/) as unknown as string });
    await expect(page.locator('#frame-host iframe')).toHaveCount(0);
    // The provider's own session survives a reload, under its own key.
    await page.reload();
    await loadIdentity(page);
    expect(await page.evaluate(() => (window as unknown as IdentityWindow).idp.session!())).toEqual(session);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tveComponent_')))).toEqual([]);
  });

  test('social sign-in opens the network\'s consent popup; Continue signs in, Cancel gives up', async ({ page }) => {
    await loadIdentity(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), start(page, 'socialSignIn', 'facebook')]);
    await expect(popup.getByRole('heading', { name: 'Log in with Facebook' })).toBeVisible();
    await popup.getByLabel('Your name').fill('Vi Ewer');
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()]);
    expect((await result(page)).session).toMatchObject({ name: 'Vi Ewer', uid: expect.stringMatching(/^fb-/) as unknown as string });

    const [second] = await Promise.all([page.waitForEvent('popup'), start(page, 'socialSignIn', 'twitter')]);
    await Promise.all([second.waitForEvent('close'), second.getByRole('button', { name: 'Cancel' }).click()]);
    expect(await result(page)).toEqual({ error: 'AbortError' });
  });

  test('the reset mail\'s link carries resetToken back to the page; the reset frame sets a new password and signs in', async ({ page }) => {
    await loadIdentity(page);
    await start(page, 'mailSignIn');
    const signin = page.frameLocator('#frame-host iframe');
    await signin.getByRole('button', { name: 'Forgot your password?' }).click();
    await field(signin, 'Email address').fill('viewer@example.com');
    await signin.getByRole('button', { name: 'Send the link' }).click();
    const link = new URL((await signin.getByRole('link', { name: 'Choose a new password' }).getAttribute('href'))!);
    expect(link.pathname).toBe(BLANK);
    const token = link.searchParams.get('resetToken')!;
    await page.evaluate(() => (window as unknown as IdentityWindow).idpAbort.abort());
    expect(await result(page)).toEqual({ error: 'AbortError' });
    await expect(page.locator('#frame-host iframe')).toHaveCount(0);

    await loadIdentity(page);
    await start(page, 'resetPassword', token);
    const reset = page.frameLocator('#frame-host iframe[title="Reset your password"]');
    await expect(reset.getByRole('status')).toHaveText('For the account viewer@example.com.');
    await reset.getByLabel('New password', { exact: true }).fill('a new password');
    await reset.getByLabel('New password again').fill('another one');
    await reset.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(reset.getByRole('alert')).toHaveText('The two passwords are not the same.');
    await expectNoAxeViolations(page);
    await reset.getByLabel('New password again').fill('a new password');
    await reset.getByRole('button', { name: 'Save and sign in' }).click();
    expect((await result(page)).session).toMatchObject({ email: 'viewer@example.com' });
  });
});
