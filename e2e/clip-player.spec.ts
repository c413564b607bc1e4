import { expect, test } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { open, recordPageEvents } from './support/page-events.js';

/**
 * The clip player: a free clip plays on a press of its play button through
 * the network's player (the MTVN Embed API stand-in from `playerSrc`), seeks,
 * ends in the end state (replay, up next, the full episode) and takes the
 * next clip; a page opened with `?t={seconds}` plays from that second.
 * Fixture: demo/content/catalogue-feeds.ts (the printer clip, 3:04, cut from
 * an episode the site has; the next clip is the late-night monologue).
 */

const CLIP = '/clips/the-printer-has-unionized';
const NEXT = '/clips/our-host-tries-intermittent-fasting';

test.describe('the clip player', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('plays on a press, seeks, ends in the end state and takes the next clip', async ({ page }) => {
    await open(page, CLIP);
    const zone = page.locator('tf-zone[zone="t1_1c"]');
    await zone.getByRole('button', { name: 'Play The Printer Has Unionized' }).click();
    const player = zone.getByRole('region', { name: 'Video player: The Printer Has Unionized' });
    await expect(player).toHaveAttribute('data-state', 'playing');
    const time = player.locator('.mtvn-player__time');
    await expect(time).toHaveText(/^0:0[1-9] \/ 3:04$/, { timeout: 5000 });
    await expectNoAxeViolations(page);

    await player.getByRole('slider', { name: 'Seek' }).fill('181');
    await expect(time).toHaveText(/^3:0[1-4] \/ 3:04$/);
    const end = zone.getByRole('group', { name: 'The Printer Has Unionized has ended' });
    await expect(end).toBeVisible({ timeout: 8000 });
    await expect(end.getByRole('button', { name: 'Replay' })).toBeFocused();
    await expect(end.getByRole('link', { name: 'Watch full episode' })).toHaveAttribute('href', '/full-episodes/desk-jockeys-s4e1');
    await expectNoAxeViolations(page);

    await end.getByRole('link', { name: /^Up next: Monologue/ }).click();
    await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
    // A clip page is modalable: the next clip opens over this one (the modal page experience).
    await expect(page.getByRole('heading', { level: 1, name: 'Monologue: Our Host Tries Intermittent Fasting, Loses' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Play Monologue/ })).toBeVisible();
  });

  test('opened with ?t=30, plays from 0:30 without a press', async ({ page }) => {
    await open(page, `${CLIP}?t=30`);
    const player = page.locator('tf-zone[zone="t1_1c"]').getByRole('region', { name: 'Video player: The Printer Has Unionized' });
    await expect(player).toHaveAttribute('data-state', 'playing');
    await expect(player.locator('.mtvn-player__time')).toHaveText(/^0:3[0-2] \/ 3:04$/);
    expect(Number(await player.getByRole('slider', { name: 'Seek' }).inputValue())).toBeGreaterThanOrEqual(30);
  });
});
