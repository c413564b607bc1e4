// CLS at both widths (issue 13): each page loaded fresh (new context, empty
// HTTP cache: a first visit, as Lighthouse loads it) on a phone, 412×915 at
// DPR 2.625 with touch, and on a 1280×800 desktop, on loopback and over an
// emulated mobile network. Layout shifts are summed
// from the first one on (a buffered PerformanceObserver installed before any
// script), without those right after input, until tf:rendercomplete and then
// until the page has settled: the images in view decoded and no shift for
// QUIET_MS of animation frames.

/** The viewports of the figure; the name ends each line (`cls-home-412`). */
export const WIDTHS = [
  { name: '412', viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true },
  { name: '1280', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

/** How long the page must go without a layout shift, after it rendered, to count as settled. */
const QUIET_MS = 1000;
/** The longest the figure waits for a page to settle before reporting what it has. */
const SETTLE_TIMEOUT_MS = 10_000;

function observeShifts() {
  const cls = { value: 0, count: 0, lastAt: 0, sources: [] };
  window.__cls = cls;
  new window.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      cls.value += entry.value;
      cls.count++;
      cls.lastAt = entry.startTime;
      // What moved, to say where a shift comes from.
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const name = node?.nodeType === 1
          ? node.localName + (node.getAttribute('zone') ? `[zone=${node.getAttribute('zone')}]` : node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : '')
          : node ? '#text' : '?';
        if (cls.sources.length < 8 && !cls.sources.includes(name)) cls.sources.push(name);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Runs in the page after tf:rendercomplete: waits until the images in view
 * have loaded or failed, then until QUIET_MS of frames have passed without a
 * shift (every new shift restarts the wait). Resolves false on timeout.
 */
function settled({ quietMs, timeoutMs }) {
  const start = performance.now();
  const inView = [...document.images].filter((img) => {
    const rect = img.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0;
  });
  const decoded = Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
  const images = Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  return images.then(() => new Promise((resolve) => {
    const frame = (now) => {
      if (now - Math.max(window.__cls.lastAt, start) >= quietMs) resolve(true);
      else if (now - start > timeoutMs) resolve(false);
      else window.requestAnimationFrame(frame);
    };
    window.requestAnimationFrame(frame);
  }));
}

async function loadOnce(browser, origin, path, options, network) {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.addInitScript(observeShifts);
    await page.addInitScript(() => document.addEventListener('tf:rendercomplete', () => { window.__rendered = true; }, { once: true }));
    // Not to the load event: tf:rendercomplete is what the figure waits for.
    await page.goto(origin + path, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__rendered === true, undefined, { timeout: 60_000 });
    const quiet = await page.evaluate(settled, { quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS });
    return { ...(await page.evaluate(() => window.__cls)), settled: quiet };
  } finally {
    await context.close();
  }
}

/**
 * CLS of `path` at every width of WIDTHS, each loaded twice: on loopback and
 * over `network` (e.g. MOBILE_NETWORK). Which zone draws in which frame
 * depends on timing: on loopback most arrive together, over a slow network
 * they draw apart, so a box not reserved shows in one or the other. Per
 * width: `{ width, value }`, the larger of the two, and `loads`, both runs
 * (`{ value, count, sources, settled }`).
 */
export async function layoutShift(browser, origin, path, network) {
  const out = [];
  for (const { name, ...options } of WIDTHS) {
    const loads = { loopback: await loadOnce(browser, origin, path, options) };
    if (network) loads.network = await loadOnce(browser, origin, path, options, network);
    out.push({ width: name, value: Math.max(...Object.values(loads).map((load) => load.value)), loads });
  }
  return out;
}
