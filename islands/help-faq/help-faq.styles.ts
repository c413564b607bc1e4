import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, primary, radius, secondary, surface } from '../shared/tokens.js';

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
`;
