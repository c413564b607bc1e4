/**
 * The art catalogue's data: each show's palette, motif and glyph, each
 * comedian's portrait, and which show and scene every clip and hero banner
 * draws on.
 */

import type { Glyph, Motif } from './shapes.js';

export interface ShowArt {
  title: string;
  colors: [string, string, string]; // background from, background to, accent
  motif: Motif;
  glyph: Glyph;
  label?: string;
}

export const SHOWS: Record<string, ShowArt> = {
  'desk-jockeys': { title: 'Desk Jockeys', colors: ['#ff3d7f', '#7b2cff', '#ffd23f'], motif: 'stripes', glyph: 'tie' },
  'late-late-laugh': { title: 'The Late Late Laugh', colors: ['#1b1464', '#6a2cff', '#3ee6d3'], motif: 'halftone', glyph: 'moon' },
  'roast-beef': { title: 'Roast Beef', colors: ['#ff5a1f', '#b3001b', '#ffd23f'], motif: 'sunburst', glyph: 'flame' },
  'suburban-legends': { title: 'Suburban Legends', colors: ['#2ecc71', '#0b7a75', '#fff36b'], motif: 'checker', glyph: 'house' },
  'daily-grind': { title: 'The Daily Grind', colors: ['#0d47a1', '#00b0ff', '#ffd23f'], motif: 'zigzag', glyph: 'cup' },
  'sketchbook-live': { title: 'Sketchbook Live', colors: ['#ffd23f', '#ff8a00', '#141218'], motif: 'confetti', glyph: 'pencil' },
  'roommates-from-space': { title: 'Roommates from Space', colors: ['#120f2e', '#ff3dc8', '#9dff3e'], motif: 'halftone', glyph: 'rocket' },
  'prank-call-museum': { title: 'Prank Call Museum', colors: ['#00c2a8', '#005f73', '#ff3d7f'], motif: 'stripes', glyph: 'phone' },
  'cul-de-sac-cowboys': { title: 'Cul-de-Sac Cowboys', colors: ['#f4a259', '#8c3b12', '#fff3d6'], motif: 'sunburst', glyph: 'hat' },
  'family-feud-ish': { title: 'Family Feud-ish', colors: ['#ff6fb5', '#ff3d3d', '#fff36b'], motif: 'zigzag', glyph: 'couch' },
  // Stand-up specials use the same key-art language with a mic.
  'special-overthinking-it': { title: 'Overthinking It', colors: ['#2b2d42', '#ef233c', '#edf2f4'], motif: 'sunburst', glyph: 'mic', label: 'Marnie Okafor' },
  'special-medium-rare': { title: 'Medium Rare', colors: ['#3a0ca3', '#f72585', '#ffd23f'], motif: 'halftone', glyph: 'mic', label: 'Milo Brandt' },
  'special-small-talk': { title: 'Small Talk, Big Deal', colors: ['#006d77', '#83c5be', '#ffddd2'], motif: 'confetti', glyph: 'mic', label: 'June Matsuda' },
  'special-no-notes': { title: 'No Notes', colors: ['#14213d', '#fca311', '#ffffff'], motif: 'stripes', glyph: 'star', label: 'Raf Moreno' },
};

export interface Portrait {
  bg: [string, string];
  skin: string;
  hair: 'bob' | 'afro' | 'buzz' | 'bun' | 'swoop' | 'curls' | 'bald';
  hairColor: string;
  shirt: string;
  glasses?: boolean;
  beard?: boolean;
}

export const COMEDIANS: Record<string, Portrait> = {
  'marnie-okafor': { bg: ['#ff3d7f', '#ffd23f'], skin: '#8d5524', hair: 'afro', hairColor: '#1c1310', shirt: '#141218' },
  'milo-brandt': { bg: ['#3ee6d3', '#1b1464'], skin: '#f1c27d', hair: 'swoop', hairColor: '#c0792e', shirt: '#ff3d7f', glasses: true },
  'priya-castellanos': { bg: ['#ffd23f', '#ff5a1f'], skin: '#c68642', hair: 'bob', hairColor: '#2b1a12', shirt: '#2f6bff' },
  'theo-lindqvist': { bg: ['#9dff3e', '#0b7a75'], skin: '#ffdbac', hair: 'buzz', hairColor: '#e8d08a', shirt: '#141218', beard: true },
  'june-matsuda': { bg: ['#b388ff', '#ff6fb5'], skin: '#f3d3b0', hair: 'bun', hairColor: '#15110f', shirt: '#ffd23f', glasses: true },
  'raf-moreno': { bg: ['#ff8a00', '#b3001b'], skin: '#a8693f', hair: 'curls', hairColor: '#24170f', shirt: '#3ee6d3', beard: true },
};

export type Scene = 'desk' | 'stage' | 'couch' | 'office' | 'street' | 'space' | 'kitchen' | 'podium';

export interface ClipArt {
  scene: Scene;
  show: keyof typeof SHOWS;
}

export const CLIPS: Record<string, ClipArt> = {
  'clip-desk-jockeys-printer': { scene: 'office', show: 'desk-jockeys' },
  'clip-desk-jockeys-standup-meeting': { scene: 'office', show: 'desk-jockeys' },
  'clip-late-late-laugh-monologue': { scene: 'podium', show: 'late-late-laugh' },
  'clip-late-late-laugh-couch': { scene: 'desk', show: 'late-late-laugh' },
  'clip-roast-beef-final': { scene: 'stage', show: 'roast-beef' },
  'clip-daily-grind-headlines': { scene: 'desk', show: 'daily-grind' },
  'clip-sketchbook-plant': { scene: 'kitchen', show: 'sketchbook-live' },
  'clip-roommates-moon-cheese': { scene: 'space', show: 'roommates-from-space' },
  'clip-prank-call-pizza': { scene: 'street', show: 'prank-call-museum' },
  'clip-family-feud-ish-cat': { scene: 'couch', show: 'family-feud-ish' },
  'clip-suburban-legends-hoa': { scene: 'street', show: 'suburban-legends' },
  'clip-cowboys-roundabout': { scene: 'street', show: 'cul-de-sac-cowboys' },
  'clip-standup-okafor': { scene: 'stage', show: 'special-overthinking-it' },
  'clip-standup-brandt': { scene: 'stage', show: 'special-medium-rare' },
  'clip-standup-matsuda': { scene: 'stage', show: 'special-small-talk' },
  'clip-family-feud-ish-thanksgiving': { scene: 'kitchen', show: 'family-feud-ish' },
};

export const HEROES: Record<string, keyof typeof SHOWS> = {
  'hero-desk-jockeys': 'desk-jockeys',
  'hero-roast-beef': 'roast-beef',
  'hero-roommates-from-space': 'roommates-from-space',
  'hero-stand-up': 'special-overthinking-it',
  'hero-schedule': 'late-late-laugh',
  // Show page banners: every show has one.
  'hero-late-late-laugh': 'late-late-laugh',
  'hero-suburban-legends': 'suburban-legends',
  'hero-daily-grind': 'daily-grind',
  'hero-sketchbook-live': 'sketchbook-live',
  'hero-prank-call-museum': 'prank-call-museum',
  'hero-cul-de-sac-cowboys': 'cul-de-sac-cowboys',
  'hero-family-feud-ish': 'family-feud-ish',
};
