import type { Page } from './support/test.js';
import { expect, test } from './support/test.js';
import { clickHeaderLink } from './support/header.js';
import { eventsSince, pathOf, recordPageEvents } from './support/page-events.js';
import { zoneHydrated } from './support/tf-page.js';

/**
 * Each tracked control of the demo (issue 14) fires its
 * tracking call with the right data, as `tf:track` records it. Calls are
 * recorded outside the page, so a search that loads a new document keeps
 * what was recorded before it. The visitor rejected everything: the calls
 * fire all the same, only nothing is sent.
 */
interface Call {
  type: string;
  data: Record<string, string>;
}

async function recordCalls(page: Page): Promise<Call[]> {
  const calls: Call[] = [];
  await page.exposeFunction('tfRecordTrack', (call: Call) => void calls.push(call));
  await page.addInitScript(() => {
    const record = (window as unknown as { tfRecordTrack(call: unknown): void }).tfRecordTrack;
    document.addEventListener('tf:track', (e) => record((e as CustomEvent).detail));
  });
  return calls;
}

/** The calls of `type` after the first `from`, for one step of a test. */
const after = (calls: Call[], from: number, type?: string) => calls.slice(from).filter((c) => !type || c.type === type);

test('the header menus, the hero, a carousel arrow, the schedule\'s expand and collapse, and the footer', async ({ page }) => {
  const calls = await recordCalls(page);
  await page.goto('/');
  await expect.poll(() => calls.filter((c) => c.type === 'page').length).toBe(1);

  // The hero's call to action: a link call, then the module click-through.
  let from = calls.length;
  const hero = page.locator('tf-zone[zone="t1_1c"] .tf-hero__cta').first();
  const heroHref = new URL((await hero.getAttribute('href'))!, page.url()).href;
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }));
  await hero.click();
  await expect.poll(() => after(calls, from).map((c) => c.type)).toEqual(['link', 'module']);
  expect(after(calls, from)[0]!.data).toMatchObject({
    linkName: 'Hero: Watch the premiere', promoName: 'Hero: Desk Jockeys', pageName: 'laughtrack/home', moduleName: 'ENT_M010', destinationUrl: heroHref,
  });
  expect(after(calls, from)[1]!.data).toEqual({ moduleName: 'Hero Promo', destination: heroHref, action: 'Clicks on Watch the premiere' });

  // A carousel's arrow, inside the element's shadow root.
  from = calls.length;
  const row = page.locator('tf-zone[zone="t3_1c"] tf-carousel');
  await row.scrollIntoViewIfNeeded();
  await row.locator('button[aria-label="Next slide"]').click();
  await expect.poll(() => after(calls, from).map((c) => c.data.linkName)).toEqual(['Carousel: Next']);
  expect(after(calls, from)[0]!.data).toMatchObject({ promoName: 'Shows You’ll Quote at Work', moduleName: 'ENT_M030', destinationUrl: '' });

  // The schedule: expand, then collapse.
  from = calls.length;
  const trigger = page.locator('tf-zone[zone="t2_c2_promo1"] tf-collapsible button[part="trigger"]');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(after(calls, from).map((c) => [c.data.linkName, c.data.promoName])).toEqual([['Expand', 'Schedule: Tonight'], ['Collapse', 'Schedule: Tonight']]);

  // A footer link, then the header's main menu: in-page visits, each after its link call.
  from = calls.length;
  await page.locator('tf-zone[zone="footer"] a[data-tf-track="Footer: Schedule"]').first().click();
  await expect(page).toHaveURL(/\/schedule$/);
  await clickHeaderLink(page, '/shows');
  await expect(page).toHaveURL(/\/shows$/);
  // The Shows menu's button is counted as it opens, then its link once.
  await expect.poll(() => after(calls, from).map((c) => c.type)).toEqual(['link', 'page', 'link', 'link', 'page']);
  expect(after(calls, from, 'link').map((c) => [c.data.linkName, c.data.promoName, c.data.pageName])).toEqual([
    ['Footer: Schedule', 'Footer', 'laughtrack/home'],
    ['Header: Shows', 'Header', 'laughtrack/schedule'],
    ['Header: Shows > All shows', 'Header', 'laughtrack/schedule'],
  ]);
});

test('the site search: tracked on Enter and on the icon, never for an empty term or a single space', async ({ page }) => {
  const calls = await recordCalls(page);
  await recordPageEvents(page);
  await page.goto('/');
  const header = page.locator('tf-zone[zone="header"]');
  const field = header.locator('input[name="keywords"]');
  const searches = () => calls.filter((c) => c.data.event === 'search');
  // A term sent before the header hydrates is an ordinary form submission,
  // which nothing tracks; a hydrated header's starts an in-page visit. Which
  // of the two a blank term meets depends on the machine's speed, and neither
  // may track it. Each step waits until the page it loaded has completed
  // (recorded afresh by a new document, or after the earlier ones in page).
  const completed = (path: string) => expect.poll(async () => (await eventsSince(page))
    .filter((e) => e.type === 'tf:complete').map((e) => pathOf(String(e.detail.url)))).toContain(path);

  await field.fill(' ');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?keywords=\+$/);
  await completed('/search?keywords=+');
  await header.locator('input[name="keywords"]').fill('');
  await header.locator('button[aria-label="Search"]').click();
  await expect(page).toHaveURL(/\/search\?keywords=$/);
  await completed('/search?keywords=');
  expect(searches()).toEqual([]);

  await expect(header).not.toHaveAttribute('server-rendered');
  await header.locator('input[name="keywords"]').fill('printer');
  await header.locator('input[name="keywords"]').press('Enter');
  await expect(page).toHaveURL(/keywords=printer$/);
  await completed('/search?keywords=printer');
  await header.locator('input[name="keywords"]').fill('roast');
  await header.locator('button[aria-label="Search"]').click();
  await expect(page).toHaveURL(/keywords=roast$/);
  expect(searches().map((c) => [c.data.linkName, c.data.searchTerm, c.data.promoName])).toEqual([
    ['Header: Search', 'printer', 'Header'],
    ['Header: Search', 'roast', 'Header'],
  ]);
});

test('the favourite toggle: the favourite event only when the show becomes a favourite', async ({ page }) => {
  const calls = await recordCalls(page);
  await page.goto('/shows/desk-jockeys');
  await zoneHydrated(page, 't1_1c');
  const fav = page.locator('tf-zone[zone="t1_1c"] button.tf-show__fav');
  await fav.click();
  await expect(fav).toHaveAttribute('aria-pressed', 'true');
  await fav.click();
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  const favourites = calls.filter((c) => c.data.event === 'favourite');
  expect(favourites).toEqual([{
    type: 'link',
    data: {
      linkName: 'Show header: Favourite', event: 'favourite', linkType: 'o', pageName: 'laughtrack/desk-jockeys/show', show: 'desk-jockeys',
      promoName: 'Show header: Desk Jockeys', destinationUrl: '', moduleName: 'ENT_M011',
    },
  }]);
});

test('the clip player\'s share panel and the modal\'s X', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const calls = await recordCalls(page);
  await page.goto('/');
  await zoneHydrated(page, 't2_c1_promo1');
  const card = page.locator('tf-zone[zone="t2_c1_promo1"] a.tf-clips__card[href^="/clips/"]').first();
  const clipUrl = new URL((await card.getAttribute('href'))!, page.url()).href;
  await card.click();
  const dialog = page.locator('dialog.tf-modal');
  await expect(dialog).toBeVisible();
  expect(calls.filter((c) => c.type === 'link').map((c) => c.data.linkName)).toEqual(['Card: Clip']);

  let from = calls.length;
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => after(calls, from).map((c) => c.type)).toEqual(['link', 'link', 'share']);
  expect(after(calls, from)[0]!.data).toMatchObject({ linkName: 'Clip player: Share', moduleName: 'ENT_M025' });
  expect(after(calls, from)[1]!.data).toMatchObject({ linkName: 'Clip player: Share copy-link', moduleName: 'ENT_M025' });
  // The demo's clip feed has no id of its own, nor the page a reporting.itemId: the clip's URL names it.
  expect(after(calls, from)[2]!.data).toEqual({ service: 'copy-link', contentId: clipUrl });

  from = calls.length;
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => after(calls, from, 'module').map((c) => c.data)).toEqual([
    { moduleName: 'Page Modal', destination: new URL('/', page.url()).href, action: 'Clicks on Modal X' },
  ]);
});

test.describe('a visitor who accepted', () => {
  test.use({ storedConsent: 'accepted' });

  test('gets a link beacon for a tracked click', async ({ page }) => {
    const links: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/b/ss/') && url.searchParams.has('pe')) links.push(url.searchParams);
    });
    await page.goto('/');
    await clickHeaderLink(page, '/shows');
    await expect(page).toHaveURL(/\/shows$/);
    await expect.poll(() => links.map((b) => [b.get('pe'), b.get('pev2')])).toEqual([['lnk_o', 'Header: Shows'], ['lnk_o', 'Header: Shows > All shows']]);
  });
});
