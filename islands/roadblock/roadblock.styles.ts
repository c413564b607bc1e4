import { mediaRatioCss } from '../shared/media-ratio.js';
import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, primary, radius, secondary, surface, surfaceRaised } from '../shared/tokens.js';

export const roadblockCss = `
${mediaRatioCss}
.tf-rb { container-type: inline-size; padding: 28px 20px 8px; color: ${ink}; }
${sectionHead('tf-rb')}
.tf-rb__heading { margin-bottom: 18px; }
.tf-rb__body { display: grid; gap: 20px; }
.tf-rb__label { margin: 0 0 10px; font-size: 14px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; color: ${secondary}; }
.tf-rb__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr)); }
.tf-rb__card { position: relative; display: grid; grid-template-columns: 120px minmax(0, 1fr); gap: 12px; align-items: center; min-height: 44px;
  padding: 10px; border-radius: ${radius}; background: ${surface}; color: ${ink}; text-decoration: none; }
.tf-rb__card:hover { background: ${surfaceRaised}; }
.tf-rb__card:hover .tf-rb__title { text-decoration: underline; }
.tf-rb__card:focus-visible { ${focusRing} }
.tf-rb__art { overflow: hidden; border-radius: 8px; background: ${surfaceRaised}; }
.tf-rb__text { display: grid; gap: 4px; min-width: 0; }
.tf-rb__title { font-weight: 900; line-height: 1.25; overflow-wrap: anywhere; }
.tf-rb__show { color: ${secondary}; font-size: 13px; font-weight: 800; text-transform: uppercase; letter-spacing: 0.04em; }
.tf-rb__meta, .tf-rb__when { color: ${muted}; font-size: 14px; }
.tf-rb__continue .tf-rb__card { border-left: 6px solid ${primary}; padding-bottom: 16px; }
.tf-rb__progress { position: absolute; left: 16px; right: 10px; bottom: 6px; width: auto; height: 4px; border: 0; border-radius: 2px;
  appearance: none; background: #34313f; color: ${primary}; }
.tf-rb__progress::-webkit-progress-bar { background: #34313f; border-radius: 2px; }
.tf-rb__progress::-webkit-progress-value { background: ${primary}; border-radius: 2px; }
.tf-rb__progress::-moz-progress-bar { background: ${primary}; border-radius: 2px; }
.tf-rb .tf-ad-slot { margin-top: 20px; }
/* Wide: each card's picture above its text, the watched video beside a row of four. */
@container (min-width: 640px) {
  .tf-rb__list { grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
  .tf-rb__card { grid-template-columns: minmax(0, 1fr); align-items: start; }
}
@container (min-width: 900px) {
  .tf-rb__body--both { grid-template-columns: minmax(0, 1fr) minmax(0, 3fr); }
}
`;
