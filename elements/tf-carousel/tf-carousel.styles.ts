import { css } from 'lit';

/**
 * Layout notes. Embla measures slides with `offsetLeft`; a slotted slide's
 * offset parent is retargeted to the host, so the host is the one positioned
 * box and neither the viewport nor the track may be positioned (or both
 * measurements would not share an origin). Slides size themselves with
 * `--tf-carousel-slide-size` and are spaced with `--tf-carousel-gap`.
 * Vertical page scrolling stays with the browser (`touch-action: pan-y`);
 * horizontal drags are the carousel's. A dot is a 24 px target (WCAG 2.5.8)
 * drawing a 12 px ring. One chevron is drawn pointing back:
 * it turns round for "next", and again right to left. The rules are written
 * compactly because this text ships as is in the standalone bundle.
 */
export const tfCarouselStyles = css`
:host{display:block;position:relative;--_control:var(--tf-carousel-control-size,40px)}
:host([hidden]){display:none}
.viewport{overflow:hidden;touch-action:pan-y pinch-zoom;cursor:grab}
:host([data-dragging]) .viewport{cursor:grabbing}
.track{display:flex;gap:var(--tf-carousel-gap,16px)}
::slotted(*){flex:0 0 var(--tf-carousel-slide-size,100%);min-width:0;box-sizing:border-box}
.bar{display:flex;align-items:center;gap:8px;margin-top:var(--tf-carousel-controls-gap,12px)}
.bar:empty{display:none}
button{font:inherit;color:var(--tf-carousel-control-color,currentColor);background:var(--tf-carousel-control-background,transparent);border:2px solid currentColor;border-radius:999px;cursor:pointer}
button:focus-visible{outline:3px solid var(--tf-carousel-focus-color,#ffd23f);outline-offset:2px}
button:disabled{opacity:.35;cursor:default}
.arrow,.toggle{inline-size:var(--_control);block-size:var(--_control);display:inline-grid;place-items:center;padding:0}
svg{inline-size:16px;block-size:16px}
.next svg,:host(:dir(rtl)) .arrow:not(.next) svg{transform:scaleX(-1)}
:host(:dir(rtl)) .next svg{transform:none}
.dots{display:flex;flex-wrap:wrap;margin-inline:auto}
.dot{inline-size:24px;block-size:24px;padding:0;border:0;background:none;display:inline-grid;place-items:center}
.dot::before{content:'';inline-size:12px;block-size:12px;box-sizing:border-box;border:2px solid currentColor;border-radius:50%}
.dot[aria-current='true']::before{background:var(--tf-carousel-dot-active,currentColor)}
`;
