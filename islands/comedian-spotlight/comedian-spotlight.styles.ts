import { sectionHead } from '../shared/section-head.js';
import { display, focusRing, ink, muted, primary, radius, secondary, surface, tertiary } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';

export const comedianSpotlightCss = `
${mediaRatioCss}
.tf-comics { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-comics')}
.tf-comics__intro { margin: -4px 0 18px; color: ${muted}; max-width: 60ch; line-height: 1.5; }
.tf-comics__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px;
  grid-template-columns: 2fr 1fr 1fr; grid-auto-rows: auto; }
.tf-comics__item--lead { grid-row: span 2; }
.tf-comics__card { display: flex; flex-direction: column; height: 100%; color: inherit; text-decoration: none;
  background: ${surface}; border-radius: ${radius}; overflow: hidden; border: 3px solid transparent;
  transition: border-color 0.18s ease, transform 0.18s ease; }
a.tf-comics__card:hover { border-color: ${tertiary}; transform: translateY(-3px); }
.tf-comics__card:focus-visible { ${focusRing} }
.tf-comics__media { width: 100%; background: #2a2833; }
.tf-comics__item--lead .tf-comics__media { flex: 1; aspect-ratio: auto; min-height: 260px; }
.tf-comics__body { display: grid; gap: 4px; padding: 12px 14px 16px; }
.tf-comics__tour { justify-self: start; padding: 3px 8px; border-radius: 6px; background: ${tertiary}; color: #141218;
  font-size: 11px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; }
.tf-comics__name { font-family: ${display}; font-weight: 900; font-size: 19px; line-height: 1.05; text-transform: uppercase; }
.tf-comics__item--lead .tf-comics__name { font-size: clamp(24px, 4.5cqi, 40px); }
.tf-comics__tagline { color: ${muted}; font-size: 14px; line-height: 1.4; }
.tf-comics__special { color: ${secondary}; font-size: 13px; font-weight: 800; }
.tf-comics__item--lead .tf-comics__body { padding: 16px 20px 20px; border-top: 6px solid ${primary}; }
@container (max-width: 720px) {
  .tf-comics__list { grid-template-columns: 1fr 1fr; }
  .tf-comics__item--lead { grid-column: 1 / -1; grid-row: auto; }
  .tf-comics__item--lead .tf-comics__media { aspect-ratio: 16 / 10; min-height: 0; }
}
@container (max-width: 340px) { .tf-comics__list { grid-template-columns: 1fr; } }
@media (prefers-reduced-motion: reduce) {
  .tf-comics__card { transition: none; }
  a.tf-comics__card:hover { transform: none; }
}
`;
