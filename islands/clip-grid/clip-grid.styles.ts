import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, tertiary } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';

export const clipGridCss = `
${mediaRatioCss}
.tf-clips { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-clips')}
.tf-clips__tools { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
/* See more/less: a row's toggle between its carousel and the grid of every card. */
.tf-clips__toggle { min-height: 32px; padding: 5px 14px; border: 2px solid #3a3746; border-radius: 999px; background: transparent;
  color: ${ink}; font: inherit; font-size: 13px; font-weight: 800; letter-spacing: 0.06em; text-transform: uppercase; cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease; }
.tf-clips__toggle:hover { background: ${surface}; border-color: ${primary}; }
.tf-clips__toggle:focus-visible { ${focusRing} }
.tf-clips__grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 22px 18px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr)); }
.tf-clips--featured .tf-clips__item:first-child { grid-column: span 2; grid-row: span 2; }
.tf-clips__row { --tf-carousel-slide-size: clamp(220px, 30cqi, 300px); --tf-carousel-gap: 18px; --tf-carousel-focus-color: ${primary}; }
/* Room for the cards' hover lift and ring, which the carousel's clipping box would cut. */
.tf-clips__row::part(viewport) { padding: 6px 4px 4px; margin: -6px -4px 0; }
.tf-clips__row::part(controls) { justify-content: flex-end; }
/* Before the carousel upgrades (a server-drawn page shows it first): the box it will have, so nothing moves. */
.tf-clips tf-carousel.tf-clips__row:not(:defined) { padding-block: 0 calc(4px + var(--tf-carousel-controls-gap, 12px) + var(--tf-carousel-control-size, 40px)); }
.tf-clips__row::part(arrow) { border-color: #3a3746; background: ${surface}; color: ${ink}; }
.tf-clips--featured .tf-clips__item:first-child .tf-clips__title { font-size: 24px; }
/* A column: the card fills the item's height (rows of equal cards), its info panel follows below it. */
.tf-clips__item { position: relative; display: flex; flex-direction: column; }
.tf-clips__card { display: block; flex: 1 0 auto; color: inherit; text-decoration: none; border-radius: ${radius}; }
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
.tf-clips__badge { position: absolute; left: 8px; top: 8px; display: inline-flex; align-items: center; gap: 5px; padding: 4px 8px; border-radius: 6px; background: ${secondary};
  color: #141218; font-size: 11px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; }
.tf-clips__badge--new { left: auto; right: 8px; background: ${tertiary}; }
/* A signed-in visitor's full episodes are no longer locked (the body's TV-auth mark). */
.tve-authenticated .tf-clips__lock { display: none; }
/* The info icon sits on the picture's lower left, over the card link but outside it (a button is no link's content). */
.tf-clips__overlay { position: absolute; inset: 0 0 auto 0; aspect-ratio: 16 / 9; pointer-events: none; }
.tf-clips__info { position: absolute; left: 8px; bottom: 8px; width: 32px; height: 32px; display: grid; place-items: center; padding: 0;
  border: 0; border-radius: 50%; background: rgba(12, 11, 16, 0.85); color: #fff; cursor: pointer; pointer-events: auto;
  transition: background-color 0.15s ease, color 0.15s ease; }
.tf-clips__info:hover, .tf-clips__info[aria-expanded="true"] { background: ${secondary}; color: #141218; }
.tf-clips__info:focus-visible { ${focusRing} }
.tf-clips__about { margin-top: 8px; padding: 10px 12px; border-radius: 10px; background: ${surface}; font-size: 14px; line-height: 1.4; }
.tf-clips__desc { margin: 0 0 6px; }
.tf-clips__date { margin: 0 0 6px; }
.tf-clips__when { display: block; margin-top: 4px; color: ${muted}; font-size: 13px; }
.tf-clips__length { margin: 0; color: ${muted}; font-size: 12px; font-weight: 800; letter-spacing: 0.06em; text-transform: uppercase; }
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
  .tf-clips tf-carousel.tf-clips__row:not(:defined) { padding-block: 0 4px; }
}
@container (max-width: 360px) {
  .tf-clips__grid { grid-template-columns: 1fr; }
  .tf-clips--featured .tf-clips__item:first-child { grid-column: auto; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-clips__thumb, .tf-clips__media tf-image::part(image), .tf-clips__play, .tf-clips__toggle, .tf-clips__info { transition: none; }
  a.tf-clips__card:hover .tf-clips__thumb { transform: none; }
  a.tf-clips__card:hover .tf-clips__media tf-image::part(image) { transform: none; }
}
`;
