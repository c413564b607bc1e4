import { mediaRatioCss } from '../shared/media-ratio.js';
import { display, focusRing, ink, muted, radius, secondary, surface, tertiary } from '../shared/tokens.js';

export const comedianPageCss = `
${mediaRatioCss}
.tf-comic { container-type: inline-size; display: grid; grid-template-columns: minmax(0, 1fr); gap: 20px; margin: 28px 20px; padding: 20px;
  border-radius: ${radius}; background: ${surface}; color: ${ink}; border-top: 6px solid ${tertiary}; }
.tf-comic__media { border-radius: 10px; overflow: hidden; }
.tf-comic__name { margin: 0 0 8px; font-family: ${display}; font-weight: 900; font-size: 38px; line-height: 1; text-transform: uppercase; }
.tf-comic__tagline { margin: 0 0 14px; color: ${secondary}; font-weight: 800; font-size: 17px; line-height: 1.35; }
.tf-comic__facts { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 0 0 14px; padding: 0; }
.tf-comic__facts li { padding: 4px 10px; border-radius: 999px; border: 2px solid #3a3746; font-size: 13px; font-weight: 800; }
.tf-comic__bio p { margin: 0 0 12px; color: ${muted}; line-height: 1.55; max-width: 65ch; }
.tf-comic__back { color: ${secondary}; font-weight: 800; font-size: 14px; text-transform: uppercase; letter-spacing: 0.06em;
  text-decoration: none; border-radius: 4px; }
.tf-comic__back:hover { text-decoration: underline; text-underline-offset: 4px; }
.tf-comic__back:focus-visible { ${focusRing} }
.tf-comic__tour { margin: 0 0 16px; padding: 14px 16px; border-radius: 10px; background: #0f0e14; }
.tf-comic__tour-heading { margin: 0 0 8px; font-size: 14px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; color: ${tertiary}; }
.tf-comic__tour-title, .tf-comic__tour-none { margin: 0 0 8px; font-weight: 800; }
.tf-comic__tour-pick { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 10px; font-weight: 800; }
.tf-comic__tour-select { min-height: 40px; max-width: 100%; padding: 6px 10px; border: 2px solid #4a4658; border-radius: 10px; background: ${surface};
  color: ${ink}; font: inherit; font-size: 16px; }
.tf-comic__tour-select:focus-visible { ${focusRing} }
.tf-comic__dates { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.tf-comic__dates li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; padding: 6px 0; border-top: 1px solid #2c2a36; }
.tf-comic__date { flex: none; font-weight: 900; font-variant-numeric: tabular-nums; color: ${secondary}; }
.tf-comic__where { flex: 1 1 12em; min-width: 0; color: ${ink}; }
.tf-comic__tickets { color: ${secondary}; font-weight: 800; border-radius: 4px; }
.tf-comic__tickets:focus-visible { ${focusRing} }
.tf-comic__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (min-width: 764px) { .tf-comic { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 28px; padding: 28px; } }
@media (max-width: 600px) { .tf-comic { margin: 20px 14px; padding: 16px; } .tf-comic__name { font-size: 30px; } }
`;
