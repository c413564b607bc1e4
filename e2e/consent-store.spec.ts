import { expect, test, type Page } from './support/test.js';

/**
 * The runtime's consent store in the built `tf.js`, against a minimal TCF v2.2 platform installed before any page
 * script, so this spec holds whatever consent platform the demo ships: the
 * global, `tf:consent`, and the reload only for consent given in the banner.
 */

interface ConsentWindow {
  __consentEvents: boolean[];
  __accept(): void;
}

/**
 * A platform that answers `tcloaded` with every purpose once the visitor has
 * accepted in this tab (sessionStorage), else `cmpuishown`; `__accept()` is
 * the banner's Accept all. Its `__tcfapi` ignores assignments, so the demo's
 * own platform cannot replace it. Each document load is counted.
 */
async function installPlatform(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ConsentWindow & Record<string, unknown>;
    // Loads of the page itself: the ads' same-origin creative frames run this script too and share its session storage.
    if (window === window.top) sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1));
    w.__consentEvents = [];
    document.addEventListener('tf:consent', (event) => w.__consentEvents.push((event as CustomEvent<{ granted: boolean }>).detail.granted));
    const consents = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((id) => [id, true]));
    const answer = (eventStatus: string) => ({ eventStatus, gdprApplies: true, listenerId: 1, purpose: { consents: eventStatus === 'cmpuishown' ? {} : consents } });
    const listeners: ((data: unknown, success: boolean) => void)[] = [];
    const api = (command: string, _version: number, callback: (data: unknown, success: boolean) => void) => {
      if (command !== 'addEventListener') return;
      listeners.push(callback);
      callback(answer(sessionStorage.getItem('accepted') ? 'tcloaded' : 'cmpuishown'), true);
    };
    Object.defineProperty(window, '__tcfapi', { get: () => api, set() {} });
    w.__accept = () => {
      sessionStorage.setItem('accepted', '1');
      for (const listener of listeners) listener(answer('useractioncomplete'), true);
    };
  });
}

const consentOf = (page: Page) => page.evaluate(() => {
  const consent = (window as unknown as { Triforce: { consent: { granted: boolean; gdprApplies?: boolean } } }).Triforce.consent;
  return { granted: consent.granted, gdprApplies: consent.gdprApplies, frozen: Object.isFrozen(consent) };
});

test('the page reads a frozen, read-only consent it cannot grant itself', async ({ page }) => {
  await installPlatform(page);
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as ConsentWindow).__consentEvents.length > 0);
  expect(await consentOf(page)).toEqual({ granted: false, gdprApplies: true, frozen: true });
  const attempt = await page.evaluate(() => {
    'use strict';
    const triforce = (window as unknown as { Triforce: Record<string, unknown> }).Triforce;
    try {
      triforce.consent = { granted: true, gdprApplies: false };
      return 'assigned';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(attempt).toBe('TypeError');
  expect(await consentOf(page)).toEqual({ granted: false, gdprApplies: true, frozen: true });
});

test('accepting in the banner reloads once; the reloaded page starts with consent and does not reload again', async ({ page }) => {
  await installPlatform(page);
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as ConsentWindow).__consentEvents.length > 0);
  expect(await page.evaluate(() => (window as unknown as ConsentWindow).__consentEvents)).toEqual([false]);
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => (window as unknown as ConsentWindow).__accept())]);
  await page.waitForFunction(() => (window as unknown as ConsentWindow).__consentEvents.length > 0);
  expect(await page.evaluate(() => (window as unknown as ConsentWindow).__consentEvents)).toEqual([true]);
  expect(await consentOf(page)).toEqual({ granted: true, gdprApplies: true, frozen: true });
  // A second reload would have begun with the answer above: once the page has completed, none came.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('2');
});
