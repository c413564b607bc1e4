import { TfAdblockMessage } from './tf-adblock-message.component.js';
import { defineElement } from '../shared/define.js';

export { TfAdblockMessage };
defineElement('tf-adblock-message', TfAdblockMessage);

declare global {
  interface HTMLElementTagNameMap {
    'tf-adblock-message': TfAdblockMessage;
  }
}
