/** Clip thumbnails (640×360): a scene per clip, tinted by its show. */

import { SHOWS, type ClipArt, type Scene } from './data.js';
import { character, glyph, motif } from './shapes.js';
import { between, escapeXml, FONT, linear, pick, r1, seeded, svg, type Rand } from './svg.js';

function scene(kind: Scene, rand: Rand, W: number, H: number, c: [string, string, string]): string {
  const [from, to, accent] = c;
  const skins = ['#8d5524', '#f1c27d', '#c68642', '#ffdbac', '#e0ac69'];
  const person = (x: number, y: number, s: number) => character(x, y, s, pick(rand, ['#141218', '#fff', accent, '#ff3d7f', '#3ee6d3']), pick(rand, skins), rand);
  switch (kind) {
    case 'desk':
      return `<rect width="${W}" height="${H}" fill="${to}"/>` + motif('halftone', rand, W, H, accent, W * 0.7, 80) +
        `<rect x="40" y="40" width="240" height="140" rx="10" fill="#141218"/><rect x="52" y="52" width="216" height="116" rx="6" fill="${accent}"/>` +
        `<path d="M80 140l40-44 30 30 26-22 50 36z" fill="#141218" opacity="0.6"/>` +
        person(430, 300, 0.9) +
        `<path d="M250 260h380l-30 100H280z" fill="${from}" stroke="#141218" stroke-width="6"/><rect x="250" y="248" width="380" height="18" fill="#141218"/>` +
        `<rect x="330" y="230" width="36" height="22" rx="4" fill="#fff" stroke="#141218" stroke-width="4"/>`;
    case 'stage': {
      const curtain = `<path d="M0 0h120c-20 120 0 240-40 360H0z" fill="#b3001b"/><path d="M${W} 0h-120c20 120 0 240 40 360h80z" fill="#b3001b"/>`;
      return `<rect width="${W}" height="${H}" fill="#141218"/><path d="M${W / 2 - 60} 0h120l140 ${H}H${W / 2 - 200}z" fill="${accent}" opacity="0.35"/>` +
        `<ellipse cx="${W / 2}" cy="${H - 28}" rx="200" ry="26" fill="${accent}" opacity="0.55"/>` + curtain +
        `<rect x="${W / 2 + 60}" y="190" width="8" height="150" fill="#cfd3da"/>` +
        person(W / 2, H - 20, 1.05) +
        `<rect x="${W / 2 + 40}" y="168" width="26" height="40" rx="13" fill="#cfd3da" stroke="#141218" stroke-width="5"/>` +
        `<g fill="${from}">${Array.from({ length: 9 }, (_, i) => `<circle cx="${40 + i * 70}" cy="${H + 20}" r="42"/>`).join('')}</g>`;
    }
    case 'couch':
      return `<rect width="${W}" height="${H}" fill="${from}"/>` + motif('checker', rand, W, H * 0.7, '#141218') +
        `<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${to}"/>` +
        `<rect x="440" y="50" width="120" height="90" fill="#fff" stroke="#141218" stroke-width="6"/><path d="M460 120l30-40 20 24 14-12 24 28z" fill="${accent}"/>` +
        person(250, 290, 0.85) + person(390, 290, 0.85) +
        `<g transform="translate(130 170) scale(3.8 1.9)">${glyph('couch', '#141218', accent)}</g>`;
    case 'office': {
      let cubes = '';
      for (let i = 0; i < 4; i++) cubes += `<rect x="${20 + i * 160}" y="210" width="140" height="110" fill="${from}" stroke="#141218" stroke-width="6"/>`;
      return `<rect width="${W}" height="${H}" fill="#e9e6f2"/>` + motif('stripes', rand, W, H, to) +
        `<rect x="0" y="300" width="${W}" height="60" fill="#9b98a8"/>` +
        `<rect x="420" y="60" width="120" height="90" rx="8" fill="#141218"/><rect x="432" y="72" width="96" height="66" fill="${accent}"/>` +
        person(200, 260, 0.8) + person(460, 260, 0.8) + cubes +
        `<g transform="translate(300 150) scale(0.8)">${glyph('phone', '#141218', accent)}</g>`;
    }
    case 'street':
      return `<rect width="${W}" height="${H}" fill="${to}"/><circle cx="520" cy="80" r="46" fill="${accent}"/>` +
        Array.from({ length: 6 }, (_, i) => {
          const h = between(rand, 120, 230);
          return `<rect x="${i * 110 - 10}" y="${r1(300 - h)}" width="100" height="${r1(h)}" fill="${i % 2 ? from : '#141218'}" opacity="0.9"/>` +
            `<g fill="${accent}" opacity="0.8">${Array.from({ length: 3 }, (_, j) => `<rect x="${i * 110 + 10 + j * 26}" y="${r1(320 - h)}" width="14" height="18"/>`).join('')}</g>`;
        }).join('') +
        `<rect y="300" width="${W}" height="60" fill="#2a2833"/><path d="M0 330h${W}" stroke="#fff" stroke-width="6" stroke-dasharray="40 30"/>` +
        person(320, 320, 0.8);
    case 'space': {
      let stars = '';
      for (let i = 0; i < 50; i++) stars += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H)}" r="${r1(between(rand, 1, 3))}" fill="#fff"/>`;
      return `<rect width="${W}" height="${H}" fill="${from}"/>${stars}<circle cx="520" cy="90" r="60" fill="#f5e6a8"/><circle cx="500" cy="80" r="10" fill="#d9c77e"/><circle cx="540" cy="110" r="14" fill="#d9c77e"/>` +
        `<ellipse cx="320" cy="400" rx="420" ry="110" fill="${to}"/>` + person(240, 320, 0.85) + person(400, 320, 0.85) +
        `<g transform="translate(60 60) scale(0.9) rotate(20 50 50)">${glyph('rocket', '#141218', accent)}</g>`;
    }
    case 'kitchen':
      return `<rect width="${W}" height="${H}" fill="${accent}"/>` + motif('checker', rand, W, H, '#141218') +
        `<rect x="0" y="230" width="${W}" height="130" fill="${from}" stroke="#141218" stroke-width="6"/><rect x="0" y="222" width="${W}" height="14" fill="#141218"/>` +
        `<rect x="60" y="40" width="160" height="120" fill="#fff" stroke="#141218" stroke-width="6"/><path d="M140 40v120M60 100h160" stroke="#141218" stroke-width="5"/>` +
        person(380, 250, 0.8) +
        `<g transform="translate(480 140) scale(0.8)"><path d="M30 90c-20-30 0-60 20-70 20 10 40 40 20 70z" fill="#2ecc71" stroke="#141218" stroke-width="6"/><rect x="26" y="86" width="48" height="36" fill="#8c3b12" stroke="#141218" stroke-width="6"/><circle cx="44" cy="54" r="4" fill="#141218"/><circle cx="58" cy="54" r="4" fill="#141218"/></g>`;
    case 'podium':
      return `<rect width="${W}" height="${H}" fill="${from}"/>` + motif('sunburst', rand, W, H, accent, W / 2, 140) +
        `<rect x="0" y="290" width="${W}" height="70" fill="#141218"/>` + person(W / 2, 300, 0.95) +
        `<path d="M${W / 2 - 90} 250h180l-20 110h-140z" fill="${to}" stroke="#141218" stroke-width="6"/><circle cx="${W / 2}" cy="300" r="22" fill="${accent}" stroke="#141218" stroke-width="5"/>`;
  }
}

export function clipArt(name: string, clip: ClipArt): string {
  const rand = seeded(name);
  const show = SHOWS[clip.show]!;
  const W = 640;
  const H = 360;
  return svg(
    W,
    H,
    `<defs>${linear(`c-${name}`, show.colors[0], show.colors[1])}</defs>` +
      // Mirror half the scenes so clips of one show don't look alike.
      `<g${rand() < 0.5 ? ` transform="matrix(-1 0 0 1 ${W} 0)"` : ''}>${scene(clip.scene, rand, W, H, show.colors)}</g>` +
      `<g transform="translate(18 ${H - 58})"><rect width="${r1(Math.min(300, 24 + show.title.length * 11))}" height="40" rx="8" fill="#141218" opacity="0.85"/>` +
      `<text x="12" y="27" font-family="${FONT}" font-weight="900" font-size="17" fill="#fff">${escapeXml(show.title.toUpperCase())}</text></g>`,
    `Scene from ${show.title}`,
  );
}
