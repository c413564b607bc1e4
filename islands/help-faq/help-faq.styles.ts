import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, onPrimaryFill, primary, primaryFill, radius, secondary, surface, surfaceRaised } from '../shared/tokens.js';

export const helpFaqCss = `
.tf-faq { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-faq')}
.tf-faq__heading { margin-bottom: 14px; }
.tf-faq__intro { margin: 0 0 18px; color: ${muted}; max-width: 65ch; line-height: 1.5; }
.tf-faq__nav { margin: 0 0 24px; padding: 16px; border-radius: ${radius}; background: ${surface}; }
.tf-faq__nav-title { margin: 0 0 10px; font-size: 16px; text-transform: uppercase; letter-spacing: 0.06em; color: ${muted}; }
.tf-faq__nav-list { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 0; padding: 0; }
.tf-faq__nav-link { display: inline-block; padding: 8px 14px; border-radius: 999px; border: 2px solid ${secondary}; color: ${ink}; font-weight: 700; text-decoration: none; }
.tf-faq__nav-link:hover { background: ${secondary}; color: #141218; }
.tf-faq__nav-link:focus-visible { ${focusRing} }
.tf-faq__category { margin: 0 0 28px; scroll-margin-top: 96px; }
.tf-faq__category-title { margin: 0 0 12px; padding-left: 12px; border-left: 6px solid ${primary}; font-size: 22px; }
.tf-faq__question { display: block; margin: 0 0 8px; border-radius: 10px; background: ${surface}; }
.tf-faq__answer { padding: 0 16px 12px; line-height: 1.5; max-width: 70ch; }
.tf-faq__answer p { margin: 0 0 8px; }

.tf-contact { margin: 8px 0 0; padding: 20px; border-radius: ${radius}; background: ${surface}; max-width: 720px; }
.tf-contact__heading { margin: 0 0 6px; font-size: 22px; }
.tf-contact__note { margin: 0 0 14px; color: ${muted}; }
.tf-contact__field { display: grid; gap: 6px; margin: 0 0 14px; }
.tf-contact__label { font-weight: 700; }
.tf-contact__control { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; border: 2px solid #4a4657; border-radius: 10px;
  background: ${surfaceRaised}; color: ${ink}; font: inherit; }
.tf-contact__control--message { resize: vertical; }
.tf-contact__control[aria-invalid="true"] { border-color: #ff8a8a; }
.tf-contact__error, .tf-contact__failed { margin: 0; color: #ffb3b3; font-weight: 700; }
.tf-contact__failed { margin: 0 0 14px; padding: 10px 14px; border-radius: 10px; background: #3a1820; }
.tf-contact__send, .tf-contact__again { min-height: 44px; padding: 9px 22px; border: 0; border-radius: 999px; background: ${primaryFill};
  color: ${onPrimaryFill}; font: inherit; font-weight: 900; cursor: pointer; }
.tf-contact__send[aria-disabled="true"] { background: ${surfaceRaised}; color: ${ink}; cursor: progress; }
.tf-contact__status { margin: 10px 0 0; min-height: 24px; color: ${muted}; }
.tf-contact__done:focus { outline: none; }
.tf-contact__control:focus-visible, .tf-contact__send:focus-visible, .tf-contact__again:focus-visible { ${focusRing} }
`;
