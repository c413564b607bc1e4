import { display, focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, surface, surfaceRaised } from '../shared/tokens.js';

export const interstitialCss = `
.tf-notice { box-sizing: border-box; width: min(560px, calc(100vw - 32px)); max-height: calc(100dvh - 32px); overflow: auto; margin: auto;
  padding: 28px 24px 24px; border: 0; border-top: 8px solid ${primary}; border-radius: ${radius}; background: ${surface}; color: ${ink}; }
.tf-notice::backdrop { background: rgb(8 7 12 / 0.88); }
.tf-notice__heading { margin: 0 0 12px; font-family: ${display}; font-weight: 900; font-size: clamp(22px, 5vw, 30px); text-transform: uppercase; line-height: 1.1; }
.tf-notice__message p { margin: 0 0 12px; color: ${muted}; line-height: 1.55; }
.tf-notice__actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
.tf-notice__accept, .tf-notice__decline { flex: 1 1 160px; min-height: 48px; padding: 10px 20px; border: 0; border-radius: 999px; font: inherit;
  font-weight: 900; cursor: pointer; }
.tf-notice__accept { background: ${primaryFill}; color: ${onPrimaryFill}; }
.tf-notice__decline { background: ${surfaceRaised}; color: ${ink}; }
.tf-notice__accept:focus-visible, .tf-notice__decline:focus-visible { ${focusRing} }
`;
