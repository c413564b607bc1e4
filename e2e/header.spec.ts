import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { headerLink, headerZone } from './support/header.js';
import { open, recordPageEvents, waitForEvent } from './support/page-events.js';

/**
 * The site header (issue 29): it stays at the top of the viewport as a long
 * page scrolls, and what an anchor scrolls to lands below it; its menus are
 * disclosure navigation; its search goes where the page's configuration says;
 * on a phone it is one row, so a player page's video starts high on screen.
 */

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

const hydrated = (page: Page) => expect(headerZone(page)).not.toHaveAttribute('server-rendered');

for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the header stays at the top of the viewport as a long page scrolls, over the content', async ({ page }) => {
      await open(page, '/');
      // The page's length is final once the visitor's row has its answer (its title may take another line).
      await expect(page.locator('tf-zone[driver="ENT_M024"] .tf-clips__item').first()).toBeAttached();
      const header = headerZone(page);
      const { height } = (await header.boundingBox())!;
      expect(height).toBe(viewport.width > 900 ? 114 : 64);
      const long = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      expect(long, 'home scrolls a long way').toBeGreaterThan(2000);
      for (const y of [800, long]) {
        await page.evaluate((to) => scrollTo({ top: to, behavior: 'instant' }), y);
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(y);
        const box = (await header.boundingBox())!;
        expect(box.y, `scrolled to ${y}`).toBe(0);
        // The header is what is drawn at the top of the viewport.
        expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, 10)?.closest('tf-zone')?.getAttribute('zone'))).toBe('header');
      }
    });

    test('an anchor scrolled to lands below the header, not under it', async ({ page }) => {
      await open(page, '/shows/desk-jockeys');
      await hydrated(page);
      await page.locator('a[href="#clips"]').first().click();
      const target = page.locator('#clips');
      await expect.poll(async () => (await target.boundingBox())!.y).toBeGreaterThanOrEqual((await headerZone(page).boundingBox())!.height);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      const scrollPadding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
      expect(scrollPadding).toBe((await headerZone(page).boundingBox())!.height);
    });

    test('a menu opens from its button, closes on Escape with the focus back, and on a press outside', async ({ page }) => {
      await open(page, '/');
      await hydrated(page);
      const all = await headerLink(page, '/full-episodes');
      const button = headerZone(page).getByRole('button', { name: 'Full Episodes' });
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await all.focus();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(all).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.click(viewport.width - 5, viewport.height - 5);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test('a menu\'s link is followed in page, closing the menu', async ({ page }) => {
      await open(page, '/');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await (await headerLink(page, '/comedians/marnie-okafor')).click();
      await expect(page).toHaveURL(/\/comedians\/marnie-okafor$/);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expect(headerZone(page).locator('[aria-expanded="true"]')).toHaveCount(0);
    });
  });
}

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header is one row (logo, search, menu, account) and a clip\'s video starts above the middle of the first screen', async ({ page }) => {
    await open(page, '/clips/the-printer-has-unionized');
    const header = headerZone(page);
    const row = [header.getByRole('link', { name: /Laugh Track Network home/ }), header.getByRole('button', { name: 'Search shows, clips and comedians' }),
      header.getByRole('button', { name: 'Menu' }), header.getByRole('button', { name: 'Sign in' })];
    const boxes = await Promise.all(row.map(async (box) => (await box.boundingBox())!));
    for (const [i, box] of boxes.entries()) {
      expect(box.y + box.height / 2, `box ${i} is in the row`).toBeCloseTo(boxes[0]!.y + boxes[0]!.height / 2, 0);
      if (i > 0) expect(box.x, `box ${i} follows box ${i - 1}`).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    }
    await expect(header.getByRole('searchbox')).toBeHidden();
    const video = (await page.locator('tf-zone[driver="ENT_M025"] tf-image').first().boundingBox())!;
    expect(video.y).toBeLessThan(812 / 2);
  });

  test('the search field opens from its button, focused, and Escape gives the focus back', async ({ page }) => {
    await open(page, '/');
    await hydrated(page);
    const header = headerZone(page);
    const button = header.getByRole('button', { name: 'Search shows, clips and comedians' });
    await button.click();
    await expect(header.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('searchbox')).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('the site search goes to the page configuration\'s searchUrl, as an in-page visit', async ({ page }) => {
  await open(page, '/');
  await hydrated(page);
  // The server draws the form from the same configuration the page carries (the unit tests give it others).
  const configured = await page.evaluate(() => (document.querySelector('tf-page') as HTMLElement & { config: { searchUrl: string } }).config.searchUrl);
  const form = headerZone(page).getByRole('search');
  await expect(form).toHaveAttribute('action', configured);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const field = headerZone(page).getByRole('searchbox');
  await field.fill('roast');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${configured}\\?keywords=roast$`));
  // A same-origin GET form is followed like a link to the address it would load: the document stays.
  await waitForEvent(page, `${configured}?keywords=roast`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('axe finds nothing with a menu open at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  await headerLink(page, '/shows');
  await expectNoAxeViolations(page);
});
