import { focusRing, ink, muted, primary, radius, secondary, surface, surfaceRaised } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';
import { besideListCss } from '../shared/player/beside-list.styles.js';
import { playerCoreCss } from '../shared/player/player-core.styles.js';

export const playlistPlayerCss = `
${mediaRatioCss}
${playerCoreCss}
${besideListCss('tf-plist', primary)}
.tf-plist__now { margin: 8px 0 0; color: ${muted}; font-weight: 700; font-size: 14px; }
.tf-plist__info { display: block; margin-top: 10px; border-top: 1px solid #3a3746; font-weight: 800;
  --tf-collapsible-focus-color: ${secondary}; }
.tf-plist__desc { margin: 0 0 10px; color: #d6d3de; font-weight: 400; line-height: 1.55; }
.tf-plist__side { background: ${surface}; border-radius: ${radius}; padding: 10px; }
.tf-plist__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.tf-plist__item { display: grid; grid-template-columns: 112px minmax(0, 1fr); grid-template-rows: auto auto; column-gap: 12px; row-gap: 4px; width: 100%;
  padding: 6px; border: 2px solid transparent; border-radius: 10px; background: none; color: inherit; font: inherit; text-align: start; cursor: pointer; }
.tf-plist__item:hover { background: ${surfaceRaised}; }
.tf-plist__item:focus-visible, .tf-plist__toggle:focus-visible { ${focusRing} }
.tf-plist__item[aria-current="true"] { border-color: ${primary}; background: ${surfaceRaised}; }
.tf-plist__thumb { grid-row: span 2; border-radius: 8px; overflow: hidden; }
.tf-plist__name { align-self: end; font-weight: 800; font-size: 15px; line-height: 1.25; overflow-wrap: anywhere; }
.tf-plist__meta { align-self: start; color: ${muted}; font-size: 12px; font-weight: 700; font-variant-numeric: tabular-nums; }
.tf-plist__playing { color: ${secondary}; }
.tf-plist__toggle { margin-top: 10px; width: 100%; min-height: 42px; border: 2px solid #3a3746; border-radius: 999px; background: none;
  color: ${ink}; font: inherit; font-weight: 900; font-size: 14px; text-transform: uppercase; letter-spacing: 0.06em; cursor: pointer; }
.tf-plist__toggle:hover { border-color: ${secondary}; color: ${secondary}; }
`;
