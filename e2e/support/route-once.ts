/**
 * A route that handles only the first request it matches, for tests that
 * also watch the page's `request` events.
 *
 * Playwright's own `{ times: 1 }` unregisters the route once it is used, and
 * when no route is left it switches the browser's request interception off.
 * In Chromium a request that starts while that switch is under way is held by
 * Playwright until the browser pauses it, which then never happens: the
 * request runs, but no `request` event is ever emitted for it
 * (microsoft/playwright#41802). A visit whose manifest fails is exactly that
 * moment, since the browser navigates as soon as the failure is handled, so a
 * test counting documents missed the new one about once in twenty loaded
 * runs. Staying registered keeps interception on for the whole test, and the
 * later requests go on to the next route or the network unchanged.
 */
import type { Page, Route } from '@playwright/test';

type Matcher = Parameters<Page['route']>[0];

export async function routeOnce(page: Page, matcher: Matcher, handler: (route: Route) => unknown): Promise<void> {
  let used = false;
  await page.route(matcher, async (route) => {
    if (used) return route.fallback();
    used = true;
    return handler(route);
  });
}
