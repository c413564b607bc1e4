import { mediaRatioCss } from '../shared/media-ratio.js';
import { sectionHead } from '../shared/section-head.js';
import { focusRing, ink, muted, radius, secondary, surface } from '../shared/tokens.js';

export const socialFeedCss = `
.tf-social { container-type: inline-size; padding: 28px 20px; color: ${ink}; }
${sectionHead('tf-social')}
${mediaRatioCss}
.tf-social__handle { margin: 0; color: ${muted}; font-weight: 700; }
.tf-social__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.tf-social__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 14px; grid-template-columns: minmax(0, 1fr); }
.tf-social__card { display: grid; gap: 10px; align-content: start; height: 100%; box-sizing: border-box; padding: 14px 16px;
  border-radius: ${radius}; background: ${surface}; }
.tf-social__text { margin: 0; line-height: 1.5; overflow-wrap: anywhere; white-space: pre-line; }
.tf-social__link { color: ${secondary}; font-weight: 700; }
.tf-social__image { border-radius: 8px; overflow: hidden; background: #1d1b24; }
.tf-social__meta { margin: 0; color: ${muted}; font-size: 14px; }
.tf-social__permalink { color: inherit; }
.tf-social__link:focus-visible, .tf-social__permalink:focus-visible { ${focusRing} }
.tf-social__empty { color: ${muted}; }
@container (min-width: 640px) { .tf-social__list { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (min-width: 1000px) { .tf-social__list { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
`;
