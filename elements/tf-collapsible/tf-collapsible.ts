import { TfCollapsible } from './tf-collapsible.component.js';
import { defineElement } from '../shared/define.js';

export { TfCollapsible };
defineElement('tf-collapsible', TfCollapsible);

declare global {
  interface HTMLElementTagNameMap {
    'tf-collapsible': TfCollapsible;
  }
}
