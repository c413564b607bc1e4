import { TfPage } from './tf-page.component.js';
import { defineElement } from '../shared/define.js';
import '../tf-zone/tf-zone.js';

export { TfPage };
defineElement('tf-page', TfPage);

declare global {
  interface HTMLElementTagNameMap {
    'tf-page': TfPage;
  }
}
