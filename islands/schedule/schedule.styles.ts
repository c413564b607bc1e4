import { display, focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, tertiary } from '../shared/tokens.js';

export const scheduleCss = `
.tf-week { container-type: inline-size; margin: 28px 20px; padding: 22px 20px; border-radius: ${radius};
  background: ${surface}; color: ${ink}; border-top: 6px solid ${tertiary}; }
.tf-week__heading { margin: 0 0 6px; font-family: ${display}; font-weight: 900; font-size: 30px; line-height: 1;
  text-transform: uppercase; letter-spacing: -0.01em; }
.tf-week__intro { margin: 0 0 16px; color: ${muted}; font-size: 14px; }
.tf-week__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.tf-week__tabs { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); gap: 6px; margin: 0 0 16px; }
.tf-week__tab { display: grid; gap: 2px; justify-items: center; min-width: 0; min-height: 52px; padding: 6px 2px; border: 2px solid #34313f;
  border-radius: 10px; background: transparent; color: ${ink}; font: inherit; cursor: pointer; }
.tf-week__tab:hover { border-color: ${tertiary}; }
.tf-week__tab[aria-selected="true"] { background: ${primaryFill}; border-color: ${primaryFill}; color: ${onPrimaryFill}; }
.tf-week__tab-name { font-family: ${display}; font-weight: 900; font-size: 15px; text-transform: uppercase; }
.tf-week__tab-date { font-size: 12px; font-variant-numeric: tabular-nums; }
.tf-week__tab:focus-visible, .tf-week__panel:focus-visible, .tf-week__show:focus-visible, .tf-week__watch:focus-visible { ${focusRing} }
.tf-week__panel { border-radius: 10px; }
.tf-week__day { --tf-collapsible-focus-color: ${secondary}; }
.tf-week__day::part(trigger) { inline-size: auto; margin: 0 0 8px; padding: 9px 14px; border-radius: 999px; border: 2px solid #3a3746;
  color: ${ink}; font-weight: 800; font-size: 13px; }
.tf-week__day::part(trigger):hover { border-color: ${tertiary}; color: ${tertiary}; }
/* The same box before the element upgrades (a server-drawn page shows it first), so nothing moves when it does. */
.tf-week__day:not(:defined) > [slot=trigger] { display: block; inline-size: fit-content; margin: 0 0 8px; padding: 9px 14px; border-radius: 999px;
  border: 2px solid #3a3746; color: ${ink}; font-weight: 800; font-size: 13px; }
.tf-week__list { list-style: none; margin: 0; padding: 0; }
.tf-week__slot { display: grid; grid-template-columns: 84px 1fr auto; align-items: center; gap: 12px; padding: 12px 0;
  border-bottom: 1px solid #34313f; }
.tf-week__slot--live { background: linear-gradient(90deg, color-mix(in srgb, ${primary} 22%, transparent), transparent);
  border-radius: 10px; padding-inline: 8px; margin-inline: -8px; border-bottom-color: transparent; }
.tf-week__time { font-weight: 900; font-size: 14px; font-variant-numeric: tabular-nums; color: ${secondary}; }
.tf-week__what { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 10px; min-width: 0; }
.tf-week__show { font-weight: 800; font-size: 16px; color: ${ink}; text-decoration: none; border-radius: 4px; }
a.tf-week__show:hover { color: ${secondary}; text-decoration: underline; text-underline-offset: 3px; }
.tf-week__ep { flex-basis: 100%; color: ${muted}; font-size: 13px; overflow-wrap: anywhere; }
.tf-week__flag { padding: 3px 7px; border-radius: 6px; font-size: 11px; font-weight: 900; letter-spacing: 0.08em;
  text-transform: uppercase; background: ${secondary}; color: #141218; }
.tf-week__flag--live { background: ${primaryFill}; color: ${onPrimaryFill}; }
.tf-week__watch { padding: 8px 12px; border-radius: 999px; background: ${secondary}; color: #141218; font-weight: 800; font-size: 13px;
  text-decoration: none; white-space: nowrap; }
.tf-week__watch:hover { text-decoration: underline; }
.tf-week__empty { margin: 8px 0; color: ${muted}; }
@container (max-width: 480px) { .tf-week__slot { grid-template-columns: 70px 1fr; } .tf-week__watch { grid-column: 2; justify-self: start; } }
@media (max-width: 600px) { .tf-week { margin: 20px 14px; padding: 18px 12px; } .tf-week__tabs { gap: 3px; } .tf-week__tab-name { font-size: 13px; } }
`;
