import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { open, recordPageEvents, waitForEvent } from './support/page-events.js';

/**
 * Sharing a player's item: the share panel beside the full-episode player
 * (islands/shared/share-panel.tsx) with start-from-time, its links and its
 * embed code, and the embed page that code frames (`/embed/{kind}/{slug}`,
 * demo/content/embed-pages.ts), which holds the player and nothing else.
 */

const EPISODE = '/full-episodes/desk-jockeys-s4e1';

/** Every share call the page's tracker makes (`tf:track` of type `share`), from now on. */
async function recordShares(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shares: unknown[] = [];
    (window as unknown as { __shares: unknown[] }).__shares = shares;
    document.addEventListener('tf:track', (event) => {
      const { type, data } = (event as CustomEvent<{ type: string; data: unknown }>).detail;
      if (type === 'share') shares.push(data);
    });
  });
}

test.describe('sharing a full episode', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('shares from 1:05 by every service and embeds a player that is alone on its page', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await open(page, EPISODE);
    await recordShares(page);
    const zone = page.locator('tf-zone[zone="t1_1c"]');
    const toggle = zone.getByRole('button', { name: 'Share', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = zone.getByRole('group', { name: /^Share / });
    await expect(panel).toBeVisible();

    // The player has not played: the start time offered is the beginning.
    const time = panel.getByRole('textbox', { name: 'Start time (m:ss)' });
    await expect(time).toHaveValue('0:00');
    const start = panel.getByRole('checkbox', { name: 'Start at' });
    await start.check();
    await time.fill('1:05');
    await expect(start).toBeChecked();

    const shared = new URL(`${EPISODE}?share=1&t=65`, baseURL).href;
    const param = async (name: string, key: string) => new URL((await panel.getByRole('link', { name }).getAttribute('href'))!).searchParams.get(key);
    // The site's Facebook app id (socialAppIds) opens Facebook's Share Dialog.
    expect(await param('Share on Facebook', 'href')).toBe(shared);
    expect(await param('Share on Facebook', 'app_id')).toBe('1234567890123456');
    expect(await param('Share on X', 'url')).toBe(shared);
    await expect(panel.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute('href', new RegExp(`body=.*${encodeURIComponent(shared).replace(/[.?]/g, '\\$&')}$`));
    // A desktop browser: no WhatsApp.
    await expect(panel.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(panel.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);

    await panel.getByRole('button', { name: 'Embed' }).click();
    const code = panel.getByRole('textbox', { name: 'Embed code' });
    await expect(code).toBeVisible();
    await expectNoAxeViolations(page, { include: '.tf-share' });
    const snippet = await code.inputValue();
    const src = /<iframe src="([^"]+)"/.exec(snippet)?.[1];
    expect(src).toBe(new URL('/embed/full-episodes/desk-jockeys-s4e1?t=65', baseURL).href);
    await panel.getByRole('button', { name: 'Copy embed code' }).click();
    await expect(panel.getByRole('status')).toHaveText('Embed code copied');

    expect(await page.evaluate(() => (window as unknown as { __shares: { service: string }[] }).__shares.map((s) => s.service))).toEqual(['copy-link', 'embed']);

    // Escape closes the panel and puts focus back on its button.
    await code.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // The embed page: the player and nothing else of the site's.
    const embedPath = new URL(src!).pathname + new URL(src!).search;
    const response = await page.goto(embedPath);
    expect(response?.status()).toBe(200);
    await waitForEvent(page, embedPath);
    await expect(page.locator('tf-zone')).toHaveCount(1);
    const player = page.locator('tf-zone[zone="t1_1c"][driver="ENT_M015"]');
    await expect(player.getByRole('button', { name: 'Play The Printer Has Unionized' })).toBeVisible();
    await expect(player.getByRole('heading', { level: 1 })).toHaveText('The Printer Has Unionized');
    for (const gone of ['Up next', 'Desk Jockeys']) await expect(player.getByText(gone, { exact: true })).toBeHidden();
    await expect(page.locator('tf-ad')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an embed of a kind the site has no content for, or of an unknown item, is the not-found page', async ({ page }) => {
    for (const path of ['/embed/playlists/desk-jockeys', '/embed/clips/no-such-clip']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });
});

test.describe('sharing a show', () => {
  test('the show page shares its own address by every service, copies it, tracks each share, and has no player time to offer', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await recordPageEvents(page);
    await open(page, '/shows/desk-jockeys');
    await recordShares(page);
    const toggle = page.getByRole('button', { name: 'Share', exact: true });
    await expect(toggle).toHaveCount(1);
    await toggle.click();
    const panel = page.getByRole('group', { name: 'Share Desk Jockeys' });
    await expect(panel).toBeVisible();
    const shared = new URL('/shows/desk-jockeys?share=1', baseURL).href;
    const param = async (name: string, key: string) => new URL((await panel.getByRole('link', { name }).getAttribute('href'))!).searchParams.get(key);
    // The site's Facebook app id (socialAppIds) opens Facebook's Share Dialog.
    expect(await param('Share on Facebook', 'href')).toBe(shared);
    expect(await param('Share on Facebook', 'app_id')).toBe('1234567890123456');
    expect(await param('Share on X', 'url')).toBe(shared);
    const mail = (await panel.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href'))!;
    expect(mail).toMatch(/^mailto:\?subject=Desk%20Jockeys&body=/);
    expect(decodeURIComponent(mail.split('body=')[1]!)).toContain(shared);
    await expect(panel.getByRole('checkbox', { name: 'Start at' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(panel.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
    expect(await page.evaluate(() => (window as unknown as { __shares: { service: string }[] }).__shares.map((s) => s.service))).toEqual(['copy-link']);
  });
});
