import { expect, test, type BrowserContext, type Page } from './support/test.js';

/**
 * Issue 5: the staff debug bar on the demo site (loaded by <tf-page>) and on a
 * plain legacy page that has only the standalone script.
 */
const STAFF = { name: 'crabappleAuth', value: 'laughtrack-staff' };

async function asStaff(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ ...STAFF, url: baseURL! }]);
}

/** Paths of every request the page makes, as they happen. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    paths.push(url.pathname + url.search);
  });
  return paths;
}

const complete = (page: Page) => page.evaluate(() => new Promise<void>((resolve) =>
  document.addEventListener('tf:complete', () => resolve(), { once: true })));

async function debugCookie(context: BrowserContext): Promise<{ modes: Record<string, unknown> } | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'tf_debug');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

test.describe('the debug bar on the demo site', () => {
  test('a visitor gets no request and none of its code; the staff toggle turns it on', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('tf-zone[zone="t1_1c"]')?.getAttribute('state') === 'rendered');
    expect(requests.filter((r) => r.startsWith('/debugbar') || r.includes('tf-debug-bar'))).toEqual([]);
    expect(await page.evaluate(() => customElements.get('tf-debug-bar'))).toBeUndefined();

    const toggle = page.getByRole('button', { name: 'Staff view' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Open the debug bar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Staff view' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests).toContain('/debugbar');

    await page.getByRole('button', { name: 'Staff view' }).click();
    await expect(page.getByRole('button', { name: 'Staff view' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Open the debug bar' })).toHaveCount(0);
  });

  test('staff switch the home page to another manifest in place', async ({ page, context, baseURL }) => {
    await asStaff(context, baseURL);
    const requests = recordRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the debug bar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Triforce debug' });
    await expect(dialog).toBeVisible();
    // Every zone of the home page has its StandAlone fragment link.
    const zones = await page.locator('tf-zone').count();
    await expect(dialog.getByRole('link')).toHaveCount(zones);

    await page.evaluate(() => { (window as { sameDocument?: boolean }).sameDocument = true; });
    const done = complete(page);
    await dialog.getByLabel('Manifest').selectOption({ label: 'Home · Stand-Up Week (preview)' });
    await done;
    await expect(page).toHaveTitle('Stand-Up Week · Laugh Track Network');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(requests.some((r) => r.startsWith('/feeds/triforce/manifest/v2') && r.includes('currentManifest=home-standup-week'))).toBe(true);
    expect((await debugCookie(context))?.modes.manifest).toBe('home-standup-week');

    // The choice survives a browser reload: the manifest client sends it from the cookie.
    await page.reload();
    await expect(page).toHaveTitle('Stand-Up Week · Laugh Track Network');
  });

  test('SME mode loads the content tool, which marks every zone', async ({ page, context, baseURL }) => {
    await asStaff(context, baseURL);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the debug bar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Triforce debug' });
    await dialog.getByRole('button', { name: 'More Options' }).click();
    await dialog.getByRole('switch', { name: 'SME' }).click();
    await expect(dialog.getByRole('switch', { name: 'SME' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('tf-zone[zone="t1_1c"]')).toHaveAttribute('data-tf-sme', /^Edit t1_1c/);
    expect((await debugCookie(context))?.modes.sme).toBe(true);
  });

  test('a fragment link opens the module debug view', async ({ page, context, baseURL }) => {
    await asStaff(context, baseURL);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the debug bar' }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: 'ENT_M010' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('ENT_M010');
    await expect(popup.locator('.errors')).toContainText('No problems found.');
  });
});

test.describe('the debug bar on a legacy page', () => {
  test('without the cookie the standalone element asks nothing', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/legal/press.html');
    await page.waitForFunction(() => customElements.get('tf-debug-bar') !== undefined);
    expect(requests.filter((r) => r.startsWith('/debugbar'))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Open the debug bar' })).toHaveCount(0);
  });

  test('staff get the bar from the standalone script alone', async ({ page, context, baseURL }) => {
    await asStaff(context, baseURL);
    const scripts: string[] = [];
    page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname); });
    await page.goto('/legal/press.html');
    await page.getByRole('button', { name: 'Open the debug bar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Triforce debug' });
    await expect(dialog).toContainText('No modules on this page.');
    // Besides the shared chunks the standalone file imports (Lit, the runtime's small modules).
    expect(scripts.filter((path) => !path.startsWith('/elements/shared/'))).toEqual(['/elements/tf-debug-bar.js']);
    expect(await page.evaluate(() => customElements.get('tf-page'))).toBeUndefined();

    await dialog.getByRole('switch', { name: 'Debug' }).click();
    expect((await debugCookie(context))?.modes['debug.sections.javascript']).toBe(true);

    // Without <tf-page> a new manifest means loading the page again.
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByLabel('Arc stage').selectOption('staging'),
    ]);
    expect((await debugCookie(context))?.modes.arcStage).toBe('staging');

    await page.getByRole('button', { name: 'Open the debug bar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Open the debug bar' })).toHaveCount(0);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('crabappleAuth');
  });
});
