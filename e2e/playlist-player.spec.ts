import { expect, test } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { open, recordPageEvents } from './support/page-events.js';

/**
 * The playlist and interview players on the demo: a playlist plays through
 * its clips (the next starts when one ends, marked current), ends in the end
 * state offering the next playlist; an interview seeks by its chapters.
 * Fixtures: demo/content/playlists.ts (the stand-up starter pack: Marnie
 * Okafor 5:18, Milo Brandt 4:36, the late-night monologue 6:52; June Matsuda's
 * interview, 10:18, "Why elevators?" at 1:12); its share panel embeds from the playhead.
 */

const PLAYLIST = '/playlists/stand-up-starter-pack';
const INTERVIEW = '/interviews/june-matsuda-on-small-talk';
const FIRST = 'Marnie Okafor on Replying “You Too” to a Waiter';
const SECOND = 'Milo Brandt Explains Why He Orders Steak “Medium Nervous”';
const LAST = 'Monologue: Our Host Tries Intermittent Fasting, Loses';

test.describe('the playlist player', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('plays through two clips: the second starts when the first ends and is marked current; the list ends in the end state', async ({ page }) => {
    await open(page, PLAYLIST);
    const zone = page.locator('tf-zone[zone="t1_1c"]');
    const list = zone.getByRole('region', { name: 'Stand-Up Starter Pack: 3 clips' });
    await expect(list.getByRole('button', { name: new RegExp(`^${FIRST}`) })).toHaveAttribute('aria-current', 'true');
    await zone.getByRole('button', { name: `Play ${FIRST}` }).click();
    const first = zone.getByRole('region', { name: `Video player: ${FIRST}` });
    await expect(first).toHaveAttribute('data-state', 'playing');
    await expectNoAxeViolations(page);

    await first.getByRole('slider', { name: 'Seek' }).fill('316');
    const second = zone.getByRole('region', { name: `Video player: ${SECOND}` });
    await expect(second).toHaveAttribute('data-state', 'playing', { timeout: 8000 });
    await expect(second.locator('.mtvn-player__time')).toHaveText(/^0:0\d \/ 4:36$/);
    await expect(list.getByRole('button', { name: new RegExp(`^${SECOND}`) })).toHaveAttribute('aria-current', 'true');
    await expect(list.getByRole('button', { name: new RegExp(`^${FIRST}`) })).not.toHaveAttribute('aria-current', /./);
    await expect(zone.getByRole('group', { name: /has ended$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await list.getByRole('button', { name: new RegExp(`^${LAST}`) }).click();
    const last = zone.getByRole('region', { name: `Video player: ${LAST}` });
    await expect(last).toHaveAttribute('data-state', 'playing');
    await last.getByRole('slider', { name: 'Seek' }).fill('410');
    const end = zone.getByRole('group', { name: `${LAST} has ended` });
    await expect(end).toBeVisible({ timeout: 8000 });
    await expect(end.getByRole('link', { name: /^Up next: Late-Night Leftovers/ })).toHaveAttribute('href', '/playlists/late-night-leftovers');
    await expectNoAxeViolations(page);
  });

  test('opens its embed page with the player alone', async ({ page }) => {
    await open(page, '/embed/playlists/office-hours');
    await expect(page.getByRole('heading', { level: 1, name: 'Office Hours' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play The Printer Has Unionized' })).toBeVisible();
  });
});

test.describe('the interview player', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('seeks by a chapter and marks it current', async ({ page }) => {
    await open(page, INTERVIEW);
    const zone = page.locator('tf-zone[zone="t1_1c"]');
    const questions = zone.getByRole('region', { name: 'Questions' });
    await expect(questions.getByRole('button', { name: /So, what do you do\?$/ })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);

    await questions.getByRole('button', { name: /Why elevators\?$/ }).click();
    const player = zone.getByRole('region', { name: 'Video player: June Matsuda on the Terror of Small Talk' });
    await expect(player).toHaveAttribute('data-state', 'playing');
    await expect(player.locator('.mtvn-player__time')).toHaveText(/^1:1[2-5] \/ 10:18$/);
    await expect(questions.getByRole('button', { name: /Why elevators\?$/ })).toHaveAttribute('aria-current', 'true');

    await questions.getByRole('button', { name: /What should people say instead\?$/ }).click();
    await expect(player.locator('.mtvn-player__time')).toHaveText(/^8:5\d \/ 10:18$/);
    await expect(questions.getByRole('button', { name: /What should people say instead\?$/ })).toHaveAttribute('aria-current', 'true');
    await expect(questions.getByRole('button', { name: /Why elevators\?$/ })).not.toHaveAttribute('aria-current', /./);
    await expectNoAxeViolations(page);
  });

  test('shares its embed from the playhead, and the shared link starts in the chapter there', async ({ page, baseURL }) => {
    await open(page, INTERVIEW);
    const zone = page.locator('tf-zone[zone="t1_1c"]');
    await zone.getByRole('region', { name: 'Questions' }).getByRole('button', { name: /How did the special come together\?$/ }).click();
    const player = zone.getByRole('region', { name: 'Video player: June Matsuda on the Terror of Small Talk' });
    await expect(player).toHaveAttribute('data-state', 'playing');
    await player.getByRole('button', { name: 'Pause June Matsuda on the Terror of Small Talk' }).click();
    await expect(player).toHaveAttribute('data-state', 'paused');
    const seconds = Number(await player.getByRole('slider', { name: 'Seek' }).inputValue());
    expect(seconds).toBeGreaterThanOrEqual(402);

    await zone.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = zone.getByRole('group', { name: /^Share / });
    await panel.getByRole('checkbox', { name: 'Start at' }).check();
    await panel.getByRole('button', { name: 'Embed' }).click();
    const snippet = await panel.getByRole('textbox', { name: 'Embed code' }).inputValue();
    const src = /<iframe src="([^"]+)"/.exec(snippet)?.[1];
    expect(src).toBe(new URL(`/embed/interviews/june-matsuda-on-small-talk?t=${seconds}`, baseURL).href);
    await expectNoAxeViolations(page, { include: '.tf-share' });

    await open(page, new URL(src!).pathname + new URL(src!).search);
    const embedded = page.getByRole('region', { name: 'Video player: June Matsuda on the Terror of Small Talk' });
    await expect(embedded).toHaveAttribute('data-state', 'playing');
    expect(Number(await embedded.getByRole('slider', { name: 'Seek' }).inputValue())).toBeGreaterThanOrEqual(seconds);
    await expect(page.getByRole('button', { name: /How did the special come together\?$/ })).toHaveAttribute('aria-current', 'true');
  });
});
