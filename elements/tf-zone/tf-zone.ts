import { TfZone } from './tf-zone.component.js';
import { defineElement } from '../shared/define.js';

export { TfZone };
defineElement('tf-zone', TfZone);

declare global {
  interface HTMLElementTagNameMap {
    'tf-zone': TfZone;
  }
}
