import { expect, expectNoAxeViolations, test } from './support/test.js';
import { open, recordPageEvents, waitForEvent } from './support/page-events.js';

/**
 * A visitor's walk through the site's video: a clip played to its end, the
 * end state's up next taken (a clip page opens as a modal page over the one
 * before), that clip shared from 0:42, the shared link opened in a new page
 * (the player plays from 0:42 without a press) and the embed code's address
 * opened (the player alone on its page, playing). Fixture:
 * demo/content/catalogue-feeds.ts (the printer clip, 3:04; its up next is the
 * late-night monologue, 6:52) and demo/content/embed-pages.ts.
 */

const CLIP = '/clips/the-printer-has-unionized';
const NEXT = '/clips/our-host-tries-intermittent-fasting';
const NEXT_TITLE = 'Monologue: Our Host Tries Intermittent Fasting, Loses';

/** The stand-in's clock ticks each real second: a busy machine may take a few more to show a given one. */
const PLAYBACK = { timeout: 15_000 };

test('a clip played to its end, its up next shared from 0:42, the shared link and the embed code opened', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await recordPageEvents(page);
  await open(page, CLIP);

  // Played on a press, sought near the end, ended.
  // The clip page's own zone; a modal page opened over it has one of the same name.
  const zone = page.locator('tf-zone[zone="t1_1c"]:not(dialog tf-zone)');
  await zone.getByRole('button', { name: 'Play The Printer Has Unionized' }).click();
  const player = zone.getByRole('region', { name: 'Video player: The Printer Has Unionized' });
  await expect(player).toHaveAttribute('data-state', 'playing');
  await player.getByRole('slider', { name: 'Seek' }).fill('181');
  await expect(player.locator('.mtvn-player__time')).toHaveText(/^3:0[1-4] \/ 3:04$/);
  const end = zone.getByRole('group', { name: 'The Printer Has Unionized has ended' });
  await expect(end).toBeVisible(PLAYBACK);
  await expect(end.getByRole('button', { name: 'Replay' })).toBeFocused();
  await expect(end.getByRole('link', { name: 'Watch full episode' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Up next: the next clip's page opens as a modal page over this one, at its own address, from its poster.
  await end.getByRole('link', { name: /^Up next: Monologue/ }).click();
  await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
  const dialog = page.locator('dialog.tf-modal[open]');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 1, name: NEXT_TITLE })).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Play ${NEXT_TITLE}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  // The page under it is kept, out of reach until the modal closes.
  await expect(zone.getByRole('heading', { level: 1, name: 'The Printer Has Unionized', includeHidden: true })).toBeAttached();
  expect(await zone.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);

  // Shared from 0:42: start-from-time ticked and typed.
  const toggle = dialog.getByRole('button', { name: 'Share', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = dialog.getByRole('group', { name: `Share ${NEXT_TITLE}` });
  const start = panel.getByRole('checkbox', { name: 'Start at' });
  await start.check();
  const time = panel.getByRole('textbox', { name: 'Start time (m:ss)' });
  await time.fill('0:42');
  await expect(start).toBeChecked();
  const link = new URL(`${NEXT}?share=1&t=42`, baseURL).href;
  await expect(panel.getByRole('textbox', { name: 'Link' })).toHaveValue(link);
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await panel.getByRole('button', { name: 'Embed' }).click();
  const code = panel.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page);
  const src = /<iframe src="([^"]+)"/.exec(await code.inputValue())?.[1];
  expect(src).toBe(new URL('/embed/clips/our-host-tries-intermittent-fasting?t=42', baseURL).href);

  // The copied link in a new page: the clip plays from 0:42 without a press.
  const friend = await context.newPage();
  await recordPageEvents(friend);
  const shared = new URL(link);
  await open(friend, shared.pathname + shared.search);
  const sharedPlayer = friend.locator('tf-zone[zone="t1_1c"]').getByRole('region', { name: `Video player: ${NEXT_TITLE}` });
  await expect(sharedPlayer).toHaveAttribute('data-state', 'playing');
  await expect(sharedPlayer.locator('.mtvn-player__time')).toHaveText(/^0:4[2-9] \/ 6:52$/);
  const seek = sharedPlayer.getByRole('slider', { name: 'Seek' });
  expect(Number(await seek.inputValue())).toBeGreaterThanOrEqual(42);
  expect(Number(await seek.inputValue())).toBeLessThan(60);

  // The embed code's address: the player alone on its page, playing from 0:42, and pausing on a press.
  const embedPath = new URL(src!).pathname + new URL(src!).search;
  const response = await friend.goto(embedPath);
  expect(response?.status()).toBe(200);
  await waitForEvent(friend, embedPath);
  await expect(friend.locator('tf-zone')).toHaveCount(1);
  await expect(friend.locator('tf-zone[zone="t1_1c"][driver="ENT_M025"]')).toHaveCount(1);
  await expect(friend.locator('tf-ad')).toHaveCount(0);
  const embedded = friend.getByRole('region', { name: `Video player: ${NEXT_TITLE}` });
  await expect(embedded).toHaveAttribute('data-state', 'playing');
  await expect(embedded.locator('.mtvn-player__time')).toHaveText(/^0:4[2-9] \/ 6:52$/);
  await embedded.getByRole('button', { name: `Pause ${NEXT_TITLE}` }).click();
  await expect(embedded).toHaveAttribute('data-state', 'paused');
  await embedded.getByRole('button', { name: `Play ${NEXT_TITLE}` }).click();
  await expect(embedded).toHaveAttribute('data-state', 'playing');
  await expect(embedded.locator('.mtvn-player__time')).not.toHaveText(/^0:4[2-9] \/ /, PLAYBACK);
  await friend.close();
});
