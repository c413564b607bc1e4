/**
 * iframeWrapper and vipLogin: a sign-in drawn by a third
 * party in the element's light DOM (the `frame` slot): the provider's login
 * page, and the identity provider's embedded mail sign-in or password reset.
 *
 * The entitlement library creates `<iframe name="mvpdframe">` in the host
 * `core.setFrameHost` was given: a frame in the document tree is found by
 * its name (a shadow-tree frame is not a named target of the window), and
 * showing or hiding these screens only changes what the slot shows, so the
 * frame is never moved and never reloads. The identity's forms go to the
 * same host, where the page's and the provider's own styles apply.
 *
 * Back returns to the provider list (the sign-in is canceled there; a new
 * pick starts another); a password reset, opened by the `resetToken`
 * parameter and not from the list, has no back.
 */
import { html } from 'lit';
import type { ScreenContext, ScreenView } from './context.js';
import { steps } from './select-provider.js';

const frame = html`<div part="frame" class="frame"><slot name="frame"></slot></div>`;

export function iframeWrapper(): ScreenView {
  return { title: 'Sign in to your TV provider', back: 'selectProvider', body: html`${steps(1)}${frame}` };
}

export function vipLogin(ctx: ScreenContext): ScreenView {
  return ctx.identityReset
    ? { title: 'Reset your password', body: frame }
    : { title: 'Sign in with email', back: 'selectProvider', body: frame };
}
