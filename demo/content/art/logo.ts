/** The Laugh Track Network logo (480×200). */

import { FONT, svg } from './svg.js';

export function logo(): string {
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
