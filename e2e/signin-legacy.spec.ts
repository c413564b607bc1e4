import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * <tf-signin> on a legacy page (CONTRACT §1, §6): one standalone script and
 * the tag, the page's wiring in a file of its own, under the strict CSP.
 */
test.describe('the sign-in on a legacy page', () => {
  test('loads no React and no Triforce page, only the standalone element and the page script', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/legacy/signin.html');
    await page.waitForFunction(() => customElements.get('tf-signin') !== undefined);
    expect(scripts).toContain('/elements/tf-signin.js');
    expect(scripts).toContain('/legacy/signin.js');
    expect(scripts.filter((path) => path.startsWith('/elements/'))).toEqual(['/elements/tf-signin.js']);
    expect(await page.evaluate(() => ({ page: !!customElements.get('tf-page'), react: 'React' in window }))).toEqual({ page: false, react: false });
    // The element's status is there from the start, signed out until the core knows better.
    expect(await page.locator('tf-signin').evaluate((el) => (el as HTMLElement & { status: unknown }).status))
      .toMatchObject({ isLoggedIn: false });
  });

  test('the page, with the element defined, passes axe', async ({ page }) => {
    await page.goto('/legacy/signin.html');
    await page.waitForFunction(() => customElements.get('tf-signin') !== undefined);
    await expectNoAxeViolations(page);
  });
});
