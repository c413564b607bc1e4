import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { follow, open, recordPageEvents, waitForEvent } from './support/page-events.js';
import { events } from './support/tf-page.js';

/**
 * The comedy dictionary (`/dictionary`, islands/dictionary/): reached from
 * the footer, its letter tabs worked by keyboard, a term's clip really
 * playing (decoded, not silent), its share links, its JSON-LD, more terms
 * loading at the end of a tab, and a malformed feed failing its zone alone.
 */

const zone = (page: Page) => page.locator('tf-zone[zone="t1_1c"]');
const tab = (page: Page, letter: string) => zone(page).getByRole('tab', { name: letter, exact: true });
const titles = (page: Page) => zone(page).locator('[role="tabpanel"]:not([hidden]) .tf-dict__title');

test.beforeEach(async ({ page }) => {
  await recordPageEvents(page);
});

test('is reached from the footer and its letters are worked by keyboard', async ({ page }) => {
  await open(page, '/');
  await follow(page, page.locator('tf-zone[zone="footer"]').getByRole('link', { name: 'The comedy dictionary' }), '/dictionary');
  await expect(zone(page).getByRole('heading', { level: 1, name: 'The Laugh Track Dictionary' })).toBeVisible();
  await expect(tab(page, 'A')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'E')).toHaveAttribute('aria-disabled', 'true');
  await expect(titles(page).first()).toHaveText('Ad-lib');
  await expectNoAxeViolations(page);

  await tab(page, 'A').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'B')).toBeFocused();
  await expect(tab(page, 'B')).toHaveAttribute('aria-selected', 'true');
  await expect(titles(page).first()).toHaveText('Bit');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // E has no terms: D, then F.
  await expect(tab(page, 'F')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab(page, 'T')).toBeFocused();
  await expect(titles(page)).toHaveText(['Tag', 'Tight five', 'Timing']);
  await page.keyboard.press('Home');
  await expect(tab(page, 'A')).toBeFocused();
  // One tab stop: Tab leaves the tablist for the panel.
  await page.keyboard.press('Tab');
  await expect(zone(page).locator('[role="tabpanel"]:not([hidden])')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a term’s pronunciation plays, and the clip is real sound', async ({ page }) => {
  await open(page, '/dictionary');
  const term = zone(page).locator('article', { has: page.getByRole('heading', { name: 'Anticlimax' }) });
  const button = term.getByRole('button', { name: 'Hear “Anticlimax” said' });
  // Every state the button takes, recorded as it changes: the clip lasts
  // about a second, and a loaded machine may read the button only after it ended.
  await button.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { tfPressed: string[] }).tfPressed = seen;
    new MutationObserver(() => seen.push(element.getAttribute('aria-pressed') ?? '')).observe(element, { attributeFilter: ['aria-pressed'] });
  });
  await button.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { tfPressed: string[] }).tfPressed[0])).toBe('true');
  const audio = term.locator('audio');
  const played = await audio.evaluate(async (element: HTMLAudioElement) => {
    // Playing starts before the clip's length is known: wait for its metadata.
    if (Number.isNaN(element.duration)) await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    const bytes = await (await fetch(element.currentSrc)).arrayBuffer();
    const decoded = await new OfflineAudioContext(1, 1, 16000).decodeAudioData(bytes);
    const samples = decoded.getChannelData(0);
    let peak = 0;
    let nonZero = 0;
    for (const s of samples) {
      peak = Math.max(peak, Math.abs(s));
      if (s !== 0) nonZero++;
    }
    return { duration: element.duration, decoded: decoded.duration, peak, nonZero, length: samples.length };
  });
  expect(played.duration).toBeGreaterThan(0);
  expect(played.decoded).toBeGreaterThan(0.3);
  expect(played.peak).toBeGreaterThan(0.5);
  expect(played.nonZero).toBeGreaterThan(played.length / 2);
  await expect(button).toHaveAttribute('aria-pressed', 'false', { timeout: 5000 });
});

test('a term shares to Facebook, X and e-mail on a desktop, and WhatsApp too on a phone', async ({ page, baseURL, context }) => {
  await open(page, '/dictionary');
  const share = zone(page).getByRole('list', { name: 'Share “Ad-lib”' });
  const shared = new URL('/dictionary?letter=a#ad-lib', baseURL).href;
  const hrefOf = async (name: string) => new URL((await share.getByRole('link', { name }).getAttribute('href'))!);
  expect((await hrefOf('Share on Facebook: Ad-lib')).searchParams.get('href')).toBe(shared);
  expect((await hrefOf('Share on X: Ad-lib')).searchParams.get('url')).toBe(shared);
  expect((await hrefOf('Share by e-mail: Ad-lib')).href).toContain(encodeURIComponent(shared));
  await expect(share.getByRole('link')).toHaveCount(3);

  await context.addCookies([{ name: 'device', value: 'mobile', url: baseURL! }]);
  await open(page, '/dictionary');
  await expect(share.getByRole('link', { name: 'Share on WhatsApp: Ad-lib' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expectNoAxeViolations(page);

  // A shared address opens the term's letter.
  await page.goto('/dictionary?letter=t#timing');
  await waitForEvent(page, '/dictionary?letter=t');
  await expect(tab(page, 'T')).toHaveAttribute('aria-selected', 'true');
  // Its term is scrolled to once the letter has loaded.
  await expect(zone(page).locator('#timing')).toBeInViewport();
});

test('each term carries a DefinedTerm JSON-LD block in the dictionary’s DefinedTermSet', async ({ page, baseURL }) => {
  await open(page, '/dictionary');
  const blocks = await zone(page).locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  expect(blocks.length).toBe(await zone(page).locator('article').count());
  const terms = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  for (const term of terms) {
    expect(term['@type']).toBe('DefinedTerm');
    expect(term.inDefinedTermSet).toEqual({ '@type': 'DefinedTermSet', name: 'The Laugh Track Dictionary', url: new URL('/dictionary', baseURL).href });
  }
  expect(terms[0]).toMatchObject({ name: 'Ad-lib', identifier: 'ltn-dictionary-ad-lib', url: new URL('/dictionary?letter=a#ad-lib', baseURL).href });
  // The page's own block, in its head, names the set.
  const head = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  expect(head).toMatchObject({ '@type': 'DefinedTermSet', name: 'The Laugh Track Dictionary' });
});

test('more terms load at the end of a tab, behind a loading indicator', async ({ page }) => {
  await open(page, '/dictionary');
  await expect(titles(page)).toHaveText(['Ad-lib', 'Anticlimax', 'Applause sign']);
  const end = zone(page).locator('[role="tabpanel"]:not([hidden]) .tf-dict__end');
  await expect(end.getByRole('status')).toHaveText('Loading more terms…');
  const nextPage = page.waitForResponse((response) => response.url().includes('/feeds/dictionary/letters/a?page=2'));
  await end.scrollIntoViewIfNeeded();
  await nextPage;
  await expect(titles(page)).toHaveText(['Ad-lib', 'Anticlimax', 'Applause sign', 'Audience plant']);
  await expect(end.getByRole('status')).toHaveText('');
  await expect(zone(page).locator('[role="tabpanel"]:not([hidden])')).toHaveAttribute('aria-busy', 'false');
  await expectNoAxeViolations(page);
});

test('a malformed dictionary feed fails its zone alone, with the catalogue’s message', async ({ page }) => {
  await open(page, '/');
  await page.route('**/feeds/dictionary', (route) => route.fulfill({ json: { result: { title: 'Dictionary', letters: '<b>A</b>' } } }));
  await follow(page, page.locator('tf-zone[zone="footer"]').getByRole('link', { name: 'The comedy dictionary' }), '/dictionary');
  const messages = (await events(page, 'tf:message')).map((e) => e.detail.text);
  expect(messages).toContain('Module t1_1c:ENT_M077 render failed');
  const removed = (await events(page, 'tf:moduleremove')).map((e) => [e.detail.zone, e.detail.reason]);
  expect(removed).toContainEqual(['t1_1c', 'failed']);
  await expect(page.locator('tf-zone[zone="t1_1c"]')).toHaveCount(0);
  await expect(page.locator('tf-zone[zone="footer"]')).toHaveAttribute('state', 'rendered');
  await expect(page.locator('tf-zone[zone="header"]')).toHaveAttribute('state', 'rendered');
  await expect(page.locator('b')).toHaveCount(0);
});
