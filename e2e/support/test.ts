/**
 * The `test` and `expect` every e2e spec imports, instead of
 * `@playwright/test` directly, so checks that hold for every page of the
 * suite (CONTRACT §12's zero CSP violations, axe) live in one fixture.
 */
export { expect, test } from '@playwright/test';
export type { Page, Locator, BrowserContext, Route, Request, Response } from '@playwright/test';
