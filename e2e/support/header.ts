import { expect, type Locator, type Page } from '@playwright/test';

/** The site header's zone. */
export const headerZone = (page: Page): Locator => page.locator('tf-zone[zone="header"]');

/**
 * The header navigation's link to `href`, shown: on a narrow screen the
 * navigation's button is pressed first, and when the link is in one of the
 * Shows, Full Episodes or Stand-Up menus, that menu's button. The header is
 * hydrated first (the server draws it; its buttons work once hydrated).
 */
export async function headerLink(page: Page, href: string): Promise<Locator> {
  const header = headerZone(page);
  const link = header.locator(`nav a[href="${href}"]`).first();
  if (await link.isVisible()) return link;
  await expect(header).not.toHaveAttribute('server-rendered');
  const toggle = header.locator('button.tf-hdr__toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const menu = header.locator('li.tf-hdr__item--menu').filter({ has: page.locator(`a[href="${href}"]`) }).first();
  if ((await menu.count()) > 0) {
    const button = menu.locator('button[aria-expanded]');
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  await expect(link).toBeVisible();
  return link;
}

/** Opens what holds the header's link to `href` (headerLink) and clicks it. */
export async function clickHeaderLink(page: Page, href: string): Promise<void> {
  await (await headerLink(page, href)).click();
}
