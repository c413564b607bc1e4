import { open, recordPageEvents } from './support/page-events.js';
import { test } from './support/test.js';
test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('response', async (r) => { if (/tve\/(checkelvis|setupdevice|[^/]+\/providerInfo)|identity/.test(r.url())) console.log('RESP', r.status(), r.url(), (await r.text().catch(() => '')).slice(0, 300)); });
  await recordPageEvents(page);
  await open(page, '/full-episodes/desk-jockeys-s4e1');
  await page.evaluate(() => document.addEventListener('tf:signinerror', (e) => console.log('ERR', JSON.stringify((e as CustomEvent).detail)), true));
  const zone = page.locator('tf-zone[zone="t1_1c"]');
  await zone.getByRole('button', { name: /^Play / }).click();
  await zone.getByRole('button', { name: 'Sign in with your TV provider' }).click();
  const box = page.getByRole('dialog').getByRole('combobox');
  await box.fill('polar'); await box.press('ArrowDown'); await box.press('Enter');
  await page.waitForTimeout(1500);
  console.log('SCREEN', await page.locator('tf-signin').getAttribute('screen'), await page.locator('tf-signin').getAttribute('identity-src'));
  await page.getByRole('dialog').getByRole('button', { name: /mail/i }).click();
  await page.waitForTimeout(3000);
  console.log('SCREEN', await page.locator('tf-signin').getAttribute('screen'));
});
