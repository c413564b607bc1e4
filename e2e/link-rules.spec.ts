/**
 * Every rule of which link clicks the runtime takes over, clicked
 * for real: on the demo's own links, and on fixture links this spec adds to
 * the home page. Pages under /fixture/link-rules/ are answered with this
 * spec's own manifests; the built demo serves its index.html for them, so a
 * full navigation there shows the fixture page too.
 */
import { expect, test, type Page } from './support/test.js';
import {
  countEvents, events, marker, navigationEntries, openPage, recordEvents, routeFixtureManifests, setMarker,
  saveData, trackManifestRequests, waitForEvents,
} from './support/tf-page.js';
import { headerLink } from './support/header.js';

const FIXTURE = '/fixture/link-rules/';
const TARGET = `${FIXTURE}target`;
const SENTINEL = `${FIXTURE}sentinel`;
const ELSEWHERE = 'https://elsewhere.example/fixture-page';

/** A small page sharing the demo's header, so diffing keeps it; its text names the path. */
function fixtureManifest(path: string) {
  return {
    id: 'fixture',
    title: `Fixture ${path}`,
    pageClass: 'page-fixture',
    zones: {
      header: { zone: 'header', driver: 'ENT_M001', feed: '/feeds/global/header', priority: 1 },
      t1_1c: {
        zone: 't1_1c', driver: 'ENT_M040', priority: 1,
        feedData: { result: { variant: 'editorial', kicker: 'Fixture', headline: `Fixture page ${path}`, body: ['Made by link-rules.spec.ts.'] } },
      },
    },
  };
}

interface FixtureLink {
  id: string;
  href: string;
  attributes?: Record<string, string>;
  /** Wraps the link in an element with these attributes. */
  wrapper?: Record<string, string>;
  /** Puts the link inside an open shadow root. */
  shadow?: boolean;
}

/**
 * Adds links, fixed at the top left above everything, in a container inside
 * <tf-page>; and a tall block with an anchor target at its middle, first in
 * <tf-page> so nothing the demo lays out later moves it.
 */
async function addFixture(page: Page, links: FixtureLink[]): Promise<void> {
  await page.evaluate((list: FixtureLink[]) => {
    const tfPage = document.querySelector('tf-page')!;
    const block = document.createElement('section');
    block.id = 'fixture-block';
    // Styles through the CSSOM: a style attribute breaks the page's CSP.
    const spacer = () => {
      const div = document.createElement('div');
      div.style.height = '2400px';
      return div;
    };
    const target = document.createElement('h2');
    target.id = 'fixture-anchor';
    target.textContent = 'Fixture anchor';
    block.append(spacer(), target, spacer());
    tfPage.prepend(block);

    const bar = document.createElement('nav');
    bar.id = 'fixture-links';
    Object.assign(bar.style, {
      position: 'fixed', top: '120px', left: '8px', zIndex: '2147483646', background: '#fff',
      display: 'flex', flexDirection: 'column', gap: '6px', padding: '6px', font: '16px sans-serif',
    });
    for (const spec of list) {
      const link = document.createElement('a');
      link.id = spec.id;
      link.href = spec.href;
      link.textContent = spec.id;
      for (const [name, value] of Object.entries(spec.attributes ?? {})) link.setAttribute(name, value);
      let holder: HTMLElement = bar;
      if (spec.wrapper) {
        holder = document.createElement('div');
        for (const [name, value] of Object.entries(spec.wrapper)) holder.setAttribute(name, value);
        bar.append(holder);
      }
      if (spec.shadow) {
        const host = document.createElement('fixture-host');
        host.id = `${spec.id}-host`;
        host.attachShadow({ mode: 'open' }).append(link);
        holder.append(host);
      } else {
        holder.append(link);
      }
    }
    tfPage.append(bar);

    // Whether each click was prevented once every listener had run.
    const verdicts: { type: string; href: string | null; prevented: boolean }[] = [];
    (window as unknown as { __clickVerdicts: typeof verdicts }).__clickVerdicts = verdicts;
    for (const type of ['click', 'auxclick']) {
      document.addEventListener(type, (event) => {
        const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
        setTimeout(() => verdicts.push({ type, href: link?.getAttribute('href') ?? null, prevented: event.defaultPrevented }));
      }, true);
    }
  }, links);
}

function verdicts(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { __clickVerdicts: { type: string; href: string | null; prevented: boolean }[] }).__clickVerdicts);
}

async function lastVerdict(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __clickVerdicts: unknown[] }).__clickVerdicts.length > 0);
  return (await verdicts(page)).at(-1)!;
}

/** The rule's link, plus an ordinary one that proves the page still follows links afterwards. */
const links = (rule: FixtureLink): FixtureLink[] => [rule, { id: 'sentinel', href: SENTINEL }];

let manifests: string[];

test.beforeEach(async ({ page, context }) => {
  await saveData(page);
  await recordEvents(page);
  await routeFixtureManifests(context, FIXTURE, fixtureManifest);
  // Home's manifest comes inline with its HTML: only the
  // visits after it request one.
  manifests = trackManifestRequests(page);
  await openPage(page, '/');
  await setMarker(page);
});

/** Checks that an in-page visit to `path` happened in the same document. */
async function expectInPageVisit(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await waitForEvents(page, 'tf:complete', 2);
  expect(await marker(page)).toBe(1);
  expect(await navigationEntries(page)).toBe(1);
  const starts = await events(page, 'tf:pagestartload');
  expect(starts.map((e) => [new URL(e.detail.url as string).pathname + new URL(e.detail.url as string).search, e.detail.initial]))
    .toEqual([['/', true], [path, false]]);
  expect(manifests).toEqual([path]);
}

/**
 * Checks the click was not followed in page, then that the page still is
 * the same document and follows an ordinary link: the sentinel's visit is
 * the only one recorded after the initial load.
 */
async function expectNoVisit(page: Page): Promise<void> {
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await countEvents(page, 'tf:pagestartload')).toBe(1);
  expect(await marker(page)).toBe(1);
  await page.click('#sentinel');
  await expectInPageVisit(page, SENTINEL);
}

/** Checks that the browser loaded `path` as a new document. */
async function expectFullNavigation(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await waitForEvents(page, 'tf:complete');
  expect(await marker(page)).toBeUndefined();
  const starts = await events(page, 'tf:pagestartload');
  expect(starts.map((e) => e.detail.initial)).toEqual([true]);
  await expect(page.getByRole('heading', { name: `Fixture page ${path}` })).toBeVisible();
}

test.describe('a same-origin link', () => {
  test('loads the page in place: same document, a history entry, one manifest request', async ({ page }) => {
    await addFixture(page, [{ id: 'visit', href: TARGET }]);
    const historyLength = await page.evaluate(() => history.length);
    await page.click('#visit');
    await expectInPageVisit(page, TARGET);
    await expect(page).toHaveTitle(`Fixture ${TARGET}`);
    await expect(page.getByRole('heading', { name: `Fixture page ${TARGET}` })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    expect(await lastVerdict(page)).toMatchObject({ href: TARGET, prevented: true });
  });

  test('of the demo header loads the page in place', async ({ page }) => {
    await (await headerLink(page, '/shows')).click();
    await expectInPageVisit(page, '/shows');
    await expect(page).toHaveTitle('Shows · Laugh Track Network');
  });

  test('inside an open shadow root is found through composedPath and loaded in place', async ({ page }) => {
    await addFixture(page, [{ id: 'shadowed', href: TARGET, shadow: true }]);
    await page.locator('#shadowed-host').locator('#shadowed').click();
    await expectInPageVisit(page, TARGET);
  });
});

test.describe('a click the runtime leaves to the browser', () => {
  test('with ctrl opens the link in a new page and leaves this one alone', async ({ page, context }) => {
    await addFixture(page, links({ id: 'rule', href: TARGET }));
    const opened = context.waitForEvent('page');
    await page.click('#rule', { modifiers: ['Control'] });
    const tab = await opened;
    await expect(tab).toHaveURL((url) => url.pathname === TARGET);
    await tab.close();
    expect(await lastVerdict(page)).toMatchObject({ href: TARGET, prevented: false });
    await expectNoVisit(page);
  });

  test('with shift opens the link in a new window and leaves this one alone', async ({ page, context }) => {
    await addFixture(page, links({ id: 'rule', href: TARGET }));
    const opened = context.waitForEvent('page');
    await page.click('#rule', { modifiers: ['Shift'] });
    const window = await opened;
    await expect(window).toHaveURL((url) => url.pathname === TARGET);
    await window.close();
    expect(await lastVerdict(page)).toMatchObject({ href: TARGET, prevented: false });
    await expectNoVisit(page);
  });

  test('with alt is not loaded in place', async ({ page }) => {
    await addFixture(page, links({ id: 'rule', href: TARGET }));
    // Chromium saves an alt-clicked link; what it does is its business.
    const saved = page.waitForEvent('download');
    await page.click('#rule', { modifiers: ['Alt'] });
    await (await saved).cancel();
    expect(await lastVerdict(page)).toMatchObject({ href: TARGET, prevented: false });
    await expectNoVisit(page);
  });

  test('with meta is not loaded in place', async ({ page }) => {
    await addFixture(page, links({ id: 'rule', href: TARGET }));
    await page.click('#rule', { modifiers: ['Meta'] });
    // Chromium on Linux follows a meta-click in the same tab: a full
    // navigation, where an in-page visit would have kept the document.
    await expectFullNavigation(page, TARGET);
  });

  test('with the middle button opens a new page and leaves this one alone', async ({ page, context }) => {
    await addFixture(page, links({ id: 'rule', href: TARGET }));
    const opened = context.waitForEvent('page');
    await page.click('#rule', { button: 'middle' });
    const tab = await opened;
    await expect(tab).toHaveURL((url) => url.pathname === TARGET);
    await tab.close();
    await expectNoVisit(page);
  });

  test('whose click event reports a non-primary button is not taken over', async ({ page }) => {
    // Chromium sends middle clicks as auxclick only; other browsers and
    // scripts send them as click, which the runtime must leave alone too.
    await addFixture(page, links({ id: 'rule', href: TARGET }));
    const outcome = await page.evaluate(() => {
      const link = document.getElementById('rule')!;
      const notPrevented = link.dispatchEvent(new MouseEvent('click', { button: 1, bubbles: true, cancelable: true, composed: true }));
      const starts = (window as unknown as { __tfEvents: { type: string }[] }).__tfEvents.filter((e) => e.type === 'tf:pagestartload').length;
      return { notPrevented, starts, path: location.pathname };
    });
    expect(outcome).toEqual({ notPrevented: true, starts: 1, path: '/' });
  });

  test('already prevented by a page listener does nothing', async ({ page }) => {
    await addFixture(page, links({ id: 'rule', href: TARGET }));
    await page.evaluate(() => document.getElementById('rule')!.addEventListener('click', (event) => event.preventDefault()));
    await page.click('#rule');
    expect(await lastVerdict(page)).toMatchObject({ href: TARGET, prevented: true });
    // Nothing is prefetched here (saveData), so no request for the target either.
    expect(manifests).toEqual([]);
    await expectNoVisit(page);
  });

  test('with download is downloaded, not loaded in place', async ({ page }) => {
    await addFixture(page, links({ id: 'rule', href: TARGET, attributes: { download: 'fixture.html' } }));
    const saved = page.waitForEvent('download');
    await page.click('#rule');
    const download = await saved;
    expect(download.suggestedFilename()).toBe('fixture.html');
    await download.cancel();
    expect(await lastVerdict(page)).toMatchObject({ href: TARGET, prevented: false });
    await expectNoVisit(page);
  });

  test('with target="_blank" opens a new page and leaves this one alone', async ({ page, context }) => {
    await addFixture(page, links({ id: 'rule', href: TARGET, attributes: { target: '_blank' } }));
    const opened = context.waitForEvent('page');
    await page.click('#rule');
    const tab = await opened;
    await expect(tab).toHaveURL((url) => url.pathname === TARGET);
    await tab.close();
    expect(await lastVerdict(page)).toMatchObject({ href: TARGET, prevented: false });
    await expectNoVisit(page);
  });

  test('inside a data-tf-reload element loads the page fully', async ({ page }) => {
    await addFixture(page, [{ id: 'rule', href: TARGET, wrapper: { 'data-tf-reload': '' } }]);
    await page.click('#rule');
    await expectFullNavigation(page, TARGET);
  });

  test('with the class notriforce loads the page fully', async ({ page }) => {
    await addFixture(page, [{ id: 'rule', href: TARGET, attributes: { class: 'notriforce' } }]);
    await page.click('#rule');
    await expectFullNavigation(page, TARGET);
  });

  test('to another host loads that page fully', async ({ page }) => {
    await page.route('https://elsewhere.example/**', (route) => route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Elsewhere</title><h1>Another host</h1>',
    }));
    await addFixture(page, [{ id: 'rule', href: ELSEWHERE }]);
    await page.click('#rule');
    await expect(page).toHaveURL(ELSEWHERE);
    await expect(page.getByRole('heading', { name: 'Another host' })).toBeVisible();
    expect(manifests).toEqual([]);
  });

  test('to mailto: is not loaded in place', async ({ page }) => {
    await addFixture(page, links({ id: 'rule', href: 'mailto:jokes@laughtrack.example' }));
    await page.click('#rule');
    expect(await lastVerdict(page)).toMatchObject({ href: 'mailto:jokes@laughtrack.example', prevented: false });
    await expectNoVisit(page);
  });
});

test.describe('a javascript:void(0) link', () => {
  test('does nothing: no visit, no history entry', async ({ page, csp }) => {
    // Left to the browser, whose CSP refuses to run the URL.
    csp.expectViolation({ directive: 'script-src-elem', blockedURI: 'inline' });
    await addFixture(page, links({ id: 'rule', href: 'javascript:void(0)' }));
    const historyLength = await page.evaluate(() => history.length);
    await page.click('#rule');
    expect(await lastVerdict(page)).toMatchObject({ href: 'javascript:void(0)', prevented: false });
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expectNoVisit(page);
  });
});

test.describe('an anchor link', () => {
  /** Where the anchor's top is in the viewport. */
  // Measured from under the sticky header: the root's scroll-padding-top, which the anchor offset counts from.
  const anchorTop = (page: Page) => page.evaluate(() => document.getElementById('fixture-anchor')!.getBoundingClientRect().top
    - (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0));
  const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { __scrolls: { y: number; at: number }[] }).__scrolls);

  test('scrolls smoothly until the anchor is 50 px below the top, adds the hash, requests no manifest', async ({ page }) => {
    await addFixture(page, [{ id: 'rule', href: '#fixture-anchor' }]);
    const historyLength = await page.evaluate(() => history.length);
    // The page's frames on a clock the test moves, 16 ms a frame: how many
    // frames a busy machine happens to draw during the 300 ms must not decide
    // whether the scroll counts as smooth. The path is read after each of
    // those frames, not from scroll events, which the browser sends once per
    // frame it really draws (a busy machine drew one during the whole scroll).
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1000);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.click('#rule');
    await expect(page).toHaveURL(/\/#fixture-anchor$/);
    const path: { y: number; at: number }[] = [];
    const frames = async (count: number) => {
      for (let i = 0; i < count; i++) {
        await page.clock.runFor(16);
        path.push(await page.evaluate(() => ({ y: scrollY, at: performance.now() })));
      }
    };
    await frames(25);
    // 50 px below the header, ±2, and staying there.
    expect(Math.abs((await anchorTop(page)) - 50)).toBeLessThanOrEqual(2);
    const finalY = await page.evaluate(() => scrollY);
    await frames(10);
    expect(path.at(-1)!.y).toBe(finalY);
    // Smooth: several positions on the way, reached over about 300 ms, not one jump.
    expect(new Set(path.map((p) => p.y)).size).toBeGreaterThan(3);
    expect(path.find((p) => p.y === finalY)!.at - clickedAt).toBeGreaterThanOrEqual(250);
    expect(path.every((p, i) => i === 0 || p.y >= path[i - 1]!.y)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    expect(manifests).toEqual([]);
    expect(await countEvents(page, 'tf:pagestartload')).toBe(1);
    expect(await marker(page)).toBe(1);
  });

  test('jumps at once under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await addFixture(page, [{ id: 'rule', href: '#fixture-anchor' }]);
    const before = (await scrolls(page)).length;
    await page.click('#rule');
    // The jump is made in the click itself: by the time the click returns it is there.
    const top = await anchorTop(page);
    expect(top).toBeGreaterThanOrEqual(48);
    expect(top).toBeLessThanOrEqual(52);
    await expect(page).toHaveURL(/\/#fixture-anchor$/);
    const path = (await scrolls(page)).slice(before);
    expect(new Set(path.map((p) => p.y)).size).toBe(1);
    expect(manifests).toEqual([]);
  });

  test('of the demo footer to a section of the same page scrolls there without a visit', async ({ page }) => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expectInPageVisit(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign in with your TV provider' }).click();
    await expect(page).toHaveURL(/\/about#tv-provider$/);
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('tv-provider')!.getBoundingClientRect().top
      - (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) - 50)))
      .toBeLessThanOrEqual(2);
    expect(manifests).toEqual(['/about']);
  });
});
