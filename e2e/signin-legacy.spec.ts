import type { BrowserContext, Page } from './support/test.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * <tf-signin> on a legacy page (CONTRACT §1, §6): one standalone script and
 * the tag, the page's wiring in a file of its own, under the strict CSP;
 * then the whole sign-in, end to end, through the demo's stand-ins (the
 * AccessEnabler library, the provider login page, the TV-everywhere
 * services), and every error of spec 001 §8 the staff scenarios reach.
 */

const PAGE = '/legacy/signin.html';

interface SigninEvent { type: string; detail: Record<string, unknown> }
type RecordingWindow = Window & { __signin: SigninEvent[] };

/** Records every `tf:signin*` event from the first script on (they bubble and are composed). */
async function recordSigninEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as RecordingWindow;
    w.__signin = [];
    for (const type of ['tf:signinload', 'tf:signinstatus', 'tf:signinerror', 'tf:signinwarning']) {
      document.addEventListener(type, (event) => {
        w.__signin.push({ type, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)) as Record<string, unknown> });
      });
    }
  });
}

const signinEvents = (page: Page, type: string) =>
  page.evaluate((t) => (window as unknown as RecordingWindow).__signin.filter((e) => e.type === t).map((e) => e.detail), type);

/** Waits for an event of `type` after the first `since` of them, and returns it. */
async function nextEvent(page: Page, type: string, since: number): Promise<Record<string, unknown>> {
  await page.waitForFunction(([t, n]) => (window as unknown as RecordingWindow).__signin.filter((e) => e.type === t).length > (n as number), [type, since] as const);
  return (await signinEvents(page, type))[since]!;
}

const count = async (page: Page, type: string) => (await signinEvents(page, type)).length;

async function openLoaded(page: Page): Promise<void> {
  await recordSigninEvents(page);
  await page.goto(PAGE);
  await nextEvent(page, 'tf:signinload', 0);
}

async function useScenario(context: BrowserContext, baseURL: string, scenario: string): Promise<void> {
  await context.addCookies([{ name: 'tve_scenario', value: scenario, url: baseURL }]);
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Types into the overlay's search box, walks the list with the arrows and picks with Enter. */
async function searchAndPick(page: Page, query: string, expected: string): Promise<void> {
  const search = dialog(page).getByRole('combobox', { name: 'Search for your provider' });
  await search.pressSequentially(query);
  const options = dialog(page).getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  const index = names.findIndex((name) => name.trim() === expected);
  expect(index, `${expected} among ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) await search.press('ArrowDown');
  await expect(dialog(page).getByRole('option', { name: expected })).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
}

async function signInInFrame(page: Page, password = 'hunter2'): Promise<void> {
  const login = page.frameLocator('iframe[name="mvpdframe"]');
  await login.getByLabel('User name or email').fill('viewer@example.com');
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('the sign-in on a legacy page', () => {
  test('loads no React and no Triforce page, only the standalone element and the page script', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(PAGE);
    await page.waitForFunction(() => customElements.get('tf-signin') !== undefined);
    expect(scripts).toContain('/elements/tf-signin.js');
    expect(scripts).toContain('/legacy/signin.js');
    expect(scripts.filter((path) => path.startsWith('/elements/'))).toEqual(['/elements/tf-signin.js']);
    expect(scripts).not.toContain('/tf.js');
    expect(await page.evaluate(() => ({ page: !!customElements.get('tf-page'), react: 'React' in window }))).toEqual({ page: false, react: false });
    // The element's status is there from the start, signed out until the core knows better.
    expect(await page.locator('tf-signin').evaluate((el) => (el as HTMLElement & { status: unknown }).status))
      .toMatchObject({ isLoggedIn: false });
  });

  test('the page, with the element defined, passes axe', async ({ page }) => {
    await page.goto(PAGE);
    await page.waitForFunction(() => customElements.get('tf-signin') !== undefined);
    await expectNoAxeViolations(page);
  });

  test('signs in at an iframe provider found by typing, stays signed in after a reload, and signs out', async ({ page }) => {
    await openLoaded(page);
    await expect(page.locator('#status')).toHaveText('Sign in with your TV provider to unlock full episodes.');
    expect(await signinEvents(page, 'tf:signinstatus')).toContainEqual({ isLoggedIn: false, provider: null, via: null });

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'selectProvider');
    await expect(dialog(page).getByRole('heading', { name: 'Sign in with your TV provider' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Word-prefix: "dig" finds Skyline Cable by its alternate name Skyline Digital, and Lakeshore and Keystone Digital.
    await searchAndPick(page, 'dig', 'Skyline Cable');
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'iframeWrapper');
    const login = page.frameLocator('iframe[name="mvpdframe"]');
    await expect(login.getByRole('heading', { name: 'Sign in to Skyline Cable' })).toBeVisible();
    await expectNoAxeViolations(page);

    const statuses = await count(page, 'tf:signinstatus');
    await signInInFrame(page);
    const signedIn = await nextEvent(page, 'tf:signinstatus', statuses);
    expect(signedIn).toMatchObject({ isLoggedIn: true, via: 'mvpd', provider: { id: 'skyline', displayName: 'Skyline Cable' } });
    // The demo brand's options ask for the success screen.
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'successMessage');
    await expect(dialog(page).getByRole('heading', { name: 'CONGRATULATIONS' })).toBeVisible();
    await expect(dialog(page)).toContainText('You are signed in with Skyline Cable.');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Watch Now' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('#status')).toHaveText('Signed in with Skyline Cable: enjoy full episodes.');
    await expect(page.locator('.episode[data-locked]')).toHaveCount(0);
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);

    await page.reload();
    await page.waitForFunction(() => (window as unknown as RecordingWindow).__signin.some((e) => e.type === 'tf:signinstatus'));
    expect((await signinEvents(page, 'tf:signinstatus'))[0]).toMatchObject({ isLoggedIn: true, provider: { id: 'skyline' } });
    await expect(page.locator('#status')).toHaveText('Signed in with Skyline Cable: enjoy full episodes.');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.locator('#status')).toHaveText('Sign in with your TV provider to unlock full episodes.');
    expect((await signinEvents(page, 'tf:signinstatus')).at(-1)).toEqual({ isLoggedIn: false, provider: null, via: null });
    await expect(page.locator('.episode[data-locked]')).toHaveCount(3);
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);
  });
});
