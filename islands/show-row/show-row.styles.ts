import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';

export const showRowCss = `
${mediaRatioCss}
.tf-shows { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-shows')}
.tf-shows__tools { display: flex; align-items: center; gap: 8px; }
.tf-shows__all { margin-right: 8px; }
.tf-shows__track { --tf-carousel-slide-size: clamp(150px, 18cqi, 230px); --tf-carousel-gap: 16px; --tf-carousel-focus-color: ${primary}; }
/* Room above and below for the cards' hover lift and shadow, which the carousel's clipping box would cut. */
.tf-shows__track::part(viewport) { padding-block: 8px 18px; }
.tf-shows__track::part(controls) { justify-content: flex-end; margin-top: 0; }
/* Before the carousel upgrades (a server-drawn page shows it first): the box it will have, padding and controls, so nothing moves. */
.tf-shows tf-carousel.tf-shows__track:not(:defined) { padding-block: 8px calc(18px + var(--tf-carousel-control-size, 40px)); }
.tf-shows__track::part(arrow) { border-color: #3a3746; background: ${surface}; color: ${ink}; transition: background-color 0.15s ease; }
.tf-shows__track::part(arrow):hover:not(:disabled) { background: ${primaryFill}; border-color: ${primaryFill}; color: ${onPrimaryFill}; }
.tf-shows__card { position: relative; display: block; color: inherit; text-decoration: none; border-radius: ${radius};
  overflow: hidden; background: ${surface}; transition: transform 0.2s ease, box-shadow 0.2s ease; }
.tf-shows__card:hover { transform: translateY(-6px) rotate(-1deg); box-shadow: 0 14px 0 -4px ${primary}; }
.tf-shows__card:focus-visible { ${focusRing} }
.tf-shows__media { width: 100%; }
.tf-shows__badge { position: absolute; top: 10px; left: 10px; padding: 4px 8px; border-radius: 6px;
  background: ${secondary}; color: #141218; font-size: 11px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; }
.tf-shows__caption { position: absolute; inset: auto 0 0 0; display: grid; gap: 2px; padding: 36px 12px 12px;
  background: linear-gradient(180deg, transparent, rgba(12, 11, 16, 0.92) 55%); }
.tf-shows__title { font-weight: 900; font-size: 16px; line-height: 1.15; }
.tf-shows__tunein { color: ${muted}; font-size: 12px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }
@container (max-width: 560px) {
  .tf-shows { padding: 22px 14px; }
  .tf-shows__track { --tf-carousel-slide-size: 42cqi; --tf-carousel-gap: 12px; }
  .tf-shows__track::part(controls) { display: none; }
  .tf-shows tf-carousel.tf-shows__track:not(:defined) { padding-block: 8px 18px; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-shows__card, .tf-shows__track::part(arrow) { transition: none; }
  .tf-shows__card:hover { transform: none; }
}
`;
