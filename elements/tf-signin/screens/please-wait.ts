/** pleaseWait: the core is working (loading the library, asking the provider). */
import { html } from 'lit';
import type { ScreenView } from './context.js';

export function pleaseWait(): ScreenView {
  return {
    title: 'Please wait...',
    busy: true,
    body: html`<div part="spinner" class="spinner" role="progressbar" aria-label="Please wait"></div>`,
  };
}
