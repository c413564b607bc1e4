import { display, focusRing, ink, night, onPrimaryFill, primaryFill, secondary, surfaceRaised } from '../tokens.js';
import { drawnImageCss } from '../drawn-image.js';

/** The player core's rules; an island using it puts them in its own stylesheet. */
export const playerCoreCss = `
${drawnImageCss}
/* Its own size container: the end state fits the 16:9 box at any width. */
.tf-pcore { position: relative; container: tf-pcore / inline-size; background: ${night}; color: ${ink}; }
.tf-pcore__frame { position: relative; }
.tf-pcore__play { position: absolute; left: 50%; top: 50%; width: 78px; height: 78px; display: grid; place-items: center; padding: 0;
  transform: translate(-50%, -50%); border: 0; border-radius: 50%; background: ${primaryFill}; color: ${onPrimaryFill}; cursor: pointer;
  box-shadow: 0 0 0 10px #ff3d7f40; }
.tf-pcore__play:hover { box-shadow: 0 0 0 14px #ff3d7f55; }
.tf-pcore__surface { position: absolute; inset: 0; }
.tf-pcore__failure { position: absolute; left: 16px; right: 16px; bottom: 16px; margin: 0; padding: 12px 16px; border-radius: 12px;
  background: rgba(12, 11, 16, 0.88); border: 2px solid ${secondary}; font-weight: 800; }
.tf-pcore__end { position: absolute; inset: 0; display: grid; align-content: center; justify-items: center; gap: 12px; padding: 16px;
  background: rgba(12, 11, 16, 0.9); text-align: center; }
.tf-pcore__end-title { margin: 0; font-family: ${display}; font-size: clamp(16px, 3cqi, 24px); text-transform: uppercase; }
.tf-pcore__end-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 10px; }
.tf-pcore__action { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 18px; border: 2px solid ${ink};
  border-radius: 999px; background: transparent; color: ${ink}; font: inherit; font-weight: 900; font-size: 14px; text-decoration: none; cursor: pointer; }
.tf-pcore__action--next { background: ${primaryFill}; border-color: ${primaryFill}; color: ${onPrimaryFill}; }
.tf-pcore__action--episode { background: ${secondary}; border-color: ${secondary}; color: #141218; }
.tf-pcore__action:hover { background: ${surfaceRaised}; color: ${ink}; border-color: ${ink}; }
.tf-pcore__next-name { display: inline-block; max-width: 30ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  vertical-align: bottom; font-weight: 700; }
.tf-pcore__play:focus-visible, .tf-pcore__action:focus-visible { ${focusRing} }
@container tf-pcore (max-width: 520px) {
  .tf-pcore__end { gap: 6px; padding: 8px; }
  .tf-pcore__end-title { display: none; }
  .tf-pcore__end-actions { gap: 6px; }
  .tf-pcore__action { min-height: 36px; padding: 0 12px; font-size: 13px; }
  .tf-pcore__next-name { max-width: 16ch; }
}
`;
