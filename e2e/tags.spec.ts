import type { Page, Request } from './support/test.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';
import { clickHeaderLink } from './support/header.js';

/**
 * The other tags on the demo (issue 14 "Pixels and other tags"), recorded
 * request by request: the reporting module, the survey
 * intercept, the coda script and the social pixel are requested only with
 * consent, each script once per document, while the pixel's page view and
 * the survey's evaluation follow every page the visitor lands on.
 */

const SCRIPTS = {
  reporting: '/media/module/ENT_Reporting',
  survey: '/vendor/survey.js',
  coda: '/vendor/coda.js',
  socialPixel: '/vendor/fbevents.js',
} as const;
type Tag = keyof typeof SCRIPTS;

interface SurveyEvaluation { pageName: string; shown: boolean }
type TagsWindow = Window & { tfSurvey: SurveyEvaluation[]; tfCodaReady: number };

/** Every request for a tag's script, and the social pixel's events as `event path`. */
function recordTags(page: Page) {
  const seen = { scripts: { reporting: 0, survey: 0, coda: 0, socialPixel: 0 } as Record<Tag, number>, social: [] as string[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    for (const [tag, path] of Object.entries(SCRIPTS) as [Tag, string][]) if (url.pathname === path) seen.scripts[tag] += 1;
    if (url.pathname === '/fb/tr') seen.social.push(`${url.searchParams.get('ev')} ${new URL(url.searchParams.get('dl') ?? '').pathname}`);
  });
  return seen;
}

/** The survey's evaluations and coda's arrival, as the page reports them (survey.js and coda.js document these events). */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as TagsWindow;
    w.tfSurvey = [];
    w.tfCodaReady = 0;
    document.addEventListener('ltnsurvey:evaluated', (e) => {
      const { pageName, shown } = (e as CustomEvent<SurveyEvaluation>).detail;
      w.tfSurvey.push({ pageName, shown });
    });
    document.addEventListener('coda:ready', () => void (w.tfCodaReady += 1));
  });
}

const surveyOf = (page: Page) => page.evaluate(() => (window as unknown as TagsWindow).tfSurvey);
const codaReady = (page: Page) => page.evaluate(() => (window as unknown as TagsWindow).tfCodaReady);
const NONE = { reporting: 0, survey: 0, coda: 0, socialPixel: 0 };
const ONCE = { reporting: 1, survey: 1, coda: 1, socialPixel: 1 };

async function toShows(page: Page): Promise<void> {
  await clickHeaderLink(page, '/shows');
  await expect(page).toHaveURL(/\/shows$/);
}

test.describe('a visitor who rejected everything', () => {
  test('requests none of the tags on any page', async ({ page }) => {
    const seen = recordTags(page);
    await listen(page);
    await page.goto('/');
    await page.waitForFunction(() => window.Triforce?.consent !== undefined);
    await toShows(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(seen).toEqual({ scripts: NONE, social: [] });
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
    expect(await surveyOf(page)).toEqual([]);
  });
});

test.describe('a visitor who accepted', () => {
  test.use({ storedConsent: 'accepted' });

  test('gets each script once per document, a social page view and a survey evaluation per page landed on', async ({ page }) => {
    // Two pages, an axe scan and the coda's wait of up to 15 s: a loaded machine took more than 60 s.
    test.slow();
    const seen = recordTags(page);
    await listen(page);
    await page.goto('/');
    await expect.poll(() => seen.social).toEqual(['PageView /']);
    await expect.poll(() => surveyOf(page)).toEqual([{ pageName: 'laughtrack/home', shown: true }]);
    // The intercept: a named, non-modal dialog the visitor may ignore; axe finds nothing.
    const intercept = page.getByRole('dialog', { name: 'Got a minute?' });
    await expect(intercept).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => codaReady(page)).toBe(1);
    // Loaded asynchronously beside coda: neither's arrival orders the other's.
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { ENT_Reporting?: unknown }).ENT_Reporting)).toBe('object');

    await toShows(page);
    await expect.poll(() => seen.social).toEqual(['PageView /', 'PageView /shows']);
    // Evaluated again, not shown again: its cookie lasts 7 days.
    await expect.poll(() => surveyOf(page)).toEqual([{ pageName: 'laughtrack/home', shown: true }, { pageName: 'laughtrack/shows', shown: false }]);
    expect(seen.scripts).toEqual(ONCE);
    await intercept.getByRole('button', { name: 'No thanks' }).click();
    await expect(intercept).toHaveCount(0);
  });
});

test.describe('a first-time visitor', () => {
  test.use({ storedConsent: 'none' });

  test('requests nothing while the banner waits; Accept all reloads and every tag loads once', async ({ page }) => {
    const seen = recordTags(page);
    await listen(page);
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(banner).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(seen).toEqual({ scripts: NONE, social: [] });
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Accept all' }).click()]);
    await expect.poll(() => seen.social).toEqual(['PageView /']);
    await expect.poll(() => seen.scripts).toEqual(ONCE);
    await expect.poll(() => surveyOf(page)).toEqual([{ pageName: 'laughtrack/home', shown: true }]);
  });
});
