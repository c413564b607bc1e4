/**
 * How the library stand-in talks back to the page, as Adobe Pass's
 * AccessEnabler does: by calling the page's GLOBAL functions by name
 * (`entitlementLoaded`, `setAuthenticationStatus`, `displayProviderDialog`,
 * `createIFrame`, `setToken`, `tokenRequestFailed`, `selectedProvider`,
 * `sendTrackingData`, and the handlers bound to `errorEvent`). A page
 * without one simply does not hear that callback; one that throws is logged
 * and does not break the library.
 */
export type PageCallback =
  | 'entitlementLoaded' | 'setConfig' | 'setAuthenticationStatus' | 'displayProviderDialog' | 'createIFrame'
  | 'setToken' | 'tokenRequestFailed' | 'selectedProvider' | 'sendTrackingData';

export function hasPageFunction(win: Window, name: string): boolean {
  return typeof (win as unknown as Record<string, unknown>)[name] === 'function';
}

export function callPage(win: Window, name: PageCallback | string, ...args: unknown[]): void {
  const fn = (win as unknown as Record<string, unknown>)[name];
  if (typeof fn !== 'function') return;
  try {
    (fn as (...a: unknown[]) => unknown).apply(win, args);
  } catch (error) {
    console.error(`[AccessEnabler] the page's ${name}() threw`, error);
  }
}

/** sendTrackingData's device fields: device type, Access Enabler client type, OS (coarse, from the user agent). */
export function deviceFields(userAgent: string): [deviceType: string, clientType: string, os: string] {
  const tablet = /iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent);
  const mobile = !tablet && /Mobi|iPhone|Android/i.test(userAgent);
  const os = /Windows/i.test(userAgent) ? 'Windows' : /iPhone|iPad|iOS/i.test(userAgent) ? 'iOS' : /Mac OS X/i.test(userAgent) ? 'Mac OS X'
    : /Android/i.test(userAgent) ? 'Android' : /Linux/i.test(userAgent) ? 'Linux' : 'unknown';
  return [tablet ? 'tablet' : mobile ? 'mobile' : 'computer', 'html5', os];
}
