import { readCookie, type CookieSource } from './cookies.js';

export const DEVICE_COOKIE = 'device';

// The user agents the site counts as mobile.
const MOBILE_AGENT = /Android|webOS|iPhone|iPod|iPad|BlackBerry|Windows Phone/i;

/**
 * Whether the visitor is on a mobile device. The
 * `device` cookie lets the site force either answer; any other value of it is
 * ignored and the user agent decides.
 */
export function isMobile(input: { deviceCookie?: string; userAgent: string }): boolean {
  if (input.deviceCookie === 'mobile') return true;
  if (input.deviceCookie === 'desktop') return false;
  return MOBILE_AGENT.test(input.userAgent);
}

export function detectMobile(
  doc: CookieSource = document,
  nav: Pick<Navigator, 'userAgent'> = navigator,
): boolean {
  return isMobile({ deviceCookie: readCookie(DEVICE_COOKIE, doc), userAgent: nav.userAgent });
}
