import type { BrowserContext, Page } from './support/test.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * <tf-signin> on a legacy page: one standalone script and
 * the tag, the page's wiring in a file of its own, under the strict CSP;
 * then the whole sign-in, end to end, through the demo's stand-ins (the
 * AccessEnabler library, the provider login page, the TV-everywhere
 * services), and every catalogue error the staff scenarios reach.
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
    // Besides the shared chunks the standalone files import (Lit, the runtime's small modules).
    expect(scripts.filter((path) => path.startsWith('/elements/') && !path.startsWith('/elements/shared/'))).toEqual(['/elements/tf-signin.js']);
    expect(scripts).not.toContain('/tf.js');
    expect(await page.evaluate(() => ({ page: !!customElements.get('tf-page'), react: 'React' in window }))).toEqual({ page: false, react: false });
    // The element's status is there from the start, signed out until the core knows better.
    expect(await page.locator('tf-signin').evaluate((el) => (el as HTMLElement & { status: unknown }).status))
      .toMatchObject({ isLoggedIn: false });
  });

  test('the collapsible FAQ loads the standalone <tf-collapsible> beside it on first use, not a copy of its own', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openLoaded(page);
    expect(scripts).not.toContain('/elements/tf-collapsible.js');
    await page.locator('tf-signin').evaluate((el) => {
      el.toggleAttribute('collapsible-faq', true);
      (el as HTMLElement & { login(): void }).login();
    });
    await dialog(page).getByRole('button', { name: 'Learn more' }).click();
    await page.waitForFunction(() => customElements.get('tf-collapsible') !== undefined);
    expect(scripts).toContain('/elements/tf-collapsible.js');
    const question = dialog(page).getByRole('button', { name: 'The sign-in page does not appear.' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
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

  test('signs in at a popup provider found by its alternate name', async ({ page, context }) => {
    await openLoaded(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const popupOpened = context.waitForEvent('page');
    // "nw" is the start of Northwind Fiber's alternate name "NW Fiber".
    await searchAndPick(page, 'nw', 'Northwind Fiber');
    const popup = await popupOpened;
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'pleaseWait');
    await expect(dialog(page).getByRole('progressbar', { name: 'Please wait' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(popup.getByRole('heading', { name: 'Sign in to Northwind Fiber' })).toBeVisible();
    const statuses = await count(page, 'tf:signinstatus');
    await popup.getByLabel('User name or email').fill('viewer');
    await popup.getByLabel('Password').fill('secret');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    expect(await nextEvent(page, 'tf:signinstatus', statuses)).toMatchObject({ isLoggedIn: true, provider: { id: 'northwind' } });
    await expect(dialog(page).getByRole('heading', { name: 'CONGRATULATIONS' })).toBeVisible();
    await expect(dialog(page)).toContainText('You are signed in with Northwind Fiber.');
    // Sign Out from the success screen.
    await dialog(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(dialog(page)).toBeHidden();
    expect((await signinEvents(page, 'tf:signinstatus')).at(-1)).toEqual({ isLoggedIn: false, provider: null, via: null });
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);
  });

  test('a wrong password is the provider page to refuse; the sign-in then goes on', async ({ page }) => {
    await openLoaded(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await searchAndPick(page, 'blue', 'Bluebird TV');
    const login = page.frameLocator('iframe[name="mvpdframe"]');
    await signInInFrame(page, 'wrong-password');
    await expect(login.getByRole('alert')).toHaveText("That user name and password don't match our records.");
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'iframeWrapper');
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);
    const statuses = await count(page, 'tf:signinstatus');
    await signInInFrame(page);
    expect(await nextEvent(page, 'tf:signinstatus', statuses)).toMatchObject({ isLoggedIn: true, provider: { id: 'bluebird' } });
  });

  test('the embedded picker on the page starts the sign-in with the provider chosen; closing the overlay cancels it', async ({ page }) => {
    await openLoaded(page);
    const picker = page.locator('#picker');
    await expect(picker.getByRole('heading', { name: 'Select your TV provider' })).toBeVisible();
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'selectProviderNew');
    await expect(picker.getByRole('listitem')).toHaveCount(12);
    await expectNoAxeViolations(page);
    await picker.getByRole('button', { name: 'Skyline Cable' }).click();
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'iframeWrapper');
    await expect(page.frameLocator('iframe[name="mvpdframe"]').getByRole('heading', { name: 'Sign in to Skyline Cable' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('iframe[name="mvpdframe"]')).toHaveCount(0);
    // The canceled sign-in is over: the next one starts at the list, and goes through.
    await picker.getByRole('button', { name: 'see all providers' }).click();
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'selectProvider');
    await searchAndPick(page, 'harbor', 'Harborview Broadband');
    const statuses = await count(page, 'tf:signinstatus');
    await signInInFrame(page);
    expect(await nextEvent(page, 'tf:signinstatus', statuses)).toMatchObject({ isLoggedIn: true, provider: { id: 'harborview' } });
    await expect(page.locator('#picker-section')).toBeHidden();
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);
  });

  test('a provider whose package lacks the network: TVEErrorUserNotAuthorized, signed out', async ({ page }) => {
    await openLoaded(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await searchAndPick(page, 'canyon', 'Canyon Broadband');
    await signInInFrame(page);
    const error = await nextEvent(page, 'tf:signinerror', 0);
    expect(error).toEqual({ code: 'TVEErrorUserNotAuthorized', message: 'User not Authorized Error', id: 'Z100' });
    await expectErrorScreen(page, 'User not Authorized Error');
    expect((await signinEvents(page, 'tf:signinstatus')).at(-1)).toMatchObject({ isLoggedIn: false });
    await expect(page.locator('.episode[data-locked]')).toHaveCount(3);
  });
});

/** The overlay shows the error screen: 'Sorry' and `message`, axe-clean; OK closes it. */
async function expectErrorScreen(page: Page, message: string): Promise<void> {
  await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'error');
  await expect(dialog(page).getByRole('heading', { name: 'Sorry' })).toBeVisible();
  await expect(dialog(page).getByRole('alert')).toHaveText(message);
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
}

test.describe('the sign-in errors through the staff scenarios', () => {
  test('library-never-loads: 30 s later, TVEErrorAdobeLibraryFailedToInit', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'library-never-loads');
    // Time stands still from the start: the library's 30 s are counted by runFor alone.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await openLoaded(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'pleaseWait');
    await page.clock.runFor(29_000);
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);
    await page.clock.runFor(1_000);
    expect(await nextEvent(page, 'tf:signinerror', 0))
      .toEqual({ code: 'TVEErrorAdobeLibraryFailedToInit', message: 'AccessEnabler Initialization Error', id: 'libraryFailed' });
    // axe waits on timers of its own.
    await page.clock.resume();
    await expectErrorScreen(page, 'AccessEnabler Initialization Error');
  });

  test('empty-provider-list: Providers.getList, and the overlay cannot open', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'empty-provider-list');
    await recordSigninEvents(page);
    await page.goto(PAGE);
    expect(await nextEvent(page, 'tf:signinerror', 0)).toEqual({ code: 'TVEErrorGeneric', message: 'Providers.getList', id: 'getList' });
    await expect(page.locator('#error')).toHaveText('Sign-in problem: Providers.getList');
    expect(await count(page, 'tf:signinload')).toBe(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await nextEvent(page, 'tf:signinerror', 1)).toEqual({ code: 'TVEErrorCannotInitialize', message: 'The Component Is Not Loaded', id: 'notLoaded' });
    await expectErrorScreen(page, 'The Component Is Not Loaded');
  });

  test('whitelist-failing: retried after 5 s, then Can Not Load The White List', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'whitelist-failing');
    const lists: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/extendedProvidersList')) lists.push(response.status());
    });
    await page.clock.install();
    await recordSigninEvents(page);
    await page.goto(PAGE);
    await expect.poll(() => lists, { intervals: [20] }).toEqual([500]);
    // The page's clock keeps running while the test notices the answer, so
    // the 5 s are checked with a margin for a loaded machine: no retry 3.5 s
    // on, the retry and its error by 5.5 s.
    await page.clock.runFor(3_500);
    expect(lists).toEqual([500]);
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);
    await page.clock.runFor(2_000);
    expect(await nextEvent(page, 'tf:signinerror', 0)).toEqual({ code: 'TVEErrorGeneric', message: 'Can Not Load The White List', id: 'whiteList' });
    expect(lists).toEqual([500, 500]);
    await expect(page.locator('#error')).toHaveText('Sign-in problem: Can Not Load The White List');
  });

  test('whitelist-failing with a stored list over an hour old: the stored list serves', async ({ page, context, baseURL }) => {
    await openLoaded(page);
    await useScenario(context, baseURL!, 'whitelist-failing');
    await page.clock.install({ time: Date.now() + 2 * 3600_000 });
    await page.reload();
    await page.clock.runFor(5_000);
    await nextEvent(page, 'tf:signinload', 0);
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Skyline Cable' })).toBeVisible();
  });

  test('third-party-cookies-blocked: 15 s after the login frame opened, TVEError3rdPartyCookies', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'third-party-cookies-blocked');
    await page.clock.install();
    await openLoaded(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await searchAndPick(page, 'sky', 'Skyline Cable');
    await expect(page.frameLocator('iframe[name="mvpdframe"]').getByRole('heading', { name: 'Sign in to Skyline Cable' })).toBeVisible();
    await page.clock.runFor(14_000);
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);
    await page.clock.runFor(1_000);
    expect(await nextEvent(page, 'tf:signinerror', 0))
      .toEqual({ code: 'TVEError3rdPartyCookies', message: 'Third Party Cookies Are Not Supported', id: 'thirdPartyCookies' });
    await expectErrorScreen(page, 'Third Party Cookies Are Not Supported');
    // The failed sign-in is over: another one starts at the provider list.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'selectProvider');
    expect(await count(page, 'tf:signinerror')).toBe(1);
  });

  test('third-party-cookies-blocked, the login finished before the check: N130, not authenticated', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'third-party-cookies-blocked');
    await openLoaded(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await searchAndPick(page, 'sky', 'Skyline Cable');
    await signInInFrame(page);
    expect(await nextEvent(page, 'tf:signinerror', 0)).toEqual({ code: 'TVEErrorUserNotAuthorized', message: 'User Not Authenticated Error', id: 'N130' });
    await expectErrorScreen(page, 'User Not Authenticated Error');
    await expect(page.locator('iframe[name="mvpdframe"]')).toHaveCount(0);
  });

  test('local-storage-unavailable: TVEErrorLocalStorage, and the sign-in still works', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'local-storage-unavailable');
    await openLoaded(page);
    expect((await signinEvents(page, 'tf:signinerror'))[0])
      .toEqual({ code: 'TVEErrorLocalStorage', message: 'LocalStorage Is Unavailable', id: 'storageUnavailable' });
    await expect(page.locator('#error')).toHaveText('Sign-in problem: LocalStorage Is Unavailable');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await searchAndPick(page, 'sky', 'Skyline Cable');
    const statuses = await count(page, 'tf:signinstatus');
    await signInInFrame(page);
    expect(await nextEvent(page, 'tf:signinstatus', statuses)).toMatchObject({ isLoggedIn: true, provider: { id: 'skyline' } });
    // The token falls back to a cookie; the library's own report of it is a warning.
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('tveComponent_AUTH_DATA');
    expect(await signinEvents(page, 'tf:signinwarning')).toContainEqual(expect.objectContaining({ id: 'LS011' }));
  });

  test('expired-token: the 5 s token is erased when it lapses and the library gives a new one', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'expired-token');
    await page.clock.install();
    await openLoaded(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await searchAndPick(page, 'sky', 'Skyline Cable');
    const statuses = await count(page, 'tf:signinstatus');
    await signInInFrame(page);
    expect(await nextEvent(page, 'tf:signinstatus', statuses)).toMatchObject({ isLoggedIn: true });
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('tveComponent_AUTH_DATA') ?? 'null') as { expirationTime: number } | null);
    const first = await stored();
    expect(first!.expirationTime - (await page.evaluate(() => Date.now()))).toBeLessThanOrEqual(5_000);
    await page.clock.runFor(5_000);
    await expect.poll(async () => (await stored())?.expirationTime ?? 0).toBeGreaterThan(first!.expirationTime);
    expect((await signinEvents(page, 'tf:signinstatus')).at(-1)).toMatchObject({ isLoggedIn: true, provider: { id: 'skyline' } });
    expect(await signinEvents(page, 'tf:signinerror')).toEqual([]);
  });
});
