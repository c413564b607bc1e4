/** Show key-art posters (400×600), hero banners (1600×700) and their phone art (800×600). */

import type { ShowArt } from './data.js';
import { character, glyph, motif } from './shapes.js';
import { between, escapeXml, FONT, lettering, linear, pick, r1, seeded, svg } from './svg.js';

export function keyArt(slug: string, show: ShowArt): string {
  const rand = seeded(`show-${slug}`);
  const [from, to, accent] = show.colors;
  const W = 400;
  const H = 600;
  const id = `g-${slug}`;
  const cy = between(rand, 170, 240);
  const title = lettering(show.title, { x: W / 2, y: 330, width: W - 48, maxSize: 92, fill: '#fff', shadow: '#141218', maxChars: 9, tilt: between(rand, -6, -2) });
  const label = show.label
    ? `<text x="${W / 2}" y="${r1(Math.min(H - 70, 350 + title.height + 40))}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="22" letter-spacing="3" fill="${accent}">${escapeXml(show.label.toUpperCase())}</text>`
    : '';
  return svg(
    W,
    H,
    `<defs>${linear(id, from, to, 120)}</defs><rect width="${W}" height="${H}" fill="url(#${id})"/>` +
      motif(show.motif, rand, W, H, accent, W / 2, cy) +
      `<circle cx="${W / 2}" cy="${r1(cy)}" r="${r1(between(rand, 104, 124))}" fill="${accent}"/>` +
      `<circle cx="${W / 2}" cy="${r1(cy)}" r="${r1(between(rand, 84, 96))}" fill="none" stroke="#141218" stroke-width="5" stroke-dasharray="10 12"/>` +
      `<g transform="translate(${W / 2 - 60} ${r1(cy - 60)}) scale(1.2)">${glyph(show.glyph, '#141218', '#fff')}</g>` +
      title.svg +
      label +
      `<rect x="16" y="16" width="${W - 32}" height="${H - 32}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3" rx="10"/>` +
      `<text x="${W - 30}" y="${H - 30}" text-anchor="end" font-family="${FONT}" font-weight="900" font-size="16" fill="#fff" opacity="0.85">LTN</text>`,
    `${show.title} key art`,
  );
}

/**
 * Where a hero's pieces go: the wide banner keeps its subject (the title and
 * the cast) on the right, where a phone's 4:3 crop of it looks; the phone's
 * own art (art direction) stacks the title over the cast, centred, above the
 * bottom fifth that the hero's copy overlaps.
 */
const HERO_LAYOUTS = {
  wide: { W: 1600, H: 700, burst: [1200, 480], circle: 260, glyph: [1440, 360, 1.3], castX: 980, castY: 710, castStep: 190, castScale: [1.25, 1.55], title: [1230, 40, 680, 130], pattern: [300, 600] },
  phone: { W: 800, H: 600, burst: [400, 330], circle: 170, glyph: [640, 170, 1.1], castX: 240, castY: 470, castStep: 160, castScale: [0.95, 1.2], title: [400, 28, 660, 104], pattern: [150, 520] },
} as const;

/** A hero banner (1600×700), or its phone art (800×600, `-phone` names): the same show, the same seeded cast. */
export function heroArt(name: string, show: ShowArt, shape: keyof typeof HERO_LAYOUTS = 'wide'): string {
  const rand = seeded(name);
  const [from, to, accent] = show.colors;
  const { W, H, burst, circle, glyph: [gx, gy, gs], castX, castY, castStep, castScale, title: [tx, ty, tw, ts], pattern } = HERO_LAYOUTS[shape];
  const skins = ['#8d5524', '#f1c27d', '#c68642', '#ffdbac', '#e0ac69'];
  const bodies = ['#141218', '#fff', accent, '#3ee6d3', '#ff3d7f'];
  let cast = '';
  const n = 3;
  for (let i = 0; i < n; i++) {
    const x = castX + i * castStep + between(rand, -20, 20);
    const s = i === 1 ? castScale[1] : castScale[0];
    cast += character(x, castY, s, pick(rand, bodies), pick(rand, skins), rand);
  }
  const title = lettering(show.title, { x: tx, y: ty, width: tw, maxSize: ts, fill: '#fff', shadow: '#141218', maxChars: 12, tilt: -3 });
  return svg(
    W,
    H,
    `<defs>${linear(`h-${name}`, from, to, 20)}</defs><rect width="${W}" height="${H}" fill="url(#h-${name})"/>` +
      motif('sunburst', rand, W, H, accent, burst[0], burst[1]) +
      motif(show.motif === 'sunburst' ? 'halftone' : show.motif, rand, W, H, '#141218', pattern[0], pattern[1]) +
      `<circle cx="${burst[0]}" cy="${burst[1]}" r="${circle}" fill="${accent}" opacity="0.9"/>` +
      `<g transform="translate(${gx} ${gy}) rotate(12) scale(${gs})">${glyph(show.glyph, '#141218', '#fff')}</g>` +
      cast +
      title.svg,
    `${show.title} banner`,
  );
}
