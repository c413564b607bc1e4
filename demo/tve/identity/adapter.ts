/**
 * The demo's identity provider, behind the sign-in's `IdentityAdapter`
 * (runtime/tve/signin/types.ts) as a real provider's adapter would be:
 * - social sign-in opens the network's consent page in a popup
 *   (`social.html?network=`), which posts its answer back;
 * - mail sign-in (and registration) and password reset are the provider's
 *   own pages (`signin.html`, `reset.html?token=`) drawn in a frame in the
 *   container the sign-in gives, talking by `postMessage`;
 * - the session is the provider's own (session.ts), never `tveComponent_*`.
 * Every message is checked: same origin, from the window this flow opened,
 * carrying this flow's `state`. A viewer who gives up (the popup closed, its
 * Cancel, the sign-in's AbortSignal) ends the flow with an `AbortError`
 * DOMException; a failure with a plain Error.
 */
import type { IdentityAdapter, IdentityOptions, IdentitySession } from '../../../runtime/tve/signin/index.js';
import { isResultMessage, isSizeMessage } from './messages.js';
import { createIdentitySessionStore } from './session.js';

/** How often a popup is checked for having been closed without an answer. */
export const POPUP_CLOSED_POLL_MS = 500;
/** The frame's height until its page says how tall it is. */
const FRAME_START_HEIGHT = 480;

const aborted = (text: string) => new DOMException(text, 'AbortError');

interface Flow {
  /** The window the answer must come from (the popup, the frame's window). */
  source(): Window | null;
  /** True once that window is gone without an answer (a closed popup). */
  gone?(): boolean;
  resize?(height: number): void;
  end(): void;
}

export function createIdentityStandIn(win: Window = window, base: string | URL = new URL('./', import.meta.url)): IdentityAdapter {
  const sessions = createIdentitySessionStore(win);
  let theme = 'dark';

  const pageUrl = (page: string, params: Record<string, string>) => {
    const url = new URL(page, base);
    url.search = new URLSearchParams({ ...params, theme }).toString();
    return url.href;
  };

  /** Waits for the flow's page to answer; signs in with the session it brings. */
  function answer(state: string, flow: Flow, signal: AbortSignal): Promise<IdentitySession> {
    return new Promise<IdentitySession>((resolve, reject) => {
      const finish = (outcome: () => void) => {
        win.removeEventListener('message', onMessage);
        win.clearInterval(poll);
        signal.removeEventListener('abort', onAbort);
        flow.end();
        outcome();
      };
      // WebKit gives the message of a window that has closed since it posted
      // no source: then only a flow whose window is gone may take it, and its
      // state (checked below) still has to be this flow's.
      const fromFlow = (source: MessageEventSource | null) =>
        source === null ? flow.gone?.() === true : source === flow.source();
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== win.location.origin || !fromFlow(event.source)) return;
        if (isSizeMessage(event.data) && event.data.state === state) flow.resize?.(event.data.height);
        if (!isResultMessage(event.data) || event.data.state !== state) return;
        const { result, session } = event.data;
        if (result === 'cancel' || !session) return finish(() => reject(aborted('The viewer cancelled the sign-in')));
        sessions.write(session);
        finish(() => resolve(session));
      };
      const onAbort = () => finish(() => reject(aborted('The sign-in was abandoned')));
      // A popup posts its answer and then closes itself, and the window may
      // read closed before that answer's message event has run here (a
      // loaded machine showed it): a window seen closed is given up only if
      // no answer came by the next check.
      let seenGone = false;
      const poll = win.setInterval(() => {
        if (!flow.gone?.()) return;
        if (seenGone) finish(() => reject(aborted('The sign-in window was closed')));
        seenGone = true;
      }, POPUP_CLOSED_POLL_MS);
      if (signal.aborted) return onAbort();
      win.addEventListener('message', onMessage);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** A page of the provider in a frame of `container`, removed when the flow ends. */
  function inFrame(container: HTMLElement, page: string, params: Record<string, string>, title: string, signal: AbortSignal) {
    const state = nonce();
    const frame = container.ownerDocument.createElement('iframe');
    frame.title = title;
    frame.src = pageUrl(page, { ...params, state });
    frame.className = 'identity-standin-frame';
    // CSSOM, not a style attribute: the strict CSP allows the one, not the other.
    Object.assign(frame.style, { display: 'block', width: '100%', border: '0', height: `${FRAME_START_HEIGHT}px` });
    container.append(frame);
    return answer(state, {
      source: () => frame.contentWindow,
      resize: (height) => (frame.style.height = `${Math.ceil(height)}px`),
      end: () => frame.remove(),
    }, signal);
  }

  return {
    init(options: IdentityOptions) {
      theme = options.theme === 'light' ? 'light' : 'dark';
      return Promise.resolve();
    },

    session: () => Promise.resolve(sessions.read()),

    socialSignIn(network, signal) {
      if (network !== 'facebook' && network !== 'twitter') return Promise.reject(new Error(`Unknown social network: ${String(network)}`));
      const state = nonce();
      const popup = win.open(pageUrl('social.html', { network, state }), `identity-${network}`, 'popup,width=520,height=640');
      if (!popup) return Promise.reject(new Error('The sign-in window was blocked. Allow pop-ups for this site and try again.'));
      return answer(state, {
        source: () => popup,
        gone: () => popup.closed,
        end: () => {
          if (!popup.closed) popup.close();
        },
      }, signal);
    },

    mailSignIn: (container, signal) => inFrame(container, 'signin.html', {}, 'Sign in with email', signal),

    resetPassword: (token, container, signal) => inFrame(container, 'reset.html', { token }, 'Reset your password', signal),

    signOut() {
      sessions.clear();
      return Promise.resolve();
    },
  };
}

function nonce(): string {
  return globalThis.crypto.randomUUID();
}
