import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { follow, open, recordPageEvents, waitForEvent } from './support/page-events.js';

/**
 * The mature-content notice before The Daily Grind's page (the
 * `app_interstitial` zone, islands/interstitial/) and the roadblock at the
 * foot of home and the show pages (islands/roadblock/): accepting is
 * remembered, declining leaves, and a clip watched for a moment is offered
 * again on home, resuming where it was left.
 * Fixture: demo/content/roadblock.ts.
 */

const SHOW = '/shows/daily-grind';
const CLIP = '/clips/the-printer-has-unionized';
const notice = (page: Page) => page.getByRole('dialog', { name: 'Mature content ahead' });
const showCard = (page: Page) => page.locator('tf-zone').getByRole('link', { name: /The Daily Grind/ }).first();

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('the notice asks before the show; accepting it is remembered after a reload', async ({ page }) => {
  await open(page, '/shows');
  await follow(page, showCard(page), SHOW);
  const dialog = notice(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('viewers 17 and older');
  // Focus starts inside, and the page behind is inert: Tab never leaves the dialog.
  await expect(dialog.getByRole('button', { name: 'Continue to the show' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Take me back' })).toBeFocused();
  // A link of the page behind cannot even take focus.
  expect(await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('tf-zone[zone="footer"] a')!;
    link.focus();
    return document.activeElement === link;
  })).toBe(false);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Continue to the show' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'The Daily Grind' })).toBeVisible();

  await page.reload();
  await waitForEvent(page, SHOW);
  await expect(page.locator('tf-zone[zone="app_interstitial"] dialog')).toHaveCount(1);
  await expect(notice(page)).toHaveCount(0);
});

test('declining goes back to the page before; Escape on a page opened directly goes home', async ({ page }) => {
  await open(page, '/shows');
  await follow(page, showCard(page), SHOW);
  await notice(page).getByRole('button', { name: 'Take me back' }).click();
  await expect(page).toHaveURL(/\/shows$/);
  await expect(notice(page)).toHaveCount(0);

  await open(page, SHOW);
  await expect(notice(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
  await waitForEvent(page, '/');
  // Declining accepted nothing: the notice asks again.
  await open(page, SHOW);
  await expect(notice(page)).toBeVisible();
});

test('a clip watched for a moment is offered on home, resuming at the time reached', async ({ page }) => {
  await open(page, '/');
  const roadblock = page.locator('tf-zone[zone="roadblock"]');
  // Nothing watched yet: the watch-now links alone, beside the roadblock ad.
  await expect(roadblock.getByRole('group', { name: 'Watch now' }).getByRole('link')).toHaveCount(4);
  await expect(roadblock.getByRole('group', { name: 'Continue watching' })).toHaveCount(0);
  const ad = roadblock.locator('tf-ad');
  await expect(ad).toHaveCount(1);
  // React sets a defined element's property, an undefined one's attribute.
  expect(await ad.evaluate((e) => (e as HTMLElement & { position?: string }).position ?? e.getAttribute('position'))).toBe('roadblock');

  await open(page, CLIP);
  const zone = page.locator('tf-zone[zone="t1_1c"]');
  await zone.getByRole('button', { name: 'Play The Printer Has Unionized' }).click();
  const time = zone.locator('.mtvn-player__time');
  await expect(time).toHaveText(/^0:(0[6-9]|1\d) \/ 3:04$/, { timeout: 15_000 });

  await follow(page, page.locator('tf-zone[zone="header"]').getByRole('link', { name: /Laugh Track/ }).first(), '/');
  const resume = roadblock.getByRole('group', { name: 'Continue watching' }).getByRole('link');
  await resume.scrollIntoViewIfNeeded();
  await expect(resume).toContainText('The Printer Has Unionized');
  await expect(resume).toContainText(/Watched (just now|1 minute ago)/);
  const href = await resume.getAttribute('href');
  expect(href).toMatch(/^\/clips\/the-printer-has-unionized\?t=([5-9]|1\d)$/);
  const at = Number(new URL(href!, page.url()).searchParams.get('t'));
  await // The module's own part: the ad's creative is a frame of its own, checked by the ads' specs.
  await expectNoAxeViolations(page, { include: 'tf-zone[zone="roadblock"] .tf-rb__body' });

  await follow(page, resume, href!);
  const player = page.locator('tf-zone[zone="t1_1c"]').getByRole('region', { name: 'Video player: The Printer Has Unionized' });
  await expect(player).toHaveAttribute('data-state', 'playing');
  expect(Number(await player.getByRole('slider', { name: 'Seek' }).inputValue())).toBeGreaterThanOrEqual(at);
});
