import { isAbortError } from '../../util/abort.js';
import { isRecord } from '../../util/guards.js';
import { signinError } from './errors.js';
import { sortProviders } from './search.js';
import { parseProviderList, type TveServices } from './services.js';
import type { SigninStorage } from './storage.js';
import type { BrandOptions, Provider, SigninError } from './types.js';

/**
 * The brand's configuration and the provider allow list:
 * - brand options from `/4.8.1/{brand}/options`; when they fail the
 *   component still loads with none (the error is raised, the list decides);
 * - the list (domestic or international, `services.ts`) kept in MVPD_LIST
 *   with its time in providers_update, and used without a request while
 *   less than 1 hour old;
 * - a failed list request is retried once after 5 s, then the stored list
 *   serves even when stale, else 'Can Not Load The White List';
 * - an empty list is 'Providers.getList'.
 * The stored list remembers its requestor and locale: another site's or
 * another language's list is never shown.
 */

export const LIST_CACHE_MS = 60 * 60 * 1000;
export const LIST_RETRY_MS = 5000;

export interface ProviderLoad {
  brand: BrandOptions;
  providers: Provider[];
}

export interface ProviderSourceOptions {
  services: TveServices;
  storage: SigninStorage;
  requestor: string;
  brand: string;
  locale: string;
  now: () => number;
  /** Waits `ms`; rejects with an AbortError when `signal` aborts first. */
  delay: (ms: number, signal: AbortSignal) => Promise<void>;
  onError: (error: SigninError) => void;
}

export interface ProviderSource {
  /** Brand options and the sorted list; undefined when there is no list (the error is already raised). */
  load(signal: AbortSignal): Promise<ProviderLoad | undefined>;
  readonly providers: readonly Provider[];
  /** The list while its copy is under 1 hour old; once older, undefined and one refresh starts. */
  fresh(signal: AbortSignal): readonly Provider[] | undefined;
}

interface StoredList {
  providers: Provider[];
  updated: number;
}

export function createProviderSource(options: ProviderSourceOptions): ProviderSource {
  const { services, storage, requestor, locale, now } = options;
  let providers: Provider[] = [];
  let primaryList: string[] = [];
  let updated = -Infinity;
  let refreshing: Promise<void> | undefined;

  function readStored(): StoredList | undefined {
    const value = storage.getJSON('MVPD_LIST');
    const time = Number(storage.get('providers_update'));
    if (!isRecord(value) || value.requestor !== requestor || value.locale !== locale || !Number.isFinite(time)) return undefined;
    const list = parseProviderList(value.providers);
    return list && list.length > 0 ? { providers: list, updated: time } : undefined;
  }

  function save(list: Provider[]): void {
    updated = now();
    storage.setJSON('MVPD_LIST', { requestor, locale, providers: list });
    storage.set('providers_update', String(updated));
  }

  const isFresh = (time: number) => now() - time < LIST_CACHE_MS && time <= now();

  async function fetchList(signal: AbortSignal): Promise<Provider[] | undefined> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (attempt > 0) await options.delay(LIST_RETRY_MS, signal);
      try {
        return await services.providerList(requestor, locale, signal);
      } catch (error) {
        if (isAbortError(error)) throw error;
      }
    }
    return undefined;
  }

  async function loadList(signal: AbortSignal): Promise<Provider[] | undefined> {
    const stored = readStored();
    if (stored && isFresh(stored.updated)) {
      updated = stored.updated;
      return stored.providers;
    }
    const fetched = await fetchList(signal);
    if (fetched === undefined) {
      if (stored) {
        updated = stored.updated;
        return stored.providers;
      }
      options.onError(signinError('whiteList'));
      return undefined;
    }
    if (fetched.length === 0) {
      options.onError(signinError('getList'));
      return undefined;
    }
    save(fetched);
    return fetched;
  }

  async function loadBrand(signal: AbortSignal): Promise<BrandOptions> {
    try {
      return await services.brandOptions(options.brand, locale, signal);
    } catch (error) {
      if (isAbortError(error)) throw error;
      options.onError(signinError('tveServices', 'brandOptions'));
      return {};
    }
  }

  return {
    get providers() {
      return providers;
    },
    async load(signal) {
      const [brand, list] = await Promise.all([loadBrand(signal), loadList(signal)]);
      if (!list) return undefined;
      primaryList = brand.primaryList ?? [];
      providers = sortProviders(list, primaryList);
      return { brand, providers };
    },
    fresh(signal) {
      if (providers.length > 0 && isFresh(updated)) return providers;
      if (providers.length > 0 && !refreshing) {
        // A quiet refresh: the embedded picker polls, and takes the list once it is fresh again.
        refreshing = services.providerList(requestor, locale, signal).then((list) => {
          if (list.length === 0) return;
          save(list);
          providers = sortProviders(list, primaryList);
        }, () => undefined).finally(() => (refreshing = undefined));
      }
      return undefined;
    },
  };
}
