import { expect, test } from './support/test.js';
import { recordEvents, type Recorded } from './support/tf-page.js';

/** The priority wait: a later group may start before an earlier one is done only after it. */
const PRIORITY_WAIT_MS = 300;

test.describe('the demo home page', () => {
  test.beforeEach(async ({ page }) => {
    // Record every page event from the very start, before <tf-page> connects.
    await recordEvents(page);
  });

  test('assembles every zone of the manifest, in priority order, with the events in order', async ({ page, request }) => {
    const answer = await request.get('/feeds/triforce/manifest/v2?url=' + encodeURIComponent('http://127.0.0.1/'));
    const { manifest } = (await answer.json()) as { manifest: { zones: Record<string, { priority?: number }> } };
    const zoneNames = Object.keys(manifest.zones);
    expect(zoneNames.length).toBeGreaterThan(10);

    await page.goto('/');
    await page.waitForFunction(() =>
      (window as unknown as { __tfEvents: Recorded[] }).__tfEvents.some((e) => e.type === 'tf:complete'));
    const events = await page.evaluate(() => (window as unknown as { __tfEvents: Recorded[] }).__tfEvents);

    const lifecycle = events.filter((e) => e.type !== 'tf:message').map((e) => e.type);
    expect(lifecycle[0]).toBe('tf:pagestartload');
    expect(lifecycle[1]).toBe('tf:pageready');
    expect(lifecycle.slice(-2)).toEqual(['tf:rendercomplete', 'tf:complete']);
    expect(events.filter((e) => e.type === 'tf:pageerror' || e.type === 'tf:moduleremove')).toEqual([]);
    expect(events.filter((e) => e.type === 'tf:message' && e.detail.level === 'error')).toEqual([]);

    const renders = events.filter((e) => e.type === 'tf:modulerender');
    expect(renders.map((r) => r.detail.zone).sort()).toEqual([...zoneNames].sort());
    // Groups start in ascending priority (zones without one last). A module
    // may overtake one of an earlier group only when that earlier group had
    // already used up its priority wait: never in the first 300 ms.
    const start = events.find((e) => e.type === 'tf:pageready')!.at;
    const rank = (e: Recorded) => (typeof e.detail.priority === 'number' ? e.detail.priority : Infinity);
    renders.forEach((later, i) => {
      const overtaken = renders.slice(i + 1).filter((earlier) => rank(earlier) < rank(later));
      if (overtaken.length > 0) expect(later.at - start).toBeGreaterThanOrEqual(PRIORITY_WAIT_MS - 5);
    });

    const complete = events.find((e) => e.type === 'tf:rendercomplete')!.detail;
    expect((complete.rendered as string[]).sort()).toEqual([...zoneNames].sort());
    expect(complete.failed).toEqual([]);

    for (const name of zoneNames) {
      await expect(page.locator(`tf-zone[zone="${name}"]`)).toHaveAttribute('state', 'rendered');
    }
  });

  test('places tiers in numeric order with wrappers and column classes', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() =>
      (window as unknown as { __tfEvents: Recorded[] }).__tfEvents.some((e) => e.type === 'tf:complete'));
    const tiers = await page.locator('tf-page .tf-content .tf-tier').evaluateAll((els) =>
      els.map((el) => Number((el as HTMLElement).dataset.tier)));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    await expect(page.locator('.tf-tier-wrapper > .tf-tier--2col').first()).toBeVisible();
    await expect(page.locator('.tf-tier-wrapper > .tf-tier--3col').first()).toBeVisible();
    await expect(page.locator('tf-page > .tf-header tf-zone[zone="header"]')).toBeVisible();
    await expect(page.locator('tf-page > .tf-footer tf-zone[zone="footer"]')).toBeVisible();
  });

  test('shows the site header navigation, the classic-script modules and the footer', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Three menus (disclosure buttons) and a link.
    for (const label of ['Shows', 'Full Episodes', 'Stand-Up']) {
      await expect(nav.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toBeVisible();
    await expect(page.locator('tf-zone[driver="ENT_M050"]')).toHaveAttribute('state', 'rendered');
    await expect(page.locator('tf-zone[driver="ENT_M060"]')).toHaveAttribute('state', 'rendered');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Libraries arrive as one concatenated classic script, the V3 module as another. (The scripts
    // of linked pages may be fetched ahead, as preloads that never run: only script elements count.)
    const scripts = await page.locator('script[src*="/modules/"]').evaluateAll((els) => els.map((el) => new URL((el as HTMLScriptElement).src).pathname));
    expect(scripts.sort()).toEqual(['/modules/fan-poll', '/modules/tf-time,now-on-tv']);
  });
});
