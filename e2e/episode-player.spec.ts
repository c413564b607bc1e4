import { expect, test } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { open, recordPageEvents } from './support/page-events.js';
import { signInThroughHeader } from './support/signin.js';

/**
 * The full-episode player: once the viewer may watch, the
 * island plays through the network's player (runtime/tve/player.ts over the
 * MTVN Embed API stand-in, demo/public/vendor/player.js, from `playerSrc`),
 * under the strict CSP, with consent=false until consent.
 */

const PLAYER = '/full-episodes/desk-jockeys-s4e1';

test.describe('the episode player', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('plays an unlocked episode through the player library, accessibly', async ({ page }) => {
    await open(page, PLAYER);
    await signInThroughHeader(page);
    const zone = page.locator('tf-zone[zone="t1_1c"]');
    await expect(zone.locator('.tf-player__gate')).toHaveCount(0);
    await zone.getByRole('button', { name: /^Play / }).click();
    const player = zone.getByRole('region', { name: /^Video player: / });
    await expect(player).toHaveAttribute('data-state', 'playing');
    await expect(player).toHaveAttribute('data-consent', 'false');
    // The configuration's ad parameters reach the player.
    await expect(player).toHaveAttribute('data-ad-network', '21775744923');
    await expect(player).toHaveAttribute('data-media-site', 'laughtrack_web');
    // And the ad repository's site section, once its answer is in (demo/content/repository.ts).
    await expect(player).toHaveAttribute('data-site-section', 'laughtrack_web');
    await expect(player.locator('.mtvn-player__time')).toHaveText(/^0:0[1-9] \/ \d+:\d\d$/, { timeout: 5000 });
    const pause = player.getByRole('button', { name: /^Pause / });
    await pause.click();
    await expect(player).toHaveAttribute('data-state', 'paused');
    await expect(player.getByRole('slider', { name: 'Seek' })).toBeVisible();
    await expectNoAxeViolations(page);
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(requested.filter((p) => p === '/vendor/player.js')).toHaveLength(1);
  });

  test('the locked episode opens the gate, whose button opens the site\'s sign-in', async ({ page }) => {
    await open(page, PLAYER);
    const zone = page.locator('tf-zone[zone="t1_1c"]');
    await zone.getByRole('button', { name: /^Play / }).click();
    await zone.getByRole('button', { name: 'Sign in with your TV provider' }).click();
    // The whole sign-in is e2e/signin-site.spec.ts.
    await expect(page.locator('tf-signin')).toHaveAttribute('screen', 'selectProvider');
  });
});
