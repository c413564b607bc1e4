import { display, focusRing, ink, muted, night, primary, secondary } from '../shared/tokens.js';

export const siteFooterCss = `
.tf-foot { background: ${night}; color: ${ink}; border-top: 6px solid ${primary}; margin-top: 40px; }
.tf-foot__inner { max-width: 1280px; margin: 0 auto; padding: 44px 20px 28px; display: grid; gap: 32px;
  grid-template-columns: minmax(220px, 1fr) 3fr; }
.tf-foot__logo { margin: 0; font-family: ${display}; font-weight: 900; font-size: 30px; line-height: 1; text-transform: uppercase;
  letter-spacing: -0.03em; transform: skew(-8deg); transform-origin: left; }
.tf-foot__blurb { margin: 12px 0 0; color: ${muted}; line-height: 1.5; max-width: 34ch; }
.tf-foot__social { list-style: none; margin: 18px 0 0; padding: 0; display: flex; gap: 10px; }
.tf-foot__icon { display: grid; place-items: center; width: 42px; height: 42px; border-radius: 50%; color: ${ink};
  background: #24222c; transition: background-color 0.15s ease, color 0.15s ease, transform 0.15s ease; }
.tf-foot__icon:hover { background: ${secondary}; color: #141218; transform: rotate(-8deg); }
.tf-foot__cols { display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); }
.tf-foot__title { margin: 0 0 12px; font-size: 13px; font-weight: 900; letter-spacing: 0.14em; text-transform: uppercase; color: ${secondary}; }
.tf-foot__links { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.tf-foot__link { color: ${ink}; text-decoration: none; font-size: 15px; border-radius: 4px; }
.tf-foot__link:hover { color: ${primary}; text-decoration: underline; text-underline-offset: 3px; }
.tf-foot a:focus-visible, .tf-foot button:focus-visible { ${focusRing} }
.tf-foot__consent { padding: 0; border: 0; background: none; font: inherit; cursor: pointer; }
.tf-foot__consent:hover { color: ${primary}; text-decoration: underline; text-underline-offset: 3px; }
.tf-foot__legal { max-width: 1280px; margin: 0 auto; padding: 18px 20px 28px; border-top: 1px solid #2a2833;
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 10px 24px; color: ${muted}; font-size: 13px; }
.tf-foot__copy { margin: 0; }
.tf-foot__legal-links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 18px; }
.tf-foot__link--small { font-size: 13px; color: ${muted}; }
@media (max-width: 760px) { .tf-foot__inner { grid-template-columns: 1fr; padding-top: 32px; } }
@media (prefers-reduced-motion: reduce) { .tf-foot__icon { transition: none; } .tf-foot__icon:hover { transform: none; } }
`;
