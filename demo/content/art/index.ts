/**
 * Procedural SVG artwork for the demo site: show key art, hero banners,
 * comedian portraits, clip thumbnails and the network logo. Everything in
 * this folder is drawn from shapes and a per-name seeded random stream, so
 * the same name always yields the same picture. Served as `GET /art/{name}.svg`.
 *
 * Node-safe: no DOM access.
 */

import { clipArt } from './clips.js';
import { CLIPS, COMEDIANS, HEROES, SHOWS } from './data.js';
import { guestPortraitSlugs } from '../guests.js';
import { guestPortrait } from './guest-portraits.js';
import { logo } from './logo.js';
import { portrait } from './portraits.js';
import { heroArt, keyArt } from './posters.js';

export { CLIPS, COMEDIANS, HEROES, SHOWS } from './data.js';
export { escapeXml } from './svg.js';

const catalogue = new Map<string, () => string>();
catalogue.set('network-logo', logo);
for (const [slug, show] of Object.entries(SHOWS)) catalogue.set(slug.startsWith('special-') ? slug : `show-${slug}`, () => keyArt(slug, show));
for (const [name, slug] of Object.entries(HEROES)) {
  catalogue.set(name, () => heroArt(name, SHOWS[slug]!));
  // The same hero composed for a phone's 4:3 box (art direction), not cropped from the banner.
  catalogue.set(`${name}-phone`, () => heroArt(name, SHOWS[slug]!, 'phone'));
}
for (const [slug, p] of Object.entries(COMEDIANS)) catalogue.set(`comic-${slug}`, () => portrait(slug, p));
for (const slug of guestPortraitSlugs) catalogue.set(`guest-${slug}`, () => portrait(slug, guestPortrait(slug)));
for (const [name, clip] of Object.entries(CLIPS)) catalogue.set(name, () => clipArt(name, clip));

/** Every art name the catalogue can draw. */
export const artNames: readonly string[] = [...catalogue.keys()];

const cache = new Map<string, string>();

/** The SVG document for `name` (no extension), or undefined when the catalogue has none. */
export function renderArt(name: string): string | undefined {
  const draw = catalogue.get(name);
  if (!draw) return undefined;
  let out = cache.get(name);
  if (out === undefined) cache.set(name, (out = draw()));
  return out;
}
