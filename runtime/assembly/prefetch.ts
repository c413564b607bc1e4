import type { ManifestClient } from './manifest-client.js';
import { planZones, type PlanEnvironment } from './zone-plan.js';
import type { Zone } from '../types.js';
import type { ModuleIdentity } from './page-diff.js';

export interface PrefetcherDeps {
  manifests: Pick<ManifestClient, 'prefetch'>;
  /** Loads a zone's island chunk, or fetches its scripts without running them. */
  preload(zone: Zone): void;
  /** Requests a feed ahead of a visit (the feed client keeps it for the next load). */
  prefetchFeed(url: string): void;
  /** Whether the page on screen would keep this zone as it is (then its feed is not needed). */
  kept?(identity: ModuleIdentity): boolean;
  /** The same environment a visit would plan with. */
  environment(): PlanEnvironment;
}

export interface Prefetcher {
  /**
   * Fetches what a visit to `url` will need (its manifest, its feeds, island
   * chunks and scripts) so a click soon after finds them in hand. Never
   * reports and never rejects: a failure here is met by the visit.
   */
  prefetch(url: string): Promise<void>;
  destroy(): void;
}

/**
 * Prefetching a page: its manifest planned exactly as the zone layer plans
 * it (zone-plan.ts), so the feed URLs asked for are the ones the visit will
 * ask for.
 */
export function createPrefetcher(deps: PrefetcherDeps): Prefetcher {
  let destroyed = false;

  return {
    async prefetch(url) {
      if (destroyed) return;
      const answer = await deps.manifests.prefetch(url);
      if (destroyed || !answer.manifest || answer.manifest.type === 'redirect') return;
      for (const planned of planZones(answer.manifest, deps.environment()).zones) {
        if (deps.kept?.(planned.identity)) continue;
        deps.preload(planned.zone);
        if (!planned.inline && planned.feedUrl !== undefined) deps.prefetchFeed(planned.feedUrl);
      }
    },
    destroy() {
      destroyed = true;
    },
  };
}
