import { radius, surface } from '../shared/tokens.js';

/**
 * The row while its answer is on the way (`.tf-rec--loading`): the clip
 * row's section, head and slide sizes (its classes, from the clip grid's
 * styles), with quiet blocks where the cards will be. A card's text block is
 * as tall as a card's show line and title at that slide width (a narrow
 * slide wraps a title onto more lines); the room under the slides is the
 * carousel's (its arrows on a wide row, none on a narrow one). Measured
 * against the drawn row from 320 to 1600 px: within a title line.
 */
export const recommendedCss = `
.tf-rec__ghost { visibility: hidden; }
.tf-rec__slides { display: flex; gap: var(--tf-carousel-gap); overflow: hidden; padding: 4px 0 calc(4px + 12px + 40px); }
.tf-rec__card { flex: 0 0 var(--tf-carousel-slide-size); min-width: 0; }
.tf-rec__thumb { aspect-ratio: 16 / 9; border-radius: ${radius}; background: ${surface}; }
.tf-rec__text { height: 86px; margin-top: 10px; border-radius: ${radius}; background: ${surface}; opacity: 0.6; }
/* Slides near their narrowest (220 to 264 px) wrap a title onto three lines. */
@container (max-width: 880px) {
  .tf-rec__text { height: 108px; }
}
@container (max-width: 560px) {
  .tf-rec__slides { padding-bottom: 4px; }
  .tf-rec__text { height: 96px; }
}
@container (min-width: 440px) and (max-width: 560px) {
  .tf-rec__text { height: 78px; }
}
@container (max-width: 300px) {
  .tf-rec__text { height: 115px; }
}
@media (prefers-reduced-motion: no-preference) {
  .tf-rec__thumb, .tf-rec__text { animation: tf-rec-breathe 1.6s ease-in-out infinite alternate; }
}
@keyframes tf-rec-breathe { from { opacity: 0.45; } to { opacity: 0.8; } }
`;
