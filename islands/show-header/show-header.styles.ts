import { display, focusRing, ink, muted, night, onPrimaryFill, primary, primaryFill, radius, secondary, surface } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';
import { drawnImageCss } from '../shared/drawn-image.js';
import { BANNER_HEIGHT_PX } from './island.js';

export const showHeaderCss = `
${mediaRatioCss}
${drawnImageCss}
.tf-show { position: relative; container-type: inline-size; color: ${ink}; background: ${night}; overflow: hidden;
  border-radius: 0 0 22px 22px; }
.tf-show__banner { position: absolute; inset: 0 0 auto 0; height: 100%; max-height: ${BANNER_HEIGHT_PX.wide}px; overflow: hidden; }
.tf-show__banner tf-image { opacity: 0.55; --tf-image-position: 70% center; }
.tf-show__banner::after { content: ''; position: absolute; inset: 0;
  background: linear-gradient(90deg, ${night} 0%, rgba(12,11,16,0.7) 45%, rgba(12,11,16,0.2) 100%),
    linear-gradient(0deg, ${night} 0%, rgba(12,11,16,0) 45%); }
.tf-show__inner { position: relative; display: grid; grid-template-columns: minmax(160px, 260px) 1fr; gap: 36px;
  align-items: end; padding: 56px 40px 28px; }
.tf-show__poster { border-radius: ${radius}; overflow: hidden; box-shadow: 10px 10px 0 ${primary}; transform: rotate(-2deg);
  background: ${surface}; }
.tf-show__badge { display: inline-block; margin: 0 0 12px; padding: 5px 10px; background: ${secondary}; color: #141218;
  font-weight: 900; font-size: 13px; letter-spacing: 0.12em; text-transform: uppercase; transform: rotate(-2deg); }
.tf-show__title { margin: 0; font-family: ${display}; font-weight: 900; font-size: clamp(40px, 7.5cqi, 88px);
  line-height: 0.92; letter-spacing: -0.035em; text-transform: uppercase; text-wrap: balance;
  text-shadow: 4px 4px 0 ${primary}; }
.tf-show__logline { margin: 14px 0 0; font-size: clamp(18px, 2.3cqi, 24px); font-weight: 700; line-height: 1.25; max-width: 40ch; }
.tf-show__tunein { display: flex; align-items: center; gap: 8px; margin: 10px 0 0; font-weight: 900; font-size: 15px;
  letter-spacing: 0.08em; text-transform: uppercase; color: ${secondary}; }
.tf-show__dot { width: 10px; height: 10px; border-radius: 50%; background: ${primary}; }
.tf-show__about { margin: 10px 0 0; max-width: 58ch; color: #d6d3de; line-height: 1.5; }
.tf-show__actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 22px; }
.tf-show__copy > .tf-share { margin-top: 12px; }
.tf-show__watch, .tf-show__fav { display: inline-flex; align-items: center; gap: 8px; padding: 13px 22px; border-radius: 999px;
  font: inherit; font-weight: 900; font-size: 15px; letter-spacing: 0.04em; text-transform: uppercase; cursor: pointer;
  text-decoration: none; transition: transform 0.15s ease, background 0.15s ease, color 0.15s ease; }
.tf-show__watch { background: ${primaryFill}; color: ${onPrimaryFill}; border: 2px solid ${primaryFill}; box-shadow: 0 6px 0 #00000055; }
.tf-show__watch:hover { transform: translateY(-2px); color: ${onPrimaryFill}; }
.tf-show__fav { background: transparent; color: ${ink}; border: 2px solid ${ink}; }
.tf-show__fav:hover { transform: translateY(-2px); }
/* Pressed: dark on light (the brand pink on it would be 3.1:1). */
.tf-show__fav[aria-pressed='true'] { background: ${ink}; color: ${night}; }
.tf-show__watch:focus-visible, .tf-show__fav:focus-visible, .tf-show__link:focus-visible { ${focusRing} }
.tf-show__menu { position: relative; border-top: 1px solid #ffffff1f; padding: 0 40px; }
.tf-show__links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
.tf-show__link { display: block; padding: 14px 14px 12px; color: ${muted}; font-weight: 800; font-size: 14px;
  letter-spacing: 0.08em; text-transform: uppercase; text-decoration: none; border-bottom: 3px solid transparent; }
.tf-show__link:hover { color: ${ink}; border-bottom-color: ${secondary}; }
.tf-show__sr { position: absolute; width: 1px; height: 1px; margin: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container (max-width: 700px) {
  .tf-show__inner { grid-template-columns: 1fr; gap: 20px; padding: 28px 18px 20px; }
  .tf-show__poster { width: 42%; max-width: 180px; }
  .tf-show__banner { max-height: ${BANNER_HEIGHT_PX.stacked}px; }
  .tf-show__menu { padding: 0 12px; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-show__watch, .tf-show__fav { transition: none; }
  .tf-show__watch:hover, .tf-show__fav:hover { transform: none; }
}
`;
