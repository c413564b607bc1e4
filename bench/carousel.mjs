// Carousel figure of issue 6: dragging a 50-slide <tf-carousel> with the
// mouse at 4x CPU throttle, on a page with only the standalone element (as a
// legacy page has it), counting the frames the browser drew and dropped.
import { returningVisitor } from './site.mjs';
import { percentile } from './stats.mjs';

const SLIDES = 50;
const FRAME_MS = 1000 / 60;

/**
 * Replaces the demo page (its head's stylesheets too) with only the standalone carousel and its slides,
 * styled through the CSSOM and the element loaded from its own script tag, as
 * the site's Content-Security-Policy allows (no inline style attributes).
 */
function placeCarousel(count) {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.body.style.cssText = 'margin:0;padding:40px';
  const carousel = document.createElement('tf-carousel');
  carousel.setAttribute('arrows', '');
  carousel.setAttribute('dots', '');
  carousel.setAttribute('aria-label', 'Bench row');
  for (let i = 0; i < count; i++) {
    const slide = document.createElement('div');
    slide.textContent = String(i + 1);
    slide.style.cssText = `width:300px;height:170px;margin-right:12px;background:hsl(${(i * 37) % 360} 60% 45%);` +
      'display:grid;place-items:center;font:700 40px sans-serif;color:#fff';
    carousel.append(slide);
  }
  document.body.append(carousel);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = '/elements/tf-carousel.js';
  document.head.append(script);
}

/** Three drags across the row; frame intervals recorded with requestAnimationFrame during each. */
export async function carouselDrag(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 400 } });
  await returningVisitor(page.context(), origin);
  await page.goto(origin + '/');
  await page.evaluate(placeCarousel, SLIDES);
  await page.waitForFunction(() => window.customElements.get('tf-carousel') !== undefined);
  await page.evaluate(() => document.querySelector('tf-carousel').updateComplete);
  // The figure means nothing if the slides lost their size (a style the page's policy refused).
  const slideHeight = await page.evaluate(() => document.querySelector('tf-carousel > div').getBoundingClientRect().height);
  if (slideHeight !== 170) throw new Error(`bench: carousel slides are ${slideHeight} px high, not 170`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const box = await page.locator('tf-carousel').boundingBox();
  const y = box.y + 100;
  const intervals = [];
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => {
      window.__frames = [];
      const tick = (t) => { window.__frames.push(t); if (window.__frames !== null) window.__raf = window.requestAnimationFrame(tick); };
      window.__raf = window.requestAnimationFrame(tick);
    });
    // Leftwards then back: about two seconds of dragging, one move per frame.
    await page.mouse.move(box.x + box.width - 60, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 60 });
    await page.mouse.move(box.x + box.width - 60, y, { steps: 60 });
    await page.mouse.up();
    const frames = await page.evaluate(() => { window.cancelAnimationFrame(window.__raf); return window.__frames; });
    for (let i = 1; i < frames.length; i++) intervals.push(frames[i] - frames[i - 1]);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  // A frame interval of n frame times means n - 1 frames were not drawn.
  const dropped = intervals.reduce((sum, dt) => sum + Math.max(0, Math.round(dt / FRAME_MS) - 1), 0);
  return { frames: intervals.length, dropped, median: percentile(intervals, 0.5), p95: percentile(intervals, 0.95) };
}
