/**
 * The visitor's stored consent choice, set before a test's first page: the
 * demo's consent platform opens a modal banner for anyone without one, which
 * would sit over every page of specs that are not about consent. By default
 * (support/test.ts) a test starts as a visitor who rejected everything, the
 * demo as it was before consent existed; a spec about consent says
 * `test.use({ storedConsent: 'none' })` (a first-time visitor) or `'accepted'`.
 */
import type { BrowserContext } from '@playwright/test';
import { choiceString } from '../../demo/cmp/consent-cookie.js';
import { PURPOSE_IDS, TC_COOKIE } from '../../demo/cmp/purposes.js';

export type StoredConsent = 'none' | 'rejected' | 'accepted' | readonly number[];

export async function storeConsent(context: BrowserContext, baseURL: string, choice: StoredConsent): Promise<void> {
  if (choice === 'none') return;
  const purposes = choice === 'accepted' ? PURPOSE_IDS : choice === 'rejected' ? [] : choice;
  const { tcString } = choiceString(purposes, Date.now());
  await context.addCookies([{ name: TC_COOKIE, value: tcString, url: baseURL, sameSite: 'Lax' }]);
}
