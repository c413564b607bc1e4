/**
 * The demo providers' logos (300×100 SVG), drawn from each provider's name,
 * kind and colours: a mark for the kind of service (a cable's rings, a
 * satellite's dish, fibre's strands, a stream's play button) and the name in
 * brand lettering. `light` is the variant for dark grounds (cobranding and
 * sign-out): the ink on transparent. Node-safe: strings only.
 */
import { escapeXml, FONT, r1, svg } from './art/svg.js';
import type { DemoProvider } from './providers.js';

const W = 300;
const H = 100;

function mark(kind: DemoProvider['kind'], fill: string, ground: string): string {
  switch (kind) {
    case 'cable':
      return `<circle cx="50" cy="50" r="30" fill="none" stroke="${fill}" stroke-width="7"/><circle cx="50" cy="50" r="15" fill="none" stroke="${fill}" stroke-width="5"/><circle cx="50" cy="50" r="5" fill="${fill}"/>`;
    case 'satellite':
      return `<path d="M22 30a40 40 0 0 0 48 48z" fill="${fill}"/><path d="M46 54l22-22" stroke="${fill}" stroke-width="5" stroke-linecap="round"/><circle cx="72" cy="28" r="6" fill="${fill}"/><path d="M78 14a18 18 0 0 1 8 8M84 8a26 26 0 0 1 12 12" fill="none" stroke="${fill}" stroke-width="3" stroke-linecap="round"/>`;
    case 'fiber':
      return [0, 1, 2, 3].map((i) => `<path d="M20 ${r1(30 + i * 13)}q30 ${i % 2 ? -16 : 16} 60 0" fill="none" stroke="${fill}" stroke-width="4" stroke-linecap="round"/><circle cx="80" cy="${r1(30 + i * 13)}" r="4" fill="${fill}"/>`).join('');
    case 'streaming':
      return `<rect x="20" y="22" width="60" height="56" rx="14" fill="${fill}"/><path d="M42 36l20 14-20 14z" fill="${ground}"/>`;
  }
}

/** Splits a name into at most two lines of lettering, the second smaller. */
function nameLines(name: string): [string, string?] {
  const words = name.split(' ');
  if (words.length < 2 || name.length <= 13) return [name];
  return [words[0]!, words.slice(1).join(' ')];
}

export function providerLogo(provider: DemoProvider, variant: 'default' | 'light' = 'default'): string {
  const [background, ink] = provider.colors;
  const light = variant === 'light';
  const fill = light ? '#ffffff' : ink;
  const ground = light ? '#17151f' : background;
  const [first, second] = nameLines(provider.displayName);
  const longest = Math.max(first.length, second?.length ?? 0);
  // Arial Black runs about 0.72 em wide in mixed case; the box is 190 px wide.
  const size = Math.min(30, 190 / (longest * 0.72));
  const text = (line: string, y: number, scale: number) =>
    `<text x="100" y="${r1(y)}" font-family="${FONT}" font-weight="900" font-size="${r1(size * scale)}" letter-spacing="-0.5" fill="${fill}">${escapeXml(line)}</text>`;
  const lettering = second === undefined
    ? text(first, 50 + size * 0.36, 1)
    : text(first, 46, 1) + text(second, 46 + size * 0.95, 0.8);
  const tile = light ? '' : `<rect width="${W}" height="${H}" rx="14" fill="${background}"/>`;
  return svg(W, H, tile + mark(provider.kind, fill, ground) + lettering, `${provider.displayName} logo`);
}
