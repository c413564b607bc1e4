import { display, focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, surfaceRaised } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';

export const searchResultsCss = `
${mediaRatioCss}
.tf-search { container-type: inline-size; padding: 32px 20px; color: ${ink}; }
.tf-search__form { max-width: 720px; }
.tf-search__label { display: block; margin-bottom: 8px; color: ${muted}; font-weight: 800; font-size: 13px;
  letter-spacing: 0.08em; text-transform: uppercase; }
.tf-search__field { display: flex; gap: 8px; padding: 6px; border-radius: 999px; background: ${surface}; border: 2px solid #34313f; }
.tf-search__field:focus-within { border-color: ${secondary}; }
.tf-search__input { flex: 1; min-width: 0; padding: 8px 14px; border: 0; background: transparent; color: ${ink}; font: inherit; font-size: 18px; }
.tf-search__input:focus { outline: none; }
.tf-search__submit { padding: 10px 22px; border: 0; border-radius: 999px; background: ${primaryFill}; color: ${onPrimaryFill}; font: inherit;
  font-weight: 900; text-transform: uppercase; letter-spacing: 0.04em; cursor: pointer; }
.tf-search__submit:focus-visible { ${focusRing} }
.tf-search__title { margin: 28px 0 0; font-family: ${display}; font-weight: 900; font-size: clamp(30px, 5cqi, 54px);
  line-height: 1; letter-spacing: -0.03em; text-transform: uppercase; text-wrap: balance; }
.tf-search__count { margin: 10px 0 0; color: ${secondary}; font-weight: 900; letter-spacing: 0.06em; text-transform: uppercase; font-size: 14px; }
.tf-search__empty { margin-top: 24px; padding: 28px; border-radius: ${radius}; background: ${surface}; border: 3px dashed #34313f; }
.tf-search__empty-title { margin: 0; font-family: ${display}; font-size: 24px; }
.tf-search__suggest { margin: 10px 0 0; color: ${muted}; }
.tf-search__suggest a { font-weight: 800; }
.tf-search__group { margin-top: 32px; }
.tf-search__group-title { display: flex; align-items: center; gap: 10px; margin: 0 0 14px; font-family: ${display};
  font-size: 22px; text-transform: uppercase; }
.tf-search__group-count { padding: 2px 9px; border-radius: 999px; background: ${primaryFill}; color: ${onPrimaryFill}; font-size: 13px; font-family: inherit; }
.tf-search__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr)); }
.tf-search__card { display: grid; grid-template-columns: 120px 1fr; gap: 14px; align-items: center; height: 100%; padding: 10px;
  border-radius: ${radius}; background: ${surface}; color: inherit; text-decoration: none; border: 2px solid transparent;
  transition: border-color 0.15s ease, background 0.15s ease; }
.tf-search__group--shows .tf-search__card { grid-template-columns: 84px 1fr; }
.tf-search__group--comedians .tf-search__card { grid-template-columns: 96px 1fr; }
a.tf-search__card:hover { border-color: ${primary}; background: ${surfaceRaised}; color: inherit; }
.tf-search__card:focus-visible { ${focusRing} }
.tf-search__thumb { border-radius: 10px; overflow: hidden; background: #2a2833; }
.tf-search__copy { display: grid; gap: 3px; min-width: 0; }
.tf-search__meta { color: ${primary}; font-size: 12px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; }
.tf-search__name { font-weight: 800; font-size: 17px; line-height: 1.25; }
.tf-search__desc { color: ${muted}; font-size: 14px; line-height: 1.4; }
@container (max-width: 480px) {
  .tf-search__card { grid-template-columns: 96px 1fr; }
  .tf-search__submit { padding: 10px 16px; }
}
@media (prefers-reduced-motion: reduce) { .tf-search__card { transition: none; } }
`;
