import type { Page } from './support/test.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';
import { open, recordPageEvents, visit } from './support/page-events.js';

/**
 * Personalization on the demo (issue 17): the config turns it
 * on with the global mbox `ltn-global-mbox` and the at.js stand-in
 * (/vendor/at.js), whose two offers change the hero's second call to action
 * on home and on the shows page. Nothing reaches at.js without consent; with
 * it, each page landed on asks for the global mbox (`requestType: 'pushState'`
 * in page), the offer lands in its zone only and `tf:offer` carries it.
 */

const AT_JS = '/vendor/at.js';
const heroCta = (page: Page) => page.locator('tf-zone[zone="t1_1c"] .tf-hero__cta--ghost');

interface TargetRequest { mbox: string; params: Record<string, unknown>; timeout: number; path: string }
type OfferWindow = Window & { tfOffers: { mbox: string; response: unknown }[]; adobe?: { target?: { requests: TargetRequest[] } } };

function countAtJs(page: Page): { requests: number } {
  const seen = { requests: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === AT_JS) seen.requests += 1;
  });
  return seen;
}

async function listenForOffers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as OfferWindow;
    w.tfOffers = [];
    document.addEventListener('tf:offer', (event) => void w.tfOffers.push((event as CustomEvent<OfferWindow['tfOffers'][number]>).detail));
  });
}

const offers = (page: Page) => page.evaluate(() => (window as unknown as OfferWindow).tfOffers);
const requests = (page: Page) => page.evaluate(() => (window as unknown as OfferWindow).adobe?.target?.requests.map(({ mbox, params, timeout, path }) => ({ mbox, params, timeout, path })) ?? []);
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

test.describe('a visitor who rejected everything', () => {
  test('never loads at.js: the hero stays as published', async ({ page }) => {
    const seen = countAtJs(page);
    await listenForOffers(page);
    await recordPageEvents(page);
    await open(page, '/');
    await visit(page, '/shows');
    await idle(page);
    expect(seen.requests).toBe(0);
    expect(await offers(page)).toEqual([]);
    await expect(heroCta(page)).toHaveText('About the show');
  });
});

test.describe('a first-time visitor', () => {
  test.use({ storedConsent: 'none' });

  test('no offer before consent; after it, the global mbox per page, each offer in its zone only, tf:offer', async ({ page }) => {
    const seen = countAtJs(page);
    await listenForOffers(page);
    await recordPageEvents(page);
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(banner).toBeVisible();
    await idle(page);
    expect(seen.requests).toBe(0);
    await expect(heroCta(page)).toHaveText('About the show');

    // Accept all reloads the page (the consent platform's choice, issue 14).
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Accept all' }).click()]);
    await expect(heroCta(page)).toHaveText('Binge seasons 1 to 3');
    expect(seen.requests).toBe(1);
    expect(await requests(page)).toEqual([{ mbox: 'ltn-global-mbox', params: {}, timeout: 5000, path: '/' }]);
    const [offer] = await offers(page);
    expect(offer!.mbox).toBe('ltn-global-mbox');
    expect(offer!.response).toEqual([expect.objectContaining({ action: 'setContent', content: 'Binge seasons 1 to 3' })]);
    // Only its zone changed: the primary call to action and every other zone are as published.
    await expect(page.locator('tf-zone[zone="t1_1c"] .tf-hero__cta').first()).toContainText('Watch the premiere');
    await expectNoAxeViolations(page);

    await visit(page, '/shows');
    await expect(heroCta(page)).toHaveText('Meet the roommates');
    expect(await requests(page)).toEqual([
      { mbox: 'ltn-global-mbox', params: {}, timeout: 5000, path: '/' },
      { mbox: 'ltn-global-mbox', params: { requestType: 'pushState' }, timeout: 5000, path: '/shows' },
    ]);
    await expect.poll(async () => (await offers(page)).length).toBe(2);
    // at.js once per document.
    expect(seen.requests).toBe(1);

    // A page without an activity: asked, answered with no action, nothing changed.
    await visit(page, '/schedule');
    await expect.poll(async () => (await offers(page)).at(-1)).toEqual({ mbox: 'ltn-global-mbox', response: [] });
  });
});

for (const [name, viewport] of [['a phone (412 px)', { width: 412, height: 915 }], ['a desktop (1280 px)', { width: 1280, height: 800 }]] as const) {
  test.describe(`a visitor who accepted, on ${name}`, () => {
    test.use({ storedConsent: 'accepted', viewport });

    test('home draws and takes its offer without a layout shift (no page hiding, no flicker elsewhere)', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { tfShift: number; tfHidden: boolean; tfMoved: string[] };
        w.tfShift = 0;
        w.tfHidden = false;
        w.tfMoved = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            w.tfShift += entry.value;
            // What moved, so a failure says where to look.
            for (const { node, previousRect: a, currentRect: b } of entry.sources) {
              const name = node instanceof Element ? `${node.localName}.${node.getAttribute('class') ?? ''}` : String(node?.nodeName);
              w.tfMoved.push(`${Math.round(entry.startTime)} ms ${name}: ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // at.js's body hiding would show as a hidden or transparent body at some frame.
        const look = () => {
          if (document.body && getComputedStyle(document.body).opacity === '0') w.tfHidden = true;
          if (!(window as unknown as { tfOffered?: boolean }).tfOffered) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
        document.addEventListener('tf:offer', () => void ((window as unknown as { tfOffered?: boolean }).tfOffered = true));
      });
      await page.goto('/');
      await expect(heroCta(page)).toHaveText('Binge seasons 1 to 3');
      const { shift, hidden, moved } = await page.evaluate(() => new Promise<{ shift: number; hidden: boolean; moved: string[] }>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const w = window as unknown as { tfShift: number; tfHidden: boolean; tfMoved: string[] };
          resolve({ shift: w.tfShift, hidden: w.tfHidden, moved: w.tfMoved });
        }))));
      expect(shift, moved.join('\n')).toBe(0);
      expect(hidden).toBe(false);
    });
  });
}
