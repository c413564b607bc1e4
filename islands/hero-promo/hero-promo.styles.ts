import { HERO_COPY_NARROW_PX } from './island.js';
import { drawnImageCss } from '../shared/drawn-image.js';
import { display, focusRing, ink, night, onPrimaryFill, primary, primaryFill, secondary } from '../shared/tokens.js';

export const heroPromoCss = `
${drawnImageCss}
.tf-hero { position: relative; container-type: inline-size; color: ${ink}; background: ${night}; overflow: hidden;
  border-radius: 0 0 22px 22px; }
.tf-hero__art { position: relative; width: 100%; max-height: 640px; overflow: hidden; background: #22202a; }
.tf-hero__sizer { display: block; width: 100%; height: auto; }
.tf-hero__art tf-image { position: absolute; inset: 0; }
/* A soft scrim from the lower left keeps the copy readable over any art. */
.tf-hero__art::after { content: ''; position: absolute; inset: 0; pointer-events: none;
  background: linear-gradient(90deg, rgba(12,11,16,0.92) 0%, rgba(12,11,16,0.6) 38%, rgba(12,11,16,0) 62%),
    linear-gradient(0deg, rgba(12,11,16,0.75) 0%, rgba(12,11,16,0) 55%); }
.tf-hero__copy { position: absolute; inset: auto 0 0 0; padding: 48px 48px 44px; max-width: 720px;
}
.tf-hero__kicker { display: inline-block; margin: 0 0 12px; padding: 5px 10px; background: ${secondary}; color: #141218;
  font-weight: 900; font-size: 13px; letter-spacing: 0.12em; text-transform: uppercase; transform: rotate(-2deg); }
.tf-hero__show { margin: 0; font-family: ${display}; font-weight: 900; font-size: clamp(40px, 7cqi, 84px);
  line-height: 0.92; letter-spacing: -0.035em; text-transform: uppercase; text-wrap: balance;
  text-shadow: 4px 4px 0 ${primary}; }
.tf-hero__headline { margin: 14px 0 0; font-size: clamp(18px, 2.2cqi, 24px); font-weight: 700; line-height: 1.25; }
.tf-hero__tunein { display: flex; align-items: center; gap: 8px; margin: 10px 0 0; font-weight: 900;
  font-size: 15px; letter-spacing: 0.08em; text-transform: uppercase; color: ${secondary}; }
.tf-hero__dot { width: 10px; height: 10px; border-radius: 50%; background: ${primary}; animation: tf-hero-pulse 1.6s ease-in-out infinite; }
@keyframes tf-hero-pulse { 50% { transform: scale(1.5); opacity: 0.6; } }
.tf-hero__desc { margin: 10px 0 0; max-width: 52ch; color: #d6d3de; line-height: 1.5; }
.tf-hero__actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 22px; }
.tf-hero__cta { display: inline-flex; align-items: center; gap: 8px; padding: 14px 24px; border-radius: 999px;
  background: ${primaryFill}; color: ${onPrimaryFill}; font-weight: 900; font-size: 16px; letter-spacing: 0.04em; text-transform: uppercase;
  text-decoration: none; box-shadow: 0 6px 0 #00000055; transition: transform 0.15s ease, box-shadow 0.15s ease; }
.tf-hero__cta:hover { transform: translateY(-2px); box-shadow: 0 8px 0 #00000055; }
.tf-hero__cta--ghost { background: transparent; color: ${ink}; border: 2px solid ${ink}; box-shadow: none; }
.tf-hero__cta--ghost:hover { background: ${ink}; color: #141218; box-shadow: none; }
.tf-hero__cta:focus-visible { ${focusRing} }

@container (max-width: 760px) {
  /* Key art keeps its subject (title, cast) on the right: crop from the left. */
  .tf-hero__art { aspect-ratio: 4 / 3; }
  .tf-hero__sizer { display: none; }
  .tf-hero__art tf-image { --tf-image-position: 78% center; }
  .tf-hero__art::after { background: linear-gradient(0deg, ${night} 0%, rgba(12,11,16,0) 40%); }
  /* At least the height its zone reserved (its descriptor, island.ts): nothing below moves when it draws. */
  .tf-hero__copy { position: relative; margin-top: -64px; padding: 0 18px 26px; max-width: none;
    min-height: ${HERO_COPY_NARROW_PX + 64}px; box-sizing: border-box; }
  .tf-hero__show { text-shadow: 3px 3px 0 ${primary}; }
  .tf-hero__cta { padding: 12px 20px; font-size: 15px; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-hero__dot { animation: none; }
  .tf-hero__cta { transition: none; }
  .tf-hero__cta:hover { transform: none; }
}
.tf-hero__page-title { position: absolute; width: 1px; height: 1px; margin: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
