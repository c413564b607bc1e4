import { TfAd } from './tf-ad.component.js';
import { defineElement } from '../shared/define.js';

export { TfAd };
defineElement('tf-ad', TfAd);

declare global {
  interface HTMLElementTagNameMap {
    'tf-ad': TfAd;
  }
}
