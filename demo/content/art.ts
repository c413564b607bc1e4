/**
 * Procedural SVG artwork for the demo site: show key art, hero banners,
 * comedian portraits, clip thumbnails and the network logo. Everything is
 * drawn here from shapes and a per-name seeded random stream, so the same
 * name always yields the same picture. Served as `GET /art/{name}.svg`.
 *
 * Node-safe: no DOM access.
 */

/** Escapes text for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** FNV-1a, then mulberry32: a tiny deterministic random stream per name. */
function seeded(name: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T,>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const between = (rand: Rand, lo: number, hi: number) => lo + rand() * (hi - lo);
const r1 = (n: number) => Math.round(n * 10) / 10;

const FONT = `'Arial Black','Helvetica Neue',Impact,'Liberation Sans',Arial,sans-serif`;

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

function linear(id: string, a: string, b: string, angle = 135): string {
  const rad = (angle * Math.PI) / 180;
  const x = r1(50 + Math.cos(rad) * 50);
  const y = r1(50 + Math.sin(rad) * 50);
  return `<linearGradient id="${id}" x1="${r1(100 - x)}%" y1="${r1(100 - y)}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

// ---------------------------------------------------------------- motifs

type Motif = 'sunburst' | 'stripes' | 'halftone' | 'zigzag' | 'checker' | 'confetti';

function motif(kind: Motif, rand: Rand, w: number, h: number, color: string, cx = w / 2, cy = h / 2): string {
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

// ---------------------------------------------------------------- glyphs (one emblem per show), drawn in a 100×100 box

type Glyph = 'tie' | 'moon' | 'flame' | 'house' | 'cup' | 'pencil' | 'rocket' | 'phone' | 'hat' | 'couch' | 'mic' | 'star';

function glyph(kind: Glyph, ink: string, fill: string): string {
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

// ---------------------------------------------------------------- title lettering

/** Breaks a title into short stacked lines, like poster lettering. */
function letterLines(title: string, maxChars: number): string[] {
  const words = title.toUpperCase().split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars && last.length + word.length < maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Bold stacked title with an offset drop shadow; x is the left edge (anchor start) or centre (anchor middle). */
function lettering(title: string, opts: { x: number; y: number; width: number; maxSize: number; fill: string; shadow: string; anchor?: 'start' | 'middle'; maxChars?: number; tilt?: number }): { svg: string; height: number } {
  const lines = letterLines(title, opts.maxChars ?? 10);
  const longest = Math.max(...lines.map((l) => l.length));
  // Arial Black capitals run about 0.85 em wide.
  const size = Math.min(opts.maxSize, opts.width / (longest * 0.86));
  const lead = size * 0.95;
  const anchor = opts.anchor ?? 'middle';
  const tspans = lines.map((line, i) => `<tspan x="${r1(opts.x)}" y="${r1(opts.y + size + i * lead)}">${escapeXml(line)}</tspan>`).join('');
  const text = (fill: string, dx: number, extra = '') => `<text font-family="${FONT}" font-weight="900" font-size="${r1(size)}" letter-spacing="-1" text-anchor="${anchor}" fill="${fill}" transform="translate(${dx} ${dx})" ${extra}>${tspans}</text>`;
  const tilt = opts.tilt ?? 0;
  return {
    svg: `<g transform="rotate(${tilt} ${r1(opts.x)} ${r1(opts.y)})">${text(opts.shadow, Math.max(3, size * 0.07))}${text(opts.fill, 0, `stroke="${opts.shadow}" stroke-width="${r1(Math.max(2, size * 0.03))}" paint-order="stroke"`)}</g>`,
    height: size + (lines.length - 1) * lead,
  };
}

// ---------------------------------------------------------------- catalogue data

interface ShowArt {
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

interface Portrait {
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

type Scene = 'desk' | 'stage' | 'couch' | 'office' | 'street' | 'space' | 'kitchen' | 'podium';

interface ClipArt {
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
};

// ---------------------------------------------------------------- pieces

function keyArt(slug: string, show: ShowArt): string {
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

/** A little cast of geometric characters for hero banners. */
function character(x: number, y: number, scale: number, body: string, skin: string, rand: Rand): string {
  const eyeY = -122;
  const mouth = pick(rand, ['M-16 -96q16 18 32 0', 'M-14 -94h28', 'M-12 -98a12 12 0 0 0 24 0z']);
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale)})">
<path d="M-70 0c0-60 20-80 70-80s70 20 70 80z" fill="${body}" stroke="#141218" stroke-width="6"/>
<circle cx="0" cy="-120" r="48" fill="${skin}" stroke="#141218" stroke-width="6"/>
<circle cx="-17" cy="${eyeY}" r="7" fill="#141218"/><circle cx="17" cy="${eyeY}" r="7" fill="#141218"/>
<path d="${mouth}" fill="${mouth.endsWith('z') ? '#141218' : 'none'}" stroke="#141218" stroke-width="6" stroke-linecap="round"/>
</g>`;
}

function heroArt(name: string, show: ShowArt): string {
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

function portrait(slug: string, p: Portrait): string {
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

function clipArt(name: string, clip: ClipArt): string {
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

function logo(): string {
  const W = 480;
  const H = 200;
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" rx="28" fill="#0c0b10"/>` +
      `<g transform="translate(36 40)"><circle cx="60" cy="60" r="60" fill="#ff3d7f"/><path d="M28 58q32 44 64 0z" fill="#0c0b10"/><circle cx="40" cy="42" r="9" fill="#0c0b10"/><circle cx="80" cy="42" r="9" fill="#0c0b10"/></g>` +
      `<text x="176" y="92" font-family="${FONT}" font-weight="900" font-size="50" letter-spacing="-2" fill="#fff" transform="skewX(-8)">LAUGH</text>` +
      `<text x="176" y="142" font-family="${FONT}" font-weight="900" font-size="50" letter-spacing="-2" fill="#ffd23f" transform="skewX(-8)">TRACK</text>` +
      `<g transform="rotate(-6 390 170)"><rect x="176" y="154" width="128" height="28" rx="6" fill="#3ee6d3"/><text x="240" y="175" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="18" letter-spacing="2" fill="#0c0b10">NETWORK</text></g>`,
    'Laugh Track Network logo',
  );
}

// ---------------------------------------------------------------- catalogue

const catalogue = new Map<string, () => string>();
catalogue.set('network-logo', logo);
for (const [slug, show] of Object.entries(SHOWS)) catalogue.set(slug.startsWith('special-') ? slug : `show-${slug}`, () => keyArt(slug, show));
for (const [name, slug] of Object.entries(HEROES)) catalogue.set(name, () => heroArt(name, SHOWS[slug]!));
for (const [slug, p] of Object.entries(COMEDIANS)) catalogue.set(`comic-${slug}`, () => portrait(slug, p));
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
