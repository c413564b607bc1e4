import { sectionHead } from '../shared/section-head.js';
import { ink, radius, surface } from '../shared/tokens.js';
import { RECOMMENDED_HOLD } from './island.js';

/**
 * The row while its answer is on the way: the clip row's padding and title,
 * and a quiet block where the cards will be, the box as tall as the drawn
 * row (the descriptor's reservation holds the same before the chunk).
 */
export const recommendedCss = `
.tf-rec--loading { container-type: inline-size; box-sizing: border-box; min-height: ${RECOMMENDED_HOLD.narrow}px; padding: 22px 14px; color: ${ink}; }
${sectionHead('tf-rec')}
.tf-rec__heading { margin-bottom: 16px; }
.tf-rec__hold { height: 160px; border-radius: ${radius}; background: ${surface}; opacity: 0.5; }
@media (min-width: 700px) {
  .tf-rec--loading { min-height: ${RECOMMENDED_HOLD.wide}px; padding: 28px 20px; }
}
@media (prefers-reduced-motion: no-preference) {
  .tf-rec__hold { animation: tf-rec-breathe 1.6s ease-in-out infinite alternate; }
}
@keyframes tf-rec-breathe { from { opacity: 0.35; } to { opacity: 0.6; } }
`;
