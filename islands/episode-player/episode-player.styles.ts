import { display, focusRing, ink, muted, night, onPrimaryFill, primary, primaryFill, radius, secondary, surface, surfaceRaised, tertiary } from '../shared/tokens.js';
import { mediaRatioCss } from '../shared/media-ratio.js';
import { playerCoreCss } from '../shared/player/player-core.styles.js';

export const episodePlayerCss = `
${mediaRatioCss}
${playerCoreCss}
/* The section is the size container; its layout lives one level down, where container queries reach. */
.tf-player { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
.tf-player__layout { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 28px; }
.tf-player__screen { position: relative; border-radius: ${radius}; overflow: hidden; background: ${night};
  box-shadow: 0 0 0 3px #ffffff14, 0 24px 60px #00000080; }
.tf-player__frame { position: relative; }
.tf-player__poster tf-image::part(image) { transition: opacity var(--tf-image-fade, 0.2s) ease, filter 0.25s ease; }
.tf-player__screen--paused .tf-player__frame { position: relative; }
.tf-player__poster tf-image::part(image) { filter: brightness(0.45) blur(2px); }
.tf-player__screen--playing .tf-player__frame { position: relative; }
.tf-player__poster tf-image::part(image) { filter: saturate(1.15); }
.tf-player__play { position: absolute; left: 50%; top: 50%; width: 96px; height: 96px; display: grid; place-items: center;
  transform: translate(-50%, -50%); border: 0; border-radius: 50%; background: ${primaryFill}; color: ${onPrimaryFill}; cursor: pointer;
  box-shadow: 0 0 0 10px #ff3d7f40, 0 10px 30px #00000080; transition: transform 0.15s ease, box-shadow 0.15s ease; }
.tf-player__play:hover { transform: translate(-50%, -50%) scale(1.06); box-shadow: 0 0 0 16px #ff3d7f33, 0 10px 30px #00000080; }
.tf-player__screen--gate .tf-player__play { display: none; }
.tf-player__gate { position: absolute; left: 16px; right: 16px; bottom: 16px; display: flex; flex-wrap: wrap; align-items: center;
  gap: 8px 10px; padding: 10px 14px; border-radius: 12px; background: rgba(12, 11, 16, 0.82); backdrop-filter: blur(4px); }
.tf-player__gate--open { inset: 50% 10% auto 10%; transform: translateY(-50%); flex-direction: column; text-align: center;
  padding: 24px; gap: 10px; border: 2px solid ${secondary}; }
.tf-player__lock { display: grid; place-items: center; width: 30px; height: 30px; border-radius: 50%; background: ${secondary}; color: #141218; }
.tf-player__gate-msg { margin: 0; font-weight: 900; font-size: 15px; letter-spacing: 0.02em; }
.tf-player__gate--open .tf-player__gate-msg { font-family: ${display}; font-size: clamp(18px, 3cqi, 26px); text-transform: uppercase; }
.tf-player__gate-detail { margin: 0; color: #d6d3de; max-width: 44ch; }
.tf-player__gate-actions { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 14px; margin-top: 6px; }
.tf-player__signin { padding: 12px 22px; border: 0; border-radius: 999px; background: ${secondary}; color: #141218; font: inherit;
  font-weight: 900; text-transform: uppercase; letter-spacing: 0.04em; cursor: pointer; }
.tf-player__help { font-weight: 800; }
.tf-player__surface { position: absolute; inset: 0; }
.tf-player__failure { position: absolute; left: 16px; right: 16px; bottom: 16px; margin: 0; padding: 12px 16px; border-radius: 12px;
  background: rgba(12, 11, 16, 0.88); border: 2px solid ${secondary}; font-weight: 800; }
.tf-player__play:focus-visible, .tf-player__signin:focus-visible,
.tf-player__next-card:focus-visible { ${focusRing} }
.tf-player__info { padding: 18px 2px 0; }
.tf-player__show { margin: 0; color: ${primary}; font-weight: 900; font-size: 13px; letter-spacing: 0.1em; text-transform: uppercase; }
.tf-player__show a { color: inherit; }
.tf-player__label { color: ${muted}; }
.tf-player__title { margin: 6px 0 0; font-family: ${display}; font-weight: 900; font-size: clamp(28px, 4.4cqi, 46px);
  line-height: 1; letter-spacing: -0.02em; text-wrap: balance; }
.tf-player__meta { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center; margin: 12px 0 0; color: ${muted}; font-weight: 700; font-size: 14px; }
.tf-player__rating { padding: 2px 6px; border: 2px solid ${muted}; border-radius: 4px; font-size: 12px; font-weight: 900; }
.tf-player__desc { margin: 12px 0 0; max-width: 64ch; color: #d6d3de; line-height: 1.55; }
.tf-player__next { background: ${surface}; border-radius: ${radius}; padding: 18px; align-self: start; }
.tf-player__next-title { margin: 0 0 12px; font-family: ${display}; font-size: 20px; text-transform: uppercase; letter-spacing: -0.01em; }
.tf-player__next-title::after { content: ''; display: block; width: 40px; height: 5px; margin-top: 8px; background: ${tertiary};
  border-radius: 3px; transform: skew(-20deg); }
.tf-player__next-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.tf-player__next-card { display: grid; grid-template-columns: 128px minmax(0, 1fr); gap: 12px; align-items: center; padding: 6px;
  border-radius: 10px; color: inherit; text-decoration: none; }
a.tf-player__next-card:hover { background: ${surfaceRaised}; color: inherit; }
.tf-player__next-thumb { border-radius: 8px; overflow: hidden; }
.tf-player__next-copy { display: grid; gap: 2px; min-width: 0; }
.tf-player__next-show { color: ${primary}; font-size: 11px; font-weight: 900; letter-spacing: 0.08em; text-transform: uppercase; }
.tf-player__next-name { font-weight: 800; font-size: 15px; line-height: 1.25; overflow-wrap: anywhere; }
.tf-player__next-time { color: ${muted}; font-size: 12px; font-weight: 700; font-variant-numeric: tabular-nums; }
.tf-player__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container (max-width: 900px) {
  .tf-player__layout { grid-template-columns: minmax(0, 1fr); gap: 20px; }
  .tf-player__gate--open { inset: 50% 4% auto 4%; padding: 16px; }
}
/* Too small to overlay the poster: the gate sits under it instead, clear of the play button. */
@container (max-width: 600px) {
  .tf-player { padding: 18px 12px; }
  .tf-player__play { width: 68px; height: 68px; }
  .tf-player__gate, .tf-player__gate--open { position: static; inset: auto; transform: none; border-radius: 0; border: 0;
    backdrop-filter: none; background: ${surfaceRaised}; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-player__play, .tf-player__frame { position: relative; }
.tf-player__poster tf-image::part(image) { transition: none; }
}
`;
