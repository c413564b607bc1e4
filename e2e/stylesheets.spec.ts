import { expect, test, type Page } from './support/test.js';
import { follow, open, recordPageEvents } from './support/page-events.js';
import { headerLink } from './support/header.js';

/**
 * Per-page stylesheets under the page's `style-base`: `supplemental.pageStyle`
 * picks one `<link data-tf-style>`, else `default`; a new one loads in transition while the current one stays on.
 */

/** `--tf-surface` on <tf-page>: site.css's own value, or the one a page style sets. */
const SURFACE = { default: '#1b1a22', standup: '#2a1611', schedule: '#0f2230' };

interface SheetState {
  name: string;
  disabled: boolean;
  transition: boolean;
}

const sheets = (page: Page): Promise<SheetState[]> =>
  page.locator('head link[data-tf-style]').evaluateAll((links) => (links as HTMLLinkElement[]).map((link) => ({
    name: link.getAttribute('data-tf-style')!,
    disabled: link.disabled,
    transition: link.hasAttribute('data-tf-transition'),
  })));

const sheet = async (page: Page, name: string) => (await sheets(page)).find((s) => s.name === name);
const enabled = async (page: Page) => (await sheets(page)).filter((s) => !s.disabled).map((s) => s.name);
const surface = (page: Page) => page.locator('tf-page').evaluate((el) => getComputedStyle(el).getPropertyValue('--tf-surface').trim());

/** Holds every request for `path` until the returned release() is called. */
async function hold(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The header's link to `path`, from its menu when it is in one. */
const navLink = (page: Page, path: string) => headerLink(page, path);
const homeLink = (page: Page) => page.locator('tf-zone[zone="header"] a[href="/"]').first();

test.describe('per-page stylesheets', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('a page without a page style has only the default sheet, enabled', async ({ page }) => {
    await open(page, '/');
    await expect.poll(() => sheets(page)).toEqual([{ name: 'default', disabled: false, transition: false }]);
    expect(await page.locator('link[data-tf-style="default"]').getAttribute('href')).toBe('/styles/default.css');
    expect(await page.locator('link[data-tf-style="default"]').getAttribute('rel')).toBe('stylesheet');
    await expect.poll(() => surface(page)).toBe(SURFACE.default);
  });

  test('a page style loads in transition, then replaces the others; going back re-enables the default', async ({ page }) => {
    await open(page, '/');
    await expect.poll(() => sheets(page)).toEqual([{ name: 'default', disabled: false, transition: false }]);

    const release = await hold(page, '/styles/standup.css');
    await follow(page, await navLink(page, '/stand-up'), '/stand-up');
    // Still loading: marked in transition, and the current sheet stays on meanwhile.
    expect(await sheet(page, 'standup')).toEqual({ name: 'standup', disabled: false, transition: true });
    expect(await page.locator('link[data-tf-style="standup"]').getAttribute('href')).toBe('/styles/standup.css');
    expect(await sheet(page, 'default')).toMatchObject({ disabled: false });
    expect(await surface(page)).toBe(SURFACE.default);

    release();
    await expect.poll(() => sheet(page, 'standup')).toEqual({ name: 'standup', disabled: false, transition: false });
    expect(await enabled(page)).toEqual(['standup']);
    expect(await surface(page)).toBe(SURFACE.standup);

    await follow(page, homeLink(page), '/');
    await expect.poll(() => enabled(page)).toEqual(['default']);
    await expect.poll(() => sheet(page, 'default')).toMatchObject({ transition: false });
    expect(await sheet(page, 'standup')).toEqual({ name: 'standup', disabled: true, transition: false });
    expect(await surface(page)).toBe(SURFACE.default);
    // One link per sheet: the stand-up one is reused, not added again.
    expect((await sheets(page)).map((s) => s.name).sort()).toEqual(['default', 'standup']);
  });

  test('a page style that arrives after the visitor moved on stays disabled', async ({ page }) => {
    await open(page, '/');
    await expect.poll(() => sheets(page)).toEqual([{ name: 'default', disabled: false, transition: false }]);

    const release = await hold(page, '/styles/schedule.css');
    await follow(page, await navLink(page, '/schedule'), '/schedule');
    expect(await sheet(page, 'schedule')).toEqual({ name: 'schedule', disabled: false, transition: true });
    // Moving on before it loaded: the default sheet is what this page wants.
    await follow(page, await navLink(page, '/shows'), '/shows');
    expect(await sheet(page, 'default')).toMatchObject({ disabled: false });

    release();
    await expect.poll(() => sheet(page, 'schedule')).toEqual({ name: 'schedule', disabled: true, transition: false });
    expect(await enabled(page)).toEqual(['default']);
    expect(await surface(page)).toBe(SURFACE.default);

    // The stale sheet is reused when its page comes back.
    await page.unroute('**/styles/schedule.css');
    await follow(page, await navLink(page, '/schedule'), '/schedule');
    await expect.poll(() => enabled(page)).toEqual(['schedule']);
    await expect.poll(() => sheet(page, 'schedule')).toMatchObject({ transition: false });
    expect(await surface(page)).toBe(SURFACE.schedule);
    expect((await sheets(page)).map((s) => s.name).sort()).toEqual(['default', 'schedule']);
  });
});
