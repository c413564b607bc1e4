import { sectionHead } from '../shared/section-head.js';
import { display, focusRing, ink, muted, onPrimaryFill, primaryFill, radius, secondary, surface, surfaceRaised, tertiary } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';

export const comedianSearchCss = `
${mediaRatioCss}
.tf-comsearch { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-comsearch')}
.tf-comsearch__heading { margin-bottom: 14px; }
.tf-comsearch__intro { margin: 0 0 18px; color: ${muted}; max-width: 60ch; line-height: 1.5; }
.tf-comsearch__tools { display: flex; flex-wrap: wrap; align-items: end; gap: 12px 20px; }
/* It shrinks with a phone's width: the field's input has no width of its own to hold it wider. */
.tf-comsearch__form { flex: 1 1 360px; min-width: 0; max-width: 640px; }
.tf-comsearch__label { display: block; margin-bottom: 6px; color: ${muted}; font-weight: 800; font-size: 13px;
  letter-spacing: 0.08em; text-transform: uppercase; }
.tf-comsearch__field { display: flex; gap: 8px; padding: 5px; border-radius: 999px; background: ${surface}; border: 2px solid #34313f; }
.tf-comsearch__field:focus-within { border-color: ${secondary}; }
.tf-comsearch__input { flex: 1; width: 0; min-width: 0; padding: 8px 14px; border: 0; background: transparent; color: ${ink}; font: inherit; font-size: 17px; }
.tf-comsearch__input:focus { outline: none; }
.tf-comsearch__submit, .tf-comsearch__reset { padding: 9px 18px; border: 0; border-radius: 999px; font: inherit; font-weight: 900;
  letter-spacing: 0.04em; text-transform: uppercase; cursor: pointer; }
.tf-comsearch__submit { background: ${primaryFill}; color: ${onPrimaryFill}; font-size: 14px; }
.tf-comsearch__reset { background: ${surfaceRaised}; color: ${ink}; font-size: 12px; padding: 6px 14px; }
.tf-comsearch__submit:focus-visible, .tf-comsearch__reset:focus-visible, .tf-comsearch__select:focus-visible,
.tf-comsearch__card:focus-visible { ${focusRing} }
.tf-comsearch__select { min-width: 180px; padding: 10px 14px; border-radius: 12px; border: 2px solid #34313f;
  background: ${surface}; color: ${ink}; font: inherit; font-size: 16px; }
.tf-comsearch__status-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; min-height: 34px; margin: 14px 0 4px; }
.tf-comsearch__status { margin: 0; color: ${secondary}; font-weight: 900; letter-spacing: 0.04em; font-size: 14px; }
.tf-comsearch__error { margin: 8px 0 0; padding: 10px 14px; border-radius: 10px; border: 2px solid ${secondary}; background: ${surface}; }
.tf-comsearch__empty { margin: 12px 0 0; padding: 22px; border-radius: ${radius}; background: ${surface}; border: 3px dashed #34313f; color: ${muted}; }
.tf-comsearch__list { list-style: none; margin: 12px 0 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr)); }
.tf-comsearch__list:empty { display: none; }
.tf-comsearch__card { display: grid; grid-template-columns: 96px 1fr; gap: 14px; align-items: center; height: 100%; box-sizing: border-box;
  padding: 10px; border-radius: ${radius}; background: ${surface}; color: inherit; text-decoration: none; border: 2px solid transparent;
  transition: border-color 0.15s ease, background 0.15s ease; }
a.tf-comsearch__card:hover { border-color: ${tertiary}; background: ${surfaceRaised}; }
.tf-comsearch__portrait { border-radius: 10px; overflow: hidden; background: #2a2833; }
.tf-comsearch__copy { display: grid; gap: 4px; min-width: 0; }
.tf-comsearch__name { font-family: ${display}; font-weight: 900; font-size: 18px; line-height: 1.05; text-transform: uppercase; }
.tf-comsearch__tagline { color: ${muted}; font-size: 14px; line-height: 1.4; }
.tf-comsearch__tour { justify-self: start; padding: 2px 8px; border-radius: 6px; background: ${tertiary}; color: #141218;
  font-size: 11px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; }
.tf-comsearch__special { color: ${secondary}; font-size: 13px; font-weight: 800; }
@container (max-width: 420px) {
  .tf-comsearch__card { grid-template-columns: 76px 1fr; }
  .tf-comsearch__select { width: 100%; }
  .tf-comsearch__filter { flex: 1 1 100%; }
  .tf-comsearch__submit { padding: 9px 14px; }
}
@media (prefers-reduced-motion: reduce) { .tf-comsearch__card { transition: none; } }
`;
