import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, tertiary } from '../shared/tokens.js';

export const clipGridCss = `
.tf-clips { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-clips')}
.tf-clips__grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 22px 18px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr)); }
.tf-clips--featured .tf-clips__item:first-child { grid-column: span 2; grid-row: span 2; }
.tf-clips__row { --tf-carousel-slide-size: clamp(220px, 30cqi, 300px); --tf-carousel-gap: 18px; --tf-carousel-focus-color: ${primary}; }
/* Room for the cards' hover lift and ring, which the carousel's clipping box would cut. */
.tf-clips__row::part(viewport) { padding: 6px 4px 4px; margin: -6px -4px 0; }
.tf-clips__row::part(controls) { justify-content: flex-end; }
.tf-clips__row::part(arrow) { border-color: #3a3746; background: ${surface}; color: ${ink}; }
.tf-clips--featured .tf-clips__item:first-child .tf-clips__title { font-size: 24px; }
.tf-clips__card { display: block; height: 100%; color: inherit; text-decoration: none; border-radius: ${radius}; }
.tf-clips__thumb { position: relative; border-radius: ${radius}; overflow: hidden; background: ${surface};
  box-shadow: 0 0 0 0 ${primary}; transition: box-shadow 0.18s ease, transform 0.18s ease; }
.tf-clips__media { width: 100%; overflow: hidden; }
.tf-clips__media tf-image::part(image) { transition: opacity var(--tf-image-fade, 0.2s) ease, transform 0.35s ease; }
a.tf-clips__card:hover .tf-clips__thumb { box-shadow: 0 0 0 4px ${primary}; transform: translateY(-3px) rotate(-0.6deg); }
a.tf-clips__card:hover .tf-clips__media tf-image::part(image) { transform: scale(1.05); }
a.tf-clips__card:hover .tf-clips__play { opacity: 1; transform: translate(-50%, -50%) scale(1); }
.tf-clips__card:focus-visible { ${focusRing} }
.tf-clips__play { position: absolute; left: 50%; top: 50%; width: 54px; height: 54px; display: grid; place-items: center;
  border-radius: 50%; background: ${primaryFill}; color: ${onPrimaryFill}; opacity: 0; transform: translate(-50%, -50%) scale(0.7);
  transition: opacity 0.18s ease, transform 0.18s ease; }
.tf-clips__duration { position: absolute; right: 8px; bottom: 8px; padding: 3px 7px; border-radius: 6px;
  background: rgba(12, 11, 16, 0.85); color: #fff; font-size: 12px; font-weight: 800; font-variant-numeric: tabular-nums; }
.tf-clips__badge { position: absolute; left: 8px; top: 8px; padding: 4px 8px; border-radius: 6px; background: ${secondary};
  color: #141218; font-size: 11px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; }
.tf-clips__badge--new { left: auto; right: 8px; background: ${tertiary}; }
.tf-clips__meta { padding: 10px 2px 0; }
.tf-clips__show { margin: 0; color: ${primary}; font-size: 12px; font-weight: 900; letter-spacing: 0.08em;
  text-transform: uppercase; }
.tf-clips__ep { color: ${muted}; }
.tf-clips__title { margin: 4px 0 0; font-size: 17px; line-height: 1.25; font-weight: 800; color: ${ink}; }
.tf-clips__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container (max-width: 560px) {
  .tf-clips { padding: 22px 14px; }
  .tf-clips__grid { grid-template-columns: 1fr 1fr; gap: 16px 12px; }
  .tf-clips--featured .tf-clips__item:first-child { grid-row: auto; }
  .tf-clips--featured .tf-clips__item:first-child .tf-clips__title { font-size: 19px; }
  .tf-clips__title { font-size: 15px; }
  .tf-clips__row { --tf-carousel-slide-size: 72cqi; --tf-carousel-gap: 12px; }
  .tf-clips__row::part(controls) { display: none; }
}
@container (max-width: 360px) {
  .tf-clips__grid { grid-template-columns: 1fr; }
  .tf-clips--featured .tf-clips__item:first-child { grid-column: auto; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-clips__thumb, .tf-clips__media tf-image::part(image), .tf-clips__play { transition: none; }
  a.tf-clips__card:hover .tf-clips__thumb { transform: none; }
  a.tf-clips__card:hover .tf-clips__media tf-image::part(image) { transform: none; }
}
`;
