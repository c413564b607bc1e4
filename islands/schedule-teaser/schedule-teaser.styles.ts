import { display, focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, tertiary } from '../shared/tokens.js';

export const scheduleTeaserCss = `
.tf-sched { container-type: inline-size; margin: 28px 20px; padding: 22px 20px; border-radius: ${radius};
  background: ${surface}; color: ${ink}; border-top: 6px solid ${tertiary}; }
.tf-sched__heading { margin: 0 0 14px; font-family: ${display}; font-weight: 900; font-size: 26px; line-height: 1;
  text-transform: uppercase; letter-spacing: -0.01em; }
.tf-sched__day { display: block; margin-top: 6px; font-family: inherit; font-size: 13px; letter-spacing: 0.12em; color: ${tertiary}; }
.tf-sched__list { list-style: none; margin: 0; padding: 0; }
.tf-sched__slot { display: grid; grid-template-columns: 78px 1fr auto; align-items: center; gap: 12px; padding: 12px 0;
  border-bottom: 1px solid #34313f; }
.tf-sched__slot--live { background: linear-gradient(90deg, color-mix(in srgb, ${primary} 22%, transparent), transparent);
  border-radius: 10px; padding-inline: 8px; margin-inline: -8px; border-bottom-color: transparent; }
.tf-sched__time { font-weight: 900; font-size: 14px; font-variant-numeric: tabular-nums; color: ${secondary}; }
.tf-sched__what { display: grid; gap: 2px; min-width: 0; }
.tf-sched__show { font-weight: 800; font-size: 16px; color: ${ink}; text-decoration: none; border-radius: 4px; }
a.tf-sched__show:hover { color: ${secondary}; text-decoration: underline; text-underline-offset: 3px; }
.tf-sched__show:focus-visible { ${focusRing} }
.tf-sched__ep { color: ${muted}; font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tf-sched__flag { padding: 3px 7px; border-radius: 6px; font-size: 11px; font-weight: 900; letter-spacing: 0.08em;
  text-transform: uppercase; background: ${secondary}; color: #141218; }
.tf-sched__flag--live { background: ${primaryFill}; color: ${onPrimaryFill}; }
.tf-sched__foot { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-top: 14px; }
.tf-sched__more { --tf-collapsible-focus-color: ${secondary}; }
.tf-sched__more::part(trigger) { inline-size: auto; margin: 14px 0 0; padding: 9px 14px; border-radius: 999px; border: 2px solid #3a3746;
  color: ${ink}; font-weight: 800; font-size: 13px; }
.tf-sched__more::part(trigger):hover { border-color: ${tertiary}; color: ${tertiary}; }
/* The same box before the element upgrades (a server-drawn page shows it first), so nothing moves when it does. */
.tf-sched__more:not(:defined) > [slot=trigger] { inline-size: fit-content; margin: 14px 0 0; padding: 9px 14px; border-radius: 999px;
  border: 2px solid #3a3746; color: ${ink}; font-weight: 800; font-size: 13px; }
.tf-sched__more .tf-sched__list { padding-top: 6px; }
.tf-sched__all { color: ${secondary}; font-weight: 800; font-size: 14px; text-transform: uppercase; letter-spacing: 0.06em;
  text-decoration: none; border-radius: 4px; }
.tf-sched__all:hover { text-decoration: underline; text-underline-offset: 4px; }
.tf-sched__all:focus-visible { ${focusRing} }
@container (max-width: 320px) { .tf-sched__slot { grid-template-columns: 64px 1fr; } .tf-sched__flag { grid-column: 2; justify-self: start; } }
@media (max-width: 600px) { .tf-sched { margin: 20px 14px; } }
`;
