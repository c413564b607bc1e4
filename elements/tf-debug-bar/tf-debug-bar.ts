import { TfDebugBar } from './tf-debug-bar.component.js';
import { defineElement } from '../shared/define.js';

export { TfDebugBar };
defineElement('tf-debug-bar', TfDebugBar);

declare global {
  interface HTMLElementTagNameMap {
    'tf-debug-bar': TfDebugBar;
  }
}
