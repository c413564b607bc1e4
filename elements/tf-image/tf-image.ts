import { TfImage } from './tf-image.component.js';
import { defineElement } from '../shared/define.js';

export { TfImage };
defineElement('tf-image', TfImage);

declare global {
  interface HTMLElementTagNameMap {
    'tf-image': TfImage;
  }
}
