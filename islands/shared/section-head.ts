import { display, focusRing, ink, primary, secondary } from './tokens.js';

/** The shared section heading look (big uppercase title, skewed accent bar, "see all" link) for block `p`. */
export const sectionHead = (p: string) => `
/* The "see all" link goes under the title when both do not fit on one line (a phone, a long title). */
.${p}__head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px 16px; margin: 0 0 16px; }
.${p}__heading { margin: 0; min-width: 0; overflow-wrap: break-word; font-family: ${display}; font-weight: 900; font-size: clamp(24px, 4cqi, 36px);
  letter-spacing: -0.02em; text-transform: uppercase; line-height: 1; color: ${ink}; }
.${p}__heading::after { content: ''; display: block; width: 56px; height: 6px; margin-top: 10px; background: ${primary};
  border-radius: 3px; transform: skew(-20deg); }
.${p}__all { flex: none; color: ${secondary}; font-weight: 800; font-size: 14px; text-transform: uppercase;
  letter-spacing: 0.06em; text-decoration: none; border-radius: 4px; }
.${p}__all:hover { text-decoration: underline; text-underline-offset: 4px; }
.${p}__all:focus-visible { ${focusRing} }
`;

