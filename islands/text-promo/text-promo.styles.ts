import { display, focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, tertiary } from '../shared/tokens.js';

export const textPromoCss = `
.tf-text { container-type: inline-size; margin: 20px; padding: 26px 24px; border-radius: ${radius}; color: ${ink};
  background: ${surface}; position: relative; overflow: hidden; }
.tf-text--editorial { background: ${secondary}; color: #141218; }
.tf-text--editorial::before { content: ''; position: absolute; right: -40px; top: -40px; width: 140px; height: 140px;
  border-radius: 50%; background: ${primary}; opacity: 0.9; }
.tf-text--newsletter { background: linear-gradient(150deg, ${primaryFill}, #7b2cff); color: ${onPrimaryFill}; }
.tf-text__kicker { position: relative; margin: 0 0 8px; font-size: 12px; font-weight: 900; letter-spacing: 0.16em;
  text-transform: uppercase; }
.tf-text__headline { position: relative; margin: 0 0 12px; font-family: ${display}; font-weight: 900;
  font-size: clamp(24px, 8cqi, 34px); line-height: 1; letter-spacing: -0.02em; text-transform: uppercase; text-wrap: balance; }
.tf-text__p { margin: 0 0 12px; line-height: 1.5; font-size: 16px; }
.tf-text__quips { list-style: none; margin: 14px 0 0; padding: 0; display: grid; gap: 12px; }
.tf-text__quip { padding: 12px 14px; border-radius: 10px; background: rgba(20, 18, 24, 0.08); border-left: 5px solid #141218; }
.tf-text__quote { margin: 0; font-size: 17px; font-weight: 800; line-height: 1.35; }
.tf-text__quote p { margin: 0; }
.tf-text__quote p::before { content: '“'; } .tf-text__quote p::after { content: '”'; }
.tf-text__author { margin: 6px 0 0; font-size: 13px; font-weight: 700; opacity: 0.8; }
.tf-text__author::before { content: '— '; }
.tf-text__form { margin-top: 6px; }
.tf-text__label { display: block; font-weight: 800; margin-bottom: 8px; }
.tf-text__row { display: flex; flex-wrap: wrap; gap: 8px; }
.tf-text__input { flex: 1 1 180px; min-width: 0; padding: 12px 14px; border-radius: 10px; border: 2px solid transparent;
  font: inherit; font-size: 16px; background: #fff; color: #141218; }
.tf-text__input:focus-visible { ${focusRing} }
.tf-text__button { flex: none; padding: 12px 18px; border-radius: 10px; border: 0; background: #141218; color: #fff;
  font: inherit; font-weight: 900; text-transform: uppercase; letter-spacing: 0.05em; cursor: pointer; }
.tf-text__button:hover:not(:disabled) { background: ${tertiary}; color: #141218; }
.tf-text__button:focus-visible { ${focusRing} }
.tf-text__button:disabled { opacity: 0.6; cursor: default; }
.tf-text__status { margin: 10px 0 0; min-height: 1.4em; font-weight: 800; }
.tf-text__fine { margin: 4px 0 0; font-size: 12px; opacity: 0.8; }
.tf-text__cta { position: relative; display: inline-block; margin-top: 8px; font-weight: 900; color: inherit;
  text-transform: uppercase; letter-spacing: 0.06em; text-decoration: underline; text-decoration-thickness: 3px;
  text-underline-offset: 5px; border-radius: 4px; }
.tf-text__cta:hover { text-decoration-color: ${primary}; }
.tf-text--newsletter .tf-text__cta:hover { text-decoration-color: ${secondary}; }
.tf-text__cta:focus-visible { outline: 3px solid #141218; outline-offset: 3px; }
.tf-text--newsletter .tf-text__cta:focus-visible { ${focusRing} }
.tf-text:not(.tf-text--editorial):not(.tf-text--newsletter) .tf-text__p { color: ${muted}; }
@media (max-width: 600px) { .tf-text { margin: 14px; padding: 22px 18px; } }
`;
