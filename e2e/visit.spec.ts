/**
 * The load path of a visit: leaving a page while its zones
 * still load is no failure of those zones, and a visit whose manifest
 * request fails becomes a full navigation (on the first load, a page
 * error). Slow and broken answers are made by routes this spec holds,
 * breaks and releases itself; nothing is fetched ahead (saveData), so every
 * manifest request is a visit's own, except in the tests tagged
 * FETCHES_AHEAD, where a hover's prefetch is the visit's request.
 */
import { expect, test, type Page, type Request, type Route } from './support/test.js';
import {
  events, manifestTarget, marker, navigationEntries, recordEvents, saveData, setMarker, trackManifestRequests,
  waitForEvents, withoutInlineManifest, withZoneLeftToBrowser,
} from './support/tf-page.js';
import { eventCount, eventsSince, ofType, pathOf, waitForEvent } from './support/page-events.js';
import { routeOnce } from './support/route-once.js';
import { headerLink } from './support/header.js';

/**
 * Home's last zone (no priority: the last group) and its feed, held while the
 * visitor leaves. The server draws every island of a first page it can, so the
 * tests serve home with this one left to the browser, as the server leaves an
 * island it cannot draw.
 */
const HELD_ZONE = 't10_1c';
const HELD_FEED = '/feeds/home/most-watched';

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => { resolve = done; });
  return { promise, resolve };
}

const tfPage = (page: Page) => page.locator('tf-page');

/** Every document request of the page (first load, reloads, full navigations), as paths. */
function trackDocuments(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.push(pathOf(request.url()));
  });
  return seen;
}

/** The page-layer zones with their state, in document order: what the visitor sees of the page. */
const zoneStates = (page: Page) => page.locator('tf-page > div tf-zone').evaluateAll((zones) =>
  zones.map((zone) => `${zone.getAttribute('zone')}:${zone.getAttribute('state')}`));

/** How many events of `type` the current document has recorded. */
const countOf = async (page: Page, type: string) => (await events(page, type)).length;

/** Settles after the page has drawn two more frames: anything queued by then has run. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) =>
  requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Waits until every other zone of home is drawn (or removed) and the held one is the only one loading. */
const onlyHeldZoneLoading = (page: Page) => page.waitForFunction((held) => {
  const loading = [...document.querySelectorAll('tf-page > div tf-zone[state="loading"]')].map((z) => z.getAttribute('zone'));
  return loading.length === 1 && loading[0] === held;
}, HELD_ZONE);

let manifests: string[];
let documents: string[];

/** Tests tagged so keep prefetching on: nothing else in this spec fetches ahead. */
const FETCHES_AHEAD = '@fetches-ahead';

test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.tags.includes(FETCHES_AHEAD)) await saveData(page);
  await recordEvents(page);
  manifests = trackManifestRequests(page);
  documents = trackDocuments(page);
});

test.describe('leaving a page while its zones still load', () => {
  test('leaves them on screen, untouched and unlogged, and stays busy until the next page completes', async ({ page }) => {
    // Home's last zone waits for its feed for as long as this test says.
    const feedReached = deferred();
    const releaseFeed = deferred();
    const feedSettled = deferred();
    await routeOnce(page, `**${HELD_FEED}`, async (route: Route) => {
      feedReached.resolve();
      await releaseFeed.promise;
      await route.continue().catch(() => { /* the request was aborted meanwhile */ });
      feedSettled.resolve();
    });

    const failed: string[] = [];
    page.on('requestfailed', (request: Request) => failed.push(pathOf(request.url())));
    await withZoneLeftToBrowser(page, '/', HELD_ZONE);
    await page.goto('/');
    await feedReached.promise;
    // Every other zone of home is drawn (or removed); the held one is the only one loading.
    await onlyHeldZoneLoading(page);
    await setMarker(page);
    await page.evaluate((held) => {
      const win = window as unknown as { __held: Element; __busy: { busy: boolean; at: number }[] };
      win.__held = document.querySelector(`tf-page > div tf-zone[zone="${held}"]`)!;
      win.__busy = [];
      const element = document.querySelector('tf-page')!;
      new MutationObserver(() => win.__busy.push({ busy: element.hasAttribute('busy'), at: performance.now() }))
        .observe(element, { attributes: true, attributeFilter: ['busy'] });
    }, HELD_ZONE);
    await expect(tfPage(page)).toHaveAttribute('busy', '');
    expect(await countOf(page, 'tf:rendercomplete')).toBe(0);

    // The next page's manifest is held too, so the moment between the click and its placing can be looked at.
    const manifestReached = deferred();
    const releaseManifest = deferred();
    await routeOnce(page, (url) => manifestTarget(url) === '/shows', async (route) => {
      manifestReached.resolve();
      await releaseManifest.promise;
      await route.continue();
    });
    const since = await eventCount(page);
    await (await headerLink(page, '/shows')).click();
    await waitForEvent(page, '/shows', since, 'tf:pagestartload');
    await manifestReached.promise;

    // Left, not failed: the held zone is still there, still loading, and the page still busy.
    expect(await page.evaluate(() => {
      const held = (window as unknown as { __held: Element }).__held;
      return { connected: held.isConnected, state: held.getAttribute('state') };
    })).toEqual({ connected: true, state: 'loading' });
    await expect(tfPage(page)).toHaveAttribute('busy', '');
    await expect(page.locator('tf-page > .tf-progress')).toHaveCount(1);
    await expect(page.locator('tf-page > .tf-progress')).not.toHaveClass(/tf-progress--done/);
    expect(await countOf(page, 'tf:pageready')).toBe(1);
    // Its feed request went with the page it belonged to (one signal per load).
    await expect.poll(() => failed).toContain(HELD_FEED);

    releaseManifest.resolve();
    await waitForEvent(page, '/shows', since);
    const left = await events(page);
    // Nothing of home logged, removed, completed or drew after the click, and the page was never idle in between.
    expect(ofType(left, 'tf:message')).toEqual([]);
    expect(ofType(left, 'tf:pageerror')).toEqual([]);
    expect(ofType(left, 'tf:rendercomplete').map((e) => pathOf(String(e.detail.url)))).toEqual(['/shows']);
    expect(ofType(left, 'tf:complete').map((e) => pathOf(String(e.detail.url)))).toEqual(['/shows']);
    // Up to the next page's placing, only that page's start and the zones its placing destroyed.
    const sinceClick = left.slice(since);
    const placed = sinceClick.findIndex((e) => e.type === 'tf:pageready');
    expect(sinceClick[0]!.type).toBe('tf:pagestartload');
    for (const e of sinceClick.slice(1, placed)) expect(e).toMatchObject({ type: 'tf:moduleremove', detail: { reason: 'destroyed' } });
    expect(ofType(left, 'tf:moduleremove').filter((e) => e.detail.reason !== 'destroyed')).toEqual([]);
    // Busy from home's first load until /shows completed: the one change is its end.
    const [complete] = ofType(left, 'tf:complete');
    const busy = await page.evaluate(() => (window as unknown as { __busy: { busy: boolean; at: number }[] }).__busy);
    expect(busy.map((b) => b.busy)).toEqual([false]);
    expect(busy[0]!.at).toBeGreaterThanOrEqual(complete!.at);
    await expect(tfPage(page)).not.toHaveAttribute('busy');
    // The next page was placed: home's zones went with home.
    expect(await page.evaluate(() => (window as unknown as { __held: Element }).__held.isConnected)).toBe(false);
    await expect(page).toHaveTitle('Shows · Laugh Track Network');

    // The held feed's answer, should it still come, changes nothing.
    const shown = await zoneStates(page);
    const count = await eventCount(page);
    releaseFeed.resolve();
    await feedSettled.promise;
    await twoFrames(page);
    expect(await eventsSince(page, count)).toEqual([]);
    expect(await zoneStates(page)).toEqual(shown);
    expect(await marker(page)).toBe(1);
    expect(documents).toEqual(['/']);
    // Home's own manifest came inline with its HTML.
    expect(manifests).toEqual(['/shows']);
  });
});

/**
 * The reported case: a click after a hover, the next page's manifest slow. The
 * hover's prefetch is the visit's manifest request; until the next page is
 * placed, every zone of the page left stays the same element, in the page
 * and not emptied, frame after frame.
 */
test.describe('leaving a page mid-load by a link hovered, then clicked', { tag: FETCHES_AHEAD }, () => {
  interface Watch {
    frames: number;
    since: number;
    lost: { frame: number; at: number; zones: string[] }[];
    stopped?: { type: string; frame: number; at: number };
  }

  /** From now until the first zone removed or page placed, checks every frame that each page-layer zone is still there. */
  const watchZones = (page: Page) => page.evaluate(() => {
    const win = window as unknown as { __watch: Watch };
    const zones = [...document.querySelectorAll('tf-page > div tf-zone')].map((zone) =>
      ({ zone, name: zone.getAttribute('zone')!, drawn: zone.childNodes.length > 0 }));
    const watch: Watch = { frames: 0, since: performance.now(), lost: [] };
    win.__watch = watch;
    const check = () => {
      const lost = zones.filter(({ zone, name, drawn }) => !zone.isConnected
        || zone.closest('tf-page') === null
        || document.querySelector(`tf-page > div tf-zone[zone="${name}"]`) !== zone
        || (drawn && zone.childNodes.length === 0)).map(({ name }) => name);
      if (lost.length > 0) watch.lost.push({ frame: watch.frames, at: performance.now() - watch.since, zones: lost });
    };
    // Placing the next page removes the zones it replaces, each with its event: the watch ends at the first.
    const stop = (event: Event) => {
      watch.stopped ??= { type: event.type, frame: watch.frames, at: performance.now() - watch.since };
    };
    document.addEventListener('tf:moduleremove', stop, { once: true });
    document.addEventListener('tf:pageready', stop, { once: true });
    const frame = () => {
      if (watch.stopped) return;
      watch.frames += 1;
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const watched = (page: Page) => page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);

  for (const moved of [false, true]) {
    test(`keeps every zone of the page left on screen until the next page is placed${moved ? ', <tf-page> moved by a page script meanwhile' : ''}`, async ({ page }) => {
      // Home's last zone waits for its feed until the end of the test.
      const feedReached = deferred();
      const releaseFeed = deferred();
      await page.route(`**${HELD_FEED}`, async (route: Route) => {
        feedReached.resolve();
        await releaseFeed.promise;
        await route.continue().catch(() => { /* aborted with the page it belonged to */ });
      });
      // The next page's manifest, whoever asks for it, waits until the test releases it.
      const releaseManifest = deferred();
      await page.route((url) => manifestTarget(url) === '/shows', async (route) => {
        await releaseManifest.promise;
        await route.continue().catch(() => { /* the page went away */ });
      });
      try {
        await withZoneLeftToBrowser(page, '/', HELD_ZONE);
        await page.goto('/');
        await feedReached.promise;
        await onlyHeldZoneLoading(page);
        await setMarker(page);
        const element = await tfPage(page).elementHandle();

        // Resting on the link starts its prefetch: the request is the hover's, not the click's.
        const link = await headerLink(page, '/shows');
        const prefetch = page.waitForRequest((request) => manifestTarget(request) === '/shows');
        await link.hover();
        expect((await prefetch).headers()['x-sec-purpose']).toBe('prefetch');

        await watchZones(page);
        const since = await eventCount(page);
        await link.click();
        await waitForEvent(page, '/shows', since, 'tf:pagestartload');
        if (moved) {
          // A legacy layout wraps the page after the click: the same element, re-parented in one task.
          await page.evaluate(() => {
            const tf = document.querySelector('tf-page')!;
            const wrapper = document.createElement('div');
            tf.before(wrapper);
            wrapper.append(tf);
          });
        }
        // At least ~450 ms of the page's own time, and frames drawn through it, with the manifest still held.
        await page.waitForFunction(() => {
          const watch = (window as unknown as { __watch: Watch }).__watch;
          return watch.stopped !== undefined || (watch.frames >= 20 && performance.now() - watch.since >= 500);
        }, undefined, { polling: 'raf' });
        expect(await countOf(page, 'tf:pageready')).toBe(1);
        releaseManifest.resolve();
        await waitForEvent(page, '/shows', since, 'tf:pageready');

        const watch = await watched(page);
        expect(watch.lost).toEqual([]);
        // It watched through the wait, and stopped only with the placing of /shows.
        expect(watch.stopped!.frame).toBeGreaterThanOrEqual(20);
        expect(watch.stopped!.at).toBeGreaterThanOrEqual(500);
        // Up to the next page's placing, only its start and the zones its placing destroyed.
        const sinceClick = await eventsSince(page, since);
        const placed = sinceClick.findIndex((e) => e.type === 'tf:pageready');
        expect(sinceClick[0]!.type).toBe('tf:pagestartload');
        for (const e of sinceClick.slice(1, placed)) expect(e).toMatchObject({ type: 'tf:moduleremove', detail: { reason: 'destroyed' } });
        expect(ofType(await events(page), 'tf:moduleremove').filter((e) => e.detail.reason !== 'destroyed')).toEqual([]);
        expect(ofType(sinceClick, 'tf:pagestartload')).toHaveLength(1);
        await waitForEvent(page, '/shows', since);
        await expect(page).toHaveTitle('Shows · Laugh Track Network');
        // One document, one <tf-page>, and the hover's prefetch was the visit's only manifest request.
        expect(await marker(page)).toBe(1);
        expect(await element!.evaluate((tf) => tf.isConnected)).toBe(true);
        expect(documents).toEqual(['/']);
        // (Once /shows is drawn, the idle round may fetch the header's other pages.)
        expect(manifests.filter((path) => path === '/shows')).toEqual(['/shows']);
      } finally {
        releaseManifest.resolve();
        releaseFeed.resolve();
      }
    });
  }
});

test.describe('a visit whose manifest request fails', () => {
  for (const [how, fail] of [
    ['answers HTTP 500', (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })],
    ['drops the connection', (route: Route) => route.abort()],
    ['answers HTML instead of JSON', (route: Route) => route.fulfill({
      status: 200, contentType: 'text/html', body: '<!doctype html><title>Oops</title><p>Upstream hiccup</p>',
    })],
  ] as const) {
    test(`that ${how} becomes a full navigation to the clicked URL`, async ({ page }) => {
      await page.goto('/');
      await waitForEvents(page, 'tf:complete');
      await setMarker(page);
      // Only the visit's own request fails: the new document's first load then finds its manifest.
      await routeOnce(page, (url) => manifestTarget(url) === '/shows', fail);

      await (await headerLink(page, '/shows')).click();
      // A new document (no marker) that loaded the clicked page and completed it.
      await page.waitForFunction(() => {
        const win = window as unknown as { __marker?: number; __tfEvents?: { type: string; detail: { url?: string } }[] };
        return win.__marker === undefined
          && (win.__tfEvents ?? []).some((e) => e.type === 'tf:complete' && new URL(e.detail.url!).pathname === '/shows');
      });

      // Playwright reports requests apart from the page's own progress: the new document's may land just after.
      await expect.poll(() => documents).toEqual(['/', '/shows']);
      // Both documents' first loads took their manifest from the HTML: the
      // only request is the visit's own, which failed.
      expect(manifests).toEqual(['/shows']);
      await expect(page).toHaveURL((url) => url.pathname === '/shows');
      await expect(page).toHaveTitle('Shows · Laugh Track Network');
      expect(await navigationEntries(page)).toBe(1);
      const shown = await events(page);
      expect(ofType(shown, 'tf:pagestartload').map((e) => [pathOf(String(e.detail.url)), e.detail.initial])).toEqual([['/shows', true]]);
      expect(ofType(shown, 'tf:pageerror')).toEqual([]);
      await expect(tfPage(page)).not.toHaveAttribute('busy');
    });
  }
});

test.describe('a first load whose manifest request fails', () => {
  test('reports a page error once and loads nothing again', async ({ page }) => {
    // A server that does not put the manifest into the HTML: the first load requests it.
    await withoutInlineManifest(page, '/shows');
    await page.route((url) => manifestTarget(url) === '/shows', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/shows');
    await waitForEvents(page, 'tf:pageerror');
    // Were the failure followed by the browser, this very page would load again.
    await setMarker(page);
    await twoFrames(page);

    const [error, ...more] = await events(page, 'tf:pageerror');
    expect(more).toEqual([]);
    expect(error!.detail).toEqual({ message: `Manifest failed to load for ${new URL('/shows', page.url()).href}` });
    expect(await marker(page)).toBe(1);
    expect(documents).toEqual(['/shows']);
    expect(manifests).toEqual(['/shows']);
    expect(await navigationEntries(page)).toBe(1);
    expect(await countOf(page, 'tf:pageready')).toBe(0);
    await expect(tfPage(page)).not.toHaveAttribute('busy');
  });
});
