/**
 * Provider search, pure: case-insensitive word-prefix
 * matching on the display name plus the alternate name, commas read as
 * spaces. Every word typed must begin a word of the provider's names, so
 * "time war" finds Spectrum by its alternate name "Charter, Time Warner
 * Cable" and "spec" finds Spectrum, but "ectrum" finds nothing.
 *
 * Words of a name are also split at the punctuation inside them ("AT&T
 * U-verse" is found by "verse" and by "u-verse"), since viewers type what
 * they see on their bill, not how the list spells it.
 */
import type { Provider } from '../../runtime/tve/signin/index.js';
import { findableWords, matchesWords, searchWords } from '../../runtime/util/word-search.js';

export { searchWords };

/** The words a provider can be found by: each word of its names, and the pieces of those split at punctuation. */
export function providerWords(provider: Pick<Provider, 'displayName' | 'altName'>): string[] {
  return findableWords(`${provider.displayName} ${provider.altName ?? ''}`);
}

/** `providers` (in their order) whose names match every word of `query`; all of them for an empty query. */
export function filterProviders<T extends Pick<Provider, 'displayName' | 'altName'>>(providers: readonly T[], query: string): T[] {
  const typed = searchWords(query);
  if (typed.length === 0) return [...providers];
  return providers.filter((provider) => matchesWords(typed, providerWords(provider)));
}

/** The extended primary logo list is capped at 12. */
export const PRIMARY_LOGO_CAP = 12;

/**
 * The providers shown as logos first: the brand's `primaryList` in its
 * order when it names any allowed provider, else those marked `isPrimary`,
 * at most `cap`.
 */
export function primaryProviders<T extends Pick<Provider, 'id' | 'isPrimary'>>(providers: readonly T[], primaryList?: readonly string[], cap = PRIMARY_LOGO_CAP): T[] {
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  const listed = (primaryList ?? []).map((id) => byId.get(id)).filter((provider): provider is T => provider !== undefined);
  const chosen = listed.length > 0 ? [...new Set(listed)] : providers.filter((provider) => provider.isPrimary);
  return chosen.slice(0, Math.max(0, cap));
}

/** Every provider by display name, for 'View all providers'. */
export function byName<T extends Pick<Provider, 'displayName'>>(providers: readonly T[]): T[] {
  return [...providers].sort((a, b) => a.displayName.localeCompare(b.displayName, undefined, { sensitivity: 'base' }));
}
