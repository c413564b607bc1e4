/**
 * The studio applause sign (480×270), the demo's one animated picture: a
 * ring of bulbs chasing round a glowing APPLAUSE sign in front of a curtain.
 * `applauseFrame(i)` draws frame i of `APPLAUSE_FRAMES`; `applauseStill()` is
 * the still twin, every bulb lit. The image service turns them into a GIF
 * and a JPG. Node-safe: no DOM access.
 */

import { FONT, svg } from './svg.js';

export const APPLAUSE_SIZE = { width: 480, height: 270 } as const;
export const APPLAUSE_FRAMES = 8;
/** Each frame shows this long in the GIF. */
export const APPLAUSE_FRAME_MS = 120;

const W = APPLAUSE_SIZE.width;
const H = APPLAUSE_SIZE.height;
const SIGN = { x: 70, y: 78, w: 340, h: 112 };

/** Bulb centres round the sign, clockwise from the top-left corner. */
function bulbs(): [number, number][] {
  const out: [number, number][] = [];
  const gap = 28;
  const { x, y, w, h } = SIGN;
  for (let dx = 0; dx < w; dx += gap) out.push([x + dx, y - 14]);
  for (let dy = 0; dy < h; dy += gap) out.push([x + w + 14, y + dy]);
  for (let dx = w; dx > 0; dx -= gap) out.push([x + dx, y + h + 14]);
  for (let dy = h; dy > 0; dy -= gap) out.push([x - 14, y + dy]);
  return out;
}

const BULBS = bulbs();

function draw(lit: (index: number) => boolean, glow: number): string {
  const curtain = Array.from({ length: 12 }, (_, i) => {
    const x = i * 40;
    return `<path d="M${x} 0h40v${H}h-40z" fill="${i % 2 ? '#8e0016' : '#b3001b'}"/><path d="M${x + 34} 0h6v${H}h-6z" fill="#5c000e" opacity="0.6"/>`;
  }).join('');
  const ring = BULBS.map(([cx, cy], i) =>
    lit(i)
      ? `<circle cx="${cx}" cy="${cy}" r="11" fill="#ffd23f" opacity="0.35"/><circle cx="${cx}" cy="${cy}" r="6" fill="#fff6c2"/>`
      : `<circle cx="${cx}" cy="${cy}" r="6" fill="#5a4a20"/>`,
  ).join('');
  const { x, y, w, h } = SIGN;
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#141218"/>${curtain}` +
      `<rect x="0" y="${H - 46}" width="${W}" height="46" fill="#141218"/>` +
      `<rect x="${x - 28}" y="${y - 28}" width="${w + 56}" height="${h + 56}" rx="18" fill="#141218" stroke="#2a2833" stroke-width="6"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#2b0a12"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#ff3d3d" opacity="${(0.25 + glow * 0.45).toFixed(2)}"/>` +
      `<text x="${W / 2}" y="${y + h / 2 + 20}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="56" letter-spacing="2" fill="#fff3d6" opacity="${(0.55 + glow * 0.45).toFixed(2)}" stroke="#ff3d7f" stroke-width="${(1 + glow * 3).toFixed(1)}" paint-order="stroke">APPLAUSE</text>` +
      ring +
      `<rect x="${W / 2 - 6}" y="${y + h + 28}" width="12" height="${H - (y + h + 28)}" fill="#2a2833"/>`,
    'A studio applause sign flashing APPLAUSE in lights',
  );
}

/** Frame `index` of the animation: every third bulb lit, chasing clockwise; the sign pulses. */
export function applauseFrame(index: number): string {
  const step = ((index % APPLAUSE_FRAMES) + APPLAUSE_FRAMES) % APPLAUSE_FRAMES;
  const glow = 0.5 + 0.5 * Math.cos((step / APPLAUSE_FRAMES) * 2 * Math.PI);
  return draw((i) => (i + step) % 3 === 0, glow);
}

/** The still JPG twin: the sign at full glow, every bulb lit. */
export function applauseStill(): string {
  return draw(() => true, 1);
}
