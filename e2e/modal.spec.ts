import { expect, test, type Page } from './support/test.js';
import {
  eventCount, eventsSince, follow, ofType, open, recordPageEvents, renderedZones, tagZones, waitForEvent, zoneTags,
} from './support/page-events.js';
import { marker, setMarker } from './support/tf-page.js';

/**
 * Modal pages: a clip
 * opens over the page it was clicked on, and closing it goes back to that page
 * the way Back does, without redrawing anything of it.
 */

const CLIP = '/clips/our-host-tries-intermittent-fasting';
const clipLink = (page: Page, href = CLIP) => page.locator(`tf-page > .tf-content a[href="${href}"]`).first();
const dialog = (page: Page) => page.locator('tf-page > dialog.tf-modal');
const historyLength = (page: Page) => page.evaluate(() => history.length);

async function homeZones(page: Page): Promise<string[]> {
  return page.locator('tf-page > div tf-zone').evaluateAll((zones) => zones.map((z) => z.getAttribute('zone')!));
}

async function expectModalClosed(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)tf-modal(\s|$)/);
  expect(await page.locator('dialog.tf-modal[open]').count()).toBe(0);
  expect(await page.locator('dialog.tf-modal tf-zone').count()).toBe(0);
}

/** Opens '/', tags every zone of the page layer and clicks the first clip card. */
async function openModalFromHome(page: Page) {
  await open(page, '/');
  const zones = await homeZones(page);
  await tagZones(page, zones, 'home');
  const events = await follow(page, clipLink(page), CLIP);
  // The dialog's code is a chunk of its own: the visit may complete a moment before the dialog is shown.
  await expect(dialog(page)).toHaveAttribute('open', '');
  return { zones, events };
}

const allTagged = (zones: string[]) => Object.fromEntries(zones.map((zone) => [zone, 'home']));

test.describe('a modal page', () => {
  test.beforeEach(async ({ page }) => {
    await recordPageEvents(page);
  });

  test('opens over the page it was clicked on, which stays mounted and untouched', async ({ page }) => {
    const { zones, events } = await openModalFromHome(page);
    expect(new URL(page.url()).pathname).toBe(CLIP);
    await expect(page.locator('html')).toHaveClass(/(^|\s)tf-modal(\s|$)/);

    const modal = dialog(page);
    await expect(modal).toHaveAttribute('open', '');
    await expect(modal).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await modal.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog.tf-modal') !== null)).toBe(true);

    // The modal draws its content zones only; the page under it keeps every element.
    await expect(modal.locator('tf-zone[zone="t1_1c"]')).toHaveAttribute('driver', 'ENT_M025');
    expect(await modal.locator('tf-zone[zone="header"], tf-zone[zone="footer"]').count()).toBe(0);
    expect(await zoneTags(page, zones)).toEqual(allTagged(zones));
    expect(await homeZones(page)).toEqual(zones);
    // Every render of this visit is one of the modal's own zones, each drawn once.
    const inModal = await modal.locator('tf-zone').evaluateAll((els) => els.map((el) => `${el.getAttribute('zone')} ${el.getAttribute('driver')}`));
    const renders = ofType(events, 'tf:modulerender').map((e) => `${String(e.detail.zone)} ${String(e.detail.driver)}`);
    expect(renders.sort()).toEqual(inModal.sort());
    expect(renders).toEqual(expect.arrayContaining(['t1_1c ENT_M025', 't2_1c ENT_M020']));
    expect(ofType(events, 'tf:moduleremove')).toEqual([]);
    expect(ofType(events, 'tf:modalopen').map((e) => e.detail)).toEqual([{ url: new URL(CLIP, page.url()).href }]);
  });

  for (const [how, close] of [
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['the close button', (page: Page) => dialog(page).getByRole('button', { name: 'Close' }).click()],
    ['a click on the backdrop', (page: Page) => page.mouse.click(4, 4)],
    ['the back button', (page: Page) => page.goBack()],
  ] as const) {
    test(`closes with ${how}, back on the page under it without redrawing it`, async ({ page }) => {
      const { zones } = await openModalFromHome(page);
      const since = await eventCount(page);
      await close(page);
      await waitForEvent(page, '/', since);
      const events = await eventsSince(page, since);

      expect(new URL(page.url()).pathname).toBe('/');
      await expectModalClosed(page);
      expect(ofType(events, 'tf:modalclose')).toHaveLength(1);
      expect(renderedZones(events)).toEqual([]);
      expect(ofType(events, 'tf:moduleremove')).toEqual([]);
      expect(await zoneTags(page, zones)).toEqual(allTagged(zones));
      // The page is live again: its links work and open the modal once more.
      const again = await follow(page, clipLink(page), CLIP);
      expect(ofType(again, 'tf:modalopen')).toHaveLength(1);
    });
  }

  // Closing returns to the page below the way Back does, so the
  // closed modal is no history entry of its own and Back never reopens it.
  for (const [how, close] of [
    ['its close button', (page: Page) => dialog(page).getByRole('button', { name: 'Close' }).click()],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
  ] as const) {
    test(`closed with ${how}, it adds no history entry and Back leaves for the page before, not the modal`, async ({ page }) => {
      const start = '/shows';
      await open(page, start);
      await setMarker(page);
      await follow(page, page.locator('tf-zone[zone="header"] a[href="/"]').first(), '/');
      await follow(page, clipLink(page), CLIP);
      const length = await historyLength(page);

      let since = await eventCount(page);
      await close(page);
      await waitForEvent(page, '/', since);
      expect(new URL(page.url()).pathname).toBe('/');
      await expectModalClosed(page);
      expect(await historyLength(page)).toBe(length);

      since = await eventCount(page);
      await page.goBack();
      await waitForEvent(page, start, since);
      const back = await eventsSince(page, since);
      expect(new URL(page.url()).pathname).toBe(start);
      expect(ofType(back, 'tf:modalopen')).toEqual([]);
      expect(ofType(back, 'tf:pagestartload').map((e) => new URL(String(e.detail.url)).pathname)).toEqual([start]);
      await expectModalClosed(page);
      await expect(page.locator('body')).toHaveId('shows');
      expect(await historyLength(page)).toBe(length);
      expect(await marker(page)).toBe(1);
    });
  }

  test('ends when a link inside it leads to a non-modal page', async ({ page }) => {
    await openModalFromHome(page);
    const more = dialog(page).locator('a.tf-clipview__more');
    const href = (await more.getAttribute('href'))!;
    expect(href).toMatch(/^\/shows\//);
    const events = await follow(page, more, href);

    expect(new URL(page.url()).pathname).toBe(href);
    await expectModalClosed(page);
    expect(ofType(events, 'tf:modalclose')).toHaveLength(1);
    expect(ofType(events, 'tf:modalopen')).toEqual([]);
    await expect(page.locator('tf-page > .tf-content tf-zone[zone="t1_1c"]')).toHaveAttribute('driver', 'ENT_M011');
    await expect(page.locator('body')).toHaveClass(/(^|\s)page-show(\s|$)/);
  });

  test('a reload of the modal page shows it as a plain page, and clips stay plain until a non-modal page is shown', async ({ page }) => {
    await openModalFromHome(page);
    const since = await eventCount(page);
    await page.evaluate(() => void (document.querySelector('tf-page') as HTMLElement & { reload(): Promise<void> }).reload());
    await waitForEvent(page, CLIP, since);
    let events = await eventsSince(page, since);
    expect(new URL(page.url()).pathname).toBe(CLIP);
    await expectModalClosed(page);
    expect(ofType(events, 'tf:modalclose')).toHaveLength(1);
    await expect(page.locator('tf-page > .tf-content tf-zone[zone="t1_1c"]')).toHaveAttribute('driver', 'ENT_M025');

    // Another clip from the plain clip page: still no modal.
    const next = '/clips/the-pizza-that-never-came';
    events = await follow(page, clipLink(page, next), next);
    expect(ofType(events, 'tf:modalopen')).toEqual([]);
    await expectModalClosed(page);
    await expect(page.locator('tf-page > .tf-content tf-zone[zone="t1_1c"]')).toHaveAttribute('driver', 'ENT_M025');

    // A non-modal page turns the modal experience back on.
    await follow(page, page.locator('tf-zone[zone="header"] a[href="/"]').first(), '/');
    events = await follow(page, clipLink(page), CLIP);
    expect(ofType(events, 'tf:modalopen')).toHaveLength(1);
    await expect(page.locator('html')).toHaveClass(/(^|\s)tf-modal(\s|$)/);
  });

  test('a browser reload on a clip page shows a plain page', async ({ page }) => {
    await open(page, CLIP);
    await expectModalClosed(page);
    await page.reload();
    await waitForEvent(page, CLIP);
    await expectModalClosed(page);
    await expect(page.locator('tf-page > .tf-content tf-zone[zone="t1_1c"]')).toHaveAttribute('driver', 'ENT_M025');
    await expect(page.locator('tf-page > .tf-header tf-zone[zone="header"]')).toBeVisible();
  });

  // A browser reload is told apart from a first visit by the navigation timing's type.
  test('after a browser reload on a clip page, the next clip does not open a modal until a non-modal page is shown', async ({ page }) => {
    await open(page, CLIP);
    await page.reload();
    await waitForEvent(page, CLIP);
    const next = '/clips/the-pizza-that-never-came';
    const events = await follow(page, clipLink(page, next), next);
    expect(ofType(events, 'tf:modalopen')).toEqual([]);
    await expectModalClosed(page);
  });
});
