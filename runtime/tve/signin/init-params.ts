import { isRecord } from '../../util/guards.js';
import { httpUrl } from '../../util/url.js';
import type { SigninMessageKey } from './errors.js';
import { DEFAULT_LOCALE } from './services.js';
import type { SigninInit } from './types.js';

/**
 * Init validation, pure. No parameters at all,
 * or a brand, service base or library address missing or not http(s):
 * 'Wrong Init Params'. Parameters without both a requestor and a resource
 * id: 'Wrong RequestorID/ResourceID'. Strings are trimmed; the locale
 * defaults to en_US.
 */
export type InitCheck = { params: SigninInit } | { error: Extract<SigninMessageKey, 'wrongInitParams' | 'wrongIds'> };

const filled = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function checkInitParams(raw: unknown, baseURI: string): InitCheck {
  if (!isRecord(raw)) return { error: 'wrongInitParams' };
  const requestor = filled(raw.requestor);
  const resource = filled(raw.resource);
  if (requestor === undefined || resource === undefined) return { error: 'wrongIds' };
  const brand = filled(raw.brand);
  const serviceBase = filled(raw.serviceBase);
  const entitlementSrc = filled(raw.entitlementSrc);
  if (brand === undefined || !httpUrl(serviceBase, baseURI) || !httpUrl(entitlementSrc, baseURI)) return { error: 'wrongInitParams' };
  const params: SigninInit = {
    requestor, resource, brand,
    locale: filled(raw.locale) ?? DEFAULT_LOCALE,
    serviceBase: serviceBase as string,
    entitlementSrc: entitlementSrc as string,
    dev: raw.dev === true,
  };
  const customCSS = filled(raw.customCSS);
  if (customCSS !== undefined) params.customCSS = customCSS;
  // Checked where it is used (identity.ts): a bad one turns the social flow off, it does not stop the sign-in.
  const identitySrc = filled(raw.identitySrc);
  if (identitySrc !== undefined) params.identitySrc = identitySrc;
  if (typeof raw.megaBeaconReporting === 'boolean') params.megaBeaconReporting = raw.megaBeaconReporting;
  return { params };
}

/** iPhone, iPod, iPad, and the iPad that calls itself a Mac (touch points give it away). */
export function isIOSDevice(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}
