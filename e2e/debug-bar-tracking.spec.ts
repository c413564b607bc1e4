import { expect, expectNoAxeViolations, test, type Page } from './support/test.js';
import { clickHeaderLink } from './support/header.js';

/**
 * Issue 14: the debug bar's live tracking panel on the demo, for staff who
 * accepted tracking. The bar loads after the first page call was made, so
 * that call reaches the panel through the events the loader recorded.
 */
const STAFF = { name: 'crabappleAuth', value: 'laughtrack-staff' };

/** The beacons the AppMeasurement stand-in sends: `pageName` of page views, `pev2` of link calls. */
function recordBeacons(page: Page): string[] {
  const beacons: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/b/ss/')) return;
    beacons.push(url.searchParams.has('pe') ? `link ${url.searchParams.get('pev2')}` : `page ${url.searchParams.get('pageName')}`);
  });
  return beacons;
}

test.use({ storedConsent: 'accepted' });

test('staff see consent, each tracking call sent and the pixels fired, page by page', async ({ page, context, baseURL }) => {
  await context.addCookies([{ ...STAFF, url: baseURL! }]);
  const beacons = recordBeacons(page);
  await page.goto('/');
  await expect.poll(() => beacons).toEqual(['page laughtrack/home']);

  await page.getByRole('button', { name: 'Open the debug bar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Triforce debug' });
  const panel = dialog.locator('[part="tracking"]');
  await panel.getByText('Tracking (1)').click();
  await expect(panel.locator('.consent')).toHaveText(/^\s*Consent: granted · GDPR applies: yes\s*$/);
  const calls = dialog.getByRole('list', { name: 'Tracking calls on this page, oldest first' });
  await expect(calls.getByRole('listitem')).toHaveCount(1);
  await expect(calls.getByRole('listitem').first()).toHaveAttribute('data-status', 'sent');
  await expect(calls.getByRole('listitem').first()).toContainText(/page\s*laughtrack\/home\s*✓ sent/);
  const pixels = dialog.getByRole('list', { name: 'Pixels fired on this page' }).getByRole('listitem');
  // The manifest's three, then the repository's (demo/content/repository.ts), once it answered.
  await expect(pixels).toHaveText([
    /^\s*mathtag manifest .*\/px\/mathtag\.js\?.*page=home$/, /^\s*tapad manifest .*\/px\/tapad\.gif\?.*page=home$/, /^\s*google manifest .*\/px\/google\.gif\?.*page=home$/,
    /^\s*google repository .*\/px\/google\.gif\?id=/, /^\s*floodlight repository .*\/px\/floodlight\.html\?src=/, /^\s*tapAd repository .*\/px\/tapad\.gif\?partner=/, /^\s*mediaMath repository .*\/px\/mathtag\.js\?mt_id=/,
  ]);
  await expectNoAxeViolations(page, { include: 'tf-debug-bar' });

  // A control marked for tracking, added by the spec so its name is its own.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '#tracked', textContent: 'Tracked link' });
    link.dataset.tfTrack = 'Debug bar check';
    document.body.append(link);
  });
  await page.getByRole('link', { name: 'Tracked link' }).dispatchEvent('click');
  await expect(calls.getByRole('listitem')).toHaveCount(2);
  await expect(calls.getByRole('listitem').nth(1)).toContainText(/link\s*Debug bar check\s*✓ sent/);
  await expect.poll(() => beacons).toEqual(['page laughtrack/home', 'link Debug bar check']);

  // The next page starts its own list; the home page's calls, the header link's click among them, stay apart.
  await clickHeaderLink(page, '/shows');
  await expect(page).toHaveURL(/\/shows$/);
  await expect(calls.getByRole('listitem')).toHaveCount(1);
  await expect(calls.getByRole('listitem').first()).toContainText(/page\s*laughtrack\/shows\s*✓ sent/);
  await expect(pixels).toHaveText([/manifest.*page=shows/, /manifest.*page=shows/, /manifest.*page=shows/, /repository/, /repository/, /repository/, /repository/]);
  await panel.getByText('Previous page (4)').click();
  const previous = dialog.getByRole('list', { name: 'Tracking calls on the previous page, /' }).getByRole('listitem');
  await expect(previous).toHaveText([/page\s*laughtrack\/home\s*✓ sent/, /link\s*Debug bar check\s*✓ sent/, /link\s*Header: Shows\s*✓ sent/, /link\s*Header: Shows > All shows\s*✓ sent/]);
  await expectNoAxeViolations(page, { include: 'tf-debug-bar' });
  expect(beacons.filter((b) => b.startsWith('page'))).toEqual(['page laughtrack/home', 'page laughtrack/shows']);
});
