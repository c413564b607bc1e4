/**
 * A stable, fast, non-cryptographic hash of a string: cyrb53 (public domain,
 * bryc), 53 bits written in base 36 and padded to 11 characters so every key
 * has the same length. Used as the IndexedDB key of a feed URL and as demo
 * script hashes; never for anything that must resist an attacker.
 */
export function hashString(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  // The high 21 bits of h2 and all 32 of h1 make an exact 53-bit integer.
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(36).padStart(11, '0');
}
