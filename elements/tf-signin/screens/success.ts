/**
 * successMessage and signOut: 'CONGRATULATIONS' with the
 * provider's logo after a sign-in; the same for a viewer already signed
 * in. Both offer Watch Now and Sign Out, as every signed-in screen does
 * (the special preview's and the free pass's draw theirs from here too).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ScreenContext, ScreenView } from './context.js';
import { maybeLogo } from './provider-logo.js';
import { steps } from './select-provider.js';

/** Watch (focused first: it is what the viewer came for) and, unless `signOut` is false, Sign Out. */
export function signedInActions(ctx: ScreenContext, watch = 'Watch Now', signOut = true) {
  return html`<div class="actions">
      <button type="button" part="button" class="button" data-autofocus data-tf-track=${`TVE: ${watch}`} @click=${ctx.watch}>${watch}</button>
      ${signOut ? html`<button type="button" part="button" class="button secondary" data-tf-track="TVE: Sign Out" @click=${ctx.logout}>Sign Out</button>` : nothing}
    </div>`;
}

/** The signed-in provider's logo, `message`, then Watch Now and Sign Out. */
export function signedInBody(ctx: ScreenContext, message: string | TemplateResult, showSteps: boolean) {
  return html`${showSteps ? steps(2) : nothing}
    <div part="provider" class="provider">${maybeLogo(ctx.status.provider, 'cobranding')}</div>
    <p part="message" class="message">${message}</p>
    ${signedInActions(ctx)}`;
}

/** "… with Spectrum", or nothing when the provider is not known. */
export const withName = (ctx: ScreenContext) => (ctx.status.provider ? ` with ${ctx.status.provider.displayName}` : '');

export function successMessage(ctx: ScreenContext): ScreenView {
  return {
    title: 'CONGRATULATIONS',
    body: signedInBody(ctx, `You are signed in${withName(ctx)}. Enjoy full episodes.`, true),
  };
}

export function signOut(ctx: ScreenContext): ScreenView {
  return {
    title: "You're signed in",
    body: signedInBody(ctx, ctx.status.provider ? `You are signed in${withName(ctx)}.` : 'You are signed in with your TV provider.', false),
  };
}
