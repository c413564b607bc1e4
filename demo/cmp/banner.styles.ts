import { display, focusRing, ink, muted, night, onPrimaryFill, primary, primaryFill, radius, secondary, surface, surfaceRaised } from '../../islands/shared/tokens.js';

/**
 * The banner in the network's colours. A constructed sheet (adoptStyles), so
 * the strict CSP's `style-src 'self'` holds: no <style>, no style attributes.
 * The dialog sits in the top layer outside <tf-page>, so the tokens' fallbacks apply.
 */
export const bannerCss = `
.tf-cmp { box-sizing: border-box; width: min(760px, calc(100vw - 24px)); max-height: calc(100dvh - 24px); margin: auto auto 12px;
  padding: 24px 24px 20px; overflow: auto; border: 0; border-top: 6px solid ${primary}; border-radius: ${radius};
  background: ${surface}; color: ${ink}; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif;
  box-shadow: 0 18px 60px rgb(0 0 0 / 55%); animation: tf-cmp-rise 0.22s ease-out; }
.tf-cmp::backdrop { background: rgb(12 11 16 / 62%); }
.tf-cmp__title { margin: 0 0 8px; font-family: ${display}; font-weight: 900; font-size: 24px; line-height: 1.1;
  text-transform: uppercase; letter-spacing: -0.02em; }
.tf-cmp__text { margin: 0 0 16px; color: ${muted}; }
.tf-cmp a { color: ${secondary}; text-underline-offset: 3px; }
.tf-cmp__purposes { margin: 0 0 16px; padding: 12px 16px; border: 1px solid #3a3845; border-radius: 10px; background: ${night}; }
.tf-cmp__purposes[hidden] { display: none; }
.tf-cmp__legend { padding: 0 6px; font-weight: 700; }
.tf-cmp__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.tf-cmp__purpose { display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 8px 0; cursor: pointer; }
.tf-cmp__switch { appearance: none; flex: none; position: relative; width: 44px; height: 24px; margin: 0; border-radius: 999px;
  background: #4a4756; cursor: pointer; transition: background-color 0.15s ease; }
.tf-cmp__switch::after { content: ""; position: absolute; top: 3px; left: 3px; width: 18px; height: 18px; border-radius: 50%;
  background: ${ink}; transition: transform 0.15s ease; }
.tf-cmp__switch:checked { background: ${primaryFill}; }
.tf-cmp__switch:checked::after { transform: translateX(20px); }
.tf-cmp__actions { display: flex; flex-wrap: wrap; gap: 10px; }
.tf-cmp__button { flex: 1 1 150px; min-height: 44px; padding: 10px 18px; border: 2px solid ${ink}; border-radius: 999px;
  background: transparent; color: ${ink}; font: inherit; font-weight: 800; cursor: pointer; }
.tf-cmp__button:hover { background: ${surfaceRaised}; }
.tf-cmp__button--fill { border-color: ${primaryFill}; background: ${primaryFill}; color: ${onPrimaryFill}; }
.tf-cmp__button--fill:hover { background: ${primaryFill}; filter: brightness(1.1); }
.tf-cmp__button[hidden] { display: none; }
.tf-cmp :focus-visible { ${focusRing} }
@keyframes tf-cmp-rise { from { transform: translateY(24px); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .tf-cmp, .tf-cmp__switch, .tf-cmp__switch::after { animation: none; transition: none; } }
`;
