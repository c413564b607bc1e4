import { expect, test, type Request } from './support/test.js';
import { countEvents, recordEvents, waitForEvents } from './support/tf-page.js';

const isFor = (path: string) => (request: Request) => new URL(request.url()).pathname.startsWith(path);
const pathOfManifest = (request: Request) => new URL(new URL(request.url()).searchParams.get('url')!).pathname;
const manifestFor = (target: string) => (request: Request) =>
  isFor('/feeds/triforce/manifest/v2')(request) && pathOfManifest(request) === target;

/**
 * Prefetch on intent: a link the pointer rests on has its manifest, feeds
 * and code fetched before the click, and the visit then asks the network for
 * none of them again. (The header's links are fetched while idle, below, so
 * these use links in the page's content.)
 */
test.describe('prefetching a visit the visitor is about to make', () => {
  test('hovering a show\'s link fetches its page; the click then loads nothing more', async ({ page }) => {
    await recordEvents(page);
    await page.goto('/');
    await waitForEvents(page, 'tf:rendercomplete');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const target = '/shows/late-late-laugh';

    const link = page.locator(`tf-zone[zone="t3_1c"] a[href="${target}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const manifest = page.waitForRequest(manifestFor(target));
    await link.hover();
    expect((await manifest).headers()['x-sec-purpose']).toBe('prefetch');
    // The show's own feeds: its header, episodes, clips and guests.
    await expect.poll(() => requests.filter(isFor(`${target.replace('/shows', '/feeds/shows')}/`)).length).toBe(4);
    const before = requests.length;

    await link.click();
    await waitForEvents(page, 'tf:rendercomplete', 2);
    expect(new URL(page.url()).pathname).toBe(target);
    // The idle round over the header may still be fetching its pages
    // (marked as prefetches); the visit itself asks for nothing.
    const after = requests.slice(before).filter((request) => request.headers()['x-sec-purpose'] !== 'prefetch');
    expect(after.filter(manifestFor(target))).toEqual([]);
    expect(after.filter(isFor('/feeds/'))).toEqual([]);
    expect(await countEvents(page, 'tf:pageerror')).toBe(0);
  });

  test('a link to another site, or a pointer passing over links, fetches nothing', async ({ page }) => {
    await recordEvents(page);
    await page.goto('/');
    await waitForEvents(page, 'tf:rendercomplete');
    const manifests: Request[] = [];
    page.on('request', (request) => {
      if (isFor('/feeds/triforce/manifest/v2')(request)) manifests.push(request);
    });
    const external = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])').first();
    if (await external.count()) await external.hover();
    // Sweep across the trending bar's links without resting on any.
    const box = (await page.locator('tf-zone[zone="menu"]').boundingBox())!;
    await page.mouse.move(box.x + 1, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width - 1, box.y + box.height + 400);
    // Then rest on one link: its prefetch comes after any the sweep could have started.
    const target = '/shows/roast-beef';
    const link = page.locator(`tf-zone[zone="menu"] a[href="${target}"]`).first();
    const fetched = page.waitForRequest(manifestFor(target));
    await link.hover();
    await fetched;
    // The header's own links are fetched while idle (below); nothing of the trending bar's but the one rested on.
    const header = ['/schedule', '/tonight'];
    expect(manifests.map(pathOfManifest).filter((path) => !header.includes(path))).toEqual([target]);
  });
});

/**
 * The header's shown links (the site's main navigation, marked
 * data-tf-prefetch="idle") are fetched once the page is drawn and idle, so a
 * click on one finds its page in hand even without a hover first. Its menus'
 * links (Shows, Full Episodes, Stand-Up) are hidden until a menu opens, and
 * fetched on intent only: an open menu is no reason to fetch ten pages.
 */
test.describe('prefetching the main navigation while idle', () => {
  test('the header\'s shown pages are fetched once home is drawn, none of its menus\'; a click on Schedule then loads no manifest or feed', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await recordEvents(page);
    await page.goto('/');
    await waitForEvents(page, 'tf:rendercomplete');
    const header = ['/schedule', '/tonight'];
    await expect.poll(() => header.filter((path) => requests.some(manifestFor(path))), { timeout: 10_000 }).toEqual(header);
    const prefetches = requests.filter((request) => isFor('/feeds/triforce/manifest/v2')(request) && header.includes(pathOfManifest(request)));
    expect(prefetches.map((request) => request.headers()['x-sec-purpose'])).toEqual(header.map(() => 'prefetch'));
    // Never the page on screen, whose manifest came inline with its HTML.
    expect(requests.filter(manifestFor('/'))).toHaveLength(0);
    await expect.poll(() => requests.filter(isFor('/feeds/schedule/')).length).toBeGreaterThan(0);
    for (const menuPage of ['/shows', '/full-episodes', '/stand-up', '/shows/desk-jockeys']) expect(requests.filter(manifestFor(menuPage)), menuPage).toHaveLength(0);

    const before = requests.length;
    await page.locator('tf-zone[zone="header"] a[href="/schedule"]').first().evaluate((a: HTMLElement) => a.click());
    await waitForEvents(page, 'tf:rendercomplete', 2);
    expect(new URL(page.url()).pathname).toBe('/schedule');
    // Only the round's own prefetches may still be on the wire; the visit asks for nothing.
    const own = requests.slice(before).filter((request) => request.headers()['x-sec-purpose'] !== 'prefetch');
    expect(own.filter(isFor('/feeds/'))).toEqual([]);
    expect(await countEvents(page, 'tf:pageerror')).toBe(0);
  });
});
