/**
 * dontSeeUrMvpd: the viewer's provider is not on the list.
 * It carries the free pass's offer, or its expired message (free-pass.ts).
 * Back returns to the list.
 */
import { html } from 'lit';
import type { ScreenContext, ScreenView } from './context.js';
import { freePassOffer } from './free-pass.js';

export function dontSeeUrMvpd(ctx: ScreenContext): ScreenView {
  return {
    title: "Don't see your provider?",
    back: 'selectProvider',
    body: html`<p part="message" class="message">Your TV provider may not take part yet, or may be listed under another name: try
      searching for the company on your bill, such as the name of the cable company it bought.</p>
      <p class="message">If it still is not listed, full episodes are not available through your provider on this site. Clips and
      previews stay free for everyone.</p>
      ${freePassOffer(ctx)}
      <div class="actions">
        <button type="button" part="button" class="button" data-tf-track="TVE: Search Again" data-autofocus
          @click=${() => ctx.go('selectProvider')}>Search again</button>
      </div>`,
  };
}
