/**
 * The `test` and `expect` every e2e spec imports, instead of
 * `@playwright/test` directly, so checks that hold for every page of the
 * suite live in one fixture: CONTRACT §12's zero CSP violations and exact
 * security headers are automatic for every test; axe runs where a spec asks.
 */
import { expect, test as base } from '@playwright/test';
import { collectCspViolations, describeViolations, flushCspReports, watchDocumentHeaders } from './csp.js';

export const test = base.extend<{ strictCsp: void }>({
  strictCsp: [async ({ context, baseURL }, use) => {
    const violations = await collectCspViolations(context);
    const headerProblems = watchDocumentHeaders(context, new URL(baseURL!).origin);
    await use();
    await flushCspReports(context);
    expect(violations.length, describeViolations(violations)).toBe(0);
    const problems = await headerProblems();
    expect(problems.length, `HTML answers without the headers of CONTRACT §12:\n${problems.join('\n')}`).toBe(0);
  }, { auto: true }],
});

export { expect };
export { expectNoAxeViolations, type AxeOptions } from './axe.js';
export { CSP, SECURITY_HEADERS } from './csp.js';
export type { Page, Locator, BrowserContext, Route, Request, Response } from '@playwright/test';
