import { abortError } from '../../util/abort.js';
import { isRecord } from '../../util/guards.js';
import { httpUrl } from '../../util/url.js';
import type { BrandOptions, Provider } from './types.js';

/**
 * The TV-everywhere services: JSONP GETs by
 * script injection under `serviceBase`, each with `callback` (a global name
 * unique to the call, removed after it) and `v=4.8.1`. A failed request, a
 * script that never calls back, an answer of the wrong shape or a hung
 * request all reject with `ServiceError`: nothing throws into the page.
 * Answers are read defensively: a Provider without an id or a name is
 * dropped, not fatal.
 */

export const COMPONENT_VERSION = '4.8.1';
/** The default locale; any other takes the international flow. */
export const DEFAULT_LOCALE = 'en_US';
/** A request that neither answers nor fails in this time is a failure (the spec has no figure; a hung script must not hold init forever). */
export const SERVICE_TIMEOUT_MS = 20_000;

export class ServiceError extends Error {
  constructor(readonly path: string, reason: string) {
    super(`TVE service ${path}: ${reason}`);
    this.name = 'ServiceError';
  }
}

export interface ServiceOptions {
  window?: Window;
  document?: Document;
  /** Base URL of the services (`service-base`), resolved against the document. */
  serviceBase: string;
  timeoutMs?: number;
}

export interface TveServices {
  brandOptions(brand: string, locale: string, signal?: AbortSignal): Promise<BrandOptions>;
  /** Domestic (`en_US`) `/{requestor}/extendedProvidersList`, else `/getProvidersList`. */
  providerList(requestor: string, locale: string, signal?: AbortSignal): Promise<Provider[]>;
  /** `special`: the special-preview flow's request, which adds `deviceType=web` and `requestorId`. */
  providerInfo(requestor: string, providerId: string, signal?: AbortSignal, special?: boolean): Promise<Provider[]>;
  /** The address of a plain (not JSONP) resource under the service base: the cookie-check page, the provider cookie ping. */
  url(path: string, query?: Record<string, string>): string | undefined;
  /** Any sign-in service call (the free pass and special preview calls of issue 16 use this). */
  call(path: string, query?: Record<string, string>, signal?: AbortSignal): Promise<unknown>;
}

type CallbackWindow = Window & Record<string, unknown>;

let sequence = 0;

const optionalString = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** One Provider of a list answer, or undefined when it lacks an id or a name. */
export function parseProvider(value: unknown): Provider | undefined {
  if (!isRecord(value)) return undefined;
  const id = optionalString(value.id);
  const displayName = optionalString(value.displayName);
  if (id === undefined || displayName === undefined) return undefined;
  const provider: Provider = {
    id, displayName, isPrimary: value.isPrimary === true || value.isPrimary === 'true',
    isSpecialProvider: value.isSpecialProvider === true || value.isSpecialProvider === 'true',
  };
  for (const key of ['pickerLogoUrl', 'cobrandingLogoUrl', 'logoutLogoUrl', 'defaultLogoUrl', 'altName'] as const) {
    const text = optionalString(value[key]);
    if (text !== undefined) provider[key] = text;
  }
  const extended = Number(value.isExtended);
  if (value.isExtended !== undefined && value.isExtended !== null && value.isExtended !== '' && Number.isFinite(extended)) provider.isExtended = extended;
  return provider;
}

/** The providers of `list`, bad entries and repeated ids dropped; undefined when `list` is not an array. */
export function parseProviderList(list: unknown): Provider[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const seen = new Set<string>();
  const providers: Provider[] = [];
  for (const entry of list) {
    const provider = parseProvider(entry);
    if (provider && !seen.has(provider.id)) {
      seen.add(provider.id);
      providers.push(provider);
    }
  }
  return providers;
}

const BOOLEAN_OPTIONS = ['freePreview', 'FPisActive', 'isHbaEnabled', 'successScreen', 'waitScreen', 'elvisSuccessScreen', 'fullScreenActivated'] as const;
const STRING_OPTIONS = ['layout', 'requestorID', 'resourceID', 'identityBrand', 'identityApp', 'identityFBAppID', 'identityTheme', 'emailTriggerImage'] as const;

/** Brand options, each field kept only when of its type ("true"/"false" strings read as booleans). */
export function parseBrandOptions(value: unknown): BrandOptions | undefined {
  if (!isRecord(value)) return undefined;
  const options: BrandOptions = {};
  for (const key of BOOLEAN_OPTIONS) {
    const raw = value[key];
    if (typeof raw === 'boolean') options[key] = raw;
    else if (raw === 'true' || raw === 'false') options[key] = raw === 'true';
  }
  for (const key of STRING_OPTIONS) {
    const text = optionalString(value[key]);
    if (text !== undefined) options[key] = text;
  }
  if (Array.isArray(value.primaryList)) {
    options.primaryList = value.primaryList.filter((id): id is string => typeof id === 'string' && id !== '');
  }
  return options;
}

export function createTveServices(options: ServiceOptions): TveServices {
  const win = (options.window ?? window) as CallbackWindow;
  const doc = options.document ?? document;
  const timeoutMs = options.timeoutMs ?? SERVICE_TIMEOUT_MS;

  function url(path: string, query: Record<string, string>): URL | undefined {
    const base = httpUrl(options.serviceBase, doc.baseURI);
    if (!base) return undefined;
    const target = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    return target;
  }

  function call(path: string, query: Record<string, string> = {}, signal?: AbortSignal): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const name = `tveJsonp_${Date.now().toString(36)}_${(sequence += 1)}`;
      const target = url(path, { ...query, callback: name, v: COMPONENT_VERSION });
      if (!target) return reject(new ServiceError(path, 'no valid service base'));
      const script = doc.createElement('script');
      let answered = false;
      let answer: unknown;
      let done = false;
      /** `settled`: the script ran or failed, so nothing can call the callback any more. */
      const finish = (error: Error | undefined, settled: boolean) => {
        if (done) return;
        done = true;
        win.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        script.remove();
        // A script still arriving after a timeout or an abort must find a function, not throw in the page.
        if (settled) delete win[name];
        else win[name] = () => delete win[name];
        if (error) reject(error);
        else resolve(answer);
      };
      const onAbort = () => finish(abortError(), false);
      const timer = win.setTimeout(() => finish(new ServiceError(path, 'timed out'), false), timeoutMs);
      win[name] = (data: unknown) => {
        answered = true;
        answer = data;
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      script.async = true;
      // The load event fires after the script ran: no call by then means a garbage answer.
      script.addEventListener('load', () => finish(answered ? undefined : new ServiceError(path, 'no callback'), true), { once: true });
      script.addEventListener('error', () => finish(new ServiceError(path, 'request failed'), true), { once: true });
      script.src = target.href;
      doc.head.append(script);
    });
  }

  async function list(path: string, query: Record<string, string>, field: 'mvpdList' | 'providersList', signal?: AbortSignal) {
    const answer = await call(path, query, signal);
    const providers = isRecord(answer) ? parseProviderList(answer[field]) : undefined;
    if (!providers) throw new ServiceError(path, `no ${field}`);
    return providers;
  }

  const segment = encodeURIComponent;

  return {
    call,
    url: (path, query = {}) => url(path, query)?.href,
    async brandOptions(brand, locale, signal) {
      const path = `/${COMPONENT_VERSION}/${segment(brand)}/options`;
      const parsed = parseBrandOptions(await call(path, locale === DEFAULT_LOCALE ? {} : { locale }, signal));
      if (!parsed) throw new ServiceError(path, 'not an object');
      return parsed;
    },
    providerList(requestor, locale, signal) {
      return locale === DEFAULT_LOCALE
        ? list(`/${segment(requestor)}/extendedProvidersList`, {}, 'mvpdList', signal)
        : list('/getProvidersList', { locale, deviceType: 'tablet' }, 'providersList', signal);
    },
    providerInfo(requestor, providerId, signal, special = false) {
      const query: Record<string, string> = special ? { deviceType: 'web', requestorId: requestor } : {};
      return list(`/${segment(requestor)}/providerInfo/${segment(providerId)}`, query, 'mvpdList', signal);
    },
  };
}
