import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from './support/test.js';

/**
 * <tf-carousel>, <tf-collapsible> and the legacy poster strip, on the demo
 * site (React islands) and on a legacy page with only standalone scripts.
 */

/** Drags `slide` sideways with the mouse, in small moves as a hand would. */
async function drag(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y, { steps: 2 });
  await page.mouse.up();
}

/** Counts `tf:select` events of a carousel from now on. */
async function countSelects(carousel: Locator) {
  await carousel.evaluate((el) => {
    const host = el as HTMLElement & { __selects?: number[] };
    host.__selects = [];
    el.addEventListener('tf:select', (e) => host.__selects!.push((e as CustomEvent<{ index: number }>).detail.index));
  });
  return () => carousel.evaluate((el) => (el as HTMLElement & { __selects?: number[] }).__selects ?? []);
}

test.describe('carousels on the demo site', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.locator('tf-zone[zone="t3_1c"]')).toHaveAttribute('state', 'rendered');
  });

  test('the show row is a <tf-carousel>: a mouse drag selects further slides and does not follow the link', async ({ page }) => {
    const carousel = page.locator('tf-zone[zone="t3_1c"] tf-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('[role="region"]')).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.locator('.tf-shows__item').first()).toHaveAttribute('aria-label', /^1 of \d+$/);
    const selects = await countSelects(carousel);
    const url = page.url();
    await drag(page, carousel.locator('.tf-shows__item').nth(2), -400);
    await expect.poll(async () => Number(await carousel.getAttribute('selected'))).toBeGreaterThan(0);
    expect((await selects()).length).toBeGreaterThan(0);
    expect(page.url()).toBe(url);
    // What scrolled out of view left the tab order.
    await expect(carousel.locator('.tf-shows__item').first()).toHaveJSProperty('inert', true);
  });

  test('the arrows and the arrow keys move the row', async ({ page }) => {
    const carousel = page.locator('tf-zone[zone="t3_1c"] tf-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel).toHaveAttribute('selected', '1');
    await carousel.locator('.tf-shows__item').nth(1).locator('a').focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('selected', '2');
    await page.keyboard.press('Home');
    await expect(carousel).toHaveAttribute('selected', '0');
  });

  test('the Full Episodes row is a carousel of video cards', async ({ page }) => {
    const carousel = page.locator('tf-carousel.tf-clips__row[label="Full Episodes"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('arrows', '');
    await expect(carousel.locator('.tf-clips__item')).toHaveCount(6);
    await expect(carousel.locator('.tf-clips__item').nth(2)).toHaveAttribute('aria-label', '3 of 6');
  });

  test('the schedule opens and closes the rest of the night smoothly', async ({ page }) => {
    const collapsible = page.locator('tf-zone[zone="t2_c2_promo1"] tf-collapsible');
    await collapsible.scrollIntoViewIfNeeded();
    const trigger = collapsible.locator('[part="trigger"]');
    const content = collapsible.locator('[part="content"]');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(collapsible).toContainText('Show less');
    // After the transition the fixed height is cleared and the list shows.
    await expect.poll(() => content.evaluate((el) => (el as HTMLElement).style.height)).toBe('');
    expect((await content.boundingBox())!.height).toBeGreaterThan(40);
    await trigger.click();
    await expect.poll(() => content.evaluate((el) => getComputedStyle(el).display)).toBe('none');
  });
});

test.describe('a legacy page with only the standalone scripts', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
  });

  test('loads no React and no Triforce page, only the standalone modules', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/legacy/gallery.html');
    await expect(page.locator('tf-carousel')).toHaveJSProperty('positions', 5);
    // The page's own poster-strip script is a file (no inline script under the CSP).
    // Besides the shared chunks the standalone files import (Lit once, the runtime's small modules).
    expect(scripts.filter((path) => !path.startsWith('/elements/shared/')).sort())
      .toEqual(['/elements/tf-carousel.js', '/elements/tf-collapsible.js', '/elements/tf-horizontal-carousel.js', '/legacy/gallery.js']);
    expect(await page.evaluate(() => ({ page: !!customElements.get('tf-page'), react: 'React' in window }))).toEqual({ page: false, react: false });
  });

  test('runs on a page of another origin that loads the standalone script from the site', async ({ page, baseURL }) => {
    // Module scripts are fetched with CORS: the site's static files must allow any origin.
    // Another team's server on this machine (a page from a public origin may not reach a loopback one at all).
    const other = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><title>Another team's page</title>
        <script type="module" src="${baseURL}/elements/tf-collapsible.js"></script>
        <tf-collapsible><span slot="trigger">More</span><p>Hidden at first.</p></tf-collapsible></html>`);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      await expect.poll(() => page.evaluate(() => customElements.get('tf-collapsible') !== undefined)).toBe(true);
      expect(failed).toEqual([]);
    } finally {
      other.close();
    }
  });

  test('the carousel is dragged with the mouse, which stops its autoplay', async ({ page }) => {
    await page.goto('/legacy/gallery.html');
    const carousel = page.locator('#stills');
    await expect(carousel).toHaveJSProperty('autoplayState', 'playing');
    await page.mouse.move(5, 5);
    const selects = await countSelects(carousel);
    // Autoplay may move on while a loaded machine prepares the drag: the
    // slide pressed is the one selected when the press lands, and the drag
    // goes from the middle of the carousel, where that slide is.
    await carousel.evaluate((el) => el.addEventListener('pointerdown', () => {
      (el as HTMLElement & { __pressedAt?: string | null }).__pressedAt ??= el.getAttribute('selected');
    }, { capture: true }));
    await drag(page, carousel, -500);
    await expect(carousel).toHaveJSProperty('autoplayState', 'stopped');
    const pressedAt = Number(await carousel.evaluate((el) => (el as HTMLElement & { __pressedAt?: string | null }).__pressedAt));
    await expect(carousel).toHaveAttribute('selected', String(pressedAt + 1));
    expect((await selects()).at(-1)).toBe(pressedAt + 1);
    expect((await selects()).filter((index) => index > pressedAt + 1)).toEqual([]);
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  });

  test('keyboard: arrow keys step, it wraps, and dots select', async ({ page }) => {
    await page.goto('/legacy/gallery.html');
    const carousel = page.locator('#stills');
    await carousel.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel).toHaveAttribute('selected', '4');
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('selected', '0');
    await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(carousel).toHaveAttribute('selected', '2');
    await expect(carousel.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  test('the legacy poster strip pages four posters at a time', async ({ page }) => {
    await page.goto('/legacy/gallery.html');
    const list = page.locator('#posters');
    await expect(page.locator('#posters-previous')).toHaveAttribute('aria-disabled', 'true');
    const item = (await list.locator('li').first().boundingBox())!;
    const mask = (await page.locator('#posters-mask').boundingBox())!;
    expect(item.width * 4 + 30).toBeCloseTo(mask.width, 0);
    await page.locator('#posters-next').click();
    await expect(page.locator('#posters-next')).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => list.evaluate((el) => (el as HTMLElement).style.transform)).toBe(`translateX(-${(item.width + 10) * 4}px)`);
  });

  test('FAQ questions open and close', async ({ page }) => {
    await page.goto('/legacy/gallery.html');
    const question = page.getByRole('button', { name: 'Who draws the posters?' });
    await expect(page.getByRole('heading', { level: 3, name: 'Who draws the posters?' })).toBeVisible();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('the lawn gnome from Suburban Legends')).toBeVisible();
  });
});
