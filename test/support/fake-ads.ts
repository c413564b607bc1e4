/**
 * The ad registry over a recording googletag (fake-googletag.ts), a fake
 * consent source and a repository answered by hand: what the `<tf-ad>` and
 * registry tests build. The visibility checks run on the page's real timers
 * unless the test fakes them.
 */
import type { AdConfig } from '../../runtime/ads/ad-settings.js';
import { createAdSlots } from '../../runtime/ads/ad-slots.js';
import { createGpt } from '../../runtime/ads/gpt.js';
import { createVisibilityWatch } from '../../runtime/ads/visibility.js';
import type { DocumentRepository } from '../../runtime/tracking/document-repository.js';
import type { RepositoryData } from '../../runtime/tracking/repository-data.js';
import type { Log } from '../../runtime/types.js';
import { fakeConsent } from './consent-source.js';
import { fakeGoogletag } from './fake-googletag.js';

export const AD_CONFIG: AdConfig = { adsEnabled: true, mobileAdsEnabled: true, adLibrarySrc: '/gpt.js', adRepositoryUrl: '/ads/repository' };

export const REPOSITORY: RepositoryData = {
  adUnits: { default: '/1/site', leaderboard: '/1/leaderboard' },
  keyValues: { site: 'ltn' },
  exclusionCategories: ['alcohol'],
  enabled: true,
  website: { adCall1x2: false },
};

export function fakeAds(options: { config?: Partial<AdConfig>; repository?: RepositoryData | Error; granted?: boolean; loaded?: boolean } = {}) {
  const gpt = fakeGoogletag();
  if (options.loaded !== false) gpt.load();
  const consent = fakeConsent(options.granted);
  const asked: { url: string; consent: boolean }[] = [];
  const logged: string[] = [];
  const repository = {
    repository: undefined as never,
    page: (request: { url: string; consent: boolean }) => {
      asked.push(request);
      const answer = options.repository ?? REPOSITORY;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  } satisfies DocumentRepository;
  const log: Log = (_level, text) => void logged.push(text);
  const slots = createAdSlots({
    config: { ...AD_CONFIG, ...options.config },
    mobile: false,
    consent: consent.source,
    repository,
    library: createGpt({ window: { googletag: gpt.googletag } as unknown as Window, load: () => {}, failed: (e) => log('error', String(e)) }),
    createWatch: (settings) => createVisibilityWatch({ settings: () => settings.visibility, measure: () => ({ inView: 1, shown: true }), pageVisible: () => true }),
    log,
  });
  return { gpt, consent, asked, logged, slots };
}
