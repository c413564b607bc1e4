import { mediaRatioCss } from '../shared/media-ratio.js';
import { sectionHead } from '../shared/section-head.js';
import { display, focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, surfaceRaised, tertiary } from '../shared/tokens.js';

export const dictionaryCss = `
${mediaRatioCss}
.tf-dict { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-dict')}
.tf-dict__heading { margin-bottom: 14px; }
.tf-dict__intro { margin: 0 0 18px; color: ${muted}; max-width: 65ch; line-height: 1.5; }
.tf-dict__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* Even columns: one row of 26 on a desktop, three rows of nine on a phone (each tab still 29 × 38 px or more). */
.tf-dict__tabs { display: grid; grid-template-columns: repeat(auto-fill, minmax(29px, 1fr)); gap: 4px; margin: 0 0 20px; padding: 0; }
.tf-dict__tab { min-width: 0; min-height: 38px; padding: 0; border: 2px solid #34313f; border-radius: 10px;
  background: ${surface}; color: ${ink}; font: inherit; font-family: ${display}; font-weight: 900; font-size: 17px; cursor: pointer; }
.tf-dict__tab:hover:not([aria-disabled="true"]) { border-color: ${tertiary}; }
.tf-dict__tab[aria-selected="true"] { background: ${primaryFill}; border-color: ${primaryFill}; color: ${onPrimaryFill}; }
/* A letter with no terms yet: there, but not to be chosen. */
.tf-dict__tab[aria-disabled="true"] { color: #6f6b7c; border-style: dashed; background: transparent; cursor: not-allowed; }
.tf-dict__tab:focus-visible, .tf-dict__panel:focus-visible, .tf-dict__audio:focus-visible, .tf-dict__watch:focus-visible,
.tf-dict__share-link:focus-visible, .tf-dict__more:focus-visible { ${focusRing} }
.tf-dict__panel { border-radius: ${radius}; }
.tf-dict__terms { list-style: none; margin: 0; padding: 0; display: grid; gap: 14px; }
.tf-dict__term { display: grid; gap: 10px; padding: 18px; border-radius: ${radius}; background: ${surface}; border-left: 6px solid ${primary}; }
.tf-dict__term-head { display: grid; grid-template-columns: auto 1fr; align-items: center; gap: 4px 14px; }
.tf-dict__audio { grid-row: span 2; display: grid; place-items: center; width: 48px; height: 48px; border: 0; border-radius: 50%;
  background: ${secondary}; color: #141218; cursor: pointer; }
.tf-dict__audio[aria-pressed="true"] { background: ${tertiary}; }
.tf-dict__title { margin: 0; font-family: ${display}; font-weight: 900; font-size: 24px; line-height: 1.05; text-transform: uppercase; overflow-wrap: anywhere; }
.tf-dict__meta { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 0; color: ${muted}; font-size: 15px; }
.tf-dict__pos { font-style: italic; }
.tf-dict__say { color: ${secondary}; font-weight: 700; letter-spacing: 0.02em; }
.tf-dict__watch { justify-self: start; padding: 6px 14px; border-radius: 999px; background: ${primaryFill}; color: ${onPrimaryFill};
  font-weight: 900; font-size: 13px; letter-spacing: 0.06em; text-transform: uppercase; text-decoration: none; }
.tf-dict__watch::before { content: '▶ '; }
.tf-dict__definition { margin: 0; font-size: 17px; line-height: 1.5; max-width: 70ch; }
.tf-dict__usage { margin: 0; padding: 10px 14px; border-radius: 10px; background: ${surfaceRaised}; color: ${ink}; line-height: 1.45; max-width: 70ch; }
.tf-dict__usage-label { color: ${secondary}; font-weight: 900; }
.tf-dict__example-image { width: min(100%, 360px); border-radius: 10px; overflow: hidden; background: #2a2833; }
.tf-dict__share { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 0; padding: 0; }
.tf-dict__share-link { display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; background: ${surfaceRaised}; color: ${ink}; }
.tf-dict__share-link:hover { background: ${tertiary}; color: #141218; }
.tf-dict__end { display: grid; justify-items: center; gap: 10px; padding: 16px 0 0; }
.tf-dict__status { margin: 0; min-height: 24px; color: ${muted}; font-weight: 700; }
.tf-dict__loading { display: inline-flex; align-items: center; gap: 10px; }
.tf-dict__spinner { width: 18px; height: 18px; border-radius: 50%; border: 3px solid #34313f; border-top-color: ${secondary};
  animation: tf-dict-spin 0.8s linear infinite; }
@keyframes tf-dict-spin { to { transform: rotate(360deg); } }
.tf-dict__more { padding: 9px 18px; border: 0; border-radius: 999px; background: ${surfaceRaised}; color: ${ink}; font: inherit; font-weight: 900; cursor: pointer; }
.tf-dict__empty { color: ${muted}; }
@container (min-width: 480px) {
  .tf-dict__tabs { grid-template-columns: repeat(auto-fill, minmax(40px, 1fr)); gap: 6px; }
  .tf-dict__tab { min-height: 42px; }
}
@container (min-width: 720px) {
  .tf-dict__term { grid-template-columns: minmax(0, 1fr) 300px; column-gap: 24px; }
  .tf-dict__term > * { grid-column: 1; }
  .tf-dict__term > .tf-dict__example-image { grid-column: 2; grid-row: 1 / span 4; align-self: start; width: 100%; }
}
@media (prefers-reduced-motion: reduce) { .tf-dict__spinner { animation-duration: 2.4s; } }
`;
