import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, primary, radius, secondary, surface } from '../shared/tokens.js';

export const showRowCss = `
.tf-shows { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-shows')}
.tf-shows__tools { display: flex; align-items: center; gap: 8px; }
.tf-shows__all { margin-right: 8px; }
.tf-shows__arrow { display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; cursor: pointer;
  border: 2px solid #3a3746; background: ${surface}; color: ${ink}; transition: background-color 0.15s ease; }
.tf-shows__arrow:hover:not(:disabled) { background: ${primary}; border-color: ${primary}; color: #fff; }
.tf-shows__arrow:disabled { opacity: 0.35; cursor: default; }
.tf-shows__arrow:focus-visible { ${focusRing} }
.tf-shows__track { list-style: none; margin: 0 -20px; padding: 8px 20px 18px; display: grid; grid-auto-flow: column;
  grid-auto-columns: clamp(150px, 18cqi, 230px); gap: 16px; overflow-x: auto; scroll-snap-type: x mandatory;
  scroll-padding-inline: 20px; scrollbar-width: thin; scrollbar-color: ${primary} transparent; overscroll-behavior-x: contain; }
.tf-shows__track:focus-visible { ${focusRing} outline-offset: -3px; border-radius: 8px; }
.tf-shows__item { scroll-snap-align: start; }
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
  .tf-shows__track { margin: 0 -14px; padding-inline: 14px; grid-auto-columns: 42cqi; gap: 12px; }
  .tf-shows__arrow { display: none; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-shows__card, .tf-shows__arrow { transition: none; }
  .tf-shows__card:hover { transform: none; }
}
`;
