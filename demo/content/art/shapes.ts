/**
 * The reusable shape vocabulary: background motifs, one emblem (glyph) per
 * show, and the little geometric characters that populate banners and clips.
 */

import { between, pick, r1, type Rand } from './svg.js';

export type Motif = 'sunburst' | 'stripes' | 'halftone' | 'zigzag' | 'checker' | 'confetti';

export function motif(kind: Motif, rand: Rand, w: number, h: number, color: string, cx = w / 2, cy = h / 2): string {
  switch (kind) {
    case 'sunburst': {
      const rays = 18 + Math.floor(rand() * 10);
      const r = Math.hypot(w, h);
      let d = '';
      for (let i = 0; i < rays; i++) {
        const a0 = (i / rays) * Math.PI * 2;
        const a1 = a0 + Math.PI / rays;
        d += `M${r1(cx)} ${r1(cy)}L${r1(cx + Math.cos(a0) * r)} ${r1(cy + Math.sin(a0) * r)}L${r1(cx + Math.cos(a1) * r)} ${r1(cy + Math.sin(a1) * r)}Z`;
      }
      return `<path d="${d}" fill="${color}" opacity="0.28"/>`;
    }
    case 'stripes': {
      let s = '';
      const step = between(rand, 34, 60);
      for (let x = -h; x < w + h; x += step * 2) s += `<path d="M${r1(x)} 0h${r1(step)}l${r1(-h)} ${h}h${r1(-step)}Z"/>`;
      return `<g fill="${color}" opacity="0.2">${s}</g>`;
    }
    case 'halftone': {
      let s = '';
      const step = between(rand, 22, 32);
      for (let y = step / 2; y < h; y += step) {
        for (let x = step / 2; x < w; x += step) {
          const k = 1 - Math.hypot(x - cx, y - cy) / Math.hypot(w, h);
          s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(Math.max(0.8, k * step * 0.5))}"/>`;
        }
      }
      return `<g fill="${color}" opacity="0.3">${s}</g>`;
    }
    case 'zigzag': {
      let s = '';
      const amp = between(rand, 14, 24);
      for (let y = 20; y < h + 40; y += amp * 3.2) {
        let d = `M-20 ${r1(y)}`;
        for (let x = -20, up = true; x < w + 40; x += amp * 1.6, up = !up) d += `L${r1(x)} ${r1(y + (up ? -amp : amp))}`;
        s += `<path d="${d}"/>`;
      }
      return `<g fill="none" stroke="${color}" stroke-width="6" opacity="0.25" stroke-linejoin="round">${s}</g>`;
    }
    case 'checker': {
      let s = '';
      const size = between(rand, 40, 70);
      for (let y = 0, row = 0; y < h; y += size, row++) {
        for (let x = (row % 2) * size; x < w; x += size * 2) s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(size)}" height="${r1(size)}"/>`;
      }
      return `<g fill="${color}" opacity="0.14">${s}</g>`;
    }
    case 'confetti': {
      let s = '';
      for (let i = 0; i < 60; i++) {
        const x = rand() * w;
        const y = rand() * h;
        const rot = Math.floor(rand() * 180);
        s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(between(rand, 8, 20))}" height="6" rx="3" transform="rotate(${rot} ${r1(x)} ${r1(y)})"/>`;
      }
      return `<g fill="${color}" opacity="0.45">${s}</g>`;
    }
  }
}

// Glyphs: one emblem per show, drawn in a 100×100 box.

export type Glyph = 'tie' | 'moon' | 'flame' | 'house' | 'cup' | 'pencil' | 'rocket' | 'phone' | 'hat' | 'couch' | 'mic' | 'star';

export function glyph(kind: Glyph, ink: string, fill: string): string {
  const s = `stroke="${ink}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;
  switch (kind) {
    case 'tie':
      return `<path d="M40 8h20l-4 14 14 56-20 18-20-18 14-56z" fill="${fill}" ${s}/><path d="M36 40l28-8M34 58l32-9" ${s} fill="none"/>`;
    case 'moon':
      return `<path d="M62 8a44 44 0 1 0 30 62A34 34 0 1 1 62 8z" fill="${fill}" ${s}/><circle cx="78" cy="22" r="5" fill="${ink}"/>`;
    case 'flame':
      return `<path d="M50 4c6 22 30 30 30 58a30 30 0 0 1-60 0c0-14 8-22 14-30 2 10 6 14 10 16-2-18 0-30 6-44z" fill="${fill}" ${s}/><path d="M50 58c6 8 12 12 12 22a12 12 0 0 1-24 0c0-8 6-12 12-22z" fill="${ink}"/>`;
    case 'house':
      return `<path d="M10 50 50 14l40 36v42H10z" fill="${fill}" ${s}/><rect x="40" y="62" width="20" height="30" fill="${ink}"/><path d="M66 26V12h12v26" fill="${fill}" ${s}/>`;
    case 'cup':
      return `<path d="M14 34h56v30a24 24 0 0 1-24 24h-8a24 24 0 0 1-24-24z" fill="${fill}" ${s}/><path d="M70 42h8a12 12 0 0 1 0 24h-8" fill="none" ${s}/><path d="M30 6c-6 8 6 12 0 20M46 6c-6 8 6 12 0 20" fill="none" ${s}/>`;
    case 'pencil':
      return `<path d="M70 8l22 22-56 56H14V64z" fill="${fill}" ${s}/><path d="M60 18l22 22M14 64l22 22" ${s}/>`;
    case 'rocket':
      return `<path d="M50 4c18 14 22 36 16 62H34C28 40 32 18 50 4z" fill="${fill}" ${s}/><circle cx="50" cy="34" r="8" fill="${ink}"/><path d="M34 54 18 72l16 2M66 54l16 18-16 2M42 74l8 20 8-20" fill="${fill}" ${s}/>`;
    case 'phone':
      return `<path d="M22 10l16 4 6 20-10 8a50 50 0 0 0 24 24l8-10 20 6 4 16c-10 12-30 10-50-10S10 20 22 10z" fill="${fill}" ${s}/>`;
    case 'hat':
      return `<path d="M6 66c10 10 78 10 88 0-10-2-18-2-20-8l-6-32c-2-10-10-8-14-2-4-6-12-6-14 0L36 26c-4-6-10-6-12 4l-4 28c-2 6-8 6-14 8z" fill="${fill}" ${s}/><path d="M24 52c16 6 36 6 52 0" fill="none" ${s}/>`;
    case 'couch':
      return `<path d="M16 36a10 10 0 0 1 10-10h48a10 10 0 0 1 10 10v16H16z" fill="${fill}" ${s}/><path d="M6 52a8 8 0 0 1 16 0v6h56v-6a8 8 0 0 1 16 0v26H6z" fill="${fill}" ${s}/><path d="M14 78v10M86 78v10" ${s}/>`;
    case 'mic':
      return `<rect x="34" y="4" width="32" height="52" rx="16" fill="${fill}" ${s}/><path d="M34 24h32M34 36h32" ${s}/><path d="M22 44a28 28 0 0 0 56 0M50 72v20M34 94h32" fill="none" ${s}/>`;
    case 'star':
      return `<path d="M50 4l13 30 33 3-25 22 8 33-29-18-29 18 8-33L4 37l33-3z" fill="${fill}" ${s}/>`;
  }
}

/** A little cast of geometric characters for hero banners and clip scenes. */
export function character(x: number, y: number, scale: number, body: string, skin: string, rand: Rand): string {
  const eyeY = -122;
  const mouth = pick(rand, ['M-16 -96q16 18 32 0', 'M-14 -94h28', 'M-12 -98a12 12 0 0 0 24 0z']);
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale)})">
<path d="M-70 0c0-60 20-80 70-80s70 20 70 80z" fill="${body}" stroke="#141218" stroke-width="6"/>
<circle cx="0" cy="-120" r="48" fill="${skin}" stroke="#141218" stroke-width="6"/>
<circle cx="-17" cy="${eyeY}" r="7" fill="#141218"/><circle cx="17" cy="${eyeY}" r="7" fill="#141218"/>
<path d="${mouth}" fill="${mouth.endsWith('z') ? '#141218' : 'none'}" stroke="#141218" stroke-width="6" stroke-linecap="round"/>
</g>`;
}
