/**
 * The special preview's screens: the
 * viewer picked a provider that does not take part yet (Provider.isSpecialProvider)
 * and gets full access through a social or mail identity.
 * - elvisLogin: Facebook, Twitter or mail; back returns to the list (the
 *   identity sign-in is canceled, a new pick starts another).
 * - elvisSuccess, elvisSignOut: signed in, with Watch Now and Sign Out.
 * - elvisEnded: 'Your full access has ended', with the brand's social
 *   contact links; elvisTerminated: the provider no longer offers it.
 *   The viewer is signed out on both: they only close.
 *
 * The social links are the page's own (`<a slot="social" href="…">`): the
 * brand's pages are the site's to name, in its words and with its icons,
 * and the element shows them as a labelled group of links.
 */
import { html } from 'lit';
import type { IdentityMethod } from '../../../runtime/tve/signin/index.js';
import type { ScreenContext, ScreenView } from './context.js';
import { maybeLogo } from './provider-logo.js';
import { signedInBody, withName } from './success.js';

const METHODS: readonly [IdentityMethod, string][] = [['facebook', 'Facebook'], ['twitter', 'Twitter'], ['mail', 'email']];

const providerName = (ctx: ScreenContext, otherwise: string) => ctx.preview.provider?.displayName ?? otherwise;

export function elvisLogin(ctx: ScreenContext): ScreenView {
  return {
    title: 'Get full access',
    back: 'selectProvider',
    body: html`<div part="provider" class="provider">${maybeLogo(ctx.preview.provider, 'cobranding')}</div>
      <p part="message" class="message">${providerName(ctx, 'Your TV provider')} does not take part yet, but you can still watch full episodes:
      sign in with Facebook, Twitter or your email address.</p>
      <div class="actions">${METHODS.map(([method, name], i) => html`<button type="button" part="button" class=${i ? 'button secondary' : 'button'}
        ?data-autofocus=${!i} data-tf-track=${`TVE: Sign In ${name}`} @click=${() => ctx.previewSignIn(method)}>Sign in with ${name}</button>`)}</div>`,
  };
}

export function elvisSuccess(ctx: ScreenContext): ScreenView {
  return { title: 'CONGRATULATIONS', body: signedInBody(ctx, `You have full access${withName(ctx)}. Enjoy full episodes.`, true) };
}

export function elvisSignOut(ctx: ScreenContext): ScreenView {
  return { title: "You're signed in", body: signedInBody(ctx, `You have full access${withName(ctx)}.`, false) };
}

/** The screens after the preview: a message and OK; `extra` under the message. */
function over(title: string, message: string, close: () => void, extra: unknown = '') {
  return {
    title,
    body: html`<p part="message" class="message">${message}</p>${extra}
      <div class="actions"><button type="button" part="button" class="button" data-autofocus data-tf-track="TVE: Close Preview"
        @click=${close}>OK</button></div>`,
  };
}

export function elvisEnded(ctx: ScreenContext, close: () => void): ScreenView {
  return over('Your full access has ended', `Your free full access through ${providerName(ctx, 'your TV provider')} is over. Tell us you want it back:`, close,
    html`<div part="social" class="actions social" role="group" aria-label="Contact us"><slot name="social"></slot></div>`);
}

export function elvisTerminated(ctx: ScreenContext, close: () => void): ScreenView {
  return over('Full access is no longer offered',
    `${providerName(ctx, 'Your TV provider')} no longer offers full access here. Sign in with a participating TV provider to keep watching full episodes.`, close);
}
