/**
 * error: 'Sorry' and the message. The catalogue's text is
 * what the event carries; the screen shows the error's `userMessage` when
 * the core gave one (the custom texts for CFG100, SEC412, CFG400, N500, the
 * private-mode advice).
 */
import { html } from 'lit';
import type { SigninError } from '../../../runtime/tve/signin/index.js';
import type { ScreenContext, ScreenView } from './context.js';

/** The text the error screen shows for `error`. */
export function errorText(error: SigninError | undefined): string {
  return error?.userMessage || error?.message || 'Internal Error';
}

export function errorScreen(ctx: ScreenContext, close: () => void): ScreenView {
  return {
    title: 'Sorry',
    body: html`<p part="message" class="message" role="alert">${errorText(ctx.error)}</p>
      <div class="actions">
        <button type="button" part="button" class="button" data-autofocus data-tf-track="TVE: Close Error" @click=${close}>OK</button>
      </div>`,
  };
}
