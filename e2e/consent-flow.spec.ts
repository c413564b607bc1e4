import type { Request } from './support/test.js';
import { expect, test } from './support/test.js';

/**
 * The first visit, request by request (issue 14 "Done when"): until the
 * visitor accepts in the banner, nothing non-functional leaves the page;
 * accepting reloads the page once, and the reloaded page loads the tags and
 * sends its page view.
 */

test.use({ storedConsent: 'none' });

/**
 * Requests that only consent allows: tags, pixels, beacons.
 * Ads are not among them: they are served before consent, non
 * personalized (the ad library, the repository asked with consent=false,
 * the creatives); issue 17's e2e/ads.spec.ts proves their targeting.
 */
const AD_REQUEST = /^\/(vendor\/gpt\.js|ads\/)/;
const NON_FUNCTIONAL = /^\/(vendor\/|ads\/repository|px\/|b\/ss\/|media\/module\/)/;
/**
 * Third-party code that is the site's own service, not tracking: the
 * TV-provider sign-in's entitlement library (the header loads it once the
 * page is drawn and idle, so whether it came before the check was timing)
 * and the video player.
 */
const FUNCTIONAL_VENDOR = /^\/vendor\/(access-enabler|player)\.js$/;

test('a first-time visitor: nothing non-functional before consent; Accept all reloads once and the tags follow', async ({ page }) => {
  const early: string[] = [];
  const after: string[] = [];
  let accepted = false;
  const earlyRepository: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!accepted && url.pathname === '/ads/repository') earlyRepository.push(url.searchParams.get('consent') ?? '');
    if ((!accepted && AD_REQUEST.test(url.pathname)) || FUNCTIONAL_VENDOR.test(url.pathname) || !NON_FUNCTIONAL.test(url.pathname)) return;
    (accepted ? after : early).push(url.pathname);
  });
  // Documents, not navigations: the page writes its scroll position into its
  // history entry as it leaves (replaceState), which Playwright also reports
  // as a navigation of the frame.
  let documents = 0;
  page.on('domcontentloaded', () => (documents += 1));

  await page.goto('/');
  const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await expect(page.locator('tf-zone[zone="t1_1c"]')).toHaveAttribute('state', 'rendered');
  // The consent search still runs: give the page a moment's idle before judging.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(early).toEqual([]);
  // The ads ask the repository without consent, and say so (their chunk comes with the leaderboard: wait for it).
  await expect.poll(() => earlyRepository.length).toBeGreaterThan(0);
  expect(earlyRepository.every((consent) => consent === 'false')).toBe(true);

  accepted = true;
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await reloaded;
  await expect.poll(() => after.filter((path) => path.startsWith('/b/ss/')).length).toBe(1);
  expect(after).toEqual(expect.arrayContaining(['/vendor/appmeasurement.js', '/ads/repository', '/px/mathtag.js', '/px/tapad.gif', '/px/google.gif']));
  // The first document and the one reload: no second reload once consent is remembered.
  expect(documents).toBe(2);
  expect(await page.evaluate(() => window.Triforce.consent?.granted)).toBe(true);
});
