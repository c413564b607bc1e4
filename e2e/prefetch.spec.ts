import { expect, test, type Request } from '@playwright/test';
import { countEvents, recordEvents, waitForEvents } from './support/tf-page.js';

/**
 * Prefetch on intent: a header link the pointer rests on has its manifest,
 * feeds and code fetched before the click, and the visit then asks the
 * network for none of them again.
 */
test.describe('prefetching a visit the visitor is about to make', () => {
  test('hovering the Shows link fetches its page; the click then loads nothing more', async ({ page }) => {
    await recordEvents(page);
    await page.goto('/');
    await waitForEvents(page, 'tf:rendercomplete');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const isFor = (path: string) => (request: Request) => new URL(request.url()).pathname.startsWith(path);
    const manifestFor = (target: string) => (request: Request) =>
      isFor('/feeds/triforce/manifest/v2')(request) && new URL(new URL(request.url()).searchParams.get('url')!).pathname === target;

    const link = page.locator('tf-zone[zone="header"] a[href="/shows"]').first();
    const manifest = page.waitForRequest(manifestFor('/shows'));
    await link.hover();
    await manifest;
    await expect.poll(() => requests.filter(isFor('/feeds/shows/')).length).toBeGreaterThan(0);
    const before = requests.length;

    await link.click();
    await waitForEvents(page, 'tf:rendercomplete', 2);
    expect(new URL(page.url()).pathname).toBe('/shows');
    const after = requests.slice(before);
    expect(after.filter(manifestFor('/shows'))).toEqual([]);
    expect(after.filter(isFor('/feeds/'))).toEqual([]);
    expect(await countEvents(page, 'tf:pageerror')).toBe(0);
  });

  test('a link to another site, or a pointer passing over links, fetches nothing', async ({ page }) => {
    await recordEvents(page);
    await page.goto('/');
    await waitForEvents(page, 'tf:rendercomplete');
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/feeds/triforce/manifest/v2')) manifests.push(request.url());
    });
    const external = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])').first();
    if (await external.count()) await external.hover();
    // Sweep across the header's links without resting on any.
    const box = (await page.locator('tf-zone[zone="header"]').boundingBox())!;
    await page.mouse.move(box.x + 1, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width - 1, box.y + box.height + 400);
    // Then rest on one link: its prefetch comes after any the sweep could have started.
    const shows = page.waitForRequest((request) => request.url().includes(encodeURIComponent('/shows')));
    await page.locator('tf-zone[zone="header"] a[href="/shows"]').first().hover();
    await shows;
    expect(manifests.map((url) => new URL(new URL(url).searchParams.get('url')!).pathname)).toEqual(['/shows']);
  });
});
