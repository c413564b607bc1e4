import { display, focusRing, ink, night, onPrimaryFill, primary, primaryFill, secondary } from '../shared/tokens.js';

export const siteHeaderCss = `
.tf-hdr { background: ${night}; color: ${ink}; border-bottom: 4px solid ${primary};
  position: sticky; top: 0; z-index: 50; }
/* Two rows: the logo, the account and the search; then the navigation, the
   whole width. In one row they need more than the page's 1280 px. Nothing
   in it has a width it cannot give up or wrap: no width overflows. */
.tf-hdr__bar { max-width: 1280px; margin: 0 auto; padding: 10px 20px 0;
  display: flex; flex-wrap: wrap; align-items: center; gap: 10px 24px; }
.tf-hdr__logo { display: inline-flex; text-decoration: none; color: ${ink}; flex: none; border-radius: 6px; }
.tf-hdr__wordmark { display: inline-flex; align-items: center; gap: 6px; font-family: ${display};
  font-weight: 900; font-size: 26px; letter-spacing: -0.03em; text-transform: uppercase; line-height: 1; }
.tf-hdr__word { transform: skew(-8deg); display: inline-block; }
.tf-hdr__word--tag { background: ${primaryFill}; color: ${onPrimaryFill}; padding: 4px 7px 3px; border-radius: 4px;
  font-size: 17px; letter-spacing: 0.02em; transform: rotate(-4deg); }
.tf-hdr__tagline { display: none; }
.tf-hdr__nav { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 20px; flex: 1 0 100%; min-width: 0;
  border-top: 1px solid #2a2833; padding: 2px 0; }
.tf-hdr__links { list-style: none; margin: 0 0 0 -12px; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; min-width: 0; }
.tf-hdr__link { display: block; white-space: nowrap; padding: 10px 12px; color: ${ink}; text-decoration: none; font-weight: 800;
  font-size: 15px; letter-spacing: 0.04em; text-transform: uppercase; border-radius: 8px; position: relative; }
.tf-hdr__link::after { content: ''; position: absolute; left: 12px; right: 12px; bottom: 4px; height: 3px;
  background: ${secondary}; transform: scaleX(0); transform-origin: left; transition: transform 0.18s ease; }
.tf-hdr__link:hover::after, .tf-hdr__link[aria-current='page']::after { transform: scaleX(1); }
.tf-hdr__link[aria-current='page'] { color: ${secondary}; }
.tf-hdr__cta { margin-left: auto; padding: 9px 16px; border-radius: 999px; background: ${secondary}; color: #141218;
  font-weight: 900; font-size: 14px; text-decoration: none; text-transform: uppercase; letter-spacing: 0.03em;
  white-space: nowrap; transition: transform 0.15s ease; }
.tf-hdr__cta:hover { transform: translateY(-1px) rotate(-1deg); }
.tf-hdr__account { display: flex; align-items: center; justify-content: flex-end; gap: 10px; flex: none;
  width: 200px; min-height: 36px; margin-left: auto; }
.tf-hdr__account-btn { padding: 7px 14px; border-radius: 999px; border: 2px solid #34313f; background: transparent;
  color: ${ink}; font: inherit; font-weight: 800; font-size: 14px; cursor: pointer; white-space: nowrap; }
.tf-hdr__account-btn:hover { border-color: ${secondary}; }
.tf-hdr__provider { display: flex; align-items: center; gap: 10px; }
.tf-hdr__access { display: flex; align-items: center; padding: 2px; border: 0; border-radius: 6px; background: none; color: inherit;
  font: inherit; text-align: start; cursor: pointer; }
.tf-hdr__access:hover .tf-hdr__pass-name, .tf-hdr__access:hover .tf-hdr__provider-name { text-decoration: underline; }
.tf-hdr__provider-logo { display: block; width: 88px; height: 28px; object-fit: contain; border-radius: 4px; }
.tf-hdr__provider-logo--on-light { background: #fff; }
.tf-hdr__provider-name { font-weight: 700; font-size: 14px; }
.tf-hdr__pass { display: flex; flex-direction: column; line-height: 1.15; font-size: 12px; }
.tf-hdr__pass-name { font-weight: 700; font-size: 14px; }
.tf-hdr__search { display: flex; align-items: center; background: #1f1d27; border: 2px solid #34313f;
  border-radius: 999px; padding: 2px 4px 2px 14px; flex: 0 1 280px; min-width: 180px; }
.tf-hdr__search:focus-within { border-color: ${secondary}; }
.tf-hdr__input { flex: 1; min-width: 0; background: transparent; border: 0; color: ${ink}; font: inherit;
  font-size: 15px; padding: 8px 0; outline: none; }
.tf-hdr__input::placeholder { color: #8e8a9c; }
.tf-hdr__submit { display: grid; place-items: center; width: 36px; height: 36px; border-radius: 50%; border: 0;
  background: ${primaryFill}; color: ${onPrimaryFill}; cursor: pointer; }
.tf-hdr__toggle { display: none; align-items: center; gap: 8px; margin-left: auto; background: transparent;
  color: ${ink}; border: 2px solid #3a3746; border-radius: 10px; padding: 8px 12px; font: inherit;
  font-weight: 800; text-transform: uppercase; font-size: 13px; letter-spacing: 0.06em; cursor: pointer; }
.tf-hdr__burger { display: grid; gap: 4px; width: 18px; }
.tf-hdr__burger span { display: block; height: 2.5px; background: currentColor; border-radius: 2px;
  transition: transform 0.2s ease, opacity 0.2s ease; }
.tf-hdr__toggle[aria-expanded='true'] .tf-hdr__burger span:nth-child(1) { transform: translateY(6.5px) rotate(45deg); }
.tf-hdr__toggle[aria-expanded='true'] .tf-hdr__burger span:nth-child(2) { opacity: 0; }
.tf-hdr__toggle[aria-expanded='true'] .tf-hdr__burger span:nth-child(3) { transform: translateY(-6.5px) rotate(-45deg); }
.tf-hdr__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.tf-hdr a:focus-visible, .tf-hdr button:focus-visible { ${focusRing} }
.tf-hdr__search:has(.tf-hdr__input:focus-visible) { ${focusRing} }

@media (max-width: 900px) {
  .tf-hdr__bar { gap: 10px 16px; padding: 10px 16px; }
  .tf-hdr__wordmark { font-size: 22px; }
  .tf-hdr__toggle { display: inline-flex; }
  .tf-hdr__nav { display: none; flex-direction: column; align-items: stretch; gap: 8px; border-top: 0;
    padding: 4px 0 12px; }
  .tf-hdr__nav--open { display: flex; }
  .tf-hdr__links { flex-direction: column; margin: 0; }
  .tf-hdr__link { white-space: normal; font-size: 20px; padding: 12px 8px; border-bottom: 1px solid #2a2833; border-radius: 0; }
  .tf-hdr__link::after { left: 8px; right: auto; width: 40px; }
  .tf-hdr__cta { margin: 8px 0 0; align-self: flex-start; }
  .tf-hdr__account { width: auto; margin-left: 0; }
  .tf-hdr__search { flex-basis: 100%; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-hdr *, .tf-hdr *::after { transition: none !important; }
}
`;
