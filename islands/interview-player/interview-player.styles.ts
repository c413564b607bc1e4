import { display, focusRing, ink, muted, night, primary, radius, secondary, surface, surfaceRaised } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';
import { playerCoreCss } from '../shared/player/player-core.styles.js';

export const interviewPlayerCss = `
${mediaRatioCss}
${playerCoreCss}
/* The article is the size container; its layout lives one level down, where container queries reach. */
.tf-intv { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
.tf-intv__layout { display: grid; grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr); gap: 28px; align-items: start; }
.tf-intv__media { position: relative; border-radius: ${radius}; overflow: hidden; background: ${night}; box-shadow: 10px 10px 0 ${secondary}; }
.tf-intv__kicker { margin: 22px 0 0; color: ${primary}; font-weight: 900; font-size: 13px; letter-spacing: 0.1em; text-transform: uppercase; }
.tf-intv__kicker a { color: inherit; }
.tf-intv__title { margin: 6px 0 0; font-family: ${display}; font-weight: 900; font-size: clamp(24px, 3.4cqi, 36px);
  line-height: 1.05; letter-spacing: -0.02em; text-wrap: balance; }
.tf-intv__desc { margin: 10px 0 0; color: #d6d3de; line-height: 1.55; }
.tf-intv__tools { margin-top: 14px; }
.tf-intv__side { background: ${surface}; border-radius: ${radius}; padding: 14px 10px 10px; }
.tf-intv__heading { margin: 0 6px 10px; font-family: ${display}; font-size: 18px; text-transform: uppercase; }
.tf-intv__chapters { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.tf-intv__chapter { display: grid; grid-template-columns: 56px minmax(0, 1fr); gap: 10px; align-items: baseline; width: 100%; padding: 10px 8px;
  border: 2px solid transparent; border-radius: 10px; background: none; color: inherit; font: inherit; text-align: start; cursor: pointer; }
.tf-intv__chapter:hover { background: ${surfaceRaised}; }
.tf-intv__chapter:focus-visible { ${focusRing} }
.tf-intv__chapter[aria-current="true"] { border-color: ${secondary}; background: ${surfaceRaised}; }
.tf-intv__at { color: ${muted}; font-weight: 800; font-size: 13px; font-variant-numeric: tabular-nums; }
.tf-intv__chapter[aria-current="true"] .tf-intv__at { color: ${secondary}; }
.tf-intv__question { font-weight: 800; font-size: 15px; line-height: 1.3; }
.tf-intv__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container (max-width: 760px) {
  .tf-intv__layout { grid-template-columns: minmax(0, 1fr); gap: 20px; }
  .tf-intv__media { box-shadow: 6px 6px 0 ${secondary}; }
}
`;
