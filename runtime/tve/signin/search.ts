import { matchesWords } from '../../util/word-match.js';
import type { Provider } from './types.js';

/**
 * Provider search and order: case-insensitive on name plus alternate name, with
 * commas treated as spaces. Pure: the overlay and the embedded picker both call these.
 */

/**
 * Whether `provider` matches `query`: every word typed is the start of some
 * word of its display name or alternate name ("time war" finds "Time Warner
 * Cable", "charter" finds a provider whose altName is "Charter"). An empty
 * query matches every provider.
 */
export function matchesProvider(provider: Pick<Provider, 'displayName' | 'altName'>, query: string): boolean {
  return matchesWords(`${provider.displayName} ${provider.altName ?? ''}`, query);
}

/** The providers matching `query`, in their given order. */
export function searchProviders<P extends Pick<Provider, 'displayName' | 'altName'>>(providers: readonly P[], query: string): P[] {
  return providers.filter((provider) => matchesProvider(provider, query));
}

/**
 * Rank of a provider: those of the brand's `primaryList` first in its order,
 * then the other primary ones by their `isExtended` priority, then the rest.
 */
function rank(provider: Provider, primaryList: readonly string[]): [number, number] {
  const listed = primaryList.indexOf(provider.id);
  if (listed >= 0) return [0, listed];
  if (provider.isPrimary) return [1, typeof provider.isExtended === 'number' ? provider.isExtended : Number.MAX_SAFE_INTEGER];
  return [2, 0];
}

/** Whether a provider is shown as a primary logo: flagged so or named by the brand's `primaryList`. */
export function isPrimaryProvider(provider: Provider, primaryList: readonly string[] = []): boolean {
  return provider.isPrimary || primaryList.includes(provider.id);
}

/** The allowed list in display order: primary first (brand `primaryList` order), then by name. A new array. */
export function sortProviders(providers: readonly Provider[], primaryList: readonly string[] = []): Provider[] {
  return providers
    .map((provider, index) => ({ provider, index, rank: rank(provider, primaryList) }))
    .sort((a, b) =>
      a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]
      || a.provider.displayName.localeCompare(b.provider.displayName, undefined, { sensitivity: 'base' })
      || a.index - b.index)
    .map((entry) => entry.provider);
}
