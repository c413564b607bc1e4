import { TfCarousel } from './tf-carousel.component.js';
import { defineElement } from '../shared/define.js';

export { TfCarousel };
defineElement('tf-carousel', TfCarousel);

declare global {
  interface HTMLElementTagNameMap {
    'tf-carousel': TfCarousel;
  }
}
