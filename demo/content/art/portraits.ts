/** Comedian portraits (600×600): a face at the mic under a spotlight. */

import type { Portrait } from './data.js';
import { motif } from './shapes.js';
import { between, linear, pick, r1, seeded, svg } from './svg.js';

function hairShape(p: Portrait): { back: string; front: string } {
  const c = p.hairColor;
  switch (p.hair) {
    case 'afro':
      return { back: `<circle cx="300" cy="230" r="150" fill="${c}"/><circle cx="200" cy="260" r="70" fill="${c}"/><circle cx="400" cy="260" r="70" fill="${c}"/>`, front: '' };
    case 'bob':
      return { back: `<path d="M180 260c0-110 50-160 120-160s120 50 120 160v90H180z" fill="${c}"/>`, front: `<path d="M200 220c20-60 60-90 100-90s90 30 100 90c-60-10-130-30-150-60-10 30-30 50-50 60z" fill="${c}"/>` };
    case 'buzz':
      return { back: '', front: `<path d="M208 218c6-62 46-96 92-96s86 34 92 96c-30-20-60-26-92-26s-62 6-92 26z" fill="${c}"/>` };
    case 'bun':
      return { back: `<circle cx="300" cy="86" r="46" fill="${c}"/>`, front: `<path d="M204 226c4-64 44-104 96-104s92 40 96 104c-26-34-56-50-96-50s-70 16-96 50z" fill="${c}"/>` };
    case 'swoop':
      return { back: '', front: `<path d="M200 230c-4-80 50-120 110-118 56 2 90 40 92 96-40-40-110-30-140-70-10 40-34 70-62 92z" fill="${c}"/>` };
    case 'curls': {
      let s = '';
      for (let i = 0; i < 9; i++) {
        const a = Math.PI + (i / 8) * Math.PI;
        s += `<circle cx="${r1(300 + Math.cos(a) * 96)}" cy="${r1(220 + Math.sin(a) * 92)}" r="34" fill="${c}"/>`;
      }
      return { back: s, front: '' };
    }
    case 'bald':
      return { back: '', front: '' };
  }
}

export function portrait(slug: string, p: Portrait): string {
  const rand = seeded(`comic-${slug}`);
  const W = 600;
  const H = 600;
  const hair = hairShape(p);
  const eye = pick(rand, ['dot', 'wink', 'happy'] as const);
  const eyes =
    eye === 'dot'
      ? `<circle cx="262" cy="240" r="10" fill="#141218"/><circle cx="338" cy="240" r="10" fill="#141218"/>`
      : eye === 'wink'
        ? `<circle cx="262" cy="240" r="10" fill="#141218"/><path d="M324 242q14-12 28 0" fill="none" stroke="#141218" stroke-width="7" stroke-linecap="round"/>`
        : `<path d="M248 244q14-14 28 0M324 244q14-14 28 0" fill="none" stroke="#141218" stroke-width="7" stroke-linecap="round"/>`;
  const glasses = p.glasses
    ? `<g fill="none" stroke="#141218" stroke-width="7"><rect x="226" y="214" width="66" height="52" rx="16"/><rect x="308" y="214" width="66" height="52" rx="16"/><path d="M292 236h16"/></g>`
    : '';
  const beard = p.beard ? `<path d="M216 270c10 80 50 104 84 104s74-24 84-104c-20 34-50 40-84 40s-64-6-84-40z" fill="${p.hairColor}"/>` : '';
  const mouth = pick(rand, [
    `<path d="M262 300q38 40 76 0z" fill="#141218"/><path d="M274 304q26 14 52 0" fill="#fff"/>`,
    `<path d="M264 302q36 26 72 0" fill="none" stroke="#141218" stroke-width="8" stroke-linecap="round"/>`,
    `<ellipse cx="300" cy="312" rx="20" ry="24" fill="#141218"/>`,
  ]);
  const micX = between(rand, 400, 440);
  return svg(
    W,
    H,
    `<defs>${linear(`p-${slug}`, p.bg[0], p.bg[1], 135)}<radialGradient id="spot-${slug}" cx="50%" cy="0%" r="90%"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#p-${slug})"/>` +
      motif(pick(rand, ['halftone', 'sunburst', 'stripes'] as const), rand, W, H, '#141218', 300, 240) +
      `<path d="M220 0h160l140 600H80z" fill="url(#spot-${slug})"/>` +
      hair.back +
      `<path d="M90 600c0-150 80-220 210-220s210 70 210 220z" fill="${p.shirt}" stroke="#141218" stroke-width="8"/>` +
      `<path d="M262 340h76v60a38 38 0 0 1-76 0z" fill="${p.skin}" stroke="#141218" stroke-width="8"/>` +
      `<ellipse cx="300" cy="250" rx="100" ry="118" fill="${p.skin}" stroke="#141218" stroke-width="8"/>` +
      `<ellipse cx="200" cy="258" rx="16" ry="26" fill="${p.skin}" stroke="#141218" stroke-width="7"/><ellipse cx="400" cy="258" rx="16" ry="26" fill="${p.skin}" stroke="#141218" stroke-width="7"/>` +
      hair.front +
      beard +
      eyes +
      glasses +
      `<path d="M300 252l-8 30h14" fill="none" stroke="#141218" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
      mouth +
      // The mic on its stand, in front of the comic.
      `<path d="M${r1(micX)} 600V460" stroke="#141218" stroke-width="12"/><path d="M${r1(micX)} 460l-30-40" stroke="#141218" stroke-width="10" stroke-linecap="round"/>` +
      `<g transform="translate(${r1(micX - 60)} 350) rotate(-38 24 40)"><rect x="0" y="0" width="48" height="78" rx="24" fill="#cfd3da" stroke="#141218" stroke-width="7"/><path d="M0 28h48M0 44h48" stroke="#141218" stroke-width="5"/><rect x="14" y="76" width="20" height="26" fill="#141218"/></g>`,
    `Portrait of ${slug.replace(/-/g, ' ')}`,
  );
}
