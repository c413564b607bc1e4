/**
 * `<tf-carousel>` and `<tf-collapsible>` for React islands (islands use
 * standalone elements through their `@lit/react` wrapper).
 * Children of `TfCarousel` become the slides; put `TfCollapsible`'s trigger
 * label in `slot="trigger"`. The wrappers and their `on…` event props are
 * generated from each element's JSDoc by scripts/make-react.mjs.
 */
export { TfCarousel } from './generated/tf-carousel.js';
export { TfCollapsible } from './generated/tf-collapsible.js';
