/**
 * History, redirects, unsupported pages, rapid navigation, scrolling and the
 * activity indicator of in-page navigation, on the built demo. Manifest
 * requests are counted from the
 * browser's side; slow answers are held by routes this spec releases itself.
 */
import { expect, test, type Page, type Request } from './support/test.js';
import {
  countEvents, events, manifestTarget, marker, navigationEntries, openPage, recordEvents, routeFixtureManifests,
  saveData, setMarker, trackManifestRequests, waitForEvents,
} from './support/tf-page.js';
import { headerLink } from './support/header.js';

const FIXTURE = '/fixture/history/';
const SHOP = 'https://shop.laughtrack.example/';

/** Fixture manifests for what the demo has no page for: broken redirects and a missing manifest. */
function fixtureManifest(path: string): unknown {
  if (path === `${FIXTURE}redirect-to-script`) return { type: 'redirect', newLocation: 'javascript:alert(1)', zones: {} };
  if (path === `${FIXTURE}missing`) return null;
  return {
    id: 'fixture', title: `Fixture ${path}`, pageClass: 'page-fixture',
    zones: {
      header: { zone: 'header', driver: 'ENT_M001', feed: '/feeds/global/header', priority: 1 },
      t1_1c: { zone: 't1_1c', driver: 'ENT_M040', priority: 1, feedData: { result: { headline: `Fixture page ${path}` } } },
    },
  };
}

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => { resolve = done; });
  return { promise, resolve };
}

/** Calls `<tf-page>.navigate()` for each URL in turn, without waiting for any. */
function navigate(page: Page, ...urls: string[]): Promise<void> {
  return page.evaluate((list) => {
    const tfPage = document.querySelector('tf-page') as HTMLElement & { navigate(url: string): Promise<void> };
    for (const url of list) void tfPage.navigate(url);
  }, urls);
}

const path = (href: string) => new URL(href).pathname + new URL(href).search;
const historyLength = (page: Page) => page.evaluate(() => history.length);
const footer = (page: Page) => page.getByRole('contentinfo');

let manifests: string[];

test.beforeEach(async ({ page, context }) => {
  await saveData(page);
  await recordEvents(page);
  await routeFixtureManifests(context, FIXTURE, fixtureManifest);
  // The first page's manifest comes inline with its HTML:
  // only the loads after it request one.
  manifests = trackManifestRequests(page);
});

test.describe('back and forward', () => {
  test('reload the manifest of the location they land on, in the same document', async ({ page }) => {
    await openPage(page, '/');
    await setMarker(page);
    await (await headerLink(page, '/shows')).click();
    await waitForEvents(page, 'tf:complete', 2);
    await (await headerLink(page, '/stand-up')).click();
    await waitForEvents(page, 'tf:complete', 3);
    expect(manifests).toEqual(['/shows', '/stand-up']);

    await page.goBack();
    await waitForEvents(page, 'tf:complete', 4);
    await expect(page).toHaveURL(/\/shows$/);
    await expect(page).toHaveTitle('Shows · Laugh Track Network');
    expect(manifests).toEqual(['/shows', '/stand-up', '/shows']);

    await page.goBack();
    await waitForEvents(page, 'tf:complete', 5);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
    await expect(page.locator('body')).toHaveId('home');

    await page.goForward();
    await waitForEvents(page, 'tf:complete', 6);
    await expect(page).toHaveURL(/\/shows$/);
    expect(manifests).toEqual(['/shows', '/stand-up', '/shows', '/', '/shows']);
    const starts = await events(page, 'tf:pagestartload');
    expect(starts.map((e) => [path(e.detail.url as string), e.detail.initial])).toEqual([
      ['/', true], ['/shows', false], ['/stand-up', false], ['/shows', false], ['/', false], ['/shows', false],
    ]);
    expect(await marker(page)).toBe(1);
    expect(await navigationEntries(page)).toBe(1);
  });

  test('over a same-page hash change request no manifest', async ({ page }) => {
    await openPage(page, '/about');
    await setMarker(page);
    await footer(page).getByRole('link', { name: 'Sign in with your TV provider' }).click();
    await expect(page).toHaveURL(/\/about#tv-provider$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/about#tv-provider$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    // A real page change afterwards still loads: the hash entries left the navigator in step.
    await (await headerLink(page, '/schedule')).click();
    await waitForEvents(page, 'tf:complete', 2);
    expect(manifests).toEqual(['/schedule']);
    expect(await countEvents(page, 'tf:pagestartload')).toBe(2);
    // Back from another page to it is a page change again.
    await page.goBack();
    await waitForEvents(page, 'tf:complete', 3);
    await expect(page).toHaveURL(/\/about$/);
    expect(manifests).toEqual(['/schedule', '/about']);
    expect(await marker(page)).toBe(1);
  });
});

test.describe('a redirect manifest', () => {
  test('to a same-origin string location loads that page in place, replacing the history entry', async ({ page }) => {
    await openPage(page, '/');
    await setMarker(page);
    const before = await historyLength(page);
    await navigate(page, '/standup');
    await waitForEvents(page, 'tf:complete', 2);
    await expect(page).toHaveURL(/\/stand-up$/);
    await expect(page).toHaveTitle('Stand-Up · Laugh Track Network');
    expect(manifests).toEqual(['/standup', '/stand-up']);
    expect(await historyLength(page)).toBe(before + 1);
    expect(await marker(page)).toBe(1);

    await page.goBack();
    await waitForEvents(page, 'tf:complete', 3);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
    expect(manifests).toEqual(['/standup', '/stand-up', '/']);
  });

  test('to a same-origin {url} location, from the header link, loads that page in place', async ({ page }) => {
    await openPage(page, '/shows');
    await setMarker(page);
    const before = await historyLength(page);
    await page.getByRole('link', { name: 'Watch live' }).click();
    await waitForEvents(page, 'tf:complete', 2);
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page).toHaveTitle('Schedule · Laugh Track Network');
    expect(manifests).toEqual(['/tonight', '/schedule']);
    expect(await historyLength(page)).toBe(before + 1);
    expect(await marker(page)).toBe(1);

    await page.goBack();
    await waitForEvents(page, 'tf:complete', 3);
    await expect(page).toHaveURL(/\/shows$/);
  });

  test('to another origin lets the browser go there', async ({ page }) => {
    await page.route(`${SHOP}**`, (route) => route.fulfill({
      status: 200, contentType: 'text/html',
      body: '<!doctype html><title>LTN Shop</title><h1>The LTN Shop (fixture)</h1>',
    }));
    await openPage(page, '/');
    await footer(page).getByRole('link', { name: 'The LTN Shop' }).click();
    await expect(page).toHaveURL(SHOP);
    await expect(page.getByRole('heading', { name: 'The LTN Shop (fixture)' })).toBeVisible();
    expect(manifests).toEqual(['/store']);
  });

  test('to a javascript: location is not followed and reports a page error', async ({ page }) => {
    await openPage(page, '/');
    await setMarker(page);
    await navigate(page, `${FIXTURE}redirect-to-script`);
    await waitForEvents(page, 'tf:pageerror');
    const [error] = await events(page, 'tf:pageerror');
    expect(error!.detail.message).toContain(`${FIXTURE}redirect-to-script`);
    expect(manifests).toEqual([`${FIXTURE}redirect-to-script`]);
    expect(await marker(page)).toBe(1);
    await expect(page.locator('tf-page')).not.toHaveAttribute('busy');
  });
});

test.describe('a page without a manifest', () => {
  test('(manifest false) is loaded fully by the browser: the legacy terms page', async ({ page }) => {
    await openPage(page, '/');
    await setMarker(page);
    await footer(page).getByRole('link', { name: 'Terms of use' }).first().click();
    await expect(page).toHaveURL(/\/legal\/terms\.html$/);
    await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
    expect(await marker(page)).toBeUndefined();
    expect(await page.locator('tf-page').count()).toBe(0);
    expect(manifests).toEqual(['/legal/terms.html']);
  });

  test('(manifest null) reports a page error and stays in place', async ({ page }) => {
    await openPage(page, '/');
    await setMarker(page);
    await navigate(page, `${FIXTURE}missing`);
    await waitForEvents(page, 'tf:pageerror');
    const [error] = await events(page, 'tf:pageerror');
    expect(error!.detail.message).toBe(`No manifest for ${new URL(FIXTURE + 'missing', page.url()).href}`);
    expect(await marker(page)).toBe(1);
    await expect(page.locator('tf-page')).not.toHaveAttribute('busy');
  });
});

test.describe('rapid navigation', () => {
  test('applies only the last of three header clicks', async ({ page }) => {
    await openPage(page, '/');
    // Each from its header menu, opened as a visitor opens it.
    for (const path of ['/shows', '/full-episodes', '/stand-up']) {
      await (await headerLink(page, path)).click();
    }
    await expect(page).toHaveURL(/\/stand-up$/);
    await page.waitForFunction(() =>
      (window as unknown as { __tfEvents: { type: string; detail: { url?: string } }[] }).__tfEvents
        .some((e) => e.type === 'tf:complete' && e.detail.url?.endsWith('/stand-up')));
    await expectOnlyLastApplied(page, '/stand-up', 'Stand-Up · Laugh Track Network', 'stand-up');
  });

  test('aborts the manifest requests of the pages left behind and applies only the last', async ({ page }) => {
    await openPage(page, '/');
    // The first two manifests are held until the browser gives up on them.
    const failed: { target?: string; error?: string }[] = [];
    page.on('requestfailed', (request: Request) =>
      failed.push({ target: manifestTarget(request), error: request.failure()?.errorText }));
    const held = deferred();
    await page.route((url) => ['/shows', '/full-episodes'].includes(manifestTarget(url) ?? ''), async (route) => {
      await held.promise;
      await route.continue().catch(() => { /* the request was aborted meanwhile */ });
    });

    await navigate(page, '/shows', '/full-episodes', '/schedule');
    await page.waitForFunction(() =>
      (window as unknown as { __tfEvents: { type: string; detail: { url?: string } }[] }).__tfEvents
        .some((e) => e.type === 'tf:complete' && e.detail.url?.endsWith('/schedule')));
    await expect.poll(() => failed.map((f) => f.target).sort()).toEqual(['/full-episodes', '/shows']);
    held.resolve();
    expect(failed.every((f) => /ABORTED/i.test(f.error ?? ''))).toBe(true);
    await expectOnlyLastApplied(page, '/schedule', 'Schedule · Laugh Track Network', 'schedule');
    // The manifests of the old pages never arrived, so they never got a pageready.
    const ready = await events(page, 'tf:pageready');
    expect(ready.map((e) => path(e.detail.url as string))).toEqual(['/', '/schedule']);
  });

  test('aborts the feed requests of a page left while it was rendering', async ({ page }) => {
    await openPage(page, '/');
    const failed: string[] = [];
    page.on('requestfailed', (request: Request) => failed.push(new URL(request.url()).pathname));
    const held = deferred();
    await page.route('**/feeds/shows/hero', async (route) => {
      await held.promise;
      await route.continue().catch(() => { /* aborted meanwhile */ });
    });

    await navigate(page, '/shows');
    await page.waitForFunction(() =>
      (window as unknown as { __tfEvents: { type: string; detail: { url?: string } }[] }).__tfEvents
        .some((e) => e.type === 'tf:pageready' && e.detail.url?.endsWith('/shows')));
    await navigate(page, '/schedule');
    await expect.poll(() => failed).toContain('/feeds/shows/hero');
    held.resolve();
    await page.waitForFunction(() =>
      (window as unknown as { __tfEvents: { type: string; detail: { url?: string } }[] }).__tfEvents
        .some((e) => e.type === 'tf:complete' && e.detail.url?.endsWith('/schedule')));
    await expectOnlyLastApplied(page, '/schedule', 'Schedule · Laugh Track Network', 'schedule');
  });
});

/**
 * The page shown is the last one asked for: URL, title, body id and every
 * zone of its manifest; nothing of an earlier page drew after it was placed.
 */
async function expectOnlyLastApplied(page: Page, last: string, title: string, bodyId: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === last);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('body')).toHaveId(bodyId);
  const answer = await page.request.get(`/feeds/triforce/manifest/v2?url=${encodeURIComponent(new URL(last, page.url()).href)}`);
  const { manifest } = (await answer.json()) as { manifest: { zones: Record<string, { driver: string }> } };
  const shown = await page.locator('tf-page tf-zone').evaluateAll((zones) =>
    zones.map((z) => `${z.getAttribute('zone')}:${z.getAttribute('driver')}`).sort());
  expect(shown).toEqual(Object.entries(manifest.zones).map(([name, zone]) => `${name}:${zone.driver}`).sort());

  const all = await events(page);
  const lastReady = all.findLastIndex((e) => e.type === 'tf:pageready');
  expect(path(all[lastReady]!.detail.url as string)).toBe(last);
  const after = all.slice(lastReady + 1);
  for (const e of after.filter((x) => x.type === 'tf:modulerender')) expect(Object.keys(manifest.zones)).toContain(e.detail.zone);
  const completes = all.filter((e) => e.type === 'tf:rendercomplete' || e.type === 'tf:complete');
  expect(path(completes.at(-1)!.detail.url as string)).toBe(last);
  expect(after.filter((e) => e.type === 'tf:rendercomplete').map((e) => path(e.detail.url as string))).toEqual([last]);
}

test.describe('scrolling on a new page', () => {
  /** Makes the document tall whatever the page inside <tf-page>, then scrolls down. */
  async function scrollDown(page: Page, y: number): Promise<void> {
    await page.evaluate((to) => {
      const spacer = document.createElement('div');
      spacer.id = 'fixture-spacer';
      spacer.style.height = '6000px';
      document.body.append(spacer);
      scrollTo(0, to);
    }, y);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(y);
  }

  test('goes to the top after a visit, announced by a cancelable tf:scrolltop', async ({ page }) => {
    await openPage(page, '/');
    expect(await countEvents(page, 'tf:scrolltop')).toBe(0);
    await scrollDown(page, 1200);
    await navigate(page, '/shows');
    await waitForEvents(page, 'tf:scrolltop');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    const [scrollTop] = await events(page, 'tf:scrolltop');
    expect(path(scrollTop!.detail.url as string)).toBe('/shows');
  });

  test('keeps the scroll position when a tf:scrolltop listener prevents it', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { __cancelable: boolean[] }).__cancelable = seen;
      document.querySelector('tf-page')!.addEventListener('tf:scrolltop', (event) => {
        seen.push(event.cancelable);
        event.preventDefault();
      });
    });
    await scrollDown(page, 1200);
    await navigate(page, '/shows');
    await waitForEvents(page, 'tf:complete', 2);
    expect(await page.evaluate(() => (window as unknown as { __cancelable: boolean[] }).__cancelable)).toEqual([true]);
    expect(await page.evaluate(() => scrollY)).toBe(1200);
  });

  // The anchor lives inside a zone that draws after the page is placed: the
  // navigator tries again as modules render.
  test('scrolls to the anchor of the URL visited instead of the top', async ({ page }) => {
    await openPage(page, '/');
    await footer(page).getByRole('link', { name: 'Sign in with your TV provider' }).click();
    await waitForEvents(page, 'tf:complete', 2);
    await expect(page).toHaveURL(/\/about#tv-provider$/);
    expect(manifests).toEqual(['/about']);
    // 50 px below the sticky header (the root's scroll-padding-top), ±2.
    await expect.poll(() => page.evaluate(() => Math.abs((document.getElementById('tv-provider')?.getBoundingClientRect().top ?? -1)
      - (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) - 50)))
      .toBeLessThanOrEqual(2);
  });
});

test.describe('the activity indicator', () => {
  test('marks <tf-page> busy with a progress bar while a page loads, then fades the bar out over 100 ms', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('tf-page')).not.toHaveAttribute('busy');
    await expect(page.locator('.tf-progress')).toHaveCount(0);
    const held = deferred();
    await page.route((url) => manifestTarget(url) === '/shows', async (route) => {
      await held.promise;
      await route.continue();
    });
    // Times of the indicator's changes, from the page's own clock.
    await page.evaluate(() => {
      const tfPage = document.querySelector('tf-page')!;
      const times: Record<string, number> = {};
      (window as unknown as { __indicator: typeof times }).__indicator = times;
      new MutationObserver(() => {
        const now = performance.now();
        if (!tfPage.hasAttribute('busy') && times.busyOn !== undefined) times.busyOff ??= now;
        if (tfPage.hasAttribute('busy')) times.busyOn ??= now;
        if (document.querySelector('.tf-progress--done')) times.fading ??= now;
        // The bar may wait a moment before it shows: gone means gone after it was there.
        if (document.querySelector('.tf-progress')) times.barOn ??= now;
        if (times.barOn !== undefined && !document.querySelector('.tf-progress')) times.barGone ??= now;
      }).observe(tfPage, { attributes: true, childList: true, subtree: true, attributeFilter: ['busy', 'class'] });
    });

    await navigate(page, '/shows');
    await expect(page.locator('tf-page')).toHaveAttribute('busy', '');
    const bar = page.locator('tf-page > .tf-progress');
    await expect(bar).toHaveCount(1);
    await expect(bar).toHaveAttribute('role', 'progressbar');
    expect(await bar.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);

    held.resolve();
    await waitForEvents(page, 'tf:rendercomplete', 2);
    await expect(page.locator('tf-page')).not.toHaveAttribute('busy');
    await expect(page.locator('.tf-progress')).toHaveCount(0);
    const times = await page.evaluate(() => (window as unknown as { __indicator: Record<string, number> }).__indicator);
    const [, complete] = await events(page, 'tf:rendercomplete');
    // Busy until rendering completes; the bar fades and is removed 100 ms after.
    expect(times.busyOff! - complete!.at).toBeGreaterThanOrEqual(-1);
    expect(times.busyOff! - complete!.at).toBeLessThan(50);
    expect(times.fading).toBeDefined();
    expect(times.barGone! - times.fading!).toBeGreaterThanOrEqual(95);
  });
});
