import { display, focusRing, ink, muted, tertiary } from '../shared/tokens.js';

export const sponsorStripCss = `
.tf-sponsor { margin: 24px 20px 0; }
.tf-sponsor__inner { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: center; gap: 6px 14px;
  padding: 14px 18px; border-radius: 12px; border: 2px dashed #3a3746; color: ${ink}; text-decoration: none; }
a.tf-sponsor__inner:hover { border-color: ${tertiary}; }
a.tf-sponsor__inner:focus-visible { ${focusRing} }
.tf-sponsor__label { font-size: 11px; font-weight: 900; letter-spacing: 0.16em; text-transform: uppercase; color: ${muted}; }
.tf-sponsor__name { font-family: ${display}; font-weight: 900; font-size: 18px; text-transform: uppercase; color: ${tertiary}; }
.tf-sponsor__msg { font-size: 14px; color: ${muted}; }
@media (max-width: 600px) { .tf-sponsor { margin: 18px 14px 0; } }
`;
