import { expect, test, type Page } from './support/test.js';
import { measureOverflow } from './support/overflow.js';
import { open, recordPageEvents } from './support/page-events.js';
import { signInThroughHeader } from './support/signin.js';

/**
 * The network's player fits every player page from a 320 px phone up: once
 * it plays, its control bar (play/pause, seek, clock) stays inside the
 * player's frame, nothing in the player's zone reaches past the zone, and
 * the page does not scroll sideways. The controls keep their names and a
 * pointer target of at least 24 × 24 px at every width. The player is the
 * demo's stand-in of the MTVN Embed API (demo/public/vendor/player.js), the
 * same one every player island draws through.
 */

const WIDTHS = [320, 375, 412, 1280] as const;

const PLAYER_PAGES: readonly (readonly [name: string, path: string])[] = [
  ['the clip player', '/clips/the-printer-has-unionized'],
  ['the playlist player', '/playlists/office-hours'],
  ['the interview player', '/interviews/june-matsuda-on-small-talk'],
  ['the full-episode player', '/full-episodes/desk-jockeys-s4e1'],
  ['an embedded clip player', '/embed/clips/the-printer-has-unionized'],
];

const PLAYER = '[role="region"][aria-label^="Video player: "]';

async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForFunction((want) => innerWidth === want, width);
  // Two frames: container queries and resize observers settle, then paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function expectControlsUsable(page: Page, width: number): Promise<void> {
  const player = page.locator(PLAYER);
  const controls = [
    player.getByRole('button', { name: /^(Play|Pause) / }),
    player.getByRole('slider', { name: 'Seek' }),
  ];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    // Soft: a too-small control is reported with the overflow found at the same widths.
    expect.soft(Math.min(box.width, box.height), `at ${width} px, ${await control.evaluate((e) => e.className)} is ${box.width} × ${box.height}`)
      .toBeGreaterThanOrEqual(24);
  }
}

test.describe('the player fits every width', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  });

  for (const [name, path] of PLAYER_PAGES) {
    test(`${name} (${path}), playing`, async ({ page }) => {
      await open(page, path);
      const zone = page.locator('tf-zone[zone="t1_1c"]');
      if (path.startsWith('/full-episodes/')) await signInThroughHeader(page);
      await zone.getByRole('button', { name: /^Play / }).first().click();
      await expect(page.locator(PLAYER)).toHaveAttribute('data-state', 'playing');

      const problems: string[] = [];
      for (const width of WIDTHS) {
        await resizeTo(page, width);
        const bar = await measureOverflow(page, PLAYER);
        const inZone = await measureOverflow(page, 'tf-zone[zone="t1_1c"]');
        const { clientWidth, scrollWidth, past } = await measureOverflow(page);
        const lines = [...bar.past.map((line) => `past the player: ${line}`), ...inZone.past.map((line) => `past its zone: ${line}`), ...past];
        if (scrollWidth > clientWidth || lines.length) {
          problems.push(`at ${width} px (document ${scrollWidth} px wide for ${clientWidth} px)`
            + lines.slice(0, 8).map((line) => `\n    ${line}`).join('') + (lines.length > 8 ? `\n    … and ${lines.length - 8} more` : ''));
        }
        await expectControlsUsable(page, width);
      }
      expect(problems.length, `${path} overflows:\n  ${problems.join('\n  ')}`).toBe(0);
    });
  }
});
