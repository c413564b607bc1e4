import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';
import { eventsSince, ofType, recordPageEvents, waitForEvent } from './support/page-events.js';
import type { Recorded } from './support/tf-page.js';

/**
 * The first page as the server drew it, taken over by the runtime: its
 * server-drawn zones are hydrated in place (the very nodes the HTML was
 * parsed into stay), with the events of a page drawn in the browser and no
 * request for a feed the HTML carried; nothing moves; a zone whose markup
 * does not match is drawn again with a warning; and with JavaScript off the
 * drawn content reads and links as ordinary HTML.
 */

const PAGES = [
  ['home', '/'],
  ['a show page', '/shows/desk-jockeys'],
  ['a player page', '/full-episodes/desk-jockeys-s4e1'],
  ['a playlist page', '/playlists/office-hours'],
  ['an interview page', '/interviews/june-matsuda-on-small-talk'],
] as const;

/** axe's rules on landmarks, best practices included. */
const LANDMARK_RULES = ['region', 'landmark-unique', 'landmark-one-main', 'landmark-no-duplicate-main', 'landmark-main-is-top-level', 'landmark-complementary-is-top-level'];

/** The demo's entry script, which starts the runtime. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

interface HeldWindow {
  __held: { nodes: Node[]; parents: (Node | null)[]; zones: string[]; boxes: Record<string, number[]> };
  __shifts: number[];
}

/** Sums the page's layout shifts from its first paint on (Chromium's Layout Instability API). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as HeldWindow;
    win.__shifts = [];
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.__shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Opens `path` with the runtime's script held back, waits until the server's
 * HTML is parsed and styled, runs `before` on that page, then lets the
 * runtime start and waits for `after` (by default `tf:complete`).
 */
async function openHeld(page: Page, path: string, before: () => Promise<void>, after = () => waitForEvent(page, path)): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading'
    && [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await before();
  release();
  await after();
}

/**
 * Holds every node of the server's layout outside the zones it left to the
 * browser (regions, wrappers, server-drawn zones and all inside them), with
 * its parent, and each server-drawn zone's box.
 */
async function holdServerNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layout = [...document.querySelectorAll('tf-page > div')];
    const nodes = layout.flatMap((region) => [region, ...region.querySelectorAll('*')])
      .filter((el) => !el.parentElement!.closest('tf-zone:not([server-rendered])'));
    const drawn = [...document.querySelectorAll<HTMLElement>('tf-page tf-zone[server-rendered]')];
    const boxes = Object.fromEntries(drawn.map((zone) => {
      const box = zone.getBoundingClientRect();
      return [zone.getAttribute('zone')!, [box.x, box.y + scrollY, box.width, box.height]];
    }));
    (window as unknown as HeldWindow).__held = { nodes, parents: nodes.map((node) => node.parentNode), zones: drawn.map((zone) => zone.getAttribute('zone')!), boxes };
    return Object.keys(boxes);
  });
}

/** What is left of the held nodes: those no longer where they were, and each held zone's box now. */
async function heldNow(page: Page) {
  return page.evaluate(() => {
    const { nodes, parents, zones } = (window as unknown as HeldWindow).__held;
    const moved = nodes.filter((node, i) => !node.isConnected || node.parentNode !== parents[i])
      .map((node) => (node instanceof Element ? `<${node.localName} class="${node.className}" zone="${node.getAttribute('zone') ?? ''}">` : node.nodeName));
    const boxes = Object.fromEntries(zones.map((name) => {
      const box = document.querySelector(`tf-page tf-zone[zone="${name}"]`)!.getBoundingClientRect();
      return [name, [box.x, box.y + scrollY, box.width, box.height]];
    }));
    const marked = [...document.querySelectorAll('tf-page [server-rendered]')].map((el) => el.getAttribute('zone'));
    return { moved, boxes, marked };
  });
}

/** The inline manifest's zones, as the server sent them. */
async function inlineZones(page: Page): Promise<Record<string, { feed?: string; feedData?: unknown; priority?: number }>> {
  const text = await page.locator('tf-page > script[data-tf-manifest]').textContent();
  return (JSON.parse(text!) as { manifest: { zones: Record<string, { feed?: string; feedData?: unknown; priority?: number }> } }).manifest.zones;
}

const messagesOf = (events: Recorded[], level: string) =>
  ofType(events, 'tf:message').filter((e) => e.detail.level === level).map((e) => String(e.detail.text));

test.describe('hydration of the server-drawn first page', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
    await recordShifts(page);
  });

  for (const [name, path] of PAGES) {
    for (const width of [1280, 375]) test(`${name} (${path}) at ${width} px: nothing moves while the server's zones hydrate`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // The zones the server left to the browser wait for their feeds, so
      // their drawing (which no server markup reserved room for) is not mixed
      // into what hydration does.
      let releaseFeeds!: () => void;
      const feedsHeld = new Promise<void>((resolve) => {
        releaseFeeds = resolve;
      });
      await page.route((url) => url.pathname.startsWith('/feeds/') && !url.pathname.startsWith('/feeds/triforce/'), async (route) => {
        await feedsHeld;
        await route.continue().catch(() => undefined);
      });
      let drawn: string[] = [];
      await openHeld(page, path, async () => {
        drawn = await holdServerNodes(page);
      }, async () => {
        await page.waitForFunction((names) => {
          const rendered = new Set((window as unknown as { __tfEvents: Recorded[] }).__tfEvents
            .filter((e) => e.type === 'tf:modulerender').map((e) => e.detail.zone));
          return names.every((zone) => rendered.has(zone));
        }, drawn);
        // Layout shifts are reported once the frame that made them is painted.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      });
      expect(drawn.length, 'zones drawn by the server').toBeGreaterThan(0);
      const now = await heldNow(page);
      expect(now.marked).toEqual([]);
      const held = await page.evaluate(() => (window as unknown as HeldWindow).__held.boxes);
      expect(now.boxes).toEqual(held);
      // Chromium measures it: the page's cumulative layout shift stays 0.
      const shifts = await page.evaluate(() => (window as unknown as HeldWindow).__shifts);
      expect(shifts).toEqual([]);
      releaseFeeds();
    });

    test(`${name} (${path}): the server's zones are hydrated in place, with their events and their inline feeds`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      let drawn: string[] = [];
      await openHeld(page, path, async () => {
        drawn = await holdServerNodes(page);
      });
      expect(drawn.length, 'zones drawn by the server').toBeGreaterThan(0);
      const now = await heldNow(page);
      // Not one node of the server's layout replaced or moved: hydrated, not drawn again.
      expect(now.moved).toEqual([]);
      expect(now.marked).toEqual([]);

      const events = await eventsSince(page);
      const types = events.map((e) => e.type);
      expect(types.indexOf('tf:pagestartload')).toBe(0);
      const ready = types.indexOf('tf:pageready');
      expect(ready).toBeGreaterThan(0);
      expect(types.indexOf('tf:modulerender')).toBeGreaterThan(ready);
      const renders = ofType(events, 'tf:modulerender').map((e) => String(e.detail.zone));
      for (const zone of drawn) expect(renders.filter((z) => z === zone), `tf:modulerender of ${zone}`).toHaveLength(1);
      const complete = ofType(events, 'tf:rendercomplete')[0]!.detail as { rendered: string[]; failed: string[] };
      expect(complete.rendered).toEqual(expect.arrayContaining(drawn));
      expect(types.slice(-2)).toEqual(['tf:rendercomplete', 'tf:complete']);
      expect(messagesOf(events, 'warn').filter((text) => text.includes('server'))).toEqual([]);
      expect(messagesOf(events, 'error')).toEqual([]);

      // The drawn zones' feeds came in the HTML: none of them is asked for
      // by the time the page is complete (the resource timing of each fetch
      // against the page's own clock, which the events are stamped with).
      const zones = await inlineZones(page);
      for (const zone of drawn) expect(Object.hasOwn(zones[zone]!, 'feedData'), `${zone} feedData`).toBe(true);
      const inlineFeeds = drawn.flatMap((zone) => (zones[zone]?.feed ? [new URL(zones[zone].feed!, page.url()).pathname] : []));
      const completeAt = ofType(events, 'tf:complete')[0]!.at;
      const asked = await page.evaluate(({ paths, until }) => performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until && paths.includes(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname), { paths: inlineFeeds, until: completeAt });
      expect(asked).toEqual([]);
      // The same look finds a feed that is fetched: fetch one now. (A page
      // whose every island is drawn by the server may ask for no feed at all.)
      expect(inlineFeeds.length).toBeGreaterThan(0);
      const fetched = await page.evaluate(async (path) => {
        await (await fetch(path)).text();
        return performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path);
      }, inlineFeeds[0]!);
      expect(fetched, 'a feed fetched after the page completed is seen in its resource timing').toBe(true);
    });
  }

  for (const [name, path] of PAGES) {
    test(`${name} (${path}): the server's page has its landmarks before its script runs, and axe finds nothing once it has`, async ({ page }) => {
      // Known, and not the layout's: islands drawn each by its own
      // renderToString number their ids alike, so two drawn sections can be
      // labelled by the same id. Remove this mark once each zone's ids differ.
      await page.setViewportSize({ width: 1280, height: 900 });
      await openHeld(page, path, async () => {
        // What the server drew alone: every piece of content in a landmark,
        // one main, each landmark told apart. (The page's level-one heading
        // may be in a zone the browser draws.)
        const { violations } = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
      await expectNoAxeViolations(page);
    });
  }

  test('a zone whose markup does not match is drawn again, with a warning and no error shown', async ({ page }) => {
    const path = '/';
    const zone = 't4_c1_promo1';
    await page.route((url) => url.pathname === path && url.search === '', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const open = new RegExp(`<tf-zone zone="${zone}"[^>]*server-rendered>`).exec(html);
      if (!open) throw new Error(`the server drew no ${zone}`);
      // The zone's first heading says something its feed does not: a text React cannot adopt.
      const at = html.indexOf('</h2>', open.index + open[0].length);
      await route.fulfill({ response, body: `${html.slice(0, at)} (stale)${html.slice(at)}` });
    });
    await openHeld(page, path, async () => {
      await page.evaluate((name) => {
        (document.querySelector(`tf-zone[zone="${name}"]`) as unknown as { __e2e: string }).__e2e = 'server';
      }, zone);
    });
    const events = await eventsSince(page);
    const driver = await page.locator(`tf-zone[zone="${zone}"]`).getAttribute('driver');
    expect(messagesOf(events, 'warn')).toContain(`Module ${zone}:${driver} did not match the server's markup and was drawn again`);
    expect(messagesOf(events, 'error')).toEqual([]);
    expect(ofType(events, 'tf:moduleremove')).toEqual([]);
    const drawn = page.locator(`tf-zone[zone="${zone}"]`);
    await expect(drawn.locator('h2')).not.toContainText('(stale)');
    await expect(drawn).toHaveAttribute('state', 'rendered');
    await expect(drawn).not.toHaveAttribute('server-rendered', /.*/);
    expect(await drawn.evaluate((el) => (el as unknown as { __e2e?: string }).__e2e)).toBe('server');
    expect((await drawn.innerText()).trim()).not.toBe('');
    expect(ofType(events, 'tf:modulerender').filter((e) => e.detail.zone === zone)).toHaveLength(1);
  });
});

test.describe('the first page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, path] of PAGES) {
    test(`${name} (${path}): the first group's drawn content shows, and its links are ordinary links`, async ({ page, browser, baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const zones = await inlineZones(page);
      const priorities = Object.values(zones).flatMap((z) => (typeof z.priority === 'number' ? [z.priority] : []));
      const first = Math.min(...priorities);
      const drawn = await page.locator('tf-page tf-zone[server-rendered]').evaluateAll((els) => els.map((el) => el.getAttribute('zone')!));
      const firstGroup = drawn.filter((zone) => zones[zone]?.priority === first);
      expect(firstGroup.length, 'first-group zones drawn by the server').toBeGreaterThan(0);

      // The same page with scripts, hydrated: the links it shows are the ones to have.
      const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true });
      const live = await scripted.newPage();
      await live.setViewportSize({ width: 1280, height: 900 });
      await live.goto(path);
      await expect(live.locator('tf-page [server-rendered]')).toHaveCount(0);
      await expect(live.locator(`tf-zone[zone="${firstGroup[0]}"]`)).toHaveAttribute('state', 'rendered');

      for (const zone of firstGroup) {
        const element = page.locator(`tf-zone[zone="${zone}"]`);
        await expect(element).toBeVisible();
        expect((await element.innerText()).trim(), `${zone} text`).not.toBe('');
        const hrefs = (el: typeof element) => el.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        const offline = await hrefs(element);
        expect(offline).toEqual(await hrefs(live.locator(`tf-zone[zone="${zone}"]`)));
        for (const href of offline) expect(new URL(href).protocol).toMatch(/^https?:$/);
      }
      await scripted.close();

      // A link of the first group is followed by the browser itself, to a page that answers.
      const link = page.locator(firstGroup.map((zone) => `tf-zone[zone="${zone}"] a[href]`).join(', ')).first();
      const target = await link.evaluate((a) => (a as HTMLAnchorElement).href);
      const [navigation] = await Promise.all([page.waitForNavigation({ url: target }), link.click()]);
      expect(navigation?.status()).toBe(200);
      expect(page.url()).toBe(target);
      // Scripts are off: the suite's closing check, which runs a script in every open page, has nothing to ask it.
      await page.close();
    });
  }
});
