import { display, focusRing, muted, radius, secondary, surface, surfaceRaised } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';
import { besideListCss } from '../shared/player/beside-list.styles.js';
import { playerCoreCss } from '../shared/player/player-core.styles.js';

export const interviewPlayerCss = `
${mediaRatioCss}
${playerCoreCss}
${besideListCss('tf-intv', secondary)}
.tf-intv__desc { margin: 10px 0 0; color: #d6d3de; line-height: 1.55; }
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
`;
