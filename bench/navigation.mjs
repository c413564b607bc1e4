// Navigation figures of CONTRACT §9, measured on the built demo served by
// `vite preview` with its content API, side by side in one browser session:
// - navigation-vs-reload: click to tf:rendercomplete for an in-page visit,
//   against a full reload of the same page to its load event;
// - navigation-in-session-vs-reload: the same, browsing back and forth in
//   one session on rested pages (reported beside it, not a contract figure).
// heap-after-200-navigations is measured in heap.mjs.
import { spawn } from 'node:child_process';

async function waitForServer(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no server at ${url}`);
}

export async function startPreview(port) {
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
  await waitForServer(`http://127.0.0.1:${port}/`);
  return server;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The visitor's usual pause between pointing at a link and clicking it. */
const HOVER_DWELL_MS = 150;

/**
 * Click to tf:rendercomplete for an in-page visit, against a full reload of
 * the same page to its load event, alternating two pages; the page is
 * reloaded before every visit so no visit profits from the one before.
 * `hover`: the pointer first rests on the link as a mouse user's does, which
 * lets the runtime prefetch; the time still runs from the click.
 * `restMs`: the visitor looks at the page that long before clicking, and
 * before reloading, as a reader does (time for the idle prefetch round).
 */
export async function navigationVsReload(browser, origin, { rounds = 12, hover = false, restMs = 0 } = {}) {
  const page = await browser.newPage();
  // Set from the first script on: a reload's tf:rendercomplete may come before any later listener.
  await page.addInitScript(() => document.addEventListener('tf:rendercomplete', () => { window.__tfRendered = true; }));
  const rendered = () => page.waitForFunction(() => window.__tfRendered === true);
  await page.goto(origin + '/');
  await rendered();
  const visits = [];
  const reloads = [];
  for (let i = 0; i < rounds + 2; i++) {
    const target = i % 2 === 0 ? '/shows' : '/';
    const link = page.locator(`tf-zone[zone="header"] a[href="${target}"]`).first();
    if (restMs > 0) await page.waitForTimeout(restMs);
    if (hover) {
      await link.hover();
      await page.waitForTimeout(HOVER_DWELL_MS);
    }
    // In-page: a click on the header link, timed in the page.
    const visit = await link.evaluate((a) => {
      const done = new Promise((resolve) => document.addEventListener('tf:rendercomplete', () => resolve(performance.now()), { once: true }));
      const start = performance.now();
      a.click();
      return done.then((end) => end - start);
    });
    // Full reload of the same page, to its load event.
    if (restMs > 0) await page.waitForTimeout(restMs);
    await page.reload({ waitUntil: 'load' });
    const reload = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      return nav.loadEventEnd - nav.startTime;
    });
    await rendered();
    if (i >= 2) {
      visits.push(visit);
      reloads.push(reload);
    }
  }
  await page.close();
  return { visit: median(visits), reload: median(reloads) };
}

/** How long a visitor looks at a page before the next click (or reload) in the session figure. */
const SETTLE_MS = 500;

/**
 * The same two pages, visited back and forth within one session as a visitor
 * browsing does: no reload between visits, so code is warm and feeds already
 * asked for this session are in hand (CONTRACT §3: one request per URL per
 * page session); the manifest is always requested. Each click and each reload
 * comes after the page has rested SETTLE_MS. Reported beside the contract's
 * figure, which reloads before every visit.
 */
export async function navigationInSession(browser, origin, { rounds = 12 } = {}) {
  const page = await browser.newPage();
  await page.addInitScript(() => document.addEventListener('tf:rendercomplete', () => { window.__tfRendered = true; }));
  const rendered = () => page.waitForFunction(() => window.__tfRendered === true);
  const rest = () => page.waitForTimeout(SETTLE_MS);
  await page.goto(origin + '/');
  await rendered();
  const visits = [];
  for (let i = 0; i < rounds + 4; i++) {
    await rest();
    const target = i % 2 === 0 ? '/shows' : '/';
    const visit = await page.locator(`tf-zone[zone="header"] a[href="${target}"]`).first().evaluate((a) => {
      const done = new Promise((resolve) => document.addEventListener('tf:rendercomplete', () => resolve(performance.now()), { once: true }));
      const start = performance.now();
      a.click();
      return done.then((end) => end - start);
    });
    // The first visit to each page fills the session's feeds; the next two warm the code.
    if (i >= 4) visits.push(visit);
  }
  const reloads = [];
  for (let i = 0; i < rounds + 2; i++) {
    await page.goto(origin + (i % 2 === 0 ? '/shows' : '/'));
    await rendered();
    await rest();
    await page.reload({ waitUntil: 'load' });
    const reload = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      return nav.loadEventEnd - nav.startTime;
    });
    if (i >= 2) reloads.push(reload);
  }
  await page.close();
  return { visit: median(visits), reload: median(reloads) };
}
