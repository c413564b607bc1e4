/**
 * iframeWrapper (spec 001 §2): the provider's login page in a frame. The
 * frame itself lives in the element's light DOM (the `frame` slot), where
 * the entitlement library creates `<iframe name="mvpdframe">` through the
 * host `core.setFrameHost` was given: a frame in the document tree is found
 * by its name (a shadow-tree frame is not a named target of the window), and
 * showing or hiding this screen only changes what the slot shows, so the
 * frame is never moved and never reloads. Back returns to the provider list.
 */
import { html } from 'lit';
import type { ScreenView } from './context.js';
import { steps } from './select-provider.js';

export function iframeWrapper(): ScreenView {
  return {
    title: 'Sign in to your TV provider',
    back: 'selectProvider',
    body: html`${steps(1)}<div part="frame" class="frame"><slot name="frame"></slot></div>`,
  };
}
