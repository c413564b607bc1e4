import { mediaRatioCss } from '../shared/media-ratio.js';
import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, onPrimaryFill, primaryFill, radius, secondary, surface, surfaceRaised, tertiary } from '../shared/tokens.js';

export const guestListCss = `
${mediaRatioCss}
.tf-guests { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-guests')}
.tf-guests__heading { margin-bottom: 14px; }
.tf-guests__intro { margin: 0 0 18px; color: ${muted}; max-width: 65ch; line-height: 1.5; }
.tf-guests__tools { display: flex; flex-wrap: wrap; align-items: end; gap: 12px 20px; }
/* It shrinks with a phone's width: the input has no width of its own to hold it wider. */
.tf-guests__form { flex: 1 1 320px; min-width: 0; max-width: 560px; }
.tf-guests__tool-label { display: block; margin-bottom: 6px; color: ${muted}; font-weight: 800; font-size: 13px;
  letter-spacing: 0.08em; text-transform: uppercase; }
.tf-guests__field { display: flex; gap: 8px; padding: 5px; border-radius: 999px; background: ${surface}; border: 2px solid #34313f; }
.tf-guests__field:focus-within { border-color: ${secondary}; }
.tf-guests__input { flex: 1; width: 0; min-width: 0; padding: 8px 14px; border: 0; background: transparent; color: ${ink}; font: inherit; font-size: 17px; }
.tf-guests__input:focus { outline: none; }
.tf-guests__submit, .tf-guests__reset { min-height: 40px; padding: 8px 18px; border: 0; border-radius: 999px; font: inherit; font-weight: 900;
  letter-spacing: 0.04em; text-transform: uppercase; cursor: pointer; font-size: 14px; }
.tf-guests__submit { background: ${primaryFill}; color: ${onPrimaryFill}; }
.tf-guests__reset { background: ${surfaceRaised}; color: ${ink}; }
.tf-guests__select { min-width: 180px; min-height: 48px; padding: 0 14px; border-radius: 12px; border: 2px solid #34313f;
  background: ${surface}; color: ${ink}; font: inherit; font-size: 16px; }
.tf-guests__count { min-height: 24px; margin: 14px 0 10px; color: ${secondary}; font-weight: 900; font-size: 14px; letter-spacing: 0.04em; }
.tf-guests__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 360px), 1fr)); }
.tf-guests__list:empty { display: none; }
.tf-guests__item { display: grid; grid-template-columns: 80px minmax(0, 1fr); gap: 14px; align-items: center;
  padding: 10px; border-radius: ${radius}; background: ${surface}; }
.tf-guests__portrait { border-radius: 50%; overflow: hidden; background: #2a2833; }
.tf-guests__body { display: grid; gap: 4px; min-width: 0; }
.tf-guests__name { margin: 0; font-size: 18px; font-weight: 900; line-height: 1.2; overflow-wrap: anywhere; }
.tf-guests__name a, .tf-guests__episode a { color: inherit; text-decoration: underline; text-decoration-color: ${tertiary};
  text-underline-offset: 3px; border-radius: 4px; }
.tf-guests__episode a { color: ${tertiary}; }
.tf-guests__credit, .tf-guests__episode { margin: 0; color: ${muted}; font-size: 14px; line-height: 1.4; overflow-wrap: anywhere; }
.tf-guests__label { color: ${secondary}; font-weight: 800; }
.tf-guests__empty { display: grid; justify-items: start; gap: 12px; padding: 22px; border-radius: ${radius}; background: ${surface};
  border: 3px dashed #34313f; color: ${muted}; }
.tf-guests__empty p { margin: 0; }
.tf-guests__submit:focus-visible, .tf-guests__reset:focus-visible, .tf-guests__select:focus-visible,
.tf-guests__name a:focus-visible, .tf-guests__episode a:focus-visible { ${focusRing} }
`;
