// Image figures of issue 4, on the built demo as `npm start` serves it, with
// its image service (site.mjs `startSite`):
// - lazy-loading overhead per frame: 500 <tf-image>s scrolled through at 4x
//   CPU throttle. The same page and the same element run twice: once with the
//   browser's IntersectionObserver, once with a scroll-event visibility check
//   standing in for it (every scroll event measures every waiting image, the
//   classic way). Both load exactly the same images; what differs is how they
//   learn an image came near, and that JS time per frame is compared;
// - CLS on the demo home page while its images load: layout shifts from the
//   first render on, scrolling the whole page so every image loads.

import { returningVisitor } from './site.mjs';
const IMAGES = 500;
const SCROLL_FRAMES = 240;
const NAMES = ['show-desk-jockeys', 'clip-roast-beef-final', 'comic-marnie-okafor', 'hero-roast-beef', 'clip-prank-call-pizza',
  'show-daily-grind', 'comic-june-matsuda', 'clip-sketchbook-plant', 'show-roast-beef', 'clip-cowboys-roundabout'];

/** Runs in the page before any script: times every visibility callback, optionally swapping in the scroll check. */
function instrument(mode) {
  const w = window;
  w.__visibilityMs = 0;
  w.__resizeMs = 0;
  const timed = (key, callback) => (...args) => {
    const start = performance.now();
    try {
      return callback(...args);
    } finally {
      w[key] += performance.now() - start;
    }
  };
  const NativeResize = w.ResizeObserver;
  w.ResizeObserver = class extends NativeResize {
    constructor(callback) {
      super(timed('__resizeMs', callback));
    }
  };
  if (mode === 'intersection') {
    const Native = w.IntersectionObserver;
    w.IntersectionObserver = class extends Native {
      constructor(callback, options) {
        super(timed('__visibilityMs', callback), options);
      }
    };
    return;
  }
  // The scroll-event check: same interface, so <tf-image> runs unchanged.
  w.IntersectionObserver = class ScrollCheckObserver {
    constructor(callback, options) {
      this.callback = callback;
      this.margin = parseFloat(options?.rootMargin ?? '0') || 0;
      this.targets = new Map();
      this.check = timed('__visibilityMs', () => {
        const bottom = window.innerHeight + this.margin;
        const entries = [];
        for (const [target, was] of this.targets) {
          const rect = target.getBoundingClientRect();
          const near = rect.width > 0 && rect.bottom >= -this.margin && rect.top <= bottom;
          if (near !== was) {
            this.targets.set(target, near);
            entries.push({ target, isIntersecting: near, boundingClientRect: rect });
          }
        }
        if (entries.length > 0) this.callback(entries, this);
      });
      window.addEventListener('scroll', this.check, { passive: true });
      window.addEventListener('resize', this.check);
    }
    observe(target) {
      this.targets.set(target, undefined);
      window.requestAnimationFrame(() => this.check());
    }
    unobserve(target) {
      this.targets.delete(target);
    }
    disconnect() {
      window.removeEventListener('scroll', this.check);
      window.removeEventListener('resize', this.check);
      this.targets.clear();
    }
  };
}

/** Replaces the demo page with a grid of 500 deferred images (the elements come from the demo's own bundle). */
function placeImages({ count, names }) {
  document.querySelector('tf-page')?.remove();
  const grid = document.createElement('div');
  grid.style.cssText = 'display:grid;grid-template-columns:repeat(4,240px);gap:16px;padding:16px';
  for (let i = 0; i < count; i++) {
    const image = document.createElement('tf-image');
    const name = names[i % names.length];
    image.info = { url: `/images/${name}.jpg`, alt: name, width: 1280, height: 720 };
    image.setAttribute('ratio', '16 / 9');
    grid.append(image);
  }
  document.body.append(grid);
  window.scrollTo(0, 0);
}

/** Scrolls a fixed distance per animation frame; resolves with the frame count. */
function scrollFrames(frames) {
  const step = Math.max(1, (document.documentElement.scrollHeight - window.innerHeight) / frames);
  return new Promise((resolve) => {
    let n = 0;
    const tick = () => {
      window.scrollBy(0, step);
      if (++n < frames) window.requestAnimationFrame(tick);
      else resolve(n);
    };
    window.requestAnimationFrame(tick);
  });
}

async function lazyRun(browser, origin, mode) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  await returningVisitor(context, origin);
  const page = await context.newPage();
  await page.addInitScript(instrument, mode);
  await page.goto(origin + '/');
  await page.waitForFunction(() => window.customElements.get('tf-image') && document.querySelector('tf-zone[state="rendered"]'));
  await page.evaluate(placeImages, { count: IMAGES, names: NAMES });
  // Warm: the service renders each picture once, so both runs then read from its cache.
  await page.waitForFunction(() => document.querySelectorAll('tf-image:not(.tf-image--deferred)').length > 0);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const task = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  await page.evaluate(() => {
    window.__visibilityMs = 0;
    window.__resizeMs = 0;
  });
  const before = await task();
  const frames = await page.evaluate(scrollFrames, SCROLL_FRAMES);
  const taskMs = ((await task()) - before) * 1000;
  const result = await page.evaluate(() => ({
    visibility: window.__visibilityMs,
    resize: window.__resizeMs,
    loaded: document.querySelectorAll('tf-image:not(.tf-image--deferred)').length,
  }));
  await context.close();
  return { ...result, frames, taskMs, perFrame: result.visibility / frames };
}

/** Lazy-loading JS time per frame with the IntersectionObserver against the scroll-event check. */
export async function lazyLoadingOverhead(browser, origin) {
  const intersection = await lazyRun(browser, origin, 'intersection');
  const scroll = await lazyRun(browser, origin, 'scroll');
  return { intersection, scroll, ratio: intersection.perFrame / scroll.perFrame };
}

/** CLS of the demo home page from its first render on, while every image loads as the page is scrolled. */
export async function imageLayoutShift(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await returningVisitor(context, origin);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__cls = { total: 0, afterRender: 0 };
    let rendered = false;
    document.addEventListener('tf:rendercomplete', () => (rendered = true), { once: true });
    new window.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__cls.total += entry.value;
        if (rendered) window.__cls.afterRender += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(origin + '/');
  await page.waitForFunction(() => document.querySelector('tf-page')?.manifest && !document.querySelector('tf-zone[state="loading"]'));
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
  });
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(() => ({
    ...window.__cls,
    images: document.querySelectorAll('tf-image').length,
    loaded: document.querySelectorAll('tf-image:not(.tf-image--deferred)').length,
  }));
  await context.close();
  return result;
}
