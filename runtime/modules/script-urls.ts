import type { Zone } from '../types.js';

/**
 * `{base}{a,b}?hash={ha,hb}` for `zone.libraries`, then `{base}{moduleName}?hash={scriptHash}`
 * for a V3 zone. Names and hashes are encoded one by one so the commas that
 * separate them stay literal for the concatenator.
 *
 * When only some libraries carry a hash, the list keeps one slot per script
 * (`?hash=h1,,h3`) so the concatenator can still pair hash i with script i;
 * with no hash at all the `hash` parameter is left out (standalone scripts load without hashes).
 */
export function scriptUrlsFor(zone: Zone, base: string): string[] {
  const urls: string[] = [];
  const libraries = Array.isArray(zone.libraries) ? zone.libraries.filter(isLibrary) : [];
  if (libraries.length > 0) {
    const names = libraries.map((library) => encodeURIComponent(library.script)).join(',');
    const hashes = libraries.map((library) => (isNonEmpty(library.hash) ? encodeURIComponent(library.hash) : ''));
    urls.push(withHash(`${base}${names}`, hashes.some((hash) => hash !== '') ? hashes.join(',') : ''));
  }
  if (zone.version === 'V3' && isNonEmpty(zone.moduleName)) {
    const hash = isNonEmpty(zone.scriptHash) ? encodeURIComponent(zone.scriptHash) : '';
    urls.push(withHash(`${base}${encodeURIComponent(zone.moduleName)}`, hash));
  }
  return urls;
}

function withHash(url: string, hash: string): string {
  return hash === '' ? url : `${url}?hash=${hash}`;
}

function isLibrary(value: unknown): value is { script: string; hash?: unknown } {
  return typeof value === 'object' && value !== null && isNonEmpty((value as { script?: unknown }).script);
}

function isNonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
