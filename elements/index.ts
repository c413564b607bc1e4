/**
 * `dist/tf.js`: defines every element of Triforce and `window.Triforce`.
 * `<tf-page>`, `<tf-zone>` and `<tf-image>` are defined
 * at once; the other elements when their tag first appears in the document
 * (shared/lazy-tags.ts), each from a chunk of its own. Built-in islands
 * stay in lazy chunks beside it.
 */
// First: the islands and window.Triforce are wired before any element upgrades.
import './wiring.js';
import './tf-page/tf-page.js';
import './tf-zone/tf-zone.js';
import './tf-image/tf-image.js';
import { defineLazily } from './shared/lazy-elements.js';
import { lazyTags } from './shared/lazy-tags.js';

export { TfPage } from './tf-page/tf-page.js';
export { TfZone } from './tf-zone/tf-zone.js';
export { TfImage } from './tf-image/tf-image.js';
export type { TfCarousel } from './tf-carousel/tf-carousel.js';
export type { TfCollapsible } from './tf-collapsible/tf-collapsible.js';
export type { Manifest, Zone, ModuleController, ModuleContext } from '../runtime/types.js';

/** Watches the document for the lazily defined tags; `observe(shadowRoot)` adds a root. */
export const lazyElements = defineLazily(document, lazyTags);

/**
 * The legacy list-and-mask carousel (demo/docs/carousel.md), loaded on demand:
 * `(await loadHorizontalCarousel())({ list, mask })`. Pages without a build
 * import it from `dist/elements/tf-horizontal-carousel.js` instead.
 */
export const loadHorizontalCarousel = () =>
  import('../runtime/carousel/horizontal-carousel.js').then((module) => module.horizontalCarousel);
