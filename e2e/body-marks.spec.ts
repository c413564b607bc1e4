import { expect, test, type Page } from './support/test.js';
import { open, recordPageEvents, visit } from './support/page-events.js';

/**
 * Body marks after each render: `tve-authenticated` from `localStorage.tveStorage`, the
 * episode-lock mark (set by the player while a locked full episode is on the
 * page, removed everywhere else), and the device class.
 */

const TVE = 'tve-authenticated';
const LOCK = 'tve-episode-lock';
const PLAYER = '/full-episodes/desk-jockeys-s4e1';

interface Snapshot {
  type: string;
  url: string;
  tve: boolean;
}

/** Records whether the TV-auth mark is on the body at each tf:pageready and tf:rendercomplete, as listeners after the page's own see it. */
async function recordMarks(page: Page): Promise<void> {
  await page.addInitScript((mark: string) => {
    const log: { type: string; url: string; tve: boolean }[] = [];
    (window as unknown as { __marks: typeof log }).__marks = log;
    for (const type of ['tf:pageready', 'tf:rendercomplete']) {
      document.addEventListener(type, (event) => log.push({
        type,
        url: new URL(String((event as CustomEvent<{ url: string }>).detail.url)).pathname,
        tve: document.body.classList.contains(mark),
      }));
    }
  }, TVE);
}

const marksFor = (page: Page, path: string) =>
  page.evaluate((want) => (window as unknown as { __marks: Snapshot[] }).__marks.filter((m) => m.url === want), path);

/** Writes `tveStorage` in the page: an object is stored as JSON, a string as it is. */
const setTve = (page: Page, value: unknown) =>
  page.evaluate((v) => localStorage.setItem('tveStorage', typeof v === 'string' ? v : JSON.stringify(v)), value);

/** A record that expires `inMs` from the page's now. */
const tveRecord = (page: Page, inMs: number, authorized: unknown = true) =>
  page.evaluate(({ ms, auth }) => ({ authorized: auth, expires: Date.now() + ms }), { ms: inMs, auth: authorized });

const bodyHas = (page: Page, name: string) => page.evaluate((n) => document.body.classList.contains(n), name);

test.describe('the TV-auth mark', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
    await recordMarks(page);
    // These write the record as another tab's sign-in would. The page's own
    // sign-in (the header's), the record's keeper while it is on the page,
    // is kept from loading: its answers would rewrite what they wrote.
    await page.route('**/vendor/access-enabler.js', (route) => route.abort());
    await page.route(/\/tve\/.*(options|ProvidersList)/, (route) => route.abort());
  });

  test('is set after the first render when storage holds an unexpired authorization', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('tveStorage', JSON.stringify({ authorized: true, expires: Date.now() + 3_600_000 })));
    await open(page, '/');
    expect(await marksFor(page, '/')).toEqual([
      { type: 'tf:pageready', url: '/', tve: false },
      { type: 'tf:rendercomplete', url: '/', tve: true },
    ]);
  });

  test('is set after the next render once storage says authorized', async ({ page }) => {
    await open(page, '/');
    expect(await bodyHas(page, TVE)).toBe(false);
    await setTve(page, await tveRecord(page, 3_600_000));
    await visit(page, '/shows');
    expect(await marksFor(page, '/shows')).toEqual([
      { type: 'tf:pageready', url: '/shows', tve: false },
      { type: 'tf:rendercomplete', url: '/shows', tve: true },
    ]);
  });

  test('is not set, and is taken away, for an expired or malformed record', async ({ page }) => {
    // Seventeen visits: a loaded machine took more than the default 60 s.
    test.slow();
    await open(page, '/');
    const bad: [string, unknown][] = [
      ['expired', await tveRecord(page, -1000)],
      ['authorized as a string', await tveRecord(page, 3_600_000, 'true')],
      ['not authorized', await tveRecord(page, 3_600_000, false)],
      ['without an expiry', { authorized: true }],
      ['with a string expiry', { authorized: true, expires: String(Date.now() + 3_600_000) }],
      ['not JSON', '{authorized: true'],
      ['JSON null', 'null'],
      ['a JSON array', '[true]'],
    ];
    const pages = ['/shows', '/'];
    let turn = 0;
    for (const [what, value] of bad) {
      // From a marked page…
      await setTve(page, await tveRecord(page, 3_600_000));
      await visit(page, pages[turn++ % 2]!);
      expect(await bodyHas(page, TVE), `valid record before the ${what} one`).toBe(true);
      // …to one whose record no longer holds.
      await setTve(page, value);
      await visit(page, pages[turn++ % 2]!);
      expect(await bodyHas(page, TVE), what).toBe(false);
    }
    await page.evaluate(() => localStorage.removeItem('tveStorage'));
    await visit(page, '/shows');
    expect(await bodyHas(page, TVE), 'no record at all').toBe(false);
  });

  test('follows a record written outside the page (another tab\'s sign-in) after the next render', async ({ page }) => {
    await open(page, PLAYER);
    await page.evaluate(() => localStorage.setItem('tveStorage', JSON.stringify({ authorized: true, expires: Date.now() + 3_600_000 })));
    // Storage now says authorized; the page reads it when a render completes.
    expect(await bodyHas(page, TVE)).toBe(false);
    await visit(page, '/');
    expect(await marksFor(page, '/')).toEqual([
      { type: 'tf:pageready', url: '/', tve: false },
      { type: 'tf:rendercomplete', url: '/', tve: true },
    ]);
  });
});

test.describe('the episode-lock mark', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('is removed after a render on a page whose body id is not the player\'s', async ({ page }) => {
    await open(page, '/');
    await page.evaluate((mark) => document.body.classList.add(mark), LOCK);
    await visit(page, '/shows');
    expect(await page.evaluate(() => document.body.id)).toBe('shows');
    expect(await bodyHas(page, LOCK)).toBe(false);
  });

  test('is set while a locked full episode is on the page, and removed when it leaves by an in-page visit', async ({ page }) => {
    await open(page, '/');
    expect(await bodyHas(page, LOCK)).toBe(false);
    await visit(page, PLAYER);
    expect(await page.evaluate(() => document.body.id)).toBe('full_episode_player');
    expect(await bodyHas(page, LOCK)).toBe(true);
    await visit(page, '/full-episodes/late-late-laugh-s4e12');
    expect(await bodyHas(page, LOCK)).toBe(true);
    await visit(page, '/');
    expect(await bodyHas(page, LOCK)).toBe(false);
  });

  test('is not set for a visitor signed in with a TV provider', async ({ page }) => {
    // The record is written as another tab's sign-in would; the page's own sign-in, whose answers
    // would rewrite it (the demo's identity provider knows no such session), is kept from loading.
    await page.route('**/vendor/access-enabler.js', (route) => route.abort());
    await page.route(/\/tve\/.*(options|ProvidersList)/, (route) => route.abort());
    await open(page, '/');
    await page.evaluate(() => localStorage.setItem('tveStorage', JSON.stringify({ authorized: true, expires: Date.now() + 3_600_000 })));
    await visit(page, '/shows');
    expect(await bodyHas(page, TVE)).toBe(true);
    await visit(page, PLAYER);
    expect(await bodyHas(page, LOCK)).toBe(false);
  });
});

const deviceClasses = (page: Page) =>
  page.evaluate(() => ['mobile', 'desktop'].filter((name) => document.body.classList.contains(name)));

const setDeviceCookie = (page: Page, value: string) =>
  page.context().addCookies([{ name: 'device', value, domain: '127.0.0.1', path: '/' }]);

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.describe('the device class', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('is desktop for a desktop browser without a device cookie', async ({ page }) => {
    await open(page, '/');
    expect(await deviceClasses(page)).toEqual(['desktop']);
  });

  test('is mobile when the device cookie says mobile', async ({ page }) => {
    await setDeviceCookie(page, 'mobile');
    await open(page, '/');
    expect(await deviceClasses(page)).toEqual(['mobile']);
  });

  test('follows a device cookie set between pages, after the next render', async ({ page }) => {
    await open(page, '/');
    expect(await deviceClasses(page)).toEqual(['desktop']);
    await setDeviceCookie(page, 'mobile');
    await visit(page, '/shows');
    expect(await deviceClasses(page)).toEqual(['mobile']);
  });

  test('lets the user agent decide when the cookie has another value', async ({ page }) => {
    await setDeviceCookie(page, 'tablet');
    await open(page, '/');
    expect(await deviceClasses(page)).toEqual(['desktop']);
  });

  test.describe('on a phone', () => {
    test.use({ userAgent: IPHONE });

    test('is mobile from the user agent', async ({ page }) => {
      await open(page, '/');
      expect(await deviceClasses(page)).toEqual(['mobile']);
    });

    test('is desktop when the device cookie says desktop', async ({ page }) => {
      await setDeviceCookie(page, 'desktop');
      await open(page, '/');
      expect(await deviceClasses(page)).toEqual(['desktop']);
    });
  });
});
