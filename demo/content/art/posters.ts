/** Show key-art posters (400×600) and hero banners (1600×700). */

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

export function heroArt(name: string, show: ShowArt): string {
  const rand = seeded(name);
  const [from, to, accent] = show.colors;
  const W = 1600;
  const H = 700;
  const skins = ['#8d5524', '#f1c27d', '#c68642', '#ffdbac', '#e0ac69'];
  const bodies = ['#141218', '#fff', accent, '#3ee6d3', '#ff3d7f'];
  let cast = '';
  const n = 3;
  for (let i = 0; i < n; i++) {
    const x = 980 + i * 190 + between(rand, -20, 20);
    const s = i === 1 ? 1.55 : 1.25;
    cast += character(x, H + 10, s, pick(rand, bodies), pick(rand, skins), rand);
  }
  const title = lettering(show.title, { x: 1230, y: 40, width: 680, maxSize: 130, fill: '#fff', shadow: '#141218', maxChars: 12, tilt: -3 });
  return svg(
    W,
    H,
    `<defs>${linear(`h-${name}`, from, to, 20)}</defs><rect width="${W}" height="${H}" fill="url(#h-${name})"/>` +
      motif('sunburst', rand, W, H, accent, 1200, 480) +
      motif(show.motif === 'sunburst' ? 'halftone' : show.motif, rand, W, H, '#141218', 300, 600) +
      `<circle cx="1200" cy="480" r="260" fill="${accent}" opacity="0.9"/>` +
      `<g transform="translate(1440 360) rotate(12) scale(1.3)">${glyph(show.glyph, '#141218', '#fff')}</g>` +
      cast +
      title.svg,
    `${show.title} banner`,
  );
}
