/**
 * `dist/tf.js`: defines every element of Triforce and `window.Triforce`
 * (CONTRACT §1, §3). Built-in islands stay in lazy chunks beside it.
 */
// First: the islands and window.Triforce are wired before any element upgrades.
import './wiring.js';
import './tf-page/tf-page.js';
import './tf-zone/tf-zone.js';
import './tf-image/tf-image.js';
import './tf-carousel/tf-carousel.js';
import './tf-collapsible/tf-collapsible.js';

export { TfPage } from './tf-page/tf-page.js';
export { TfZone } from './tf-zone/tf-zone.js';
export { TfImage } from './tf-image/tf-image.js';
export { TfCarousel } from './tf-carousel/tf-carousel.js';
export { TfCollapsible } from './tf-collapsible/tf-collapsible.js';
export { horizontalCarousel } from '../runtime/carousel/horizontal-carousel.js';
export type { Manifest, Zone, ModuleController, ModuleContext } from '../runtime/types.js';
