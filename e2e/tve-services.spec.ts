import type { BrowserContext, Page } from './support/test.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * The demo's TV-everywhere stand-ins (issue 15 "Demo"), driven the way the
 * sign-in drives them but with no element at all: a blank same-origin page
 * defines Adobe Pass's global callbacks, loads `/vendor/access-enabler.js`
 * and calls the AccessEnabler API, signing in at the provider's login page
 * in the frame named `mvpdframe` or in a popup. The services answer JSONP;
 * the staff scenario cookie turns each failure on.
 */

interface Call { name: string; args: unknown[] }
interface AccessEnablerApi {
  setRequestor(requestor: string, endpoints?: unknown, options?: unknown): void;
  bind(eventType: string, handler: string): void;
  checkAuthentication(): void;
  getAuthentication(): void;
  getAuthorization(resource: string): void;
  setSelectedProvider(id: string | null): void;
  getSelectedProvider(): void;
  logout(): void;
}
type StandInWindow = Window & Record<string, unknown> & { aeCalls: Call[]; ae: AccessEnablerApi; AccessEnabler: new () => AccessEnablerApi };

const CALLBACKS = ['entitlementLoaded', 'setAuthenticationStatus', 'displayProviderDialog', 'setToken', 'tokenRequestFailed', 'selectedProvider', 'sendTrackingData', 'onAeError'];
/** A page of the site's origin with nothing on it but the strict CSP. */
const BLANK = '/tve/cookie-check.html';

/** Defines the page's callbacks (recording every call), loads the library and lets its initialisation run. */
async function installLibrary(page: Page, requestor = 'laughtrack'): Promise<void> {
  await page.evaluate((names) => {
    const w = window as unknown as StandInWindow;
    w.aeCalls = [];
    for (const name of names) w[name] = (...args: unknown[]) => w.aeCalls.push({ name, args });
    // As a page must: the frame named mvpdframe exists when createIFrame returns.
    w.createIFrame = (width: number, height: number) => {
      w.aeCalls.push({ name: 'createIFrame', args: [width, height] });
      const frame = document.createElement('iframe');
      Object.assign(frame, { name: 'mvpdframe', title: 'TV provider sign-in', width: String(width), height: String(height) });
      document.body.append(frame);
    };
  }, CALLBACKS);
  await page.addScriptTag({ url: '/vendor/access-enabler.js' });
  // entitlementLoaded is due in a zero-delay timer set as the script ran: one set now fires after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const loaded = (await calls(page, 'entitlementLoaded')).length === 1;
  if (loaded) {
    await page.evaluate((id) => {
      const w = window as unknown as StandInWindow;
      w.ae = new w.AccessEnabler();
      w.ae.bind('errorEvent', 'onAeError');
      w.ae.setRequestor(id);
    }, requestor);
  }
}

const calls = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as StandInWindow).aeCalls.filter((call) => call.name === n).map((call) => call.args), name);

/** Waits for the `count`-th call of callback `name` and returns its arguments. */
async function nthCall(page: Page, name: string, count: number): Promise<unknown[]> {
  await page.waitForFunction(([n, c]) => (window as unknown as StandInWindow).aeCalls.filter((call) => call.name === n).length >= (c as number), [name, count] as const);
  return (await calls(page, name))[count - 1]!;
}

/** Calls one AccessEnabler method in the page, as the sign-in would. */
const api = (page: Page, method: keyof AccessEnablerApi, ...args: unknown[]) =>
  page.evaluate(([name, values]) => {
    const ae = (window as unknown as StandInWindow).ae as unknown as Record<string, (...a: unknown[]) => void>;
    ae[name]!(...values);
  }, [method, args] as const);

async function useScenario(context: BrowserContext, baseURL: string, scenario: string): Promise<void> {
  await context.addCookies([{ name: 'tve_scenario', value: scenario, url: baseURL }]);
}

async function signInInFrame(page: Page, password = 'hunter2'): Promise<void> {
  const login = page.frameLocator('iframe[name="mvpdframe"]');
  await login.getByLabel('User name or email').fill('viewer@example.com');
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Sign in' }).click();
}

function decodeToken(token: string): string {
  return Buffer.from(token, 'base64').toString('utf8');
}

test.describe('the entitlement library stand-in', () => {
  test('signs in at an iframe provider, authorizes, survives a reload and signs out', async ({ page }) => {
    await page.goto(BLANK);
    await installLibrary(page);
    await api(page, 'checkAuthentication');
    expect(await nthCall(page, 'setAuthenticationStatus', 1)).toEqual([0, 'User Not Authenticated Error']);
    expect(await nthCall(page, 'onAeError', 1)).toEqual([{ errorId: 'N000', level: 'info', message: 'The user is not authenticated.' }]);

    await api(page, 'getAuthentication');
    const [mvpds] = (await nthCall(page, 'displayProviderDialog', 1)) as [Array<Record<string, unknown>>];
    expect(mvpds.length).toBeGreaterThanOrEqual(30);
    expect(mvpds[0]).toMatchObject({ ID: 'skyline', id: 'skyline', displayName: 'Skyline Cable', logoURL: '/tve/logos/skyline.svg', iFrameRequired: true });

    await api(page, 'setSelectedProvider', 'skyline');
    expect(await nthCall(page, 'createIFrame', 1)).toEqual([480, 560]);
    const login = page.frameLocator('iframe[name="mvpdframe"]');
    await expect(login.getByRole('heading', { name: 'Sign in to Skyline Cable' })).toBeVisible();
    await expect(login.getByRole('img', { name: 'Skyline Cable' })).toBeVisible();

    await signInInFrame(page, 'wrong-password');
    await expect(login.getByRole('alert')).toHaveText("That user name and password don't match our records.");
    expect(await calls(page, 'setAuthenticationStatus')).toHaveLength(1);
    await signInInFrame(page);
    expect(await nthCall(page, 'setAuthenticationStatus', 2)).toEqual([1, '']);

    await api(page, 'getAuthorization', 'laughtrack');
    const [resource, token] = (await nthCall(page, 'setToken', 1)) as [string, string];
    expect(resource).toBe('laughtrack');
    const xml = decodeToken(token);
    expect(xml).toMatch(/^<signatureInfo>[\w+/=]+<\/signatureInfo><authToken>/);
    expect(xml).toContain('<ttl>86400000</ttl>');
    expect(xml).toContain('<resourceID>laughtrack</resourceID><');
    expect(xml).toContain('<mvpdId>skyline</mvpdId>');

    // The library's own session outlives the page.
    await page.reload();
    await installLibrary(page);
    await api(page, 'checkAuthentication');
    expect(await nthCall(page, 'setAuthenticationStatus', 1)).toEqual([1, '']);
    await api(page, 'getSelectedProvider');
    expect(await nthCall(page, 'selectedProvider', 1)).toEqual([{ MVPD: 'skyline', AE_State: 'User Authenticated' }]);

    await api(page, 'logout');
    expect(await nthCall(page, 'setAuthenticationStatus', 2)).toEqual([0, '']);
    await api(page, 'checkAuthentication');
    expect(await nthCall(page, 'setAuthenticationStatus', 3)).toEqual([0, 'User Not Authenticated Error']);
    await api(page, 'getSelectedProvider');
    expect(await nthCall(page, 'selectedProvider', 2)).toEqual([{ MVPD: null, AE_State: 'User Not Authenticated' }]);
  });

  test('signs in at a popup provider, and authorization before authentication signs in first', async ({ page, context }) => {
    await page.goto(BLANK);
    await installLibrary(page);
    await api(page, 'getAuthorization', 'laughtrack');
    await nthCall(page, 'displayProviderDialog', 1);
    const popupOpened = context.waitForEvent('page');
    await api(page, 'setSelectedProvider', 'northwind');
    const popup = await popupOpened;
    expect(await calls(page, 'createIFrame')).toHaveLength(0);
    await popup.getByLabel('User name or email').fill('viewer');
    await popup.getByLabel('Password').fill('secret');
    await expectNoAxeViolations(popup);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await closed;
    expect(await nthCall(page, 'setAuthenticationStatus', 1)).toEqual([1, '']);
    expect((await nthCall(page, 'setToken', 1))[0]).toBe('laughtrack');
  });

  test('answers Z100 for a provider without the network, and cancels a login as not authenticated', async ({ page }) => {
    await page.goto(BLANK);
    await installLibrary(page);
    await api(page, 'getAuthentication');
    await api(page, 'setSelectedProvider', 'skyline');
    await page.frameLocator('iframe[name="mvpdframe"]').getByRole('button', { name: 'Cancel' }).click();
    expect(await nthCall(page, 'setAuthenticationStatus', 1)).toEqual([0, 'User Not Authenticated Error']);

    await page.evaluate(() => document.querySelector('iframe[name="mvpdframe"]')!.remove());
    await api(page, 'getAuthentication');
    await api(page, 'setSelectedProvider', 'canyon');
    await signInInFrame(page);
    expect(await nthCall(page, 'setAuthenticationStatus', 2)).toEqual([1, '']);
    await api(page, 'getAuthorization', 'laughtrack');
    expect(await nthCall(page, 'tokenRequestFailed', 1)).toEqual(['laughtrack', 'User not Authorized Error', 'Your Canyon Broadband package does not include this network.']);
    expect((await calls(page, 'onAeError')).flat()).toContainEqual({ errorId: 'Z100', level: 'error', message: 'Your Canyon Broadband package does not include this network.' });
    expect(await calls(page, 'setToken')).toHaveLength(0);
  });

  test('answers setSelectedProvider(null) with Provider not Selected Error and N005', async ({ page }) => {
    await page.goto(BLANK);
    await installLibrary(page);
    await api(page, 'getAuthentication');
    await api(page, 'setSelectedProvider', null);
    expect(await nthCall(page, 'setAuthenticationStatus', 1)).toEqual([0, 'Provider not Selected Error']);
    expect(await nthCall(page, 'onAeError', 1)).toEqual([{ errorId: 'N005', level: 'info', message: 'The MVPD picker was cancelled.' }]);
  });
});

test.describe('the staff scenarios', () => {
  test('library-never-loads: the script runs but never calls entitlementLoaded', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'library-never-loads');
    await page.goto(BLANK);
    await installLibrary(page);
    expect(await calls(page, 'entitlementLoaded')).toHaveLength(0);
    expect(await page.evaluate(() => typeof (window as unknown as StandInWindow).AccessEnabler)).toBe('function');
  });

  test('expired-token: the token lives 5 seconds', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'expired-token');
    await page.goto(BLANK);
    await installLibrary(page);
    await api(page, 'getAuthorization', 'laughtrack');
    await api(page, 'setSelectedProvider', 'skyline');
    await signInInFrame(page);
    expect(decodeToken(((await nthCall(page, 'setToken', 1)) as [string, string])[1])).toContain('<ttl>5000</ttl>');
  });

  test('third-party-cookies-blocked: the login ends in N130 and the cookie check says false', async ({ page, context, baseURL }) => {
    await page.goto(BLANK);
    const check = () => page.evaluate(() => new Promise<unknown>((resolve) => {
      window.addEventListener('message', (event) => resolve(event.data), { once: true });
      const frame = Object.assign(document.createElement('iframe'), { src: '/tve/cookie-check.html', title: 'cookie check', hidden: true });
      document.body.append(frame);
    }));
    expect(await check()).toEqual({ type: 'tve-cookie-check', enabled: true });

    await useScenario(context, baseURL!, 'third-party-cookies-blocked');
    await page.reload();
    expect(await check()).toEqual({ type: 'tve-cookie-check', enabled: false });
    await installLibrary(page);
    await api(page, 'getAuthentication');
    await api(page, 'setSelectedProvider', 'skyline');
    await signInInFrame(page);
    expect(await nthCall(page, 'setAuthenticationStatus', 1)).toEqual([0, 'User Not Authenticated Error']);
    expect(await nthCall(page, 'onAeError', 1)).toEqual([{ errorId: 'N130', level: 'error', message: 'Authentication token not found on session.' }]);
  });

  test('local-storage-unavailable: localStorage throws and the library keeps a volatile session (LS011)', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'local-storage-unavailable');
    await page.goto(BLANK);
    await page.addScriptTag({ url: '/tve/storage-scenario.js' });
    expect(await page.evaluate(() => { try { return typeof window.localStorage; } catch (error) { return (error as DOMException).name; } })).toBe('SecurityError');
    await installLibrary(page);
    expect(await nthCall(page, 'onAeError', 1)).toEqual([{ errorId: 'LS011', level: 'warning', message: 'Local storage is unavailable: authentication will not persist beyond this page.' }]);
  });

  test('the provider lists follow the scenario, and the provider cookie ping sets its cookie', async ({ page, context, baseURL }) => {
    const list = async () => {
      const response = await page.request.get('/tve/laughtrack/extendedProvidersList?callback=tve.cb&v=4.8.1');
      return [response.status(), response.headers()['content-type'], await response.text()] as const;
    };
    const [status, type, body] = await list();
    expect([status, type]).toEqual([200, 'application/javascript; charset=utf-8']);
    expect(body).toMatch(/^tve\.cb\(\{"mvpdList":\[\{"id":"skyline",/);
    await useScenario(context, baseURL!, 'empty-provider-list');
    expect(await list()).toEqual([200, 'application/javascript; charset=utf-8', 'tve.cb({"mvpdList":[]});']);
    await useScenario(context, baseURL!, 'whitelist-failing');
    expect((await list())[0]).toBe(500);
    expect((await page.request.get('/tve/laughtrack/extendedProvidersList?callback=alert(1)&v=4.8.1')).status()).toBe(400);

    await context.clearCookies({ name: 'tve_scenario' });
    await page.goto(BLANK);
    await page.evaluate(() => new Promise((resolve, reject) => Object.assign(new Image(), { onload: resolve, onerror: reject, src: '/tve/laughtrack/providerCookie?mvpd=skyline' })));
    expect((await context.cookies()).find((cookie) => cookie.name === 'tve_mvpd')?.value).toBe('skyline');
  });

  test('the /tve-scenarios page is an accessible form that sets the scenario', async ({ page, context }) => {
    await page.goto('/tve-scenarios');
    await expect(page.getByRole('heading', { name: 'TV sign-in scenarios' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^normal/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /^expired-token/ }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status')).toHaveText('Applied: expired-token.');
    await expect(page.getByRole('radio', { name: /^expired-token/ })).toBeChecked();
    expect((await context.cookies()).find((cookie) => cookie.name === 'tve_scenario')?.value).toBe('expired-token');
    await page.getByRole('radio', { name: /^normal/ }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status')).toHaveText('Applied: normal.');
    expect((await context.cookies()).find((cookie) => cookie.name === 'tve_scenario')).toBeUndefined();
  });
});
