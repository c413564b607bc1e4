import { display, focusRing, ink, muted, night, primary, radius, surfaceRaised } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';
import { playerCoreCss } from '../shared/player/player-core.styles.js';

export const clipViewerCss = `
${mediaRatioCss}
${playerCoreCss}
/* The article is the size container; its layout lives one level down, where container queries reach. */
.tf-clipview { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
.tf-clipview__layout { display: grid; grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr); gap: 28px; }
.tf-clipview__media { position: relative; align-self: start; border-radius: ${radius}; overflow: hidden; background: ${night};
  box-shadow: 10px 10px 0 ${primary}; }
.tf-clipview__duration { position: absolute; right: 12px; bottom: 12px; padding: 4px 8px; border-radius: 6px;
  background: rgba(12, 11, 16, 0.85); font-weight: 800; font-size: 13px; font-variant-numeric: tabular-nums; }
.tf-clipview__show { margin: 0; color: ${primary}; font-weight: 900; font-size: 13px; letter-spacing: 0.1em; text-transform: uppercase; }
.tf-clipview__show a { color: inherit; }
.tf-clipview__title { margin: 8px 0 0; font-family: ${display}; font-weight: 900; font-size: clamp(26px, 4cqi, 40px);
  line-height: 1.02; letter-spacing: -0.02em; text-wrap: balance; }
.tf-clipview__desc { margin: 12px 0 0; color: #d6d3de; line-height: 1.55; }
.tf-clipview__share { margin-top: 18px; }
.tf-clipview__rel:focus-visible, .tf-clipview__more:focus-visible { ${focusRing} }
.tf-clipview__more { display: inline-block; margin-top: 18px; font-weight: 900; text-transform: uppercase; letter-spacing: 0.06em;
  font-size: 14px; text-decoration: none; }
.tf-clipview__related { margin-top: 24px; }
.tf-clipview__related-title { margin: 0 0 10px; font-family: ${display}; font-size: 18px; text-transform: uppercase; }
.tf-clipview__related-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.tf-clipview__rel { display: grid; grid-template-columns: 112px minmax(0, 1fr) auto; gap: 12px; align-items: center; padding: 6px;
  border-radius: 10px; color: inherit; text-decoration: none; }
a.tf-clipview__rel:hover { background: ${surfaceRaised}; color: inherit; }
.tf-clipview__rel-thumb { border-radius: 8px; overflow: hidden; }
.tf-clipview__rel-name { font-weight: 800; font-size: 15px; line-height: 1.25; overflow-wrap: anywhere; }
.tf-clipview__rel-time { color: ${muted}; font-size: 12px; font-weight: 700; font-variant-numeric: tabular-nums; }
.tf-clipview__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container (max-width: 760px) {
  .tf-clipview__layout { grid-template-columns: minmax(0, 1fr); gap: 20px; }
  .tf-clipview__media { box-shadow: 6px 6px 0 ${primary}; }
}
`;
