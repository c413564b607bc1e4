import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, onPrimaryFill, primaryFill, radius, secondary, surface } from '../shared/tokens.js';

export const seriesVideosCss = `
.tf-vids { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-vids')}
.tf-vids__show { flex: none; color: ${secondary}; font-weight: 800; font-size: 14px; text-transform: uppercase; letter-spacing: 0.06em;
  text-decoration: none; border-radius: 4px; }
.tf-vids__show:hover { text-decoration: underline; text-underline-offset: 4px; }
.tf-vids__show:focus-visible { ${focusRing} }
.tf-vids__intro { margin: 0 0 16px; color: ${muted}; line-height: 1.5; max-width: 65ch; }
.tf-vids__tools { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px 16px; margin: 0 0 12px; padding: 14px;
  border-radius: ${radius}; background: ${surface}; }
.tf-vids__field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.tf-vids__field--search { flex: 1 1 260px; }
.tf-vids__label { font-size: 12px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; color: ${muted}; }
.tf-vids__search { display: flex; gap: 8px; min-width: 0; }
.tf-vids__input, .tf-vids__select { min-height: 40px; box-sizing: border-box; padding: 8px 12px; border: 2px solid #4a4658; border-radius: 10px;
  background: #0f0e14; color: ${ink}; font: inherit; font-size: 16px; }
.tf-vids__input { flex: 1 1 auto; min-width: 0; width: 100%; }
.tf-vids__input:focus-visible, .tf-vids__select:focus-visible { ${focusRing} }
.tf-vids__submit, .tf-vids__clear { min-height: 40px; padding: 8px 16px; border: 0; border-radius: 999px; background: ${primaryFill};
  color: ${onPrimaryFill}; font: inherit; font-size: 14px; font-weight: 900; letter-spacing: 0.04em; text-transform: uppercase; cursor: pointer; }
.tf-vids__submit:focus-visible, .tf-vids__clear:focus-visible { ${focusRing} }
.tf-vids__count { margin: 0 0 16px; color: ${muted}; font-size: 14px; font-weight: 800; }
.tf-vids__empty { padding: 24px; border-radius: ${radius}; background: ${surface}; text-align: center; }
.tf-vids__none { margin: 0 0 14px; font-size: 17px; font-weight: 800; }
@container (max-width: 560px) {
  .tf-vids { padding: 22px 14px; }
  .tf-vids__field { flex: 1 1 140px; }
  .tf-vids__tools { padding: 12px; }
}
`;
