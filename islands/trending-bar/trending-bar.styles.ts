import { focusRing, ink, onPrimaryFill, primary, primaryFill, secondary } from '../shared/tokens.js';

export const trendingBarCss = `
.tf-trend { background: #17161d; color: ${ink}; border-bottom: 1px solid #2a2833; }
.tf-trend__inner { max-width: 1280px; margin: 0 auto; padding: 0 20px; display: flex; align-items: center; gap: 14px;
  min-height: 44px; }
.tf-trend__label { display: inline-flex; align-items: center; gap: 6px; flex: none; font-size: 12px; font-weight: 900;
  letter-spacing: 0.12em; text-transform: uppercase; color: ${secondary}; }
.tf-trend__flame { width: 8px; height: 8px; border-radius: 50%; background: ${primary};
  box-shadow: 0 0 0 3px color-mix(in srgb, ${primary} 35%, transparent); }
.tf-trend__list { list-style: none; margin: 0; padding: 6px 2px; display: flex; gap: 8px; overflow-x: auto;
  scrollbar-width: none; }
.tf-trend__list::-webkit-scrollbar { display: none; }
.tf-trend__topic { display: block; white-space: nowrap; padding: 5px 12px; border-radius: 999px; font-size: 13px;
  font-weight: 700; color: ${ink}; text-decoration: none; background: #24222c; border: 1px solid #34313f;
  transition: background-color 0.15s ease, color 0.15s ease; }
.tf-trend__topic::before { content: '#'; color: ${primary}; margin-right: 2px; }
.tf-trend__topic:hover { background: ${primaryFill}; border-color: ${primaryFill}; color: ${onPrimaryFill}; }
.tf-trend__topic:hover::before { color: ${onPrimaryFill}; }
.tf-trend__topic:focus-visible { ${focusRing} outline-offset: 1px; }
@media (max-width: 600px) { .tf-trend__inner { padding: 0 12px; } }
@media (prefers-reduced-motion: reduce) { .tf-trend__topic { transition: none; } }
`;
