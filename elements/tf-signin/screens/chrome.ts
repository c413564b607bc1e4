/**
 * The dialog around every screen: the title row (back when the screen has
 * one, the heading that names the dialog, close) and the screen's body.
 */
import { html, nothing } from 'lit';
import type { SigninScreen } from '../../../runtime/tve/signin/index.js';
import type { ScreenView } from './context.js';

export interface ChromeActions {
  back(screen: SigninScreen): void;
  close(): void;
  cancel(event: Event): void;
  /** Keeps Tab inside the dialog. */
  keydown(event: KeyboardEvent): void;
  closed(): void;
}

export function dialogChrome(view: ScreenView | undefined, actions: ChromeActions) {
  const back = view?.back;
  return html`<dialog part="dialog" aria-labelledby="title" aria-busy=${view?.busy ? 'true' : 'false'}
      @cancel=${actions.cancel} @close=${actions.closed} @keydown=${actions.keydown}>
    ${view ? html`<div part="header" class="header">
        ${back ? html`<button type="button" part="back" class="icon back" aria-label="Go back" data-tf-track="TVE: Go Back"
          @click=${() => actions.back(back)}><span aria-hidden="true">‹</span></button>` : nothing}
        <h2 id="title" part="title" tabindex="-1">${view.title}</h2>
        <button type="button" part="close" class="icon close" aria-label="Close" data-tf-track="TVE: Close"
          @click=${actions.close}><span aria-hidden="true">×</span></button>
      </div>
      <div part="body" class="body">${view.body}</div>` : nothing}
  </dialog>`;
}
