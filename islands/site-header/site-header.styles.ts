import { display, focusRing, ink, night, onPrimaryFill, primary, primaryFill, secondary } from '../shared/tokens.js';

export const siteHeaderCss = `
/* The header stays at the top of the viewport. The island's zone is the
   sticky box, not the header inside it: a sticky box moves only within its
   parent, and the header fills its zone exactly, as the zone fills the
   page's header region. That region gives up its box (display: contents), so
   the zone moves within the whole page; the zones above it scroll away. */
.tf-header:has(> tf-zone > .tf-hdr) { display: contents; }
tf-zone:has(> .tf-hdr) { position: sticky; top: 0; z-index: 50; }
/* What scrolls to an anchor, or to a focused field, keeps it below the header
   (the runtime's anchor scroll adds its own offset under this padding). */
html:has(.tf-hdr) { scroll-padding-top: 114px; }
.tf-hdr { background: ${night}; color: ${ink}; border-bottom: 4px solid ${primary}; }
/* Two rows: the logo, the account and the search; then the navigation, the
   whole width. Every box in the rows has its own fixed height, and the
   account and search their width, so the sign-in's state and the fonts
   arriving move nothing (the zone reserves 114 px: island.ts). */
.tf-hdr__bar { max-width: 1280px; margin: 0 auto; padding: 10px 20px 0;
  display: flex; flex-wrap: wrap; align-items: center; gap: 10px 24px; }
.tf-hdr__logo { display: inline-flex; align-items: center; height: 44px; text-decoration: none; color: ${ink};
  flex: none; border-radius: 6px; }
.tf-hdr__wordmark { display: inline-flex; align-items: center; gap: 6px; font-family: ${display};
  font-weight: 900; font-size: 26px; letter-spacing: -0.03em; text-transform: uppercase; line-height: 1; white-space: nowrap; }
.tf-hdr__word { transform: skew(-8deg); display: inline-block; }
.tf-hdr__word--tag { background: ${primaryFill}; color: ${onPrimaryFill}; padding: 4px 7px 3px; border-radius: 4px;
  font-size: 17px; letter-spacing: 0.02em; transform: rotate(-4deg); }
.tf-hdr__tagline { display: none; }
.tf-hdr__nav { display: flex; align-items: center; gap: 4px 20px; flex: 1 0 100%; min-width: 0;
  box-sizing: border-box; height: 46px; border-top: 1px solid #2a2833; }
.tf-hdr__links { list-style: none; margin: 0 0 0 -12px; padding: 0; display: flex; gap: 4px; min-width: 0; }
.tf-hdr__item { position: relative; }
.tf-hdr__link { display: flex; align-items: center; gap: 6px; white-space: nowrap; padding: 10px 12px; color: ${ink};
  text-decoration: none; font: inherit; font-weight: 800; font-size: 15px; line-height: 20px; letter-spacing: 0.04em;
  text-transform: uppercase; border-radius: 8px; position: relative; background: none; border: 0; cursor: pointer; }
.tf-hdr__link::after { content: ''; position: absolute; left: 12px; right: 12px; bottom: 4px; height: 3px;
  background: ${secondary}; transform: scaleX(0); transform-origin: left; transition: transform 0.18s ease; }
.tf-hdr__link:hover::after, .tf-hdr__link[aria-current='page']::after, .tf-hdr__menu-btn--current::after,
.tf-hdr__menu-btn[aria-expanded='true']::after { transform: scaleX(1); }
.tf-hdr__link[aria-current='page'], .tf-hdr__menu-btn--current { color: ${secondary}; }
.tf-hdr__chevron { flex: none; transition: transform 0.18s ease; }
.tf-hdr__menu-btn[aria-expanded='true'] .tf-hdr__chevron { transform: rotate(180deg); }
/* A menu drops over the page under its button, above the page's content. */
.tf-hdr__menu { position: absolute; top: calc(100% + 4px); left: 0; z-index: 1; min-width: 240px; margin: 0;
  padding: 8px; list-style: none; background: #1b1922; border: 1px solid #34313f; border-radius: 12px;
  box-shadow: 0 16px 40px rgb(0 0 0 / 55%); }
.tf-hdr__menu[hidden] { display: none; }
.tf-hdr__menu-link { display: block; padding: 9px 12px; border-radius: 8px; color: ${ink}; text-decoration: none;
  font-weight: 700; font-size: 15px; line-height: 20px; white-space: nowrap; }
.tf-hdr__menu-link:hover { background: #2a2833; }
.tf-hdr__menu-link[aria-current='page'] { color: ${secondary}; }
/* The menu's last link leads to the whole section. */
.tf-hdr__menu li:last-child .tf-hdr__menu-link { margin-top: 4px; border-top: 1px solid #34313f; border-radius: 0 0 8px 8px;
  color: ${secondary}; }
.tf-hdr__cta { margin-left: auto; padding: 9px 16px; border-radius: 999px; background: ${secondary}; color: #141218;
  font-weight: 900; font-size: 14px; line-height: 16px; text-decoration: none; text-transform: uppercase; letter-spacing: 0.03em;
  white-space: nowrap; transition: transform 0.15s ease; }
.tf-hdr__cta:hover { transform: translateY(-1px) rotate(-1deg); }
.tf-hdr__account { display: flex; align-items: center; justify-content: flex-end; gap: 10px; flex: none;
  box-sizing: border-box; width: 200px; height: 44px; margin-left: auto; }
.tf-hdr__account-btn { padding: 7px 14px; border-radius: 999px; border: 2px solid #34313f; background: transparent;
  color: ${ink}; font: inherit; font-weight: 800; font-size: 14px; line-height: 18px; cursor: pointer; white-space: nowrap; }
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
.tf-hdr__search { display: flex; align-items: center; box-sizing: border-box; height: 44px; background: #1f1d27;
  border: 2px solid #34313f; border-radius: 999px; padding: 2px 2px 2px 14px; flex: none; width: 280px; }
.tf-hdr__search:focus-within { border-color: ${secondary}; }
.tf-hdr__input { flex: 1; min-width: 0; background: transparent; border: 0; color: ${ink}; font: inherit;
  font-size: 15px; line-height: 20px; padding: 8px 0; outline: none; }
.tf-hdr__input::placeholder { color: #8e8a9c; }
.tf-hdr__submit { display: grid; place-items: center; flex: none; width: 36px; height: 36px; border-radius: 50%; border: 0;
  background: ${primaryFill}; color: ${onPrimaryFill}; cursor: pointer; }
/* The small-screen buttons: the search field's and the navigation's. */
.tf-hdr__icon-btn { display: none; place-items: center; flex: none; box-sizing: border-box; width: 44px; height: 44px;
  padding: 0; background: transparent; color: ${ink}; border: 2px solid #3a3746; border-radius: 10px; cursor: pointer; }
.tf-hdr__icon-btn[aria-expanded='true'] { border-color: ${secondary}; }
.tf-hdr__burger { display: grid; gap: 4px; width: 18px; }
.tf-hdr__burger span { display: block; height: 2.5px; background: currentColor; border-radius: 2px;
  transition: transform 0.2s ease, opacity 0.2s ease; }
.tf-hdr__toggle[aria-expanded='true'] .tf-hdr__burger span:nth-child(1) { transform: translateY(6.5px) rotate(45deg); }
.tf-hdr__toggle[aria-expanded='true'] .tf-hdr__burger span:nth-child(2) { opacity: 0; }
.tf-hdr__toggle[aria-expanded='true'] .tf-hdr__burger span:nth-child(3) { transform: translateY(-6.5px) rotate(-45deg); }
.tf-hdr__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.tf-hdr a:focus-visible, .tf-hdr button:focus-visible { ${focusRing} }
.tf-hdr__search:has(.tf-hdr__input:focus-visible) { ${focusRing} }

/* Phones and narrow windows: one row of 44 px (logo, search button, menu
   button, account), so a player page's video starts high on the first
   screen. The search field and the navigation open under it, each from its
   button; the menus open inside the navigation. */
@media (max-width: 900px) {
  html:has(.tf-hdr) { scroll-padding-top: 64px; }
  .tf-hdr__bar { gap: 10px 8px; padding: 8px 12px; }
  .tf-hdr__logo { min-width: 0; margin-right: auto; }
  .tf-hdr__wordmark { flex-direction: column; align-items: flex-start; gap: 3px; font-size: 16px; }
  .tf-hdr__word--tag { font-size: 11px; padding: 2px 5px 1px; transform: rotate(-2deg); }
  .tf-hdr__icon-btn { display: inline-grid; }
  .tf-hdr__account { width: 88px; margin-left: 0; gap: 6px; }
  .tf-hdr__account-btn { padding: 6px 10px; font-size: 13px; }
  /* Signed in, the access button opens the overlay, whose screen has Sign Out. */
  .tf-hdr__provider .tf-hdr__account-btn { display: none; }
  .tf-hdr__pass-name { font-size: 12px; }
  .tf-hdr__search { display: none; width: 100%; order: 1; }
  .tf-hdr__search--open { display: flex; }
  .tf-hdr__nav { display: none; order: 2; height: auto; flex-direction: column; align-items: stretch; gap: 8px;
    padding: 4px 0 12px; max-height: calc(100vh - 64px); overflow-y: auto; overscroll-behavior: contain; }
  .tf-hdr__nav--open { display: flex; }
  .tf-hdr__links { flex-direction: column; margin: 0; }
  .tf-hdr__link { width: 100%; box-sizing: border-box; white-space: normal; font-size: 20px; line-height: 26px;
    padding: 12px 8px; border-bottom: 1px solid #2a2833; border-radius: 0; }
  .tf-hdr__menu-btn { justify-content: space-between; }
  .tf-hdr__chevron { width: 18px; height: 18px; }
  .tf-hdr__link::after { left: 8px; right: auto; width: 40px; }
  .tf-hdr__menu { position: static; min-width: 0; padding: 4px 0 8px 12px; background: none; border: 0; box-shadow: none; }
  .tf-hdr__menu-link { font-size: 17px; padding: 10px 8px; white-space: normal; }
  .tf-hdr__cta { margin: 8px 0 0; align-self: flex-start; }
}
@media (prefers-reduced-motion: reduce) {
  .tf-hdr *, .tf-hdr *::after { transition: none !important; }
}
`;
