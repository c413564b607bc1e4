import { TfSignin } from './tf-signin.component.js';
import { defineElement } from '../shared/define.js';

export { TfSignin };
defineElement('tf-signin', TfSignin);

declare global {
  interface HTMLElementTagNameMap {
    'tf-signin': TfSignin;
  }
}
