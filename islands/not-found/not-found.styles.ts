import { display, focusRing, ink, muted, primary, radius, secondary, surface } from '../shared/tokens.js';

export const notFoundCss = `
.tf-not-found { container-type: inline-size; margin: 20px; padding: 40px 28px; border-radius: ${radius}; color: ${ink};
  background: ${surface}; text-align: center; }
.tf-not-found__code { margin: 0; font-family: ${display}; font-weight: 900; font-size: clamp(64px, 24cqi, 140px);
  line-height: 0.9; letter-spacing: -0.04em; color: ${secondary}; }
.tf-not-found__headline { margin: 12px 0 14px; font-family: ${display}; font-weight: 900;
  font-size: clamp(26px, 8cqi, 40px); line-height: 1; text-transform: uppercase; text-wrap: balance; }
.tf-not-found__message { margin: 0 auto 10px; max-width: 36em; line-height: 1.5; color: ${muted}; }
.tf-not-found__url { margin: 0 0 24px; overflow-wrap: anywhere; }
.tf-not-found__url code { padding: 4px 8px; border-radius: 6px; background: rgba(255, 255, 255, 0.08); font-size: 15px; }
.tf-not-found__links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 10px; }
.tf-not-found__link { display: inline-block; padding: 12px 18px; border-radius: 999px; border: 2px solid ${primary};
  color: ${ink}; font-weight: 900; text-transform: uppercase; letter-spacing: 0.05em; text-decoration: none; }
.tf-not-found__link:hover { background: ${primary}; color: #141218; }
.tf-not-found__link:focus-visible { ${focusRing} }
@media (max-width: 600px) { .tf-not-found { margin: 14px; padding: 32px 18px; } }
`;
