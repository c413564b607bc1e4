import { expect, test, type Page } from './support/test.js';
import {
  eventCount, eventsSince, follow, ofType, open, recordFeedRequests, recordPageEvents, renderedZones, saveData, tagZones, visit,
  waitForEvent, zoneTags,
} from './support/page-events.js';
import { inlineFixtureManifests } from './support/tf-page.js';
import { headerLink } from './support/header.js';

/**
 * Module diffing on a new page: what happens to
 * each mounted zone when the next manifest arrives, counted in renders, feed
 * requests and DOM elements.
 */

type ZoneSpec = { driver: string; feed: string; priority?: number };
const manifestOf = (id: string, zones: Record<string, ZoneSpec>) => ({
  id,
  title: `Fixture ${id}`,
  pageClass: `page-fixture-${id}`,
  zones: Object.fromEntries(Object.entries(zones).map(([zone, spec]) => [zone, { zone, ...spec }])),
});

const HEADER: ZoneSpec = { driver: 'ENT_M001', feed: '/feeds/global/header', priority: 1 };
const FOOTER: ZoneSpec = { driver: 'ENT_M099', feed: '/feeds/global/footer', priority: 3 };
// The demo API answers feeds by pathname: a query makes another feed URL with the same content.
const FIXTURES: Record<string, ReturnType<typeof manifestOf>> = {
  '/fixture/a': manifestOf('a', {
    header: HEADER,
    t1_1c: { driver: 'ENT_M048', feed: '/feeds/home/tonight', priority: 1 },
    t2_c1_promo1: { driver: 'ENT_M040', feed: '/feeds/home/newsletter', priority: 2 },
    t2_c2_promo1: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk', priority: 2 },
    t3_1c: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk?v=a3', priority: 3 },
    footer: FOOTER,
  }),
  '/fixture/b': manifestOf('b', {
    header: HEADER,
    // Kept: same driver, language and feed.
    t1_1c: { driver: 'ENT_M048', feed: '/feeds/home/tonight', priority: 1 },
    // Refreshed: only the feed differs. Also moves: tier 2 loses its second column.
    t2_c1_promo1: { driver: 'ENT_M040', feed: '/feeds/home/newsletter?edition=2', priority: 2 },
    // t2_c2_promo1 is gone: destroyed.
    // Replaced: another driver.
    t3_1c: { driver: 'ENT_M030', feed: '/feeds/home/shows', priority: 3 },
    footer: FOOTER,
  }),
  '/fixture/c': manifestOf('c', {
    header: HEADER,
    // Kept and moved: tier 1 gains a second column, so it is now wrapped.
    t1_1c: { driver: 'ENT_M048', feed: '/feeds/home/tonight', priority: 1 },
    t1_c2_promo1: { driver: 'ENT_M040', feed: '/feeds/home/joke-desk?v=c', priority: 1 },
    // Kept: the feed differs only in its `hash` parameter and fragment.
    t2_c1_promo1: { driver: 'ENT_M040', feed: '/feeds/home/newsletter?edition=2&hash=c0ffee#signup', priority: 2 },
    t3_1c: { driver: 'ENT_M030', feed: '/feeds/home/shows', priority: 3 },
    footer: FOOTER,
  }),
};

async function serveFixtures(page: Page): Promise<void> {
  await page.route('**/feeds/triforce/manifest/v2?*', async (route) => {
    const pageUrl = new URL(new URL(route.request().url()).searchParams.get('url') ?? '', 'http://x.invalid/');
    const manifest = FIXTURES[pageUrl.pathname];
    if (!manifest) return route.fallback();
    return route.fulfill({ json: { manifest }, headers: { 'cache-control': 'no-store' } });
  });
  // Opened directly, a fixture page's first load reads its manifest from the HTML.
  await inlineFixtureManifests(page, (path) => FIXTURES[path]);
}

/** Records the `state` attribute changes of one page-layer zone element into `window.__states[zone]`. */
async function watchState(page: Page, zone: string): Promise<void> {
  await page.evaluate((name) => {
    const element = document.querySelector(`tf-page > div tf-zone[zone="${name}"]`)!;
    const win = window as unknown as { __states?: Record<string, string[]> };
    const states: string[] = [];
    (win.__states ??= {})[name] = states;
    new MutationObserver(() => states.push(element.getAttribute('state')!))
      .observe(element, { attributes: true, attributeFilter: ['state'] });
  }, zone);
}

const statesOf = (page: Page, zone: string) =>
  page.evaluate((name) => (window as unknown as { __states: Record<string, string[]> }).__states[name], zone);

/**
 * The page's feed requests (the manifest excluded) from its resource timing,
 * in order: a same-origin answer that crossed no network (transferSize 0)
 * came from the browser's HTTP cache.
 */
const feedFetches = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource')
  .map((entry) => ({ url: new URL(entry.name), fromCache: (entry as PerformanceResourceTiming).transferSize === 0 }))
  .filter(({ url }) => url.pathname.startsWith('/feeds/') && !url.pathname.startsWith('/feeds/triforce/'))
  .map(({ url, fromCache }) => ({ url: url.pathname + url.search, fromCache })));

const zoneIn = (page: Page, name: string) => page.locator(`tf-page > div tf-zone[zone="${name}"]`);

// Counts a visit's requests: nothing may be fetched ahead (see saveData).
test.beforeEach(({ page }) => saveData(page));

test.describe('module diffing between fixture pages', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
    await serveFixtures(page);
  });

  test('keeps, refreshes, destroys, replaces and moves zones from a to b to c', async ({ page }) => {
    const requests = recordFeedRequests(page);
    await open(page, '/fixture/a');
    expect([...requests].sort()).toEqual([
      '/feeds/global/footer', '/feeds/global/header', '/feeds/home/joke-desk', '/feeds/home/joke-desk?v=a3',
      '/feeds/home/newsletter', '/feeds/home/tonight',
    ]);

    // Component state that only survives if the React root does.
    const tonight = zoneIn(page, 't1_1c');
    await tonight.getByRole('button', { name: /Show the whole night/ }).click();
    await expect(tonight.locator('tf-collapsible [part="trigger"]')).toHaveAttribute('aria-expanded', 'true');
    const letter = zoneIn(page, 't2_c1_promo1');
    await letter.getByLabel('Your email address').fill('fan@example.com');
    await letter.getByRole('button', { name: 'Sign me up' }).click();
    await expect(letter.getByRole('status')).toContainText('You’re in!');

    const all = ['header', 't1_1c', 't2_c1_promo1', 't2_c2_promo1', 't3_1c', 'footer'];
    await tagZones(page, all, 'a');
    await page.evaluate(() => {
      (window as unknown as { __gone: Element }).__gone = document.querySelector('tf-page > div tf-zone[zone="t2_c2_promo1"]')!;
    });
    await watchState(page, 't2_c1_promo1');
    expect(await zoneIn(page, 't2_c1_promo1').evaluate((el) => el.closest('.tf-tier')!.className)).toContain('tf-tier--2col');

    // a → b
    requests.length = 0;
    const toB = await visit(page, '/fixture/b');
    expect(renderedZones(toB).sort()).toEqual(['t2_c1_promo1', 't3_1c']);
    expect(ofType(toB, 'tf:moduleremove').map((e) => e.detail)).toEqual(expect.arrayContaining([
      { zone: 't2_c2_promo1', driver: 'ENT_M040', reason: 'destroyed' },
      { zone: 't3_1c', driver: 'ENT_M040', reason: 'destroyed' },
    ]));
    expect(ofType(toB, 'tf:moduleremove')).toHaveLength(2);
    expect([...requests].sort()).toEqual(['/feeds/home/newsletter?edition=2', '/feeds/home/shows']);
    expect(await zoneTags(page, all)).toEqual({
      header: 'a', footer: 'a', t1_1c: 'a',
      t2_c1_promo1: 'a', // refreshed in place
      t2_c2_promo1: null, // destroyed
      t3_1c: undefined, // replaced by a new element
    });
    expect(await page.evaluate(() => (window as unknown as { __gone: Element }).__gone.isConnected)).toBe(false);
    await expect(zoneIn(page, 't3_1c')).toHaveAttribute('driver', 'ENT_M030');
    await expect(zoneIn(page, 't3_1c')).toHaveAttribute('state', 'rendered');
    expect(await statesOf(page, 't2_c1_promo1')).toEqual(['refreshing', 'rendered']);
    // The refreshed island re-rendered in its own React root: its state is still there.
    await expect(letter.getByRole('status')).toContainText('You’re in!');
    await expect(tonight.locator('tf-collapsible [part="trigger"]')).toHaveAttribute('aria-expanded', 'true');
    // Tier 2 now has one column: the refreshed zone moved out of the wrapper.
    expect(await zoneIn(page, 't2_c1_promo1').evaluate((el) => ({
      tier: el.closest('.tf-tier')!.className,
      wrapped: el.closest('.tf-tier-wrapper') !== null,
    }))).toEqual({ tier: 'tf-tier', wrapped: false });

    // b → c
    requests.length = 0;
    await watchState(page, 't1_1c');
    const toC = await visit(page, '/fixture/c');
    expect(renderedZones(toC)).toEqual(['t1_c2_promo1']);
    expect(ofType(toC, 'tf:moduleremove')).toEqual([]);
    expect(requests).toEqual(['/feeds/home/joke-desk?v=c']);
    expect(await zoneTags(page, ['header', 't1_1c', 't2_c1_promo1', 'footer'])).toEqual({
      header: 'a', t1_1c: 'a', t2_c1_promo1: 'a', footer: 'a',
    });
    // Moved into the new two-column tier 1 without a re-render or a state change.
    expect(await zoneIn(page, 't1_1c').evaluate((el) => ({
      tier: el.closest('.tf-tier')!.className,
      column: (el.closest('.tf-column') as HTMLElement).dataset.column,
      wrapped: el.closest('.tf-tier-wrapper') !== null,
    }))).toEqual({ tier: 'tf-tier tf-tier--2col', column: '1', wrapped: true });
    expect(await statesOf(page, 't1_1c')).toEqual([]);
    expect(await statesOf(page, 't2_c1_promo1')).toEqual(['refreshing', 'rendered']);
    await expect(tonight.locator('tf-collapsible [part="trigger"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(letter.getByRole('status')).toContainText('You’re in!');
    const complete = ofType(toC, 'tf:rendercomplete')[0]!.detail;
    expect(complete).toMatchObject({ rendered: ['t1_c2_promo1'], failed: [] });
  });

  test('going back replays the diff: b is drawn from a again with one render per changed zone', async ({ page }) => {
    const requests = recordFeedRequests(page);
    await open(page, '/fixture/a');
    await visit(page, '/fixture/b');
    await tagZones(page, ['header', 't1_1c', 't2_c1_promo1', 't3_1c'], 'b');
    requests.length = 0;
    const since = await eventCount(page);
    await page.goBack();
    await waitForEvent(page, '/fixture/a', since);
    const back = await eventsSince(page, since);
    // Refreshed back to its first feed; the other two come back as new modules.
    expect(renderedZones(back).sort()).toEqual(['t2_c1_promo1', 't2_c2_promo1', 't3_1c']);
    expect(await zoneTags(page, ['header', 't1_1c', 't2_c1_promo1', 't3_1c', 't2_c2_promo1'])).toEqual({
      header: 'b', t1_1c: 'b', t2_c1_promo1: 'b', t3_1c: undefined, t2_c2_promo1: undefined,
    });
    // Nothing is kept across page loads but the browser's HTTP cache, and this
    // spec's routes turn that cache off: each zone drawn again
    // asks for its feed once; the kept ones (header, t1_1c, footer) ask for none.
    expect([...requests].sort()).toEqual(['/feeds/home/joke-desk', '/feeds/home/joke-desk?v=a3', '/feeds/home/newsletter']);
  });
});

test.describe('module diffing on the demo site', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('header, menu and footer survive visits between pages with no re-render; a feed asked for again comes from the HTTP cache unless computed', async ({ page }) => {
    const requests = recordFeedRequests(page);
    await open(page, '/');
    const globals = ['header', 'menu', 'footer', 'ads-reporting'];
    await tagZones(page, globals, 'home');
    await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
    // Shows and Stand-Up from their header menus, Schedule a plain header link.
    for (const path of ['/shows', '/stand-up', '/schedule']) {
      const events = await follow(page, await headerLink(page, path), path);
      expect(renderedZones(events).filter((zone) => globals.includes(zone)), `renders on ${path}`).toEqual([]);
      expect(ofType(events, 'tf:moduleremove').filter((e) => globals.includes(String(e.detail.zone))), `removals on ${path}`).toEqual([]);
      expect(await zoneTags(page, globals), `zones on ${path}`).toEqual({ header: 'home', menu: 'home', footer: 'home', 'ads-reporting': 'home' });
    }
    const home = await follow(page, page.locator('tf-zone[zone="header"] a[href="/"]').first(), '/');
    expect(renderedZones(home).filter((zone) => globals.includes(zone))).toEqual([]);
    expect(await zoneTags(page, globals)).toEqual({ header: 'home', menu: 'home', footer: 'home', 'ads-reporting': 'home' });

    // No document load happened, and the kept zones asked for their feeds
    // once, or never when the server drew them and sent their feed inline.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const inline = await page.evaluate(() => {
      const answer = JSON.parse(document.querySelector('tf-page > script[data-tf-manifest]')!.textContent!) as { manifest: { zones: Record<string, { feed?: string; feedData?: unknown }> } };
      return Object.values(answer.manifest.zones).flatMap((zone) => (zone.feed && Object.hasOwn(zone, 'feedData') ? [new URL(zone.feed, location.href).pathname] : []));
    });
    for (const feed of ['/feeds/global/header', '/feeds/global/trending', '/feeds/global/footer']) {
      expect(requests.filter((url) => url === feed), feed).toHaveLength(inline.includes(feed) ? 0 : 1);
    }
    // Across page loads a feed is reused only as its HTTP headers allow:
    // a fixed feed asked for again (public, max-age=30) is the
    // browser cache's answer; only a computed one (no-cache) goes to the
    // network again.
    const fetched = await feedFetches(page);
    expect(fetched.map((f) => f.url).sort()).toEqual([...requests].sort());
    const overNetwork = fetched.filter((f) => !f.fromCache).map((f) => f.url);
    const twiceOverNetwork = [...new Set(overNetwork.filter((url, i) => overNetwork.indexOf(url) !== i))];
    expect(twiceOverNetwork).toEqual(['/feeds/modules/now-on-tv']);
    // Home's hero, for one: from the network when first asked for (back home,
    // when the server sent it inline on the first load), from the cache after.
    expect(fetched.filter((f) => f.url === '/feeds/home/hero').map((f) => f.fromCache)).toEqual(inline.includes('/feeds/home/hero') ? [false] : [false, true]);
    // And some fixed feed was asked for twice, the second time answered by the cache.
    const repeated = fetched.filter((f, i) => f.fromCache && fetched.findIndex((g) => g.url === f.url) < i);
    expect(repeated.length, 'feeds answered by the cache when asked for again').toBeGreaterThan(0);
  });

  test('a new search refreshes the results zone in place', async ({ page }) => {
    const requests = recordFeedRequests(page);
    await open(page, '/search?keywords=desk');
    const results = zoneIn(page, 't1_1c');
    await expect(results).toHaveAttribute('driver', 'ENT_M070');
    const before = await results.innerText();
    await tagZones(page, ['header', 't1_1c', 't2_1c'], 'desk');
    await watchState(page, 't1_1c');
    requests.length = 0;

    const events = await visit(page, '/search?keywords=moon');
    expect(renderedZones(events)).toEqual(['t1_1c']);
    expect(ofType(events, 'tf:moduleremove')).toEqual([]);
    expect(requests).toEqual(['/feeds/search?keywords=moon']);
    expect(await zoneTags(page, ['header', 't1_1c', 't2_1c'])).toEqual({ header: 'desk', t1_1c: 'desk', t2_1c: 'desk' });
    expect(await statesOf(page, 't1_1c')).toEqual(['refreshing', 'rendered']);
    expect(await results.innerText()).not.toEqual(before);
    await expect(results).toContainText(/moon/i);
  });
});
