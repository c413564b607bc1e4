/**
 * successMessage and signOut (spec 001 §2): 'CONGRATULATIONS' with the
 * provider's logo after a sign-in; the same for a viewer already signed
 * in. Both offer Watch Now and Sign Out.
 */
import { html } from 'lit';
import type { ScreenContext, ScreenView } from './context.js';
import { maybeLogo } from './provider-logo.js';
import { steps } from './select-provider.js';

function signedInBody(ctx: ScreenContext, message: string, showSteps: boolean) {
  const provider = ctx.status.provider;
  return html`${showSteps ? steps(2) : ''}
    <div part="provider" class="provider">${maybeLogo(provider, 'cobranding')}</div>
    <p part="message" class="message">${message}</p>
    <div class="actions">
      <button type="button" part="button" class="button" data-autofocus data-tf-track="TVE: Watch Now" @click=${ctx.watch}>Watch Now</button>
      <button type="button" part="button" class="button secondary" data-tf-track="TVE: Sign Out" @click=${ctx.logout}>Sign Out</button>
    </div>`;
}

export function successMessage(ctx: ScreenContext): ScreenView {
  const name = ctx.status.provider?.displayName;
  return {
    title: 'CONGRATULATIONS',
    body: signedInBody(ctx, name ? `You are signed in with ${name}. Enjoy full episodes.` : 'You are signed in. Enjoy full episodes.', true),
  };
}

export function signOut(ctx: ScreenContext): ScreenView {
  const name = ctx.status.provider?.displayName;
  return {
    title: "You're signed in",
    body: signedInBody(ctx, name ? `You are signed in with ${name}.` : 'You are signed in with your TV provider.', false),
  };
}
