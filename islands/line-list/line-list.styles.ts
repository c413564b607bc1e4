import { sectionHead } from '../shared/section-head.js';
import { display, focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, surfaceRaised, tertiary } from '../shared/tokens.js';

export const lineListCss = `
.tf-lines { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-lines')}
.tf-lines__heading { margin-bottom: 14px; }
.tf-lines__intro { margin: 0 0 18px; color: ${muted}; max-width: 65ch; line-height: 1.5; }
.tf-lines__tools { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0 0 8px; }
.tf-lines__label { font-weight: 900; }
.tf-lines__select { min-height: 44px; max-width: 100%; padding: 0 12px; border: 2px solid #34313f; border-radius: 10px; background: ${surface}; color: ${ink}; font: inherit; }
.tf-lines__count { margin: 0; color: ${muted}; }
.tf-lines__status { margin: 0 0 12px; min-height: 24px; color: ${muted}; font-weight: 700; }
.tf-lines__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 360px), 1fr)); }
.tf-lines__item { border-radius: ${radius}; background: ${surface}; border-top: 6px solid ${primary}; }
.tf-lines__figure { margin: 0; padding: 16px 18px; display: grid; gap: 12px; height: 100%; box-sizing: border-box; align-content: space-between; }
.tf-lines__quote { margin: 0; }
.tf-lines__quote p { margin: 0; font-family: ${display}; font-size: 20px; line-height: 1.3; overflow-wrap: anywhere; }
.tf-lines__caption { display: grid; gap: 4px; font-size: 14px; color: ${muted}; }
.tf-lines__speaker { color: ${secondary}; font-weight: 900; }
.tf-lines__speaker::before { content: '— '; }
.tf-lines__where { overflow-wrap: anywhere; }
.tf-lines__where cite { font-style: normal; }
.tf-lines__where a { color: ${tertiary}; text-underline-offset: 3px; border-radius: 4px; }
.tf-lines__end { display: grid; justify-items: center; padding: 18px 0 0; }
.tf-lines__more, .tf-lines__retry { min-height: 44px; padding: 9px 20px; border: 0; border-radius: 999px; background: ${primaryFill}; color: ${onPrimaryFill};
  font: inherit; font-weight: 900; cursor: pointer; }
.tf-lines__retry { margin: 0 0 12px; background: ${surfaceRaised}; color: ${ink}; }
.tf-lines__more[aria-disabled="true"] { background: ${surfaceRaised}; color: ${ink}; cursor: progress; }
.tf-lines__loading { display: inline-flex; align-items: center; gap: 10px; }
.tf-lines__spinner { width: 18px; height: 18px; border-radius: 50%; border: 3px solid #34313f; border-top-color: ${secondary};
  animation: tf-lines-spin 0.8s linear infinite; }
@keyframes tf-lines-spin { to { transform: rotate(360deg); } }
.tf-lines__select:focus-visible, .tf-lines__where a:focus-visible, .tf-lines__more:focus-visible, .tf-lines__retry:focus-visible,
.tf-lines__item:focus-visible { ${focusRing} }
.tf-lines__item:focus { outline: 3px solid ${secondary}; outline-offset: 3px; }
.tf-lines__empty { color: ${muted}; }
@media (prefers-reduced-motion: reduce) { .tf-lines__spinner { animation-duration: 2.4s; } }
`;
