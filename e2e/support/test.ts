/**
 * The `test` and `expect` every e2e spec imports, instead of
 * `@playwright/test` directly, so checks that hold for every page of the
 * suite live in one fixture: zero CSP violations and the exact
 * security headers are automatic for every test; axe runs where a spec asks.
 */
import { expect, test as base } from '@playwright/test';
import { storeConsent, type StoredConsent } from './consent.js';
import {
  collectCspViolations, describeViolations, flushCspReports, watchDocumentHeaders, type CspViolation,
} from './csp.js';

type ViolationPattern = Partial<Pick<CspViolation, 'directive' | 'blockedURI'>>;

export interface CspFixture {
  /**
   * Declares a violation the test provokes on purpose with its own fixture
   * content (a `javascript:` link the runtime must leave to the browser):
   * it must then happen, and only it is forgiven.
   */
  expectViolation(pattern: ViolationPattern): void;
}

const matches = (violation: CspViolation, pattern: ViolationPattern) =>
  Object.entries(pattern).every(([key, value]) => violation[key as keyof ViolationPattern] === value);

export const test = base.extend<{ csp: CspFixture; storedConsent: StoredConsent; consentCookie: void }>({
  // A visitor who rejected everything unless a spec says otherwise (support/consent.ts).
  storedConsent: ['rejected', { option: true }],
  consentCookie: [async ({ context, baseURL, storedConsent }, use) => {
    await storeConsent(context, baseURL!, storedConsent);
    await use();
  }, { auto: true }],
  csp: [async ({ context, baseURL }, use) => {
    const violations = await collectCspViolations(context);
    const headerProblems = watchDocumentHeaders(context, new URL(baseURL!).origin);
    const expected: ViolationPattern[] = [];
    await use({ expectViolation: (pattern) => void expected.push(pattern) });
    await flushCspReports(context);
    const unexpected = violations.filter((v) => !expected.some((pattern) => matches(v, pattern)));
    expect(unexpected.length, describeViolations(unexpected)).toBe(0);
    for (const pattern of expected) {
      expect(violations.some((v) => matches(v, pattern)), `expected a CSP violation ${JSON.stringify(pattern)}`).toBe(true);
    }
    const problems = await headerProblems();
    expect(problems.length, `HTML answers without the security headers:\n${problems.join('\n')}`).toBe(0);
  }, { auto: true }],
});

export { expect };
export { expectNoAxeViolations, type AxeOptions } from './axe.js';
export { CSP, SECURITY_HEADERS } from './csp.js';
export type { Page, Locator, BrowserContext, Route, Request, Response } from '@playwright/test';
