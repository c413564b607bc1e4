// Navigation figures, on the built demo as `npm start` serves
// it (site.mjs), each side by side in one browser context:
// - navigation-vs-reload: an in-page visit between two demo pages, click to
//   tf:rendercomplete, against a full reload of the same page to its own
//   tf:rendercomplete, from navigation start (the reloaded document's
//   performance.now() counts from its timeOrigin, the start of the
//   navigation): both are "the moment the visitor sees the whole page";
// - the same after a hover, after a rest, and browsing back and forth in one
//   session (reported beside it, not contract figures).
// heap-after-200-navigations is measured in heap.mjs.
//
// HTTP cache: warm on both sides. Each figure runs in a fresh context whose
// warm-up rounds fetch both pages' documents, code, feeds and images; no
// side clears it afterwards, as a visitor who is on the site has the assets.
// A reload revalidates its document (Chromium's reload); manifests and feeds
// revalidate by their own Cache-Control on both sides alike.

import { returningVisitor } from './site.mjs';
/** The two demo pages the figures go back and forth between. */
const PAGES = ['/', '/shows'];
const other = (path) => (path === PAGES[0] ? PAGES[1] : PAGES[0]);

/** The visitor's usual pause between pointing at a link and clicking it. */
const HOVER_DWELL_MS = 150;

/** sessionStorage key: the next document clicks this path as soon as it completes. */
const COLD_CLICK = 'tf-bench:cold-click';

/**
 * A phone on a mobile network: 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, in CDP's bytes per second.
 */
export const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/**
 * Runs in every document before its scripts (addInitScript):
 * - `__bench.completeAt`: performance.now() at the document's first
 *   tf:rendercomplete, i.e. milliseconds from navigation start;
 * - `__bench.clickAndTime(path)`: clicks the header link to `path` and
 *   resolves with the time from the click to the next tf:rendercomplete;
 * - cold clicks: when COLD_CLICK is set (`{path, afterPaint}`), the document
 *   clicks that path in the task right after its first tf:rendercomplete, or
 *   with `afterPaint` in the task after the next frame (once the completed
 *   page has been drawn, as a visitor sees it); either way before any idle
 *   prefetch round, which waits for an idle period and an observer callback;
 *   and puts the visit's time (or an error text) in `__bench.visit`.
 */
function instrument(coldKey) {
  const bench = { completeAt: undefined, visit: undefined };
  window.__bench = bench;
  bench.clickAndTime = (path) => {
    const link = document.querySelector(`tf-zone[zone="header"] a[href="${path}"]`);
    if (!link) return Promise.reject(new Error(`no header link to ${path}`));
    const done = new Promise((resolve) => document.addEventListener('tf:rendercomplete', () => resolve(performance.now()), { once: true }));
    const start = performance.now();
    link.click();
    return done.then((end) => end - start);
  };
  document.addEventListener('tf:rendercomplete', () => {
    if (bench.completeAt !== undefined) return;
    bench.completeAt = performance.now();
    const cold = window.sessionStorage.getItem(coldKey);
    if (cold === null) return;
    window.sessionStorage.removeItem(coldKey);
    const { path, afterPaint } = JSON.parse(cold);
    const click = () => setTimeout(() => bench.clickAndTime(path).then((ms) => { bench.visit = ms; }, (error) => { bench.visit = String(error); }), 0);
    if (afterPaint) window.requestAnimationFrame(click);
    else click();
  });
}

/** Waits for a `__bench` value set by instrument(); throws on an error text. */
async function benchValue(page, key) {
  const handle = await page.waitForFunction((k) => window.__bench?.[k], key, { timeout: 60_000 });
  const value = await handle.jsonValue();
  if (typeof value !== 'number') throw new Error(`bench: ${key}: ${value}`);
  return value;
}

async function openPage(browser, origin, network) {
  const context = await browser.newContext();
  await returningVisitor(context, origin);
  const page = await context.newPage();
  if (network) {
    // A CDP session of this page's own: the emulation holds for its reloads and visits alike.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.addInitScript(instrument, COLD_CLICK);
  await page.goto(origin + PAGES[0], { waitUntil: 'commit' });
  await benchValue(page, 'completeAt');
  return { context, page };
}

/**
 * Samples for navigation-vs-reload, alternating the two pages, click and
 * reload interleaved (A/B/A/B) so drift on a busy machine hits both sides.
 * Each round reloads the current page (a reload sample, to its
 * tf:rendercomplete), then clicks over to the other page (a visit sample):
 * - cold (default): the click comes in the task right after the reloaded
 *   page completed, so no prefetch has helped; with `afterPaint`, in the
 *   task after the completed page's next frame (the first moment a visitor
 *   could see it), still before any prefetch: the default click lands while
 *   that page's own first full frame (layout, paint) is still to come, and
 *   the visit's time pays for it;
 * - `hover`: the pointer rests on the link HOVER_DWELL_MS first, as a mouse
 *   user's does, which lets the runtime prefetch; time still runs from the click;
 * - `restMs`: the visitor looks at the page that long before clicking, as a
 *   reader does (time for the idle prefetch round). No rest before the
 *   reload: it is timed from its own navigation start and the idle round of
 *   the page it replaces ends with it, so a rest would change nothing.
 * `network`: CDP network conditions (e.g. MOBILE_NETWORK) for both sides.
 * Returns the kept samples in ms: `{ visits, reloads }`.
 */
export async function navigationVsReload(browser, origin, { rounds = 12, warmup = 2, hover = false, restMs = 0, afterPaint = false, network } = {}) {
  const { context, page } = await openPage(browser, origin, network);
  const cold = !hover && restMs === 0;
  const visits = [];
  const reloads = [];
  try {
    for (let i = 0; i < rounds + warmup; i++) {
      const there = other(new URL(page.url()).pathname);
      if (cold) await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [COLD_CLICK, JSON.stringify({ path: there, afterPaint })]);
      await page.reload({ waitUntil: 'commit', timeout: 60_000 });
      const reload = await benchValue(page, 'completeAt');
      let visit;
      if (cold) {
        visit = await benchValue(page, 'visit');
      } else {
        if (restMs > 0) await page.waitForTimeout(restMs);
        if (hover) {
          const link = page.locator(`tf-zone[zone="header"] a[href="${there}"]`).first();
          // A link in one of the header's menus is shown by its menu's button first, as a visitor opens it.
          const menu = await link.evaluate((a) => a.closest('ul[id][hidden]')?.id);
          if (menu) await page.locator(`tf-zone[zone="header"] button[aria-controls="${menu}"]`).click();
          await link.hover();
          await page.waitForTimeout(HOVER_DWELL_MS);
        }
        visit = await page.evaluate((path) => window.__bench.clickAndTime(path), there);
      }
      // The warm-up rounds fill the HTTP cache with both pages.
      if (i >= warmup) {
        visits.push(visit);
        reloads.push(reload);
      }
    }
  } finally {
    await context.close();
  }
  return { visits, reloads };
}

/** How long a visitor looks at a page before the next click (or reload) in the session figure. */
const SETTLE_MS = 500;

/**
 * The same two pages, visited back and forth within one session as a visitor
 * browsing does: no reload between visits, so code is warm and feeds already
 * asked for this session are in hand (one request per URL per
 * page session); the manifest is always requested. Each click and each reload
 * comes after the page has rested SETTLE_MS; reloads to their own
 * tf:rendercomplete, as in navigationVsReload. Returns `{ visits, reloads }`.
 */
export async function navigationInSession(browser, origin, { rounds = 12 } = {}) {
  const { context, page } = await openPage(browser, origin);
  const rest = () => page.waitForTimeout(SETTLE_MS);
  const visits = [];
  const reloads = [];
  try {
    for (let i = 0; i < rounds + 4; i++) {
      await rest();
      const there = other(new URL(page.url()).pathname);
      const visit = await page.evaluate((path) => window.__bench.clickAndTime(path), there);
      // The first visit to each page fills the session's feeds; the next two warm the code.
      if (i >= 4) visits.push(visit);
    }
    for (let i = 0; i < rounds + 2; i++) {
      await page.goto(origin + PAGES[i % 2], { waitUntil: 'commit' });
      await benchValue(page, 'completeAt');
      await rest();
      await page.reload({ waitUntil: 'commit', timeout: 60_000 });
      const reload = await benchValue(page, 'completeAt');
      if (i >= 2) reloads.push(reload);
    }
  } finally {
    await context.close();
  }
  return { visits, reloads };
}
