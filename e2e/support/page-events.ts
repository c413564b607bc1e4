import type { Locator, Page } from '@playwright/test';

/**
 * Shared by the navigation specs: every `tf:*` event of the page recorded from
 * the first script on, feed requests counted per URL, and visits that resolve
 * when the page says it is done (never a sleep).
 */

// One recorder for every spec: the navigation helpers' (same window store).
export { recordEvents as recordPageEvents, saveData, TF_EVENTS, type Recorded } from './tf-page.js';
import type { Recorded } from './tf-page.js';

interface EventWindow {
  __tfEvents: Recorded[];
}

export async function eventsSince(page: Page, since = 0): Promise<Recorded[]> {
  return page.evaluate((from) => (window as unknown as EventWindow).__tfEvents.slice(from), since);
}

/** How many events are recorded so far: a mark to read later events from. */
export async function eventCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as EventWindow).__tfEvents.length);
}

/** A page URL as pathname + search, the way the specs name pages. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** Waits for `type` (by default `tf:complete`) for `path` among the events recorded after `since`. */
export async function waitForEvent(page: Page, path: string, since = 0, type = 'tf:complete'): Promise<void> {
  await page.waitForFunction(({ from, want, kind }) =>
    (window as unknown as EventWindow).__tfEvents.slice(from).some((e) => {
      if (e.type !== kind) return false;
      const url = new URL(String(e.detail.url));
      return url.pathname + url.search === want;
    }), { from: since, want: path, kind: type });
}

/** Opens `path` as a new document and waits until it has completed. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForEvent(page, path);
}

/** An in-page visit through `<tf-page>.navigate()`; resolves with the events it caused. */
export async function visit(page: Page, path: string): Promise<Recorded[]> {
  const since = await eventCount(page);
  await page.evaluate((url) => void (document.querySelector('tf-page') as HTMLElement & { navigate(u: string): Promise<void> }).navigate(url), path);
  await waitForEvent(page, path, since);
  return eventsSince(page, since);
}

/** Clicks a link and waits until the page it leads to (`path`) has completed. */
export async function follow(page: Page, link: Locator, path: string): Promise<Recorded[]> {
  const since = await eventCount(page);
  await link.click();
  await waitForEvent(page, path, since);
  return eventsSince(page, since);
}

export const ofType = (events: Recorded[], type: string) => events.filter((e) => e.type === type);

/** Zone names of the `tf:modulerender` events among `events`. */
export const renderedZones = (events: Recorded[]) => ofType(events, 'tf:modulerender').map((e) => String(e.detail.zone));

/** Feed requests (pathname + search) as the browser sends them, the manifest excluded. */
export function recordFeedRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/feeds/') && !url.pathname.startsWith('/feeds/triforce/')) requests.push(url.pathname + url.search);
  });
  return requests;
}

/**
 * Tags the zone elements named (in the page layer, not a modal) with a
 * property, so a later check can tell the same element from a new one.
 */
export async function tagZones(page: Page, zones: string[], tag: string): Promise<void> {
  await page.evaluate(({ names, value }) => {
    for (const name of names) {
      const zone = document.querySelector(`tf-page > div tf-zone[zone="${name}"]`);
      if (!zone) throw new Error(`No zone ${name} to tag`);
      (zone as unknown as { __e2e?: string }).__e2e = value;
    }
  }, { names: zones, value: tag });
}

/** The tag of each named page-layer zone now: undefined for a new element, null when there is none. */
export async function zoneTags(page: Page, zones: string[]): Promise<Record<string, string | null | undefined>> {
  return page.evaluate((names) => Object.fromEntries(names.map((name) => {
    const zone = document.querySelector(`tf-page > div tf-zone[zone="${name}"]`);
    return [name, zone ? (zone as unknown as { __e2e?: string }).__e2e : null];
  })), zones);
}
