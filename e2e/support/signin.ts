import type { Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * Signs in through the site header's sign-in (the page's one <tf-signin>) at
 * an iframe provider of the demo (demo/content/providers.ts), found by typing
 * `query`; the demo brand's success screen is closed with Watch Now.
 */
export async function signInThroughHeader(page: Page, query = 'harbor', provider = 'Harborview Broadband'): Promise<void> {
  const header = page.locator('tf-zone[zone="header"]');
  await header.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill(query);
  await dialog.getByRole('combobox').press('ArrowDown');
  await dialog.getByRole('combobox').press('Enter');
  const login = page.frameLocator('iframe[name="mvpdframe"]');
  await login.getByLabel('User name or email').fill('viewer@example.com');
  await login.getByLabel('Password').fill('hunter2');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog', { name: 'CONGRATULATIONS' }).getByRole('button', { name: 'Watch Now' }).click();
  await expect(header.locator('.tf-hdr__provider').getByRole('img', { name: provider })).toBeVisible();
}
