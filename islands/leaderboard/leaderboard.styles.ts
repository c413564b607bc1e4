import { sectionHead } from '../shared/section-head.js';
import { display, focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, surfaceRaised } from '../shared/tokens.js';

export const leaderboardCss = `
.tf-lb { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-lb')}
.tf-lb__heading { margin-bottom: 14px; }
.tf-lb__intro { margin: 0 0 18px; color: ${muted}; max-width: 65ch; line-height: 1.5; }
.tf-lb__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.tf-lb__tools { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0 0 8px; }
.tf-lb__label { font-weight: 900; }
.tf-lb__select { min-height: 44px; padding: 0 12px; border: 2px solid #34313f; border-radius: 10px; background: ${surface}; color: ${ink}; font: inherit; }
.tf-lb__count { margin: 0; color: ${muted}; }
.tf-lb__status { margin: 0 0 12px; min-height: 24px; color: ${muted}; font-weight: 700; }
.tf-lb__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.tf-lb__entry { display: grid; grid-template-columns: 56px minmax(0, 1fr); align-items: center; gap: 6px 14px; min-height: 72px;
  padding: 12px 16px; border-radius: ${radius}; background: ${surface}; border-left: 6px solid ${primary}; }
.tf-lb__rank { grid-row: span 2; display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%;
  background: ${secondary}; color: #141218; font-family: ${display}; font-weight: 900; font-size: 20px; }
.tf-lb__body { display: grid; gap: 4px; min-width: 0; }
.tf-lb__title { color: ${ink}; font-weight: 900; font-size: 18px; line-height: 1.2; overflow-wrap: anywhere; text-decoration: none; }
.tf-lb__title:hover { text-decoration: underline; }
.tf-lb__meta { display: flex; flex-wrap: wrap; gap: 2px 12px; color: ${muted}; font-size: 14px; }
.tf-lb__show { color: ${secondary}; font-weight: 700; }
.tf-lb__votes { font-family: ${display}; font-weight: 900; font-size: 18px; }
.tf-lb__votes-label { font-family: inherit; font-size: 14px; font-weight: 700; color: ${muted}; }
.tf-lb__end { display: grid; justify-items: center; padding: 18px 0 0; }
.tf-lb__more, .tf-lb__retry { min-height: 44px; padding: 9px 20px; border: 0; border-radius: 999px; background: ${primaryFill}; color: ${onPrimaryFill};
  font: inherit; font-weight: 900; cursor: pointer; }
.tf-lb__retry { margin: 0 0 12px; background: ${surfaceRaised}; color: ${ink}; }
.tf-lb__more[aria-disabled="true"] { background: ${surfaceRaised}; color: ${ink}; cursor: progress; }
.tf-lb__loading { display: inline-flex; align-items: center; gap: 10px; }
.tf-lb__spinner { width: 18px; height: 18px; border-radius: 50%; border: 3px solid #34313f; border-top-color: ${secondary};
  animation: tf-lb-spin 0.8s linear infinite; }
@keyframes tf-lb-spin { to { transform: rotate(360deg); } }
.tf-lb__select:focus-visible, .tf-lb__title:focus-visible, .tf-lb__more:focus-visible, .tf-lb__retry:focus-visible { ${focusRing} }
.tf-lb__empty { color: ${muted}; }
@container (min-width: 640px) {
  .tf-lb__entry { grid-template-columns: 56px minmax(0, 1fr) auto; }
  .tf-lb__rank { grid-row: auto; }
  .tf-lb__votes { justify-self: end; }
}
@container (max-width: 639px) { .tf-lb__votes { grid-column: 2; } }
@media (prefers-reduced-motion: reduce) { .tf-lb__spinner { animation-duration: 2.4s; } }
`;
