import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { eventsSince, ofType, open, recordPageEvents, visit } from './support/page-events.js';
import { signInThroughHeader } from './support/signin.js';

/**
 * Every player in each of its states, on a phone and on a desktop: playing,
 * its share panel open, the panel's embed code open, and ended (the end
 * state). Axe (best practices included) finds nothing in any of them, and
 * nothing on the page moves by itself from its first paint to the end
 * state: the player's box is held before it draws, the network's player
 * draws inside it, a playlist's next clip takes the same place and the end
 * state lies over the picture. (Shifts right after the visitor's own input
 * do not count, as the Layout Instability API says.) A player whose feed is
 * malformed fails alone: its zone is removed with the message of the error
 * catalogue and the rest of the page is drawn.
 * Fixtures: demo/content/catalogue-feeds.ts, demo/content/playlists.ts
 * (the stand-up starter pack ends with the late-night monologue, 6:52).
 */

interface PlayerPage {
  name: string;
  path: string;
  /** The item that plays to its end, and its length in seconds. */
  title: string;
  duration: number;
  /** Full episodes play for a signed-in viewer only. */
  signIn?: boolean;
  /** A playlist ends after its last clip: that one is chosen from its list. */
  lastOfList?: boolean;
  /** An embed page has the player alone: no share panel. */
  embed?: boolean;
}

const PLAYERS: readonly PlayerPage[] = [
  { name: 'the clip player', path: '/clips/the-printer-has-unionized', title: 'The Printer Has Unionized', duration: 184 },
  { name: 'the playlist player', path: '/playlists/stand-up-starter-pack', title: 'Monologue: Our Host Tries Intermittent Fasting, Loses', duration: 412, lastOfList: true },
  { name: 'the interview player', path: '/interviews/june-matsuda-on-small-talk', title: 'June Matsuda on the Terror of Small Talk', duration: 618 },
  { name: 'the full-episode player', path: '/full-episodes/desk-jockeys-s4e1', title: 'The Printer Has Unionized', duration: 1322, signIn: true },
  { name: 'an embedded clip player', path: '/embed/clips/the-printer-has-unionized', title: 'The Printer Has Unionized', duration: 184, embed: true },
];

/** The stand-in's clock ticks each real second: a busy machine may take a few more to reach the end. */
const PLAYBACK = { timeout: 15_000 };

interface ShiftWindow {
  __shifts: { value: number; sources: string[] }[];
}

/** Records each layout shift not caused by input, from the first paint on, with what moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as ShiftWindow;
    win.__shifts = [];
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.localName}.${String(node.className).trim().replace(/\s+/g, '.')}` : String(node?.nodeName)));
        win.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, read one frame after the last change (shifts are reported after the frame that made them). */
async function shifts(page: Page): Promise<ShiftWindow['__shifts']> {
  return page.evaluate(() => new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as ShiftWindow).__shifts)))));
}

async function axeIn(page: Page, state: string): Promise<void> {
  await test.step(`axe: ${state}`, () => expectNoAxeViolations(page));
}

async function openShareAndEmbed(page: Page, zone: Locator): Promise<void> {
  const toggle = zone.getByRole('button', { name: 'Share', exact: true });
  await toggle.click();
  await expect(zone.getByRole('group', { name: /^Share / })).toBeVisible();
  await axeIn(page, 'share open');
  const panel = zone.getByRole('group', { name: /^Share / });
  await panel.getByRole('button', { name: 'Embed' }).click();
  const code = panel.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toBeVisible();
  await axeIn(page, 'embed open');
  await code.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

for (const width of [412, 1280] as const) {
  test.describe(`the players at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await recordPageEvents(page);
      await recordShifts(page);
    });

    for (const player of PLAYERS) {
      test(`${player.name} (${player.path}): axe finds nothing playing, shared, embedding and ended; nothing moves by itself`, async ({ page }) => {
        await open(page, player.path);
        if (player.signIn) {
          await signInThroughHeader(page);
          // The sign-in dialog's own moves (its provider's login frame is input the page does not see) are not the player's.
          await page.evaluate(() => void ((window as unknown as ShiftWindow).__shifts.length = 0));
        }
        const zone = page.locator('tf-zone[zone="t1_1c"]');
        await zone.getByRole('button', { name: /^Play / }).first().click();
        const surface = zone.getByRole('region', { name: /^Video player: / });
        await expect(surface).toHaveAttribute('data-state', 'playing');
        await axeIn(page, 'playing');

        if (!player.embed) await openShareAndEmbed(page, zone);

        if (player.lastOfList) await zone.getByRole('button', { name: new RegExp(`^${player.title}`) }).click();
        const playing = zone.getByRole('region', { name: `Video player: ${player.title}` });
        await expect(playing).toHaveAttribute('data-state', 'playing');
        await playing.getByRole('slider', { name: 'Seek' }).fill(String(player.duration - 2));
        await expect(zone.getByRole('group', { name: `${player.title} has ended` })).toBeVisible(PLAYBACK);
        await axeIn(page, 'ended');

        const moved = await shifts(page);
        expect(moved.reduce((sum, shift) => sum + shift.value, 0), `shifts: ${JSON.stringify(moved)}`).toBe(0);
      });
    }
  });
}

test.describe('a player whose feed is malformed', () => {
  const pages = [
    ['the clip player', '/clips/the-printer-has-unionized', '/feeds/clips/the-printer-has-unionized', 'ENT_M025'],
    ['the playlist player', '/playlists/office-hours', '/feeds/playlists/office-hours', 'ENT_M026'],
    ['the interview player', '/interviews/june-matsuda-on-small-talk', '/feeds/interviews/june-matsuda-on-small-talk', 'ENT_M027'],
  ] as const;

  for (const [name, path, feed, driver] of pages) {
    test(`${name} fails alone, with the catalogue's message, and the page is drawn`, async ({ page }) => {
      await recordPageEvents(page);
      // The first page is drawn by the server from its own feeds: the player's page is visited in page, its feed asked by the browser.
      await page.route((url) => url.pathname === feed, (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ result: { title: ['not', 'a', 'title'], items: 'none', chapters: 7 } }) }));
      await open(page, '/');
      const events = await visit(page, path);

      // The zones of the page left are destroyed; only the player fails.
      const failed = ofType(events, 'tf:moduleremove').map((e) => e.detail).filter((detail) => detail.reason === 'failed');
      expect(failed).toEqual([{ zone: 't1_1c', driver, reason: 'failed' }]);
      const errors = ofType(events, 'tf:message').filter((e) => e.detail.level === 'error').map((e) => String(e.detail.text));
      expect(errors).toContain(`Module t1_1c:${driver} render failed`);
      expect(ofType(events, 'tf:pageerror')).toEqual([]);
      const complete = ofType(events, 'tf:rendercomplete')[0]!.detail as { rendered: string[]; failed: string[] };
      expect(complete.failed).toEqual(['t1_1c']);
      expect(complete.rendered.length).toBeGreaterThan(0);
      await expect(page.locator(`tf-zone[driver="${driver}"]`)).toHaveCount(0);
      // The rest of the page works: its header is there and takes the visitor elsewhere.
      await expect(page.locator('tf-zone[zone="header"]').getByRole('link', { name: /Laugh Track/i }).first()).toBeVisible();
      expect(await eventsSince(page, 0)).not.toContainEqual(expect.objectContaining({ type: 'tf:moduleremove', detail: expect.objectContaining({ zone: 'header' }) }));
    });
  }
});
