/**
 * What the provider login page tells the entitlement library stand-in when
 * the viewer is done (same origin, by `postMessage` to the frame's parent or
 * the popup's opener): signed in, or gave up. `state` is the nonce the
 * library put in the login URL, so only the sign-in that opened the page
 * acts on it.
 */
export const LOGIN_MESSAGE = 'tve-standin:mvpd-login';

export interface LoginMessage {
  type: typeof LOGIN_MESSAGE;
  state: string;
  mvpd: string;
  result: 'success' | 'cancel';
}

export function isLoginMessage(data: unknown): data is LoginMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<LoginMessage>;
  return message.type === LOGIN_MESSAGE && typeof message.state === 'string' && typeof message.mvpd === 'string'
    && (message.result === 'success' || message.result === 'cancel');
}

/** The login page's URL for one sign-in. */
export function loginUrl(base: string, fields: { mvpd: string; requestor: string; state: string }): string {
  const url = new URL(`${base}/login.html`);
  url.search = new URLSearchParams(fields).toString();
  return url.href;
}
