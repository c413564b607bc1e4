import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { accessGranted, authCookieName, DEBUG_ENDPOINTS, hasAuthCookie } from '../../runtime/debug/debug-api.js';

/**
 * `absent`: no authorization cookie, nothing asked; `checking`: `/debugbar`
 * asked; `granted` / `denied`: its answer; `revoked`: the user logged out.
 */
export type AccessState = 'absent' | 'checking' | 'granted' | 'denied' | 'revoked';

interface AccessHost extends ReactiveControllerHost {
  authCookie: string;
}

/**
 * The gate: the bar shows only when the authorization cookie
 * exists and `GET /debugbar` answers `{"access": true}`. Without the cookie no
 * request is made, so visitors never reveal the endpoint.
 */
export class AccessController implements ReactiveController {
  state: AccessState = 'absent';
  readonly #host: AccessHost;
  readonly #onChange: (state: AccessState) => void;
  #abort: AbortController | undefined;

  constructor(host: AccessHost, onChange: (state: AccessState) => void) {
    this.#host = host;
    this.#onChange = onChange;
    host.addController(this);
  }

  hostConnected(): void {
    if (this.state !== 'revoked') void this.check();
  }

  hostDisconnected(): void {
    this.#abort?.abort();
    this.#abort = undefined;
    if (this.state === 'checking') this.state = 'absent';
  }

  /** Asks again (e.g. after the cookie was set); a newer check supersedes an older one. */
  async check(): Promise<void> {
    this.#abort?.abort();
    if (!hasAuthCookie(authCookieName(this.#host.authCookie))) {
      this.#set('absent');
      return;
    }
    const abort = (this.#abort = new AbortController());
    this.#set('checking');
    let granted = false;
    try {
      const response = await window.fetch(DEBUG_ENDPOINTS.access, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        signal: abort.signal,
      });
      granted = response.ok && accessGranted(await response.json());
    } catch {
      // A network failure or a non-JSON answer denies: the bar never guesses.
    }
    if (abort.signal.aborted) return;
    this.#abort = undefined;
    this.#set(granted ? 'granted' : 'denied');
  }

  /** Logout: the bar disappears and stays away until the page loads again. */
  revoke(): void {
    this.#abort?.abort();
    this.#set('revoked');
  }

  #set(state: AccessState): void {
    if (this.state === state) return;
    this.state = state;
    this.#host.requestUpdate();
    this.#onChange(state);
  }
}
