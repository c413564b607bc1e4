import { expect, test, type Page } from './support/test.js';
import { inlineFixtureManifests, MANIFEST_PATH } from './support/tf-page.js';

/**
 * `tf.js` defines `<tf-carousel>` and `<tf-collapsible>` only when their tag
 * first appears (issue 13 item 8): a page without them never requests their
 * code, and a tag that arrives later (from markup a module draws, or a page
 * script) upgrades by itself, without any other script and without moving
 * the content around it.
 */

/** Requests of the elements' own chunks (Embla comes with the carousel's). */
const ELEMENT_CHUNK = /\/assets\/tf-(carousel|collapsible)-[^/]*\.js$/;

/** A page of text promos only: no island of it uses a carousel or a collapsible. */
async function textOnlyPage(page: Page): Promise<string[]> {
  const manifest = {
    title: 'Lazy elements',
    zones: {
      t1_1c: { zone: 't1_1c', driver: 'ENT_M040', feed: '/feeds/home/joke-desk', priority: 1 },
      t2_1c: { zone: 't2_1c', driver: 'ENT_M040', feed: '/feeds/home/newsletter', priority: 2 },
    },
  };
  // Inline in the page's HTML, as the server sends a first page, and asked for by any later load.
  // A path the site does not know: a real page's HTML would carry its own server-drawn islands
  // (and their tags), which the fixture's manifest then replaces.
  await inlineFixtureManifests(page, (path) => (path === '/lazy-elements' ? manifest : undefined));
  await page.route(`**${MANIFEST_PATH}?*`, (route) => route.fulfill({ json: { manifest } }));
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (ELEMENT_CHUNK.test(new URL(request.url()).pathname)) chunks.push(new URL(request.url()).pathname);
  });
  await page.goto('/lazy-elements');
  await page.waitForFunction(() => document.querySelectorAll('tf-zone[state="rendered"]').length === 2);
  return chunks;
}

test.describe('lazily defined elements', () => {
  test('a page without them requests neither element', async ({ page }) => {
    const chunks = await textOnlyPage(page);
    // The idle moment after the first render (prefetching loads then) is past too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(chunks).toEqual([]);
    expect(await page.evaluate(() => [customElements.get('tf-carousel'), customElements.get('tf-collapsible')].map(Boolean)))
      .toEqual([false, false]);
  });

  test('a tag added to the page later loads its element, which upgrades in place and works', async ({ page }) => {
    const chunks = await textOnlyPage(page);
    // Hold the chunks back, to see the box each tag keeps while undefined.
    const held: (() => Promise<void>)[] = [];
    await page.route(ELEMENT_CHUNK, (route) => void held.push(() => route.continue()));

    await page.evaluate(() => {
      const zone = document.querySelector('tf-zone[zone="t2_1c"]')!;
      const faq = document.createElement('tf-collapsible');
      const question = document.createElement('span');
      question.slot = 'trigger';
      question.textContent = 'Can I visit the set?';
      const answer = document.createElement('p');
      answer.textContent = 'Studio tours run on Saturdays.';
      faq.append(question, answer);
      const carousel = document.createElement('tf-carousel');
      carousel.setAttribute('arrows', '');
      carousel.setAttribute('label', 'Stills');
      carousel.style.setProperty('--tf-carousel-slide-size', '50%');
      for (let i = 1; i <= 4; i++) {
        const slide = document.createElement('div');
        slide.style.setProperty('height', '120px');
        slide.textContent = `Still ${i}`;
        carousel.append(slide);
      }
      const after = document.createElement('p');
      after.id = 'after-lazy';
      after.textContent = 'After';
      zone.append(faq, carousel, after);
    });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const before = await page.evaluate(() => ({
      faq: document.querySelector('tf-collapsible')!.getBoundingClientRect().height,
      carousel: document.querySelector('tf-carousel')!.getBoundingClientRect().height,
      after: document.getElementById('after-lazy')!.getBoundingClientRect().top,
    }));

    // Let the chunks through, including any the first one leads to.
    await page.unroute(ELEMENT_CHUNK);
    await Promise.all(held.map((release) => release()));
    await page.waitForFunction(() => customElements.get('tf-carousel') && customElements.get('tf-collapsible'));
    await page.evaluate(() => Promise.all([...document.querySelectorAll('tf-carousel, tf-collapsible')]
      .map((el) => (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete)));
    const after = await page.evaluate(() => ({
      faq: document.querySelector('tf-collapsible')!.getBoundingClientRect().height,
      carousel: document.querySelector('tf-carousel')!.getBoundingClientRect().height,
      after: document.getElementById('after-lazy')!.getBoundingClientRect().top,
    }));
    expect(after).toEqual(before);
    expect(chunks.length).toBeGreaterThan(0);

    // They work: the collapsible opens, the carousel moves on.
    const faq = page.locator('tf-collapsible');
    await faq.locator('button[part="trigger"]').click();
    await expect(faq).toHaveAttribute('open', '');
    await expect(faq.getByText('Studio tours run on Saturdays.')).toBeVisible();
    const carousel = page.locator('tf-carousel');
    await carousel.locator('button.next').click();
    await expect(carousel).toHaveAttribute('selected', '1');
  });

  test('the demo home draws its carousels and its collapsible, all defined', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('tf-zone[zone="t3_1c"]')).toHaveAttribute('state', 'rendered');
    await expect(page.locator('tf-zone[zone="t2_c2_promo1"]')).toHaveAttribute('state', 'rendered');
    // The server drew these zones: their tags are defined once the runtime has started, after the lead picture's paint.
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('tf-carousel, tf-collapsible')]
      .filter((el) => !el.matches(':defined')).length)).toBe(0);
    const more = page.locator('tf-zone[zone="t2_c2_promo1"] tf-collapsible');
    await more.locator('button[part="trigger"]').click();
    await expect(more).toHaveAttribute('open', '');
  });
});
