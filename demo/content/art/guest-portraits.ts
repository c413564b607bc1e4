/**
 * Portraits of the talk-show guests who are not comedians of the catalogue:
 * the comedians' portrait style, its colours and features drawn from a
 * stream seeded by the guest's name, so a guest always looks the same.
 */
import type { Portrait } from './data.js';
import { pick, seeded } from './svg.js';

const BACKGROUNDS: readonly [string, string][] = [
  ['#1b1464', '#6a2cff'], ['#ff3d7f', '#ffd23f'], ['#3ee6d3', '#1b1464'], ['#ff8a00', '#b3001b'],
  ['#b388ff', '#ff6fb5'], ['#9dff3e', '#0b7a75'], ['#00b0ff', '#0d47a1'], ['#fff36b', '#ff5a1f'],
];
const SKINS = ['#8d5524', '#f1c27d', '#c68642', '#ffdbac', '#f3d3b0', '#a8693f', '#5c3a1e', '#e0ac69'];
const HAIR: readonly Portrait['hair'][] = ['bob', 'afro', 'buzz', 'bun', 'swoop', 'curls', 'bald'];
const HAIR_COLORS = ['#1c1310', '#c0792e', '#2b1a12', '#e8d08a', '#15110f', '#24170f', '#8a8a8a', '#b3001b'];
const SHIRTS = ['#141218', '#ff3d7f', '#2f6bff', '#ffd23f', '#3ee6d3', '#ff8a00', '#9dff3e'];

export function guestPortrait(slug: string): Portrait {
  const rand = seeded(`guest-${slug}`);
  return {
    bg: pick(rand, BACKGROUNDS),
    skin: pick(rand, SKINS),
    hair: pick(rand, HAIR),
    hairColor: pick(rand, HAIR_COLORS),
    shirt: pick(rand, SHIRTS),
    glasses: rand() < 0.35,
    beard: rand() < 0.25,
  };
}
