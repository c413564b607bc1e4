/**
 * Shared drawing primitives for the demo art: escaping, the per-name seeded
 * random stream, number rounding, the SVG wrapper, gradients and the stacked
 * poster lettering. Node-safe: no DOM access.
 */

/** Escapes text for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** FNV-1a, then mulberry32: a tiny deterministic random stream per name. */
export function seeded(name: string): () => number {
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

export type Rand = () => number;
export const pick = <T,>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
export const between = (rand: Rand, lo: number, hi: number) => lo + rand() * (hi - lo);
export const r1 = (n: number) => Math.round(n * 10) / 10;

export const FONT = `'Arial Black','Helvetica Neue',Impact,'Liberation Sans',Arial,sans-serif`;

export function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

export function linear(id: string, a: string, b: string, angle = 135): string {
  const rad = (angle * Math.PI) / 180;
  const x = r1(50 + Math.cos(rad) * 50);
  const y = r1(50 + Math.sin(rad) * 50);
  return `<linearGradient id="${id}" x1="${r1(100 - x)}%" y1="${r1(100 - y)}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

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
export function lettering(title: string, opts: { x: number; y: number; width: number; maxSize: number; fill: string; shadow: string; anchor?: 'start' | 'middle'; maxChars?: number; tilt?: number }): { svg: string; height: number } {
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
